import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankTools } from '../../../src/site/layout/palette-search';
import { catalogue } from '../../../src/tools/catalogue';
import { searchHref } from '../../../src/site/catalogue-query';

describe('command palette ranking', () => {
  it('lists every tool, popular first, for an empty query', () => {
    const all = rankTools('');
    expect(all).toHaveLength(29);
    const firstNonPopular = all.findIndex((t) => !t.popular);
    expect(all.slice(firstNonPopular).every((t) => !t.popular)).toBe(true);
    expect(rankTools('   ', 5)).toHaveLength(5);
  });

  it('puts the tool whose name matches first, even with typos and abbreviations', () => {
    expect(rankTools('json')[0]?.id).toBe('json-formatter');
    expect(rankTools('jsn frmt')[0]?.id).toBe('json-formatter');
    expect(rankTools('qr')[0]?.id).toBe('qr-generator');
    expect(rankTools('pasword gen')[0]?.id).toBe('password-generator');
    expect(rankTools('word count')[0]?.id).toBe('word-counter');
  });

  it('finds tools by tag and description words too', () => {
    const ids = rankTools('sha256').map((t) => t.id);
    expect(ids).toContain('hash-generator');
  });

  it('returns nothing for text that matches no tool', () => {
    expect(rankTools('zzzzqqqq')).toEqual([]);
  });

  it('only ever returns catalogue entries, at most `limit`, without duplicates', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 1, max: 29 }), (q, limit) => {
        const out = rankTools(q, limit);
        expect(out.length).toBeLessThanOrEqual(limit);
        expect(new Set(out.map((t) => t.id)).size).toBe(out.length);
        for (const t of out) expect(catalogue).toContain(t);
      }),
    );
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
      fc.property(fc.string().filter((s) => s.trim() !== ''), (term) => {
        const href = searchHref(term)!;
        expect(new URL(href, 'https://x.test').searchParams.get('search')).toBe(term.trim());
      }),
    );
  });
});
