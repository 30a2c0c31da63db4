import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preloadRoute, routeModules } from '../../../src/site/routes';
import { takePrerenderedLead } from '../../../src/site/pages/ToolPage';
import { categoryIds } from '../../../src/tools/ids';
import { SITE_LOCALES, localizedPath } from '../../../src/i18n/locales';
import { loadCatalogueDetails } from '../../../src/tools/catalogue-text';
import { getTool } from '../../../src/tools/catalogue';
import { posts } from '../../../src/site/content/blog';
import { loadPostBody } from '../../../src/site/content/post-bodies';

const details = (url: string) => routeModules(url).filter((file) => file.startsWith('src/tools/details'));

describe('the catalogue’s descriptions and tags load only where they are shown', () => {
  it('the catalogue links every category’s in its locale, and the map of their chunks, all files that exist', () => {
    expect(details('/tools')).toEqual(['src/tools/details-files.ts', ...categoryIds.map((category) => `src/tools/details/en/${category}.ts`)]);
    expect(details('/ar/tools')).toEqual(expect.arrayContaining(['src/tools/details-files.ts', 'src/tools/details/ar/security.ts', 'src/tools/details/ar/text.ts']));
    for (const locale of SITE_LOCALES) for (const file of details(localizedPath(locale, '/tools'))) expect(existsSync(file), file).toBe(true);
  });

  it('a tool page links none (its lead comes from its HTML, its related cards load theirs after it); nor do home, blog, the embed builder (its picker loads them on first use) and other pages', () => {
    for (const url of ['/tools/json-formatter', '/de/tools/contrast-checker', '/ru/tools/color-picker', '/', '/de', '/blog', '/about', '/embed', '/de/embed', '/tools/no-such-tool']) expect(details(url), url).toEqual([]);
  });

  it('a prerendered tool page’s lead is taken from its description meta, when it has one', () => {
    const page = { querySelector: (selector: string) => (selector === 'meta[name="description"]' ? { getAttribute: (name: string) => (name === 'content' ? 'Aus der Seite' : null) } : null) };
    expect(takePrerenderedLead('json-formatter', page as unknown as Document)).toBe(true);
    expect(takePrerenderedLead('json-formatter', { querySelector: () => null } as unknown as Document)).toBe(false);
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

describe('the site’s message catalogs: each page links its locale’s files of the ones it shows', () => {
  it('names them by their source paths (their glob keys are relative, so the map every page carries stays short)', () => {
    expect(routeModules('/de/tools/json-formatter')).toEqual(expect.arrayContaining(['src/site/messages/de.ts', 'src/site/share/messages/de.ts']));
    expect(routeModules('/ar')).toEqual(expect.arrayContaining(['src/site/messages/ar.ts', 'src/site/sections/home/messages/ar.ts']));
    expect(routeModules('/fr/about')).toContain('src/site/sections/about/messages/fr.ts');
    expect(routeModules('/ja/tools')).toContain('src/site/sections/catalogue/messages/ja.ts');
    for (const locale of SITE_LOCALES) {
      for (const path of ['/', '/tools', '/tools/json-formatter', '/blog', '/about', '/contact', '/privacy', '/terms']) {
        const messages = routeModules(localizedPath(locale, path)).filter((file) => /\/messages\/[\w-]+\.ts$/.test(file));
        expect(messages.length, path).toBeGreaterThan(1);
        for (const file of messages) expect(existsSync(file), file).toBe(true);
      }
    }
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
