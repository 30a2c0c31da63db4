import { Card } from '../../../ui/components/Card';
import { Link } from '../../../ui/components/Link';
import { postHref, type BlogPost } from '../../content/blog';
import { PostBadges } from './PostBadges';
import { PostMeta } from './PostMeta';
import * as styles from './blog.css';

export interface PostCardProps {
  post: BlogPost;
  /** 3 inside a "Latest Articles" section; 2 when the cards sit right under the page's h1. */
  headingLevel?: 2 | 3 | 4;
}

/** One post in a grid. The title links to the post and that link covers the whole card. */
export function PostCard({ post, headingLevel = 3 }: PostCardProps) {
  return (
    <Card
      as="article"
      interactive
      headingLevel={headingLevel}
      className={styles.fullHeight}
      title={<Link href={postHref(post)}>{post.title}</Link>}
    >
      <div className={styles.cardBody}>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <div className={styles.cardFooter}>
          <PostBadges post={post} />
          <PostMeta post={post} />
        </div>
      </div>
    </Card>
  );
}
