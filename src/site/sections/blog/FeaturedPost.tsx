import { ArrowRight, Star } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../ui/components/Badge';
import { Icon } from '../../../ui/components/Icon';
import { flipInRtl } from '../../../ui/styles.css';
import { ButtonLink } from '../../../ui/components/Link';
import { postHref, type BlogPost } from '../../content/blog';
import { PostBadges } from './PostBadges';
import { PostMeta } from './PostMeta';
import * as styles from './blog.css';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { useBlogMessages } from './i18n';

export interface FeaturedPostProps {
  post: BlogPost;
  headingLevel?: 2 | 3;
}

/** The highlighted post at the top of the blog, with a "Read Full Article" button. */
export function FeaturedPost({ post, headingLevel = 2 }: FeaturedPostProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const t = useBlogMessages();
  return (
    <article className={styles.featured} aria-labelledby={titleId}>
      <div className={styles.badges}>
        <Badge tone="warning" icon={Star}>
          {t('featured')}
        </Badge>
        <PostBadges post={post} />
        {t.locale === DEFAULT_LOCALE ? null : <Badge tone="neutral">{t('inEnglish')}</Badge>}
      </div>
      <Heading id={titleId} className={styles.featuredTitle} lang="en">
        {post.title}
      </Heading>
      <p className={styles.featuredExcerpt} lang="en">
        {post.excerpt}
      </p>
      <PostMeta post={post} />
      <div>
        {/* The title completes the name for anyone meeting the link out of context. */}
        <ButtonLink href={postHref(post)} variant="primary" size="lg" aria-label={t('readFullArticleNamed', { title: post.title })}>
          {t('readFullArticle')}
          <Icon icon={ArrowRight} size={20} className={flipInRtl} />
        </ButtonLink>
      </div>
    </article>
  );
}
