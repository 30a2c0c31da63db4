import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  articleCount,
  blogCategories,
  categoryCounts,
  categoryHref,
  featuredPost,
  filterByCategory,
  filterByType,
  formatPostDate,
  getPost,
  paginate,
  parseCategoryParam,
  postTypeInfo,
  posts,
  readingMinutes,
  relatedPosts,
  typeCounts,
  typeForSlug,
  wordCount,
  type PostBlock,
} from '../../../src/site/content/blog';
import { loadPostBody, postBodySlugs } from '../../../src/site/content/post-bodies';
import { AFTER_TEXT, BEFORE_TEXT, SNIPPET_DESCRIPTION, SNIPPET_TITLE } from '../../../src/site/content/posts/rewriting-a-product-page-for-readability';
import { getTool } from '../../../src/tools/catalogue';
import { analyzeText } from '../../../src/tools/word-counter/word-counter';

// Each post's body, as its page loads it (content/post-bodies.ts).
const bodies = new Map(await Promise.all(posts.map(async (post) => [post.slug, await loadPostBody(post.slug)] as const)));
const bodyOf = (slug: string): readonly PostBlock[] => {
  const body = bodies.get(slug);
  if (!body) throw new Error(`no body for ${slug}`);
  return body;
};

describe('the metadata list and the bodies', () => {
  it('name the same posts: one body file per listed slug, and no body without an entry', () => {
    expect([...postBodySlugs()].sort()).toEqual(posts.map((p) => p.slug).sort());
    for (const post of posts) expect(bodyOf(post.slug).length, post.slug).toBeGreaterThan(0);
  });

  it('agree on each post’s reading time (metadata written beside a body it must match)', () => {
    for (const post of posts) expect(post.readingMinutes, post.slug).toBe(readingMinutes(bodyOf(post.slug)));
  });

  it('keep the body out of the metadata (the listings never carry an article’s text)', () => {
    const fields = ['author', 'category', 'excerpt', 'featured', 'published', 'readingMinutes', 'relatedTools', 'slug', 'title', 'type'];
    for (const post of posts) expect(Object.keys(post).sort(), post.slug).toEqual(fields);
  });

  it('load each body once (the same promise every time) and none for a slug without a file', async () => {
    const first = loadPostBody('debugging-json-errors');
    expect(loadPostBody('debugging-json-errors')).toBe(first);
    expect(first).toMatchObject({ status: 'fulfilled' });
    expect(await first).toBe(bodyOf('debugging-json-errors'));
    for (const slug of ['nope', '', 'tips', '../blog', 'debugging-json-errors/']) expect(loadPostBody(slug), slug).toBeUndefined();
  });
});

describe('the six posts', () => {
  it('has six posts, newest first, with unique slugs that never clash with the type listings', () => {
    expect(posts).toHaveLength(6);
    const slugs = posts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(6);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(typeForSlug(slug)).toBeUndefined();
    }
    const dates = posts.map((p) => p.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('covers each category exactly once (the spec sidebar: All 6, one each)', () => {
    expect(categoryCounts(posts)).toEqual({ all: 6, Productivity: 1, Security: 1, Design: 1, Development: 1, SEO: 1, Marketing: 1 });
  });

  it('has two posts of each type', () => {
    expect(typeCounts(posts)).toEqual({ tutorial: 2, tip: 2, 'case-study': 2 });
  });

  it('has real articles: 400–700 words, several paragraphs, valid dates and related tools from the catalogue', () => {
    for (const post of posts) {
      const words = wordCount(bodyOf(post.slug));
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(words, post.slug).toBeLessThanOrEqual(700);
      expect(bodyOf(post.slug).filter((b) => b.type === 'paragraph').length, post.slug).toBeGreaterThanOrEqual(5);
      expect(formatPostDate(post.published)).toMatch(/^[A-Z][a-z]+ \d{1,2}, 2024$/);
      expect(post.readingMinutes).toBe(Math.ceil(words / 200));
      expect(post.relatedTools.length).toBeGreaterThan(0);
      for (const id of post.relatedTools) expect(getTool(id), id).toBeDefined();
      expect(post.excerpt.length).toBeLessThanOrEqual(200);
    }
  });

  it('links only to tool pages that exist or site pages', () => {
    const hrefs = posts.flatMap((post) =>
      bodyOf(post.slug).flatMap((block) => {
        const inlines = block.type === 'paragraph' ? block.content : block.type === 'list' ? block.items.flat() : [];
        return inlines.flatMap((part) => (typeof part === 'object' && 'href' in part ? [part.href] : []));
      }),
    );
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const tool = /^\/tools\/(.+)$/.exec(href);
      if (tool) expect(getTool(tool[1]!), href).toBeDefined();
      else expect(href).toBe('/docs/api');
    }
  });

  it('gives every code block in a post its own label (each is a named region)', () => {
    for (const post of posts) {
      const labels = bodyOf(post.slug).flatMap((b) => (b.type === 'code' ? [b.label] : []));
      expect(new Set(labels).size, post.slug).toBe(labels.length);
    }
  });

  it('has one featured post, the embedding tutorial', () => {
    expect(posts.filter((p) => p.featured).map((p) => p.slug)).toEqual(['embed-tools-on-your-site']);
    expect(featuredPost(posts)?.slug).toBe('embed-tools-on-your-site');
  });

  it('quotes numbers in the readability case study that the Word Counter really gives', () => {
    const before = analyzeText(BEFORE_TEXT);
    const after = analyzeText(AFTER_TEXT);
    expect([before.words, before.sentences, before.averageWordsPerSentence, before.readability]).toEqual([115, 2, 58, 'Very Difficult']);
    expect([after.words, after.sentences, after.averageWordsPerSentence, after.readability]).toEqual([56, 6, 9, 'Easy']);
    expect(after.words * 2).toBeLessThan(before.words);
    expect([SNIPPET_TITLE.length, SNIPPET_DESCRIPTION.length]).toEqual([48, 145]);
  });
});

describe('reading time', () => {
  const block = (text: string): PostBlock => ({ type: 'paragraph', content: [text] });

  it('counts words across every kind of block, inline code and links included', () => {
    const body: PostBlock[] = [
      { type: 'heading', text: 'Two words' },
      { type: 'paragraph', content: ['Use ', { code: 'JSON.parse' }, ' or the ', { href: '/tools/json-formatter', text: 'JSON Formatter' }, '.'] },
      { type: 'list', ordered: false, items: [['one item'], ['another', ' item']] },
      { type: 'code', label: 'JS', language: 'js', code: 'const a = 1;' },
      { type: 'quote', label: 'Before', text: 'quoted text here' },
    ];
    expect(wordCount(body)).toBe(2 + 6 + 2 + 2 + 4 + 3);
  });

  it('is ceil(words / 200) and at least one minute', () => {
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes([block('word '.repeat(200))])).toBe(1);
    expect(readingMinutes([block('word '.repeat(201))])).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), (n) => {
        expect(readingMinutes([block(Array(n).fill('w').join(' '))])).toBe(Math.ceil(n / 200));
      }),
    );
  });
});

