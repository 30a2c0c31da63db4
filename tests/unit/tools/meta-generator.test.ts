import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ToolInput } from '../../../src/tools/api';
import { api } from '../../../src/tools/meta-generator/api';
import {
  CHARSETS,
  DEFAULT_FIELDS,
  DEFAULT_SETTINGS,
  buildMetaTags,
  checkThemeColor,
  normalizeKeywords,
  parseBoolean,
  parseSettings,
  robotsContent,
  searchPreview,
  TITLE_RANGE,
  type MetaFields,
  VIEWPORTS,
  viewportByName,
  viewportName,
} from '../../../src/tools/meta-generator/meta-generator';
import { breadcrumb, charLength, checkAbsoluteUrl, cleanValue, escapeHtml, lengthInfo, rateLength, truncateText } from '../../../src/tools/seo-html';
import { parseHead } from './seo-head';

const fields = (patch: Partial<MetaFields>): MetaFields => ({ ...DEFAULT_FIELDS, ...patch });

/** Strings built from the characters and sequences that break naive tag builders. */
const hostile = fc
  .array(fc.oneof(fc.constantFrom('"', "'", '<', '>', '&', '</script>', '</title>', '<!--', '-->', '&amp;', '&#39;', '<meta x="', '\n', '\r\n', '\t', ' ', 'é', '😀', '\u0000', '\ud800'), fc.string()), {
    maxLength: 12,
  })
  .map((parts) => parts.join(''));
