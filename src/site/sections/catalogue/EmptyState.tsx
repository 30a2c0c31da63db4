import { RotateCcw, SearchX } from 'lucide-react';
import { PlainButton } from '../../../ui/components/PlainButton';
import { Icon } from '../../../ui/components/Icon';
import * as styles from './catalogue.css';
import { useCatalogueMessages } from './i18n';

/** Shown when nothing matches: the spec's wording and a way back to every tool. */
export function EmptyState({ onClear }: { onClear: () => void }) {
  const t = useCatalogueMessages();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <Icon icon={SearchX} size={24} />
      </span>
      <h2 className={styles.emptyTitle}>{t('emptyTitle')}</h2>
      <p className={styles.emptyText}>{t('emptyText')}</p>
      <PlainButton variant="secondary" icon={RotateCcw} onPress={onClear}>
        {t('clearFilters')}
      </PlainButton>
    </div>
  );
}
