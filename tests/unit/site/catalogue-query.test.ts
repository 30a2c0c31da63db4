import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue, categories, type CategoryFilter } from '../../../src/tools/catalogue';
import { withDetails } from '../../../src/tools/catalogue-details';
import { filterTools } from '../../../src/site/tool-search';
import {
  categoryLabel,
  emptyQuery,
  parseCatalogueQuery,
  resultLine,
  searchHref,
  serialiseCatalogueQuery,
  type CatalogueQuery,
} from '../../../src/site/catalogue-query';

const categoryFilters: CategoryFilter[] = ['all', ...categories.map((c) => c.id)];

/** Any text a person could type, emoji and URL-special characters included. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('a', ' ', '&', '=', '+', '%', '#', '?', '/', '"', 'é', '😀', '20'), maxLength: 12 }),
);
const normalisedQuery = fc.record({
  search: anyText.map((s) => s.trim()),
  category: fc.constantFrom(...categoryFilters),
});

describe('parseCatalogueQuery', () => {
  it('reads search and category', () => {
    expect(parseCatalogueQuery('?search=json&category=developer')).toEqual({ search: 'json', category: 'developer' });
    expect(parseCatalogueQuery(new URLSearchParams('category=seo'))).toEqual({ search: '', category: 'seo' });
  });

  it('falls back to the defaults for missing, blank or unknown values', () => {
    expect(parseCatalogueQuery('')).toEqual(emptyQuery);
    expect(parseCatalogueQuery('?search=%20%20&category=')).toEqual(emptyQuery);
    expect(parseCatalogueQuery('?category=games')).toEqual({ search: '', category: 'all' });
    expect(parseCatalogueQuery('?category=all')).toEqual({ search: '', category: 'all' });
  });

  it('decodes + and %20 as spaces, trims, and accepts an upper-case category', () => {
    expect(parseCatalogueQuery('?search=+hash+file%20')).toEqual({ search: 'hash file', category: 'all' });
    expect(parseCatalogueQuery('?category=Design')).toEqual({ search: '', category: 'design' });
  });
});

describe('serialiseCatalogueQuery', () => {
  it('writes only what differs from the defaults', () => {
    expect(serialiseCatalogueQuery(emptyQuery)).toBe('');
    expect(serialiseCatalogueQuery({ search: 'json', category: 'all' })).toBe('?search=json');
    expect(serialiseCatalogueQuery({ search: '', category: 'security' })).toBe('?category=security');
    expect(serialiseCatalogueQuery({ search: 'a b&c', category: 'text' })).toBe('?search=a%20b%26c&category=text');
  });

  it('drops a whitespace-only search and never throws on a lone surrogate', () => {
    expect(serialiseCatalogueQuery({ search: '   ', category: 'all' })).toBe('');
    expect(serialiseCatalogueQuery({ search: 'x\uD83D', category: 'all' })).toBe('?search=x%EF%BF%BD');
  });

  it('round-trips: parse(serialise(q)) is q for every normalised query (property)', () => {
    fc.assert(
      fc.property(normalisedQuery, (query: CatalogueQuery) => {
        expect(parseCatalogueQuery(serialiseCatalogueQuery(query))).toEqual(query);
      }),
    );
  });

  it('round-trips the other way: serialise(parse(s)) is a fixed point (property)', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...categoryFilters, 'games', 'DESIGN', ''), (search, category) => {
        const raw = `?${new URLSearchParams({ search, category }).toString()}`;
        const once = serialiseCatalogueQuery(parseCatalogueQuery(raw));
        expect(serialiseCatalogueQuery(parseCatalogueQuery(once))).toBe(once);
      }),
    );
  });
});

describe('searchHref (home and header search)', () => {
  it('sends a non-blank term to /tools?search=<encoded>', () => {
    expect(searchHref('json')).toBe('/tools?search=json');
    expect(searchHref('  color picker ')).toBe('/tools?search=color%20picker');
    expect(searchHref('C# & C++')).toBe('/tools?search=C%23%20%26%20C%2B%2B');
  });

  it('ignores whitespace-only input', () => {
    expect(searchHref('')).toBeNull();
    expect(searchHref(' \t\n ')).toBeNull();
  });
});

describe('resultLine', () => {
  it('follows the pattern N tool(s) found for "term" in Category', () => {
    expect(resultLine(1, { search: 'json', category: 'developer' })).toBe('1 tool found for "json" in Developer');
    expect(resultLine(3, { search: 'password', category: 'security' })).toBe('3 tools found for "password" in Security');
  });

  it('leaves out the term without a search and the category for All Tools', () => {
    expect(resultLine(29, emptyQuery)).toBe('29 tools found');
    expect(resultLine(5, { search: '', category: 'text' })).toBe('5 tools found in Text Tools');
    expect(resultLine(2, { search: 'qr', category: 'all' })).toBe('2 tools found for "qr"');
  });

  it('uses the plural for zero', () => {
    expect(resultLine(0, { search: 'zzz', category: 'seo' })).toBe('0 tools found for "zzz" in SEO');
  });

  it('matches what the filter returns for the real catalogue', () => {
    expect(resultLine(filterTools(catalogue.map(withDetails), emptyQuery).length, emptyQuery)).toBe(`${catalogue.length} tools found`);
    const jwt = { search: 'jwt', category: 'developer' } as const;
    expect(resultLine(filterTools(catalogue.map(withDetails), jwt).length, jwt)).toBe('1 tool found for "jwt" in Developer');
  });
});

describe('categoryLabel', () => {
  it('names every tab', () => {
    expect(categoryFilters.map(categoryLabel)).toEqual(['All Tools', 'Productivity', 'Text Tools', 'Design', 'Developer', 'SEO', 'Security']);
  });
});
