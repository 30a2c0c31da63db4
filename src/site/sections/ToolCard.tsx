import { Badge } from '../../ui/components/Badge';
import { SpriteIcon } from '../../ui/components/SpriteIcon';
import { Link } from '../../ui/components/Link';
import { visuallyHidden } from '../../ui/theme/theme.css';
import { categories } from '../../tools/catalogue';
import type { DetailedToolEntry } from '../../tools/catalogue-details';
import { useCatalogueText } from '../../tools/catalogue-text';
import { useSiteMessages } from '../i18n';
import * as styles from './ToolCard.css';

export const MAX_TAGS = 3;

export interface ToolCardProps {
  tool: Pick<DetailedToolEntry, 'id' | 'name' | 'description' | 'icon' | 'category' | 'tags' | 'popular'>;
  /** Match the page outline: 2 when the cards sit right under the h1, 3 inside a section. */
  headingLevel?: 2 | 3 | 4;
  /** Show the category above the name (home page, related tools). */
  showCategory?: boolean;
}

/**
 * One tool in a grid: icon, name, description, up to three tags plus "+N", Popular badge.
 * The whole card is one link to /tools/{id} whose accessible name is the tool name.
 */
export function ToolCard({ tool, headingLevel = 3, showCategory = false }: ToolCardProps) {
  const Heading = `h${headingLevel}` as const;
  const shown = tool.tags.slice(0, MAX_TAGS);
  const more = tool.tags.length - shown.length;
  const t = useSiteMessages();
  const text = useCatalogueText();
  const info = categories.find((c) => c.id === tool.category);
  const categoryName = info ? text.category(info).label : undefined;
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <span className={styles.iconTile}>
          <SpriteIcon name={tool.icon} size={24} />
        </span>
        {tool.popular ? <Badge tone="accent">{t('cardPopular')}</Badge> : null}
      </div>
      <div className={styles.titles}>
        <Heading className={styles.name}>
          <Link href={`/tools/${tool.id}`} className={styles.link}>
            {tool.name}
          </Link>
        </Heading>
        {showCategory && categoryName ? <p className={styles.category}>{categoryName}</p> : null}
      </div>
      <p className={styles.description}>{tool.description}</p>
      {shown.length ? (
        <ul className={styles.tags} aria-label={t('cardTags')}>
          {shown.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
          {more > 0 ? (
            <li className={styles.tag}>
              {t.rich('cardMoreTags', { hidden: (children) => <span className={visuallyHidden}>{children}</span> }, { count: more })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
