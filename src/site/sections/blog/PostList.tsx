import { useEffect, useRef, useState } from 'react';
import { PlainButton } from '../../../ui/components/PlainButton';
import { PAGE_SIZE, articleCount, paginate, type BlogPost } from '../../content/blog';
import { PostCard } from './PostCard';
import * as styles from './blog.css';

export interface PostListProps {
  posts: readonly BlogPost[];
  /** Cards shown at first and added by each "Load More Articles". */
  pageSize?: number;
  headingLevel?: 2 | 3 | 4;
  /** Shown instead of the grid when there are no posts. */
  emptyText?: string;
}

/**
 * A two-column grid of post cards with "Load More Articles", which disappears once every
 * post is shown. Remount it (a `key`) to start again from the first page.
 */
export function PostList({ posts, pageSize = PAGE_SIZE, headingLevel = 3, emptyText = 'No articles here yet.' }: PostListProps) {
  const [shown, setShown] = useState(pageSize);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const { visible, hasMore } = paginate(posts, shown);

  // The button may vanish after the last page, so move focus to the first new article.
  // A press can come before the mount's own effect has run (a native button clicks on keydown): a
  // request whose article is not rendered yet waits for the render that adds it.
  useEffect(() => {
    if (focusIndex.current === null) return;
    const link = listRef.current?.children[focusIndex.current]?.querySelector<HTMLElement>('a[href]');
    if (!link) return;
    link.focus();
    focusIndex.current = null;
  }, [shown]);

  if (posts.length === 0) return <p className={styles.listStatus}>{emptyText}</p>;

  return (
    <div>
      <ul ref={listRef} className={styles.grid}>
        {visible.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <div className={styles.listFooter}>
        <p className={styles.listStatus} role="status">
          {hasMore
            ? `Showing ${visible.length} of ${articleCount(posts.length)}`
            : `Showing ${posts.length === 1 ? '' : 'all '}${articleCount(posts.length)}`}
        </p>
        {hasMore ? (
          <PlainButton
            variant="secondary"
            size="lg"
            onPress={() => {
              focusIndex.current = visible.length;
              setShown((n) => n + pageSize);
            }}
          >
            Load More Articles
          </PlainButton>
        ) : null}
      </div>
    </div>
  );
}
