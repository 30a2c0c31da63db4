import { Calendar, Clock, UserRound } from 'lucide-react';
import { Icon } from '../../../ui/components/Icon';
import { formatPostDate, type BlogPost } from '../../content/blog';
import * as styles from './blog.css';

export interface PostMetaProps {
  post: Pick<BlogPost, 'published' | 'readingMinutes' | 'author'>;
  /** The byline is shown on post pages; cards leave it out. */
  showAuthor?: boolean;
  className?: string;
}

/** Date and reading time (and the author on the post page), in one muted line. */
export function PostMeta({ post, showAuthor = false, className }: PostMetaProps) {
  return (
    <p className={className ? `${styles.meta} ${className}` : styles.meta}>
      <span className={styles.metaItem}>
        <Icon icon={Calendar} size={16} />
        <time dateTime={post.published}>{formatPostDate(post.published)}</time>
      </span>
      <span className={styles.metaItem}>
        <Icon icon={Clock} size={16} />
        {post.readingMinutes} min read
      </span>
      {showAuthor ? (
        <span className={styles.metaItem}>
          <Icon icon={UserRound} size={16} />
          By {post.author}
        </span>
      ) : null}
    </p>
  );
}
