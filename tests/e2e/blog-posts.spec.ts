import type { APIRequestContext, Page } from '@playwright/test';
import { posts } from '../../src/site/content/blog';
import { pageModules } from '../../scripts/page-modules.mjs';
import { expect, test, collectErrors, siteUrl } from './support';

// Each post's body is a chunk of its own (src/site/content/post-bodies.ts): a post's page starts
// with its own and no other's, the listings with none, and a visit within the site loads the next
// post's chunk as it goes.

/** A post's body chunk, as the build names it: /assets/<slug>-<hash>.js. */
const bodyChunk = (slug: string) => new RegExp(`/assets/${slug}-[\\w-]{8}\\.js$`);

/** The first section heading of a post's body, read from its prerendered page (plain ASCII words, as a minified chunk keeps them). */
async function firstBodyHeading(request: APIRequestContext, slug: string): Promise<string> {
  const html = await (await request.get(`${siteUrl}/blog/${slug}`)).text();
  const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  const heading = [...article.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]!).find((text) => /^[\w ,.:-]+$/.test(text));
  expect(heading, slug).toBeTruthy();
  return heading!;
}

test('a post page starts with its own body and no other post’s; the listings start with none', async ({ request }) => {
  const headings = new Map(await Promise.all(posts.map(async (post) => [post.slug, await firstBodyHeading(request, post.slug)] as const)));
  const startCode = async (path: string) => {
    const modules = pageModules(await (await request.get(`${siteUrl}${path}`)).text());
    expect(modules.length, path).toBeGreaterThan(2);
    return { modules, code: (await Promise.all(modules.map(async (url) => (await request.get(`${siteUrl}${url}`)).text()))).join('\n') };
  };
  for (const post of posts) {
    for (const path of [`/blog/${post.slug}`, `/de/blog/${post.slug}`]) {
      const { modules, code } = await startCode(path);
      for (const other of posts) {
        const own = other.slug === post.slug;
        expect(modules.filter((url) => bodyChunk(other.slug).test(url)), `${path}: ${other.slug}'s chunk`).toHaveLength(own ? 1 : 0);
        expect(code.includes(headings.get(other.slug)!), `${path}: ${other.slug}'s text`).toBe(own);
      }
    }
  }
  for (const path of ['/blog', '/ar/blog', '/blog/tutorials', '/blog/tips', '/blog/case-studies', '/']) {
    const { modules, code } = await startCode(path);
    for (const post of posts) {
      expect(modules.filter((url) => bodyChunk(post.slug).test(url)), `${path}: ${post.slug}'s chunk`).toEqual([]);
      expect(code.includes(headings.get(post.slug)!), `${path}: ${post.slug}'s text`).toBe(false);
    }
  }
});

test('a post hydrates on its prerendered article: the same nodes, no error, its chunk fetched once', async ({ page }) => {
  const errors = collectErrors(page);
  const slug = 'debugging-json-errors';
  const requested: string[] = [];
  page.on('request', (r) => bodyChunk(slug).test(r.url()) && requested.push(r.url()));
  // Marks the prerendered article's nodes: hydration adopts them, a client render (a mismatch, or
  // a body that suspended) would replace them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const node of document.querySelectorAll('article, article h2, article p, article li')) (node as Element & { prerendered?: boolean }).prerendered = true;
    });
  });
  await page.goto(`/de/blog/${slug}`);
  const state = await page.evaluate(() => {
    const nodes = [...document.querySelectorAll('article, article h2, article p, article li')];
    return { nodes: nodes.length, fresh: nodes.filter((node) => !(node as Element & { prerendered?: boolean }).prerendered).map((node) => node.outerHTML.slice(0, 80)) };
  });
  expect(state.nodes).toBeGreaterThan(20);
  expect(state.fresh).toEqual([]);
  await expect(page.getByRole('heading', { level: 2, name: 'The Usual Suspects' })).toBeVisible();
  expect(requested).toHaveLength(1);
  expect(errors).toEqual([]);
});

/** The article's text as the prerender wrote it for `path`. */
async function prerenderedArticle(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(`${siteUrl}${path}`)).text();
  return page.evaluate((source) => {
    const article = new DOMParser().parseFromString(source, 'text/html').querySelector('article');
    return (article?.textContent ?? '').replace(/\s+/g, ' ').trim();
  }, html);
}

const shownArticle = async (page: Page) => ((await page.locator('article').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

test('within the site, from /blog to a post and on to a related post: each post’s own chunk loads and the whole article shows', async ({ page }) => {
  const errors = collectErrors(page);
  const chunks: string[] = [];
  page.on('request', (r) => {
    const post = posts.find((p) => bodyChunk(p.slug).test(r.url()));
    if (post) chunks.push(post.slug);
  });
  await page.goto('/blog');
  expect(chunks).toEqual([]);
  // A page loaded once: every later page is the router's (the marker survives only within one document).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const first = posts.find((p) => p.slug === 'debugging-json-errors')!;
  await page.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page.getByRole('heading', { level: 2, name: 'The Usual Suspects' })).toBeVisible();
  expect(await shownArticle(page)).toBe(await prerenderedArticle(page, `/blog/${first.slug}`));
  expect(chunks).toEqual([first.slug]);

  const keepReading = page.getByRole('region', { name: 'Keep Reading' });
  const next = posts.find((p) => p.slug === 'embed-tools-on-your-site')!;
  await keepReading.getByRole('link', { name: next.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${next.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
  await expect.poll(() => shownArticle(page)).toBe(await prerenderedArticle(page, `/blog/${next.slug}`));
  expect(chunks).toEqual([first.slug, next.slug]);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Back: the first post again, from the chunk already loaded.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page.getByRole('heading', { level: 2, name: 'The Usual Suspects' })).toBeVisible();
  expect(chunks).toEqual([first.slug, next.slug]);
  expect(errors).toEqual([]);
});

test('while the next post’s chunk is on its way, the page shown stays as it is (as for any page’s chunk)', async ({ page }) => {
  const errors = collectErrors(page);
  const slug = 'strong-passwords-length-beats-cleverness';
  await page.goto('/blog/color-palettes-that-pass-contrast');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(bodyChunk(slug), async (route) => {
    await held;
    await route.continue();
  });
  const title = posts.find((p) => p.slug === slug)!.title;
  await page.getByRole('region', { name: 'Keep Reading' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await page.waitForTimeout(300);
  // The previous article, whole, until the next one can show whole: no half-rendered post, no empty page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build a Color Palette That Passes Contrast Checks');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'Length Does the Heavy Lifting' })).toBeVisible();
  expect(errors).toEqual([]);
});
