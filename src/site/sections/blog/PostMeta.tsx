import { Calendar, Clock, UserRound } from 'lucide-react';
import { Icon } from '../../../ui/components/Icon';
import { formatPostDateIn, type BlogPost } from '../../content/blog';
import { useBlogMessages } from './i18n';
import * as styles from './blog.css';

export interface PostMetaProps {
  post: Pick<BlogPost, 'published' | 'readingMinutes' | 'author'>;
  /** The byline is shown on post pages; cards leave it out. */
  showAuthor?: boolean;
  className?: string;
}

/** Date and reading time (and the author on the post page), in one muted line. */
export function PostMeta({ post, showAuthor = false, className }: PostMetaProps) {
  const t = useBlogMessages();
  return (
    <p className={className ? `${styles.meta} ${className}` : styles.meta}>
      <span className={styles.metaItem}>
        <Icon icon={Calendar} size={16} />
        <time dateTime={post.published}>{formatPostDateIn(t.locale, post.published)}</time>
      </span>
      <span className={styles.metaItem}>
        <Icon icon={Clock} size={16} />
        {t('minRead', { minutes: post.readingMinutes })}
      </span>
      {showAuthor ? (
        <span className={styles.metaItem}>
          <Icon icon={UserRound} size={16} />
          {t('byAuthor', { author: post.author })}
        </span>
      ) : null}
    </p>
  );
}
