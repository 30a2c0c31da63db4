import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterTools, queryTokens, rankTools, searchTools } from '../../../src/site/tool-search';
import { isApplePlatform, paletteShortcut } from '../../../src/site/layout/shortcut';
import { catalogue as entries, categories, type CategoryFilter } from '../../../src/tools/catalogue';
import { withDetails } from '../../../src/tools/catalogue-details';
import { searchHref } from '../../../src/site/catalogue-query';
import { SEARCH_TABLE } from './search-table';
import { searchKeywords } from '../../../src/tools/search-keywords';

/** The catalogue with its English descriptions and tags, as the pages search it. */
const catalogue = entries.map(withDetails);


describe('search: one ranking for the palette, the header search and the catalogue', () => {
  it.each(SEARCH_TABLE)('%s → %s', (query, first) => {
    const results = searchTools(query, catalogue);
    expect(results[0]?.id ?? null).toBe(first);
    // The palette and the catalogue (all categories) show the same list, in the same order.
    expect(rankTools(query, catalogue).map((t) => t.id)).toEqual(results.map((t) => t.id));
    expect(filterTools(catalogue, { search: query }).map((t) => t.id)).toEqual(results.map((t) => t.id));
  });

  it('has at least 30 real queries', () => {
    expect(SEARCH_TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it('shows no weak fuzzy match: "mile" does not list file tools, "uuid" lists only its own tool', () => {
    expect(searchTools('mile', catalogue).map((t) => t.id)).toEqual(['unit-converter']);
    expect(searchTools('rgb', catalogue).map((t) => t.id)).toEqual(['color-picker']);
    expect(searchTools('uuid', catalogue).map((t) => t.id)).toEqual(['uuid-generator']);
  });

  it('ranks exact and prefix matches on names and keywords above typo matches', () => {
    // "format" is a prefix of the formatters' names; a typo of it ("formt") only counts when nothing matches exactly.
    const ids = searchTools('format', catalogue).map((t) => t.id);
    const formatters = catalogue.filter((t) => /\bFormatter\b/.test(t.name)).map((t) => t.id);
    expect(formatters.length).toBeGreaterThanOrEqual(2);
    expect(ids.slice(0, formatters.length).sort()).toEqual(formatters.sort());
    expect(searchTools('calculater', catalogue)[0]?.id).toBe('calculator');
  });

  it('drops little words unless nothing else is left, and matches punctuation-free forms', () => {
    expect(queryTokens('how to convert km to miles')).toEqual(['convert', 'km', 'miles']);
    expect(queryTokens('to')).toEqual(['to']);
    expect(searchTools('!!!', catalogue)).toEqual([]);
    expect(searchTools('robots txt', catalogue)[0]?.id).toBe('robots-generator');
  });

  it('lists every tool, popular first, for an empty query in the palette; the catalogue keeps its order', () => {
    const all = rankTools('', catalogue);
    expect(all).toHaveLength(catalogue.length);
    const firstNonPopular = all.findIndex((t) => !t.popular);
    expect(all.slice(firstNonPopular).every((t) => !t.popular)).toBe(true);
    expect(rankTools('   ', catalogue, 5)).toHaveLength(5);
    expect(filterTools(catalogue, { search: '  ' })).toEqual(catalogue);
  });

  it('the catalogue applies the category first, then the search', () => {
    expect(filterTools(catalogue, { category: 'security' }).map((t) => t.id)).toEqual([
      'password-generator',
      'password-checker',
      'hash-verifier',
      'secure-notes',
      'totp-generator',
      'file-encryptor',
    ]);
    expect(filterTools(catalogue, { category: 'security', search: 'password' }).map((t) => t.id)).toEqual([
      'password-generator',
      'password-checker',
    ]);
    expect(filterTools(catalogue, { category: 'design', search: 'json' })).toEqual([]);
  });

  it('property: results are catalogue entries of the category, at most `limit`, without duplicates, case-insensitive', () => {
    const categoryArb = fc.constantFrom<CategoryFilter>('all', ...categories.map((c) => c.id));
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 1, max: 29 }), categoryArb, (q, limit, category) => {
        const out = rankTools(q, catalogue, limit);
        expect(out.length).toBeLessThanOrEqual(limit);
        expect(new Set(out.map((t) => t.id)).size).toBe(out.length);
        for (const t of out) expect(catalogue).toContain(t);
        const filtered = filterTools(catalogue, { category, search: q });
        for (const t of filtered) if (category !== 'all') expect(t.category).toBe(category);
        expect(filterTools(catalogue, { category, search: q.toUpperCase() }).map((t) => t.id)).toEqual(
          filterTools(catalogue, { category, search: q.toLowerCase() }).map((t) => t.id),
        );
      }),
    );
  });

  it('property: every keyword and every tool name finds its tool', () => {
    for (const tool of catalogue) {
      expect(searchTools(tool.name, catalogue)[0]?.id).toBe(tool.id);
      for (const keyword of searchKeywords[tool.id]) expect(searchTools(keyword, catalogue).map((t) => t.id)).toContain(tool.id);
    }
  });
});

describe('palette shortcut hint', () => {
  it('is ⌘K on Apple platforms and Ctrl K elsewhere', () => {
    expect(isApplePlatform({ platform: 'MacIntel' })).toBe(true);
    expect(isApplePlatform({ platform: 'iPhone' })).toBe(true);
    expect(isApplePlatform({ userAgentData: { platform: 'macOS' }, platform: 'MacIntel' })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32' })).toBe(false);
    expect(isApplePlatform({ platform: 'Linux x86_64' })).toBe(false);
    expect(isApplePlatform({ userAgentData: { platform: 'Windows' } })).toBe(false);
    expect(isApplePlatform(undefined)).toBe(false);
    expect(paletteShortcut(true)).toBe('⌘K');
    expect(paletteShortcut(false)).toBe('Ctrl K');
  });
});

describe('search href (header and home search)', () => {
  it('encodes the trimmed term and ignores whitespace-only input', () => {
    expect(searchHref('  json & xml ')).toBe('/tools?search=json%20%26%20xml');
    expect(searchHref('   \t')).toBeNull();
    expect(searchHref('')).toBeNull();
  });

  it('round-trips any non-blank term through the query string', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        (term) => {
          const href = searchHref(term)!;
          expect(new URL(href, 'https://x.test').searchParams.get('search')).toBe(term.trim());
        },
      ),
    );
  });
});
