import type { CategoryFilter, PostType } from '../../content/blog';
import { NewsletterSignup } from '../NewsletterSignup';
import { BlogCategories } from './BlogCategories';
import { BlogTypeLinks } from './BlogTypeLinks';
import { PopularToolsLinks } from './PopularToolsLinks';
import * as styles from './blog.css';
import { useBlogMessages } from './i18n';

export interface BlogSidebarProps {
  activeCategory?: CategoryFilter;
  activeType?: PostType;
}

/** The blog's side column: category filter, article types, Stay Updated and Popular Tools. */
export function BlogSidebar({ activeCategory, activeType }: BlogSidebarProps) {
  const t = useBlogMessages();
  return (
    <aside aria-label={t('sidebar')} className={styles.sidebar}>
      <BlogCategories active={activeCategory} />
      <BlogTypeLinks active={activeType} />
      <NewsletterSignup />
      <PopularToolsLinks />
    </aside>
  );
}
