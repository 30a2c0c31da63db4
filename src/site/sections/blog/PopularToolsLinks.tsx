import { useId } from 'react';
import { SpriteIcon } from '../../../ui/components/SpriteIcon';
import { Link } from '../../../ui/components/Link';
import { getTool, type ToolEntry, type ToolId } from '../../../tools/catalogue';
import * as styles from './blog.css';
import { useBlogMessages } from './i18n';
import { useCatalogueText } from '../../../tools/catalogue-text';

/** The spec's list: password generator, QR code generator, JSON formatter, color picker, word counter. */
export const POPULAR_TOOL_IDS: readonly ToolId[] = ['password-generator', 'qr-generator', 'json-formatter', 'color-picker', 'word-counter'];

const popularTools = POPULAR_TOOL_IDS.map((id) => getTool(id)).filter((tool): tool is ToolEntry => tool !== undefined);

/** The blog sidebar's "Popular Tools" links; names and icons come from the catalogue. */
export function PopularToolsLinks() {
  const headingId = useId();
  const t = useBlogMessages();
  const text = useCatalogueText();
  return (
    <nav aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('popularTools')}
      </h2>
      <ul className={styles.navList}>
        {popularTools.map((tool) => (
          <li key={tool.id}>
            <Link href={`/tools/${tool.id}`} variant="standalone" className={styles.toolLink}>
              <SpriteIcon name={tool.icon} size={16} className={styles.toolIcon} />
              {text.tool(tool).name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
