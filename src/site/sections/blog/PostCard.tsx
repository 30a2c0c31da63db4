import { Card } from '../../../ui/components/Card';
import { Link } from '../../../ui/components/Link';
import { postHref, type BlogPost } from '../../content/blog';
import { PostBadges } from './PostBadges';
import { PostMeta } from './PostMeta';
import * as styles from './blog.css';
import { Badge } from '../../../ui/components/Badge';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { useBlogMessages } from './i18n';

export interface PostCardProps {
  post: BlogPost;
  /** 3 inside a "Latest Articles" section; 2 when the cards sit right under the page's h1. */
  headingLevel?: 2 | 3 | 4;
}

/** One post in a grid. The title links to the post and that link covers the whole card. */
export function PostCard({ post, headingLevel = 3 }: PostCardProps) {
  const t = useBlogMessages();
  return (
    <Card
      as="article"
      interactive
      headingLevel={headingLevel}
      className={styles.fullHeight}
      title={
        <Link href={postHref(post)} lang="en">
          {post.title}
        </Link>
      }
    >
      <div className={styles.cardBody}>
        <p className={styles.excerpt} lang="en">
          {post.excerpt}
        </p>
        <div className={styles.cardFooter}>
          <PostBadges post={post} />
          {/* The posts are English only: said on every other locale's listings. */}
          {t.locale === DEFAULT_LOCALE ? null : <Badge tone="neutral">{t('inEnglish')}</Badge>}
          <PostMeta post={post} />
        </div>
      </div>
    </Card>
  );
}