describe('filters and counts', () => {
  it('filters by category, "all" returning a copy of everything', () => {
    expect(filterByCategory(posts, 'Security').map((p) => p.slug)).toEqual(['strong-passwords-length-beats-cleverness']);
    const all = filterByCategory(posts, 'all');
    expect(all).toEqual(posts);
    expect(all).not.toBe(posts);
  });

  it('filters by type', () => {
    expect(filterByType(posts, 'case-study').map((p) => p.slug)).toEqual(['rewriting-a-product-page-for-readability', 'qr-codes-for-a-small-cafe']);
  });

  it('counts add up to "all" for any subset of posts (property)', () => {
    fc.assert(
      fc.property(fc.subarray(posts), (subset) => {
        const counts = categoryCounts(subset);
        expect(blogCategories.reduce((sum, c) => sum + counts[c], 0)).toBe(counts.all);
        for (const c of blogCategories) expect(filterByCategory(subset, c)).toHaveLength(counts[c]);
        const types = typeCounts(subset);
        expect(types.tutorial + types.tip + types['case-study']).toBe(subset.length);
      }),
    );
  });

  it('parses the category query case-insensitively and falls back to all', () => {
    expect(parseCategoryParam('security')).toBe('Security');
    expect(parseCategoryParam(' SEO ')).toBe('SEO');
    expect(parseCategoryParam('gardening')).toBe('all');
    expect(parseCategoryParam(null)).toBe('all');
    for (const c of [...blogCategories, 'all' as const]) {
      const query = new URL(categoryHref(c), 'https://x').searchParams.get('category');
      expect(parseCategoryParam(query)).toBe(c);
    }
    expect(categoryHref('all')).toBe('/blog');
    expect(categoryHref('Development')).toBe('/blog?category=development');
  });

  it('finds posts and type listings by slug', () => {
    expect(getPost('debugging-json-errors')?.title).toBe('Debugging JSON: Read the Error, Then Fix the Usual Suspects');
    expect(getPost('nope')).toBeUndefined();
    expect(typeForSlug('tips')).toBe(postTypeInfo.tip);
    expect(typeForSlug('case-studies')?.label).toBe('Case Studies');
  });
});

describe('paginate', () => {
  it('shows PAGE_SIZE first and reports whether more remain', () => {
    expect(PAGE_SIZE).toBe(4);
    const rest = posts.slice(1);
    expect(paginate(rest, PAGE_SIZE)).toEqual({ visible: rest.slice(0, 4), hasMore: true });
    expect(paginate(rest, PAGE_SIZE * 2)).toEqual({ visible: rest, hasMore: false });
    expect(paginate([], PAGE_SIZE)).toEqual({ visible: [], hasMore: false });
  });

  it('never shows more than exist and hides Load More exactly when all are shown (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.integer({ min: -5, max: 50 }), (list, shown) => {
        const { visible, hasMore } = paginate(list, shown);
        expect(visible).toEqual(list.slice(0, Math.max(0, shown)));
        expect(hasMore).toBe(visible.length < list.length);
      }),
    );
  });
});

describe('relatedPosts', () => {
  it('prefers the same type, then the newest others, never the post itself', () => {
    const json = getPost('debugging-json-errors')!;
    expect(relatedPosts(json, posts).map((p) => p.slug)).toEqual(['embed-tools-on-your-site', 'rewriting-a-product-page-for-readability']);
    for (const post of posts) {
      const related = relatedPosts(post, posts, 3);
      expect(related).toHaveLength(3);
      expect(related.some((p) => p.slug === post.slug)).toBe(false);
    }
  });
});

describe('formatPostDate and articleCount', () => {
  it('formats ISO dates without locale or time-zone drift', () => {
    expect(formatPostDate('2024-01-15')).toBe('January 15, 2024');
    expect(formatPostDate('2024-12-01')).toBe('December 1, 2024');
    expect(formatPostDate('2024-13-01')).toBe('2024-13-01');
    expect(formatPostDate('yesterday')).toBe('yesterday');
  });

  it('pluralises', () => {
    expect([articleCount(0), articleCount(1), articleCount(6)]).toEqual(['0 articles', '1 article', '6 articles']);
  });
});
