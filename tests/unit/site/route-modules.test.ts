import { describe, expect, it } from 'vitest';
import { preloadRoute, routeModules } from '../../../src/site/routes';
import { loadCatalogueDetails } from '../../../src/tools/catalogue-text';
import { getTool } from '../../../src/tools/catalogue';

const details = (url: string) => routeModules(url).filter((file) => file.startsWith('src/tools/details/'));

describe('the catalogue’s descriptions and tags load only where they are shown', () => {
  it('a tool page links its own category’s, in its locale', () => {
    expect(details('/tools/json-formatter')).toEqual(['src/tools/details/en/developer.ts']);
    expect(details('/de/tools/contrast-checker')).toEqual(['src/tools/details/de/design.ts']);
  });

  it('the catalogue and the embed builder link every category’s; home, blog and other pages none', () => {
    expect(details('/tools')).toHaveLength(6);
    expect(details('/ar/tools')).toEqual(expect.arrayContaining(['src/tools/details/ar/security.ts', 'src/tools/details/ar/text.ts']));
    expect(details('/embed')).toHaveLength(6);
    for (const url of ['/', '/de', '/blog', '/about', '/tools/no-such-tool']) expect(details(url), url).toEqual([]);
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
