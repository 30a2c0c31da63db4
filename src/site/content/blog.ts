/**
 * The blog: six static posts' metadata and the pure helpers the blog pages use (filters, counts,
 * paging, dates, reading time). The posts' bodies are not here: each is a chunk of its own
 * (post-bodies.ts), loaded only by its post's page. Bodies are structured blocks, never HTML
 * strings, so the renderer decides the markup and nothing here can inject any.
 */
import type { ToolId } from '../../tools/ids';
import { postList } from './post-list';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale, type SiteLocale } from '../../i18n/locales';

export const blogCategories = ['Productivity', 'Security', 'Design', 'Development', 'SEO', 'Marketing'] as const;
export type BlogCategory = (typeof blogCategories)[number];
export type CategoryFilter = BlogCategory | 'all';

export const postTypes = ['tutorial', 'tip', 'case-study'] as const;
export type PostType = (typeof postTypes)[number];

export interface PostTypeInfo {
  type: PostType;
  /** The listing's address segment: /blog/{slug}. */
  slug: 'tutorials' | 'tips' | 'case-studies';
  label: string;
  singular: string;
  description: string;
}

export const postTypeInfo: Record<PostType, PostTypeInfo> = {
  tutorial: {
    type: 'tutorial',
    slug: 'tutorials',
    label: 'Tutorials',
    singular: 'Tutorial',
    description: 'Step-by-step guides that take one task from start to finish with Toolshed’s tools.',
  },
  tip: {
    type: 'tip',
    slug: 'tips',
    label: 'Tips',
    singular: 'Tip',
    description: 'Short, practical advice you can apply in a few minutes: the rules of thumb behind good results.',
  },
  'case-study': {
    type: 'case-study',
    slug: 'case-studies',
    label: 'Case Studies',
    singular: 'Case Study',
    description: 'Worked examples with real inputs and measured results, so you can see what changed and why.',
  },
};

/** Text inside a paragraph or list item: plain text, inline code, or a link. */
export type Inline = string | { code: string } | { href: string; text: string };

export type PostBlock =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'heading'; text: string }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; label: string; language: string; code: string }
  | { type: 'quote'; label: string; text: string };

/** A post as the listings, the feed and the social cards know it: everything but its body. */
export interface BlogPost {
  /** Also its body's file name: posts/<slug>.ts. */
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  type: PostType;
  /** ISO date, YYYY-MM-DD. */
  published: string;
  author: string;
  featured: boolean;
  relatedTools: ToolId[];
  /** `readingMinutes(body)`: whole minutes at READING_WPM (a unit test holds it to the body). */
  readingMinutes: number;
}

export const READING_WPM = 200;
/** Posts shown in the grid before "Load More Articles". */
export const PAGE_SIZE = 4;

const inlineText = (part: Inline) => (typeof part === 'string' ? part : 'code' in part ? part.code : part.text);

/** Every word a reader reads, code included, split on whitespace like the Word Counter. */
export function wordCount(body: readonly PostBlock[]): number {
  const texts = body.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
        return [block.content.map(inlineText).join('')];
      case 'list':
        return block.items.map((item) => item.map(inlineText).join(''));
      case 'code':
        return [block.code];
      case 'heading':
      case 'quote':
        return [block.text];
    }
  });
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}

/** Whole minutes at READING_WPM, at least 1 for any post. */
export function readingMinutes(body: readonly PostBlock[]): number {
  return Math.max(1, Math.ceil(wordCount(body) / READING_WPM));
}

// ISO dates sort as plain strings; localeCompare would start ICU's collator on every blog page.
const byNewest = (a: BlogPost, b: BlogPost) => (a.published < b.published ? 1 : a.published > b.published ? -1 : 0);

/** All posts, newest first. */
export const posts: BlogPost[] = [...postList].sort(byNewest);

/** The languages the posts are written in (hreflang and the sitemap list only these). */
export const POST_LOCALES = ['en'] as const satisfies readonly SiteLocale[];

export function getPost(slug: string, list: readonly BlogPost[] = posts): BlogPost | undefined {
  return list.find((post) => post.slug === slug);
}

export function filterByCategory<T extends BlogPost>(list: readonly T[], category: CategoryFilter): T[] {
  return category === 'all' ? [...list] : list.filter((post) => post.category === category);
}

export function filterByType<T extends BlogPost>(list: readonly T[], type: PostType): T[] {
  return list.filter((post) => post.type === type);
}

/** Counts for the category sidebar: every category (even with 0 posts) plus "all". */
export function categoryCounts(list: readonly BlogPost[]): Record<CategoryFilter, number> {
  const counts = Object.fromEntries(blogCategories.map((c) => [c, 0])) as Record<CategoryFilter, number>;
  counts.all = list.length;
  for (const post of list) counts[post.category] += 1;
  return counts;
}

export function typeCounts(list: readonly BlogPost[]): Record<PostType, number> {
  const counts = { tutorial: 0, tip: 0, 'case-study': 0 };
  for (const post of list) counts[post.type] += 1;
  return counts;
}

/** The featured post: the newest one marked featured, else the newest post. */
export function featuredPost<T extends BlogPost>(list: readonly T[]): T | undefined {
  return [...list].sort(byNewest).find((post) => post.featured) ?? [...list].sort(byNewest)[0];
}

/** The first `shown` posts, and whether Load More still has anything to reveal. */
export function paginate<T>(list: readonly T[], shown: number): { visible: T[]; hasMore: boolean } {
  const count = Math.max(0, Math.floor(shown));
  return { visible: list.slice(0, count), hasMore: count < list.length };
}

/** `?category=security` → 'Security'; anything unknown (or missing) → 'all'. */
export function parseCategoryParam(value: string | null | undefined): CategoryFilter {
  const wanted = (value ?? '').trim().toLowerCase();
  return blogCategories.find((c) => c.toLowerCase() === wanted) ?? 'all';
}

export function categoryHref(category: CategoryFilter): string {
  return category === 'all' ? '/blog' : `/blog?category=${category.toLowerCase()}`;
}

export function typeForSlug(slug: string): PostTypeInfo | undefined {
  return Object.values(postTypeInfo).find((info) => info.slug === slug);
}

export const postHref = (post: Pick<BlogPost, 'slug'>) => `/blog/${post.slug}`;

/**
 * Up to `count` other posts to read next: the same type first, then the same category,
 * then the newest of the rest.
 */
export function relatedPosts<T extends BlogPost>(post: BlogPost, list: readonly T[], count = 2): T[] {
  const others = [...list].filter((p) => p.slug !== post.slug).sort(byNewest);
  const rank = (p: BlogPost) => (p.type === post.type ? 0 : p.category === post.category ? 1 : 2);
  return others.sort((a, b) => rank(a) - rank(b)).slice(0, count);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2024-03-19' → 'March 19, 2024', the same on the server and in every browser locale. */
export function formatPostDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A post's date as `locale` writes it: English from the table above (no Intl while a page loads),
 * any other locale through an Intl.DateTimeFormat made the first time it is needed.
 */
export function formatPostDateIn(locale: Locale, iso: string): string {
  if (locale === DEFAULT_LOCALE) return formatPostDate(iso);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

export const articleCount = (n: number) => `${n} ${n === 1 ? 'article' : 'articles'}`;

/** Every blog URL below /blog (type listings, then posts): for prerendering and the sitemap. */
export function blogPaths(): string[] {
  return [...Object.values(postTypeInfo).map((info) => `/blog/${info.slug}`), ...posts.map(postHref)];
}
