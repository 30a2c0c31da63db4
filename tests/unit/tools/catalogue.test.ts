import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue, categories, filterTools, getTool, type CategoryId } from '../../../src/tools/catalogue';
import { toolIds } from '../../../src/tools/ids';
import { toolLoaders } from '../../../src/tools/loaders';

describe('catalogue', () => {
  it('lists exactly the 29 ids of the spec table, each once', () => {
    expect(catalogue).toHaveLength(29);
    expect(new Set(catalogue.map((t) => t.id)).size).toBe(29);
    expect(catalogue.map((t) => t.id)).toEqual([
      'calculator', 'unit-converter', 'percentage', 'age-calculator', 'bmi-calculator',
      'word-counter', 'case-converter', 'text-formatter', 'lorem-generator', 'text-diff',
      'color-picker', 'gradient-generator', 'qr-generator', 'image-resizer', 'favicon-generator',
      'json-formatter', 'base64', 'url-encoder', 'hash-generator', 'jwt-decoder',
      'meta-generator', 'og-generator', 'robots-generator', 'sitemap-generator', 'utm-builder',
      'password-generator', 'password-checker', 'hash-verifier', 'secure-notes',
    ]);
  });

  it('has the spec category counts', () => {
    const counts = Object.fromEntries(categories.map((c) => [c.id, catalogue.filter((t) => t.category === c.id).length]));
    expect(counts).toEqual({ productivity: 5, text: 5, design: 5, developer: 5, seo: 5, security: 4 });
  });

  it('marks exactly the six popular tools', () => {
    expect(catalogue.filter((t) => t.popular).map((t) => t.id).sort()).toEqual(
      ['calculator', 'color-picker', 'json-formatter', 'password-generator', 'qr-generator', 'word-counter'],
    );
  });

  it('gives every entry a name, description, icon and at least one tag', () => {
    for (const tool of catalogue) {
      expect(tool.name.length).toBeGreaterThan(2);
      expect(tool.description.length).toBeGreaterThan(20);
      expect(tool.icon).toBeTruthy();
      expect(tool.tags.length).toBeGreaterThan(0);
    }
  });

  it('only has loaders for catalogue ids, and catalogue entries carry them', () => {
    for (const id of Object.keys(toolLoaders)) expect(toolIds).toContain(id);
    expect(getTool('word-counter')?.load).toBe(toolLoaders['word-counter']);
  });

  it('getTool returns undefined for unknown ids', () => {
    expect(getTool('nope')).toBeUndefined();
    expect(getTool('base64')?.name).toBe('Base64 Encoder/Decoder');
  });
});

describe('filterTools (category first, then case-insensitive substring on name, description or tag)', () => {
  it('returns everything for all with no search', () => {
    expect(filterTools(catalogue, {})).toHaveLength(29);
    expect(filterTools(catalogue, { category: 'all', search: '   ' })).toHaveLength(29);
  });

  it('filters by category', () => {
    expect(filterTools(catalogue, { category: 'security' }).map((t) => t.id)).toEqual([
      'password-generator', 'password-checker', 'hash-verifier', 'secure-notes',
    ]);
  });

  it('matches name, description and tags case-insensitively', () => {
    // "JSON Web Tokens" is in the JWT decoder's description.
    expect(filterTools(catalogue, { search: 'JSON' }).map((t) => t.id)).toEqual(['json-formatter', 'jwt-decoder']);
    // "sha256" appears only in tags
    expect(filterTools(catalogue, { search: 'SHA256' }).map((t) => t.id)).toEqual(['hash-generator', 'hash-verifier']);
    // "weekday" appears only in a description
    expect(filterTools(catalogue, { search: 'weekday' }).map((t) => t.id)).toEqual(['age-calculator']);
  });

  it('applies the category before the search', () => {
    expect(filterTools(catalogue, { category: 'security', search: 'password' }).map((t) => t.id)).toEqual([
      'password-generator', 'password-checker',
    ]);
    // json matches two developer tools but nothing survives the design category.
    expect(filterTools(catalogue, { category: 'design', search: 'json' })).toEqual([]);
  });

  it('property: results are a subset of the category, and every result matches the term', () => {
    const categoryArb = fc.constantFrom<CategoryId | 'all'>('all', ...categories.map((c) => c.id));
    fc.assert(
      fc.property(categoryArb, fc.string({ maxLength: 6 }), (category, search) => {
        const result = filterTools(catalogue, { category, search });
        const term = search.trim().toLowerCase();
        for (const tool of result) {
          if (category !== 'all') expect(tool.category).toBe(category);
          const haystack = [tool.name, tool.description, ...tool.tags].map((s) => s.toLowerCase());
          expect(haystack.some((s) => s.includes(term))).toBe(true);
        }
        // Nothing that matches is left out.
        const inCategory = catalogue.filter((t) => category === 'all' || t.category === category);
        const expected = inCategory.filter((t) => [t.name, t.description, ...t.tags].some((s) => s.toLowerCase().includes(term)));
        expect(result.map((t) => t.id)).toEqual(expected.map((t) => t.id));
      }),
    );
  });

  it('property: search is case-insensitive', () => {
    const words = catalogue.flatMap((t) => t.tags);
    fc.assert(
      fc.property(fc.constantFrom(...words), (word) => {
        const lower = filterTools(catalogue, { search: word.toLowerCase() }).map((t) => t.id);
        const upper = filterTools(catalogue, { search: word.toUpperCase() }).map((t) => t.id);
        expect(upper).toEqual(lower);
        expect(lower.length).toBeGreaterThan(0);
      }),
    );
  });
});
