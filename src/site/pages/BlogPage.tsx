import { useSearchParams } from '../router/router';
import { Link } from '../../ui/components/Link';
import { PageMeta } from '../PageMeta';
import { categoryHref, featuredPost, filterByCategory, parseCategoryParam, posts } from '../content/blog';
import { BlogSidebar } from '../sections/blog/BlogSidebar';
import { FeaturedPost } from '../sections/blog/FeaturedPost';
import { PostList } from '../sections/blog/PostList';
import { useQueryApplies } from '../hydration-phase';
import * as styles from './BlogPage.css';
import { useBlogMessages } from '../sections/blog/i18n';
import { categoryName } from '../sections/blog/labels';

/**
 * The category filter lives in the URL (/blog?category=security) so it can be shared and survives
 * Back. The prerendered HTML shows every post; a category in the URL applies once it has hydrated.
 */
function useCategory() {
  const params = useSearchParams();
  const requested = params.get('category');
  return useQueryApplies(requested !== null) ? parseCategoryParam(requested) : 'all';
}

export function BlogPage() {
  const category = useCategory();
  const t = useBlogMessages();
  const featured = category === 'all' ? featuredPost(posts) : undefined;
  const listed = filterByCategory(posts, category).filter((post) => post !== featured);

  return (
    <div className={styles.page}>
      <PageMeta
        title={t('title')}
        description={t('metaDescription')}
        path="/blog"
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>
          {t('lead')}
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {featured ? <FeaturedPost post={featured} /> : null}
          <section aria-labelledby="blog-articles" className={styles.section}>
            <div className={styles.sectionHeader}>
              <h2 id="blog-articles" className={styles.sectionTitle}>
                {category === 'all' ? t('latestArticles') : t('categoryArticles', { category: categoryName(t, category) })}
              </h2>
              {category !== 'all' ? (
                <Link href={categoryHref('all')} variant="standalone">
                  {t('showAllArticles')}
                </Link>
              ) : null}
            </div>
            {/* Remount per category so paging starts again at the first page. */}
            <PostList key={category} posts={listed} emptyText={t('noArticles')} />
          </section>
        </div>
        <BlogSidebar activeCategory={category} />
      </div>
    </div>
  );
}
