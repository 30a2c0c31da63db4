import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUES,
  UTM_KEYS,
  buildUtmUrl,
  cleanValue,
  hasUtmParams,
  parseSettings,
  parseUtmUrl,
  readBaseUrl,
  type UtmValues,
} from '../../../src/tools/utm-builder/utm-builder';

const values = (v: Partial<UtmValues>): UtmValues => ({ ...EMPTY_VALUES, ...v });
const built = (url: string, v: Partial<UtmValues>, lowercase = false) => {
  const result = buildUtmUrl(url, values(v), { lowercase });
  return result.ok ? result.url : result.errors;
};

describe('buildUtmUrl', () => {
  it('adds the parameters in the standard order and leaves out empty ones', () => {
    expect(built('https://example.com/page', { source: 'google', medium: 'cpc', campaign: 'spring_sale' })).toBe(
      'https://example.com/page?utm_source=google&utm_medium=cpc&utm_campaign=spring_sale',
    );
    expect(built('https://example.com', { source: 'a', medium: 'b', campaign: 'c', term: 'd', content: 'e', id: 'f' })).toBe(
      'https://example.com/?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&utm_id=f',
    );
  });

  it('keeps the existing query exactly as written and the fragment at the end', () => {
    expect(built('https://shop.example.com/p?color=red&size=M%2FL&flag#reviews', { source: 'news', medium: 'email' })).toBe(
      'https://shop.example.com/p?color=red&size=M%2FL&flag&utm_source=news&utm_medium=email#reviews',
    );
    expect(built('https://example.com/#/app/route?x=1', { source: 's', medium: 'm' })).toBe('https://example.com/?utm_source=s&utm_medium=m#/app/route?x=1');
  });

  it('replaces utm_ parameters the URL already has instead of repeating them', () => {
    expect(built('https://example.com/?utm_source=old&ref=x&UTM_MEDIUM=old', { source: 'new', medium: 'email' })).toBe(
      'https://example.com/?ref=x&utm_source=new&utm_medium=email',
    );
  });

  it('percent-encodes values (spaces, &, =, #, +, non-ASCII)', () => {
    expect(built('https://example.com/', { source: 'news letter', medium: 'a&b=c', campaign: '#1 + more', term: 'schuhe größe 42' })).toBe(
      'https://example.com/?utm_source=news%20letter&utm_medium=a%26b%3Dc&utm_campaign=%231%20%2B%20more&utm_term=schuhe%20gr%C3%B6%C3%9Fe%2042',
    );
  });

  it('trims values, strips control characters and can lower-case', () => {
    expect(built('https://example.com/', { source: '  Google\r\n ', medium: 'CPC' }, true)).toBe('https://example.com/?utm_source=google&utm_medium=cpc');
    expect(cleanValue('a\u0000b\tc')).toBe('abc');
    expect(cleanValue('x\ud800y')).toBe('x\ufffdy');
  });

  it('enforces the required fields and the base URL', () => {
    expect(built('https://example.com/', {})).toEqual({
      source: 'Campaign source (utm_source) is required.',
      medium: 'Campaign medium (utm_medium) is required.',
    });
    expect(built('https://example.com/', { source: '   ', medium: 'email' })).toEqual({ source: 'Campaign source (utm_source) is required.' });
    expect(built('example.com', { source: 's', medium: 'm' })).toEqual({ url: 'Enter a full URL starting with https:// (for example https://example.com/page).' });
    expect(built('', { source: 's', medium: 'm' })).toEqual({ url: 'Enter the website URL.' });
    expect(built('ftp://example.com/file', { source: 's', medium: 'm' })).toEqual({ url: 'Only http:// and https:// URLs can carry campaign parameters.' });
    expect(built('https://', { source: 's', medium: 'm' })).toEqual({ url: 'Enter a full URL starting with https:// (for example https://example.com/page).' });
  });
});

describe('readBaseUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(readBaseUrl('  https://example.com/a b ').ok).toBe(true);
    expect(readBaseUrl('http://localhost:8080/x').ok).toBe(true);
    expect(readBaseUrl('/relative/path').ok).toBe(false);
    expect(readBaseUrl('javascript:alert(1)').ok).toBe(false);
    expect(readBaseUrl('mailto:a@example.com').ok).toBe(false);
  });
});

describe('parseUtmUrl', () => {
  it('splits a tagged URL into the website URL and the values', () => {
    expect(parseUtmUrl('https://example.com/p?ref=x&utm_source=news%20letter&utm_medium=email&utm_campaign=a%26b&utm_term=a+b#top')).toEqual({
      ok: true,
      url: 'https://example.com/p?ref=x#top',
      values: { source: 'news letter', medium: 'email', campaign: 'a&b', term: 'a b', content: '', id: '' },
      found: ['source', 'medium', 'campaign', 'term'],
    });
  });

  it('leaves no ? when only utm_ parameters were there', () => {
    expect(parseUtmUrl('https://example.com/?utm_source=g&utm_medium=cpc')).toMatchObject({ url: 'https://example.com/', found: ['source', 'medium'] });
    expect(hasUtmParams('https://example.com/?utm_id=7')).toBe(true);
    expect(hasUtmParams('https://example.com/?utmost=1')).toBe(false);
    expect(hasUtmParams('not a url')).toBe(false);
  });

  it('reports a bad URL', () => {
    expect(parseUtmUrl('example.com?utm_source=x')).toEqual({ ok: false, message: 'Enter a full URL starting with https:// (for example https://example.com/page).' });
  });

  const bases = fc.constantFrom(
    'https://example.com',
    'https://example.com/path/page.html',
    'http://shop.example.org/a?x=1&y=two',
    'https://example.com/?q=a%20b&empty=#section',
    'https://example.com/p?utm_source=old&ref=x#top',
    'https://user@example.com:8443/ä ö/?k=v#frag?x',
  );
  const value = fc.string({ unit: 'binary', maxLength: 24 });
  const utm = fc.record({ source: value, medium: value, campaign: value, term: value, content: value, id: value });

  it('parse(build(x)) gives back x (property)', () => {
    fc.assert(
      fc.property(bases, utm, fc.boolean(), (base, v, lowercase) => {
        fc.pre(cleanValue(v.source) !== '' && cleanValue(v.medium) !== '');
        const result = buildUtmUrl(base, v, { lowercase });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const parsed = parseUtmUrl(result.url);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const expected = Object.fromEntries(UTM_KEYS.map((k) => [k, cleanValue(v[k], { lowercase })]));
        expect(parsed.values).toEqual(expected);
        expect(parsed.url).toBe((parseUtmUrl(base) as { url: string }).url);
        // And building again from the parts gives the same URL.
        expect(buildUtmUrl(parsed.url, parsed.values)).toEqual(result);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseSettings', () => {
  it('keeps only a boolean lowercase', () => {
    expect(parseSettings({ lowercase: true, other: 1 })).toEqual({ lowercase: true });
    expect(parseSettings({ lowercase: 'yes' })).toEqual({});
    expect(parseSettings(null)).toEqual({});
  });
});
