import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preloadRoute, routeModules } from '../../../src/site/routes';
import { loadCatalogueDetails } from '../../../src/tools/catalogue-text';
import { getTool } from '../../../src/tools/catalogue';
import { posts } from '../../../src/site/content/blog';
import { loadPostBody } from '../../../src/site/content/post-bodies';

const details = (url: string) => routeModules(url).filter((file) => file.startsWith('src/tools/details/'));

describe('the catalogue’s descriptions and tags load only where they are shown', () => {
  it('a tool page links its own category’s, in its locale', () => {
    expect(details('/tools/json-formatter')).toEqual(['src/tools/details/en/developer.ts']);
    expect(details('/de/tools/contrast-checker')).toEqual(['src/tools/details/de/design.ts']);
  });

  it('the catalogue links every category’s; home, blog, the embed builder (its picker loads them on first use) and other pages none', () => {
    expect(details('/tools')).toHaveLength(6);
    expect(details('/ar/tools')).toEqual(expect.arrayContaining(['src/tools/details/ar/security.ts', 'src/tools/details/ar/text.ts']));
    for (const url of ['/', '/de', '/blog', '/about', '/embed', '/de/embed', '/tools/no-such-tool']) expect(details(url), url).toEqual([]);
  });

  it('loads a category’s text in the locale', async () => {
    await preloadRoute('/de/tools/json-formatter');
    const german = await loadCatalogueDetails('de', ['developer']);
    const json = getTool('json-formatter')!;
    expect(german.tool(json).name).toBe('JSON-Formatierer');
    expect(german.tool(json).tags.length).toBeGreaterThan(1);
    expect(german.tools.every((tool) => tool.category === 'developer')).toBe(true);
    const english = await loadCatalogueDetails('en', ['developer']);
    expect(english.tool(json).description).not.toBe(german.tool(json).description);
    const french = await loadCatalogueDetails('fr', ['developer']);
    expect(french.tool(json).name).toBe('Formateur JSON');
    expect(french.tool(json).description).not.toBe(english.tool(json).description);
  });
});

describe('a blog post’s body loads only on its own page', () => {
  const bodies = (url: string) => routeModules(url).filter((file) => file.startsWith('src/site/content/posts/'));

  it('a post page links its own body file, in every locale; the listings and other pages none', () => {
    for (const post of posts) {
      const own = `src/site/content/posts/${post.slug}.ts`;
      expect(existsSync(own), own).toBe(true);
      expect(bodies(`/blog/${post.slug}`), post.slug).toEqual([own]);
      expect(bodies(`/ar/blog/${post.slug}`), post.slug).toEqual([own]);
    }
    for (const url of ['/', '/blog', '/de/blog', '/blog/tips', '/blog/case-studies', '/fr/blog/tutorials', '/tools/json-formatter']) {
      expect(bodies(url), url).toEqual([]);
    }
  });

  it('preloads the post’s body with the route, so the page renders without suspending', async () => {
    await preloadRoute('/de/blog/qr-codes-for-a-small-cafe');
    expect(loadPostBody('qr-codes-for-a-small-cafe')).toMatchObject({ status: 'fulfilled' });
  });
});
