import { ArrowLeft, LayoutGrid } from 'lucide-react';
import { use } from 'react';
import { useParams } from '../router/router';
import { mirrorInRtl } from '../../ui/components/Icon';
import { ButtonLink, Link } from '../../ui/components/Link';
import { getTool, type ToolEntry } from '../../tools/catalogue';
import { useCatalogueDetails } from '../../tools/catalogue-text';
import { PageMeta } from '../PageMeta';
import { DeferredSection } from '../PageHydrated';
import { getPost, postHref, postTypeInfo, posts, relatedPosts, type BlogPost, type PostBlock, POST_LOCALES } from '../content/blog';
import { loadPostBody } from '../content/post-bodies';
import { NewsletterSignup } from '../sections/NewsletterSignup';
import { ToolCard } from '../sections/ToolCard';
import { PostBadges } from '../sections/blog/PostBadges';
import { PostBody } from '../sections/blog/PostBody';
import { PostCard } from '../sections/blog/PostCard';
import { PostMeta } from '../sections/blog/PostMeta';
import * as blogStyles from './BlogPage.css';
import * as styles from './BlogPostPage.css';

/** "All articles" points back: to the left, or to the right in a right-to-left page. */
const BackArrow = mirrorInRtl(ArrowLeft);

function PostNotFound({ slug }: { slug: string }) {
  return (
    <div className={blogStyles.page}>
      <PageMeta title="Article Not Found" description="There is no blog article at this address. Browse all Toolshed articles instead." path={`/blog/${slug}`} />
      <meta name="robots" content="noindex" />
      <header className={blogStyles.header}>
        <h1 className={blogStyles.title}>Article Not Found</h1>
        <p className={blogStyles.lead}>
          There is no article at this address. It may have been renamed, or the link may be mistyped. These are the articles
          we have:
        </p>
      </header>
      <ul className={styles.notFoundList}>
        {posts.map((post) => (
          <li key={post.slug}>
            <Link href={postHref(post)}>{post.title}</Link>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink href="/blog" variant="primary" icon={BackArrow}>
          All articles
        </ButtonLink>
        <ButtonLink href="/tools" variant="secondary" icon={LayoutGrid}>
          Browse the tools
        </ButtonLink>
      </div>
    </div>
  );
}

function ArticleTools({ tools }: { tools: readonly ToolEntry[] }) {
  const details = useCatalogueDetails();
  return (
    <ul className={styles.cards}>
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={{ ...tool, ...details.tool(tool) }} headingLevel={3} showCategory />
        </li>
      ))}
    </ul>
  );
}

function Post({ post, body }: { post: BlogPost; body: readonly PostBlock[] }) {
  const type = postTypeInfo[post.type];
  const tools = post.relatedTools.map((id) => getTool(id)).filter((tool): tool is ToolEntry => tool !== undefined);
  return (
    <>
      {/* The posts are written in English only: hreflang names no other version, and the article says its language. */}
      <PageMeta title={post.title} description={post.excerpt} path={postHref(post)} type="article" locales={POST_LOCALES} />
      <article className={styles.article} aria-labelledby="post-title" lang="en">
        <header className={styles.header}>
          <nav aria-label="Breadcrumb">
            <ol className={blogStyles.breadcrumb}>
              <li>
                <Link href="/blog" variant="subtle">
                  Blog
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link href={`/blog/${type.slug}`} variant="subtle">
                  {type.label}
                </Link>
              </li>
            </ol>
          </nav>
          <PostBadges post={post} />
          <h1 id="post-title" className={styles.title}>
            {post.title}
          </h1>
          <p className={styles.lead}>{post.excerpt}</p>
          <PostMeta post={post} showAuthor />
        </header>
        <PostBody body={body} />
      </article>
      <div className={styles.after}>
        <section aria-labelledby="post-tools" className={styles.section}>
          <h2 id="post-tools" className={styles.sectionTitle}>
            Tools in This Article
          </h2>
          {/* The cards' descriptions load after the page; until then the prerendered cards stay as they are. */}
          <DeferredSection>
            <ArticleTools tools={tools} />
          </DeferredSection>
        </section>
        <section aria-labelledby="post-more" className={styles.section}>
          <h2 id="post-more" className={styles.sectionTitle}>
            Keep Reading
          </h2>
          <ul className={styles.cards}>
            {relatedPosts(post, posts).map((other) => (
              <li key={other.slug}>
                <PostCard post={other} />
              </li>
            ))}
          </ul>
          <div>
            <Link href="/blog" variant="standalone">
              All articles
            </Link>
          </div>
        </section>
        <NewsletterSignup className={styles.newsletter} />
      </div>
    </>
  );
}

/**
 * /blog/:slug — one post in full; an unknown slug gets a not-found message with links. The body is
 * a chunk of its own, preloaded with the route (routes.tsx) before the prerender and hydration, so
 * `use()` returns it at once there; on a visit within the site the page suspends until it is in,
 * as it does for a page's own chunk.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = getPost(slug);
  const body = post ? loadPostBody(post.slug) : undefined;
  return post && body ? <Post key={post.slug} post={post} body={use(body)} /> : <PostNotFound slug={slug} />;
}
