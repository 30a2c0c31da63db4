import { useLocation } from '../router/router';
import { Link } from '../../ui/components/Link';
import { PageMeta } from '../PageMeta';
import { filterByType, posts, typeForSlug } from '../content/blog';
import { BlogSidebar } from '../sections/blog/BlogSidebar';
import { PostList } from '../sections/blog/PostList';
import { NotFoundPage } from './NotFoundPage';
import * as styles from './BlogPage.css';
import { useBlogMessages } from '../sections/blog/i18n';
import { typeLabel } from '../sections/blog/labels';

/** /blog/tutorials, /blog/tips and /blog/case-studies: every post of one type, newest first. */
export function BlogTypePage() {
  const { pathname } = useLocation();
  const t = useBlogMessages();
  const info = typeForSlug(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  if (!info) return <NotFoundPage />;
  const { label, description } = typeLabel(t, info.type);
  const listed = filterByType(posts, info.type);

  return (
    <div className={styles.page}>
      <PageMeta title={t('typeTitle', { type: label })} description={description} path={`/blog/${info.slug}`} />
      <header className={styles.header}>
        <nav aria-label={t('breadcrumb')}>
          <ol className={styles.breadcrumb}>
            <li>
              <Link href="/blog" variant="subtle">
                {t('title')}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{label}</li>
          </ol>
        </nav>
        <h1 className={styles.title}>{label}</h1>
        <p className={styles.lead}>{description}</p>
      </header>
      <div className={styles.layout}>
        <section aria-labelledby="type-articles" className={styles.section}>
          <h2 id="type-articles" className={styles.sectionTitle}>
            {t('typeArticles', { type: label })}
          </h2>
          <PostList posts={listed} pageSize={listed.length || 1} />
        </section>
        <BlogSidebar activeType={info.type} />
      </div>
    </div>
  );
}
