import { useId } from 'react';
import { Link } from '../../../ui/components/Link';
import { visuallyHidden } from '../../../ui/theme/theme.css';
import { blogCategories, categoryCounts, categoryHref, posts, type BlogPost, type CategoryFilter } from '../../content/blog';
import * as styles from './blog.css';
import { useBlogMessages } from './i18n';
import { categoryName } from './labels';

export interface BlogCategoriesProps {
  /** The category being shown on /blog; undefined on pages that are not filtered by category. */
  active?: CategoryFilter;
  list?: readonly BlogPost[];
}

/** The category filter: links to /blog?category=…, with the number of posts in each. */
export function BlogCategories({ active, list = posts }: BlogCategoriesProps) {
  const headingId = useId();
  const counts = categoryCounts(list);
  const t = useBlogMessages();
  const entries: Array<{ id: CategoryFilter; label: string }> = [{ id: 'all', label: t('allCategories') }, ...blogCategories.map((c) => ({ id: c, label: categoryName(t, c) }))];
  return (
    <nav aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('categories')}
      </h2>
      <ul className={styles.navList}>
        {entries.map(({ id, label }) => (
          <li key={id}>
            <Link href={categoryHref(id)} className={styles.navLink} aria-current={active === id ? 'page' : undefined}>
              <span>{label}</span>
              <span className={styles.count} aria-hidden="true">
                {counts[id]}
              </span>
              <span className={visuallyHidden}>({t('articleCount', { count: counts[id] })})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
