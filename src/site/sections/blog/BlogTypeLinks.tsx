import { useId } from 'react';
import { Link } from '../../../ui/components/Link';
import { visuallyHidden } from '../../../ui/theme/theme.css';
import { postTypeInfo, postTypes, posts, typeCounts, type BlogPost, type PostType } from '../../content/blog';
import * as styles from './blog.css';
import { useBlogMessages } from './i18n';
import { typeLabel } from './labels';

export interface BlogTypeLinksProps {
  /** The listing being shown (/blog/tutorials …), marked as the current page. */
  active?: PostType;
  list?: readonly BlogPost[];
}

/** Links to the three listings by article type, with counts. */
export function BlogTypeLinks({ active, list = posts }: BlogTypeLinksProps) {
  const headingId = useId();
  const counts = typeCounts(list);
  const t = useBlogMessages();
  return (
    <nav aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('articleTypes')}
      </h2>
      <ul className={styles.navList}>
        {postTypes.map((type) => (
          <li key={type}>
            <Link href={`/blog/${postTypeInfo[type].slug}`} className={styles.navLink} aria-current={active === type ? 'page' : undefined}>
              <span>{typeLabel(t, type).label}</span>
              <span className={styles.count} aria-hidden="true">
                {counts[type]}
              </span>
              <span className={visuallyHidden}>({t('articleCount', { count: counts[type] })})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
