import { Badge } from '../../../ui/components/Badge';
import { type BlogPost } from '../../content/blog';
import * as styles from './blog.css';
import { useBlogMessages } from './i18n';
import { categoryName, typeLabel } from './labels';

/** Category and article type of a post, as two small labels. */
export function PostBadges({ post }: { post: Pick<BlogPost, 'category' | 'type'> }) {
  const t = useBlogMessages();
  return (
    <div className={styles.badges}>
      <Badge tone="accent">{categoryName(t, post.category)}</Badge>
      <Badge tone="neutral">{typeLabel(t, post.type).singular}</Badge>
    </div>
  );
}