const anyText = fc.oneof(hostile, fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

describe('seo-html', () => {
  it('escapes the five markup characters', () => {
    expect(escapeHtml(`a"b<c>d&e'f`)).toBe('a&quot;b&lt;c&gt;d&amp;e&#39;f');
    expect(escapeHtml('</script>')).toBe('&lt;/script&gt;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('plain text')).toBe('plain text');
  });

  it('escaped text never contains a raw markup character', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = escapeHtml(s);
        expect(out).not.toMatch(/[<>"']/);
        expect(out).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
      }),
    );
  });

  it('cleans values the way a browser reads them back', () => {
    expect(cleanValue('  Two\r\nlines\tand\u0000 a NUL  ')).toBe('Two lines and a NUL');
    expect(cleanValue('lone \ud800 surrogate, pair 😀')).toBe('lone  surrogate, pair 😀');
    expect(cleanValue('keep "quotes" & <tags>')).toBe('keep "quotes" & <tags>');
    fc.assert(
      fc.property(anyText, (s) => {
        expect(cleanValue(cleanValue(s))).toBe(cleanValue(s));
      }),
    );
  });

  it('counts characters as people do', () => {
    expect(charLength('héllo 😀')).toBe(7);
    expect(charLength('')).toBe(0);
  });

  it('rates lengths against an inclusive range', () => {
    expect([0, 49, 50, 60, 61].map((n) => rateLength(n, 50, 60))).toEqual(['empty', 'short', 'good', 'good', 'long']);
  });

  it('truncates at a word boundary with " ..."', () => {
    expect(truncateText('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown ...');
    expect(truncateText('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi ...');
    expect(truncateText('exactly ten', 11)).toBe('exactly ten');
    expect(truncateText('😀😀😀😀😀😀', 4)).toBe('😀😀😀 ...');
  });

  it('accepts only absolute http(s) addresses, with a message for the rest', () => {
    expect(checkAbsoluteUrl('https://example.com/page').ok).toBe(true);
    expect(checkAbsoluteUrl('http://localhost:3000/x').ok).toBe(true);
    const message = (value: string) => {
      const result = checkAbsoluteUrl(value);
      return result.ok ? null : result.message;
    };
    expect(message('example.com')).toBe('Enter a full address starting with https:// (for example https://example.com/page).');
    expect(message('/relative/path')).toBe('Enter a full address starting with https:// (for example https://example.com/page).');
    expect(message('ftp://example.com/file')).toBe('Use an http:// or https:// address.');
    expect(message('javascript:alert(1)')).toBe('Use an http:// or https:// address.');
    expect(message('https://')).toBe('This is not a valid web address.');
    expect(message('https://example.com/a b')).toBe('Web addresses cannot contain spaces; encode them as %20.');
  });

  it('builds a breadcrumb from the address', () => {
    expect(breadcrumb(new URL('https://www.example.com/blog/seo%20tips/?q=1#top'))).toBe('https://www.example.com › blog › seo tips');
    expect(breadcrumb(new URL('http://example.com:8080'))).toBe('http://example.com:8080');
  });
});

describe('meta tag block', () => {
  it('writes every tag in order, escaped', () => {
    const result = buildMetaTags(
      fields({
        title: 'Oak & Co — "Handmade" <Tables>',
        description: 'Desc',
        keywords: ' seo, html,  , tags ',
        author: "O'Brien",
        url: 'https://example.com/a?b=1&c=2',
        themeColor: '#2563EB',
      }),
      DEFAULT_SETTINGS,
    );
    expect(result.html).toBe(
      [
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<title>Oak &amp; Co — &quot;Handmade&quot; &lt;Tables&gt;</title>',
        '<meta name="description" content="Desc">',
        '<meta name="keywords" content="seo, html, tags">',
        '<meta name="author" content="O&#39;Brien">',
        '<meta name="robots" content="index, follow">',
        '<meta name="theme-color" content="#2563eb">',
        '<link rel="canonical" href="https://example.com/a?b=1&amp;c=2">',
      ].join('\n'),
    );
    expect(result.errors).toEqual({});
    expect(result.tagCount).toBe(9);
  });

  it('leaves out empty fields and the tags the user turned off', () => {
    const result = buildMetaTags(DEFAULT_FIELDS, { index: false, follow: false, viewport: 'none', charset: 'none' });
    expect(result.html).toBe('<meta name="robots" content="noindex, nofollow">');
    expect(result.robots).toBe('noindex, nofollow');
  });

  it('reports invalid URL and colour and leaves them out', () => {
    const result = buildMetaTags(fields({ url: 'example.com', themeColor: 'blue' }), DEFAULT_SETTINGS);
    expect(result.errors).toEqual({
      url: 'Enter a full address starting with https:// (for example https://example.com/page).',
      'theme-color': 'Enter a hex color such as #2563eb.',
    });
    expect(result.html).not.toContain('canonical');
    expect(result.html).not.toContain('theme-color');
  });

  it('keeps </script> and quotes as text when read back by an HTML parser', () => {
    const title = `"Quotes" & 'apostrophes' </title><script>alert(1)</script>`;
    const description = `</script><img src=x onerror=alert(1)> "&amp;" <!-- >`;
    const { head, body } = parseHead(buildMetaTags(fields({ title, description, author: '</script>' }), DEFAULT_SETTINGS).html);
    expect(body).toEqual([]);
    expect(head.map((t) => t.tag)).toEqual(['meta', 'meta', 'title', 'meta', 'meta', 'meta']);
    expect(head.find((t) => t.tag === 'title')?.text).toBe(title);
    expect(head.find((t) => t.attrs.name === 'description')?.attrs.content).toBe(description);
    expect(head.find((t) => t.attrs.name === 'author')?.attrs.content).toBe('</script>');
  });

  it('property: whatever is typed, the parsed tags hold exactly the cleaned values and nothing else', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, anyText, (title, description, author, keywords) => {
        const result = buildMetaTags(fields({ title, description, author, keywords, url: 'https://example.com/' }), DEFAULT_SETTINGS);
        const { head, body } = parseHead(result.html);
        expect(body).toEqual([]);
        expect(head).toHaveLength(result.tagCount);
        expect(head.find((t) => t.tag === 'title')?.text ?? '').toBe(cleanValue(title));
        const content = (name: string) => head.find((t) => t.attrs.name === name)?.attrs.content ?? '';
        expect(content('description')).toBe(cleanValue(description));
        expect(content('author')).toBe(cleanValue(author));
        expect(content('keywords')).toBe(normalizeKeywords(keywords));
        for (const t of head) expect(Object.keys(t.attrs).every((a) => ['charset', 'name', 'content', 'rel', 'href'].includes(a))).toBe(true);
      }),
    );
  });

  it('property: a canonical URL that passes the check is read back unchanged', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const { head } = parseHead(buildMetaTags(fields({ url }), DEFAULT_SETTINGS).html);
        expect(head.find((t) => t.tag === 'link')?.attrs.href).toBe(url);
      }),
    );
  });

  it('validates theme colours and robots values', () => {
    expect(['', '#abc', '#abcd', '#a1b2c3', '#A1B2C3FF'].map(checkThemeColor)).toEqual([null, null, null, null, null]);
    expect(checkThemeColor('#12345')).toBe('Enter a hex color such as #2563eb.');
    expect(robotsContent({ index: true, follow: false })).toBe('index, nofollow');
    expect(robotsContent({ index: false, follow: true })).toBe('noindex, follow');
  });
});

