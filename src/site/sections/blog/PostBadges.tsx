import { Badge } from '../../../ui/components/Badge';
import { postTypeInfo, type BlogPost } from '../../content/blog';
import * as styles from './blog.css';

/** Category and article type of a post, as two small labels. */
export function PostBadges({ post }: { post: Pick<BlogPost, 'category' | 'type'> }) {
  return (
    <div className={styles.badges}>
      <Badge tone="accent">{post.category}</Badge>
      <Badge tone="neutral">{postTypeInfo[post.type].singular}</Badge>
    </div>
  );
}
