import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import {
  Dialog,
  Heading,
  Input,
  Menu,
  MenuItem,
  Modal,
  ModalOverlay,
  SearchField,
} from 'react-aria-components';
import { categoryLabels, useCatalogueDetails, useCatalogueText } from '../../tools/catalogue-text';
import { useSiteMessages } from '../i18n';
import { AriaScope } from '../AriaScope';
import { PaletteSearch } from './PaletteSearch';
import { Icon } from '../../ui/components/Icon';
import { SpriteIcon } from '../../ui/components/SpriteIcon';
import { rankTools } from '../tool-search';
import * as styles from './CommandPalette.css';

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Ctrl/Cmd+K: type to search every tool (the site's one ranking, ../tool-search), arrow keys move, Enter opens, Escape closes.
 * Focus stays in the field; the highlighted result is announced through aria-activedescendant.
 */
export default function CommandPalette({ isOpen, onOpenChange }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const t = useSiteMessages();
  const text = useCatalogueText();
  const categoryLabel = categoryLabels(text);
  const details = useCatalogueDetails();
  const results = useMemo(() => rankTools(query, details.tools, 12), [query, details]);
  const close = () => {
    onOpenChange(false);
    setQuery('');
  };

  return (
    <AriaScope>
      <ModalOverlay isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())} isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog aria-labelledby="palette-title" className={styles.dialog}>
            <Heading id="palette-title" slot="title" className={styles.title}>
              {t('paletteTitle')}
            </Heading>
            <PaletteSearch inputValue={query} onInputChange={setQuery}>
              {/* The palette exists to be typed into: focus goes straight to its field. */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <SearchField aria-label={t('searchTools')} autoFocus className={styles.field}>
                <Icon icon={Search} size={20} className={styles.fieldIcon} />
                <Input placeholder={t('searchPlaceholder')} className={styles.input} />
              </SearchField>
              <Menu
                aria-label={t('paletteResults')}
                items={results}
                className={styles.menu}
                onAction={close}
                renderEmptyState={() => <p className={styles.empty}>{t('paletteEmpty', { query: query.trim() })}</p>}
              >
                {(tool) => (
                  <MenuItem id={tool.id} href={`/tools/${tool.id}`} textValue={tool.name} className={styles.item}>
                    <span className={styles.itemIcon}>
                      <SpriteIcon name={tool.icon} size={20} />
                    </span>
                    {/* Name, description and category all form the option's accessible name, so
                        what is read matches what is shown (WCAG 2.5.3). */}
                    <span className={styles.itemText}>
                      <span className={styles.itemName}>{tool.name}</span>
                      <span className={styles.itemDescription}>{tool.description}</span>
                    </span>
                    <span className={styles.itemCategory}>{categoryLabel[tool.category]}</span>
                  </MenuItem>
                )}
              </Menu>
            </PaletteSearch>
            <p className={styles.hint} aria-hidden="true">
              {t.rich('paletteHint', { k: (children) => <kbd>{children}</kbd> })}
            </p>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaScope>
  );
}