describe('search preview', () => {
  it('shows site, breadcrumb, and cuts a long title and description', () => {
    const title = 'Handmade Oak Tables and Chairs for Every Room | Smith & Sons Furniture'; // 70 characters
    const description = 'x '.repeat(100).trim();
    const preview = searchPreview(fields({ title, description, url: 'https://www.smith.example/shop/oak-tables' }), DEFAULT_SETTINGS);
    expect(preview).toEqual({
      title: 'Handmade Oak Tables and Chairs for Every Room | Smith & ...',
      breadcrumb: 'https://www.smith.example › shop › oak-tables',
      site: 'smith.example',
      description: `${'x '.repeat(79).trim()} ...`,
      hidden: false,
    });
    expect(charLength(preview.title!)).toBeLessThanOrEqual(TITLE_RANGE.max + 3);
  });

  it('has nothing to show for empty or invalid fields, and hides noindex pages', () => {
    expect(searchPreview(fields({ url: 'not a url' }), { ...DEFAULT_SETTINGS, index: false })).toEqual({
      title: null,
      breadcrumb: null,
      site: null,
      description: null,
      hidden: true,
    });
  });

  it('rates title and description lengths', () => {
    expect(lengthInfo('  Short title  ', TITLE_RANGE)).toEqual({ length: 11, rating: 'short' });
    expect(lengthInfo('a'.repeat(55), TITLE_RANGE)).toEqual({ length: 55, rating: 'good' });
  });
});

describe('settings and props', () => {
  it('keeps only well-formed stored settings', () => {
    expect(parseSettings({ index: false, follow: 'no', viewport: 'width=device-width, initial-scale=1, viewport-fit=cover', charset: 'latin1' })).toEqual({
      index: false,
      viewport: 'width=device-width, initial-scale=1, viewport-fit=cover',
    });
    expect(parseSettings(null)).toEqual({});
    expect(parseSettings('index')).toEqual({});
  });

  it('reads boolean attributes', () => {
    expect(['', 'true', 'FALSE', 'no', '1', 'maybe'].map(parseBoolean)).toEqual([true, true, false, false, true, undefined]);
    expect(parseBoolean(false)).toBe(false);
    expect(parseBoolean(3)).toBeUndefined();
  });
});

describe('share links', () => {
  it('the viewport and charset inputs name every option the tool has, and map back to them', () => {
    const values = (name: string) => (api.inputs.find((i) => i.name === name) as Extract<ToolInput, { type: 'enum' }>).values;
    expect([...values('viewport')]).toEqual(VIEWPORTS.map((v) => v.name));
    expect([...values('charset')]).toEqual(CHARSETS.map((c) => c.id));
    for (const v of VIEWPORTS) expect(viewportByName(viewportName(v.id))).toBe(v.id);
    expect(viewportName(DEFAULT_SETTINGS.viewport)).toBe('responsive');
    expect(viewportByName('width=device-width, initial-scale=1')).toBeUndefined();
  });
});
