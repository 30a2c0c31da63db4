import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIELDS,
  DEFAULT_SETTINGS,
  FACEBOOK_LIMITS,
  X_LIMITS,
  buildOgTags,
  cardPreview,
  checkLocale,
  normalizeHandle,
  parseSettings,
  type OgFields,
} from '../../../src/tools/og-generator/og-generator';
import { cleanValue } from '../../../src/tools/seo-html';
import { parseHead } from './seo-head';

const fields = (patch: Partial<OgFields>): OgFields => ({ ...DEFAULT_FIELDS, ...patch });

const hostile = fc
  .array(fc.oneof(fc.constantFrom('"', "'", '<', '>', '&', '</script>', '</title>', '<!--', '&quot;', '<meta property="', '\n', '\r', ' ', 'ü', '🙂', '\u0000', '\udfff'), fc.string()), {
    maxLength: 12,
  })
  .map((parts) => parts.join(''));
const anyText = fc.oneof(hostile, fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

describe('Open Graph and X card tags', () => {
  it('writes every tag in order, escaped', () => {
    const result = buildOgTags(
      fields({
        title: 'Oak "Tables" & <Chairs>',
        description: "It's </script> time",
        url: 'https://smith.example/oak?a=1&b=2',
        image: 'https://cdn.smith.example/share.png',
        imageAlt: 'A table',
        siteName: 'Smith & Sons',
        locale: 'en_GB',
        twitterSite: 'smith_sons',
      }),
      { type: 'product', card: 'summary' },
    );
    expect(result.html).toBe(
      [
        '<meta property="og:type" content="product">',
        '<meta property="og:title" content="Oak &quot;Tables&quot; &amp; &lt;Chairs&gt;">',
        '<meta property="og:description" content="It&#39;s &lt;/script&gt; time">',
        '<meta property="og:url" content="https://smith.example/oak?a=1&amp;b=2">',
        '<meta property="og:image" content="https://cdn.smith.example/share.png">',
        '<meta property="og:image:alt" content="A table">',
        '<meta property="og:site_name" content="Smith &amp; Sons">',
        '<meta property="og:locale" content="en_GB">',
        '<meta name="twitter:card" content="summary">',
        '<meta name="twitter:site" content="@smith_sons">',
        '<meta name="twitter:title" content="Oak &quot;Tables&quot; &amp; &lt;Chairs&gt;">',
        '<meta name="twitter:description" content="It&#39;s &lt;/script&gt; time">',
        '<meta name="twitter:image" content="https://cdn.smith.example/share.png">',
        '<meta name="twitter:image:alt" content="A table">',
      ].join('\n'),
    );
    expect(result.errors).toEqual({});
    expect(result.tagCount).toBe(14);
  });

  it('starts with type, locale and card only', () => {
    expect(buildOgTags(DEFAULT_FIELDS, DEFAULT_SETTINGS).html).toBe(
      ['<meta property="og:type" content="website">', '<meta property="og:locale" content="en_US">', '<meta name="twitter:card" content="summary_large_image">'].join('\n'),
    );
  });

  it('leaves alt text out without an image', () => {
    expect(buildOgTags(fields({ imageAlt: 'Orphan alt' }), DEFAULT_SETTINGS).html).not.toContain('Orphan alt');
  });

  it('reports invalid addresses, locale and username and leaves them out', () => {
    const result = buildOgTags(fields({ url: 'smith.example', image: 'ftp://files.example/a.png', locale: 'english', twitterSite: '@this_name_is_far_too_long' }), DEFAULT_SETTINGS);
    expect(result.errors).toEqual({
      url: 'Enter a full address starting with https:// (for example https://example.com/page).',
      image: 'Use an http:// or https:// address.',
      locale: 'Use language_TERRITORY, for example en_US, fr_FR or pt_BR.',
      'twitter-site': 'Enter an X username such as @toolshed: up to 15 letters, digits or underscores.',
    });
    expect(result.html).toBe(['<meta property="og:type" content="website">', '<meta name="twitter:card" content="summary_large_image">'].join('\n'));
  });

  it('checks locales and usernames', () => {
    expect(['', 'en_US', 'pt_BR', 'fil_PH'].map(checkLocale)).toEqual([null, null, null, null]);
    expect(checkLocale('en-US')).toBe('Use language_TERRITORY, for example en_US, fr_FR or pt_BR.');
    expect(checkLocale('EN_us')).not.toBeNull();
    expect(['toolshed', '@a', '@x_1234567890123', 'has space', '@', '@x_12345678901234'].map(normalizeHandle)).toEqual([
      '@toolshed',
      '@a',
      '@x_1234567890123',
      null,
      null,
      null,
    ]);
  });

  it('keeps </script>, quotes and ampersands as text when read back by an HTML parser', () => {
    const title = `"Best" <b>oak</b> & 'more' </script><script>alert(1)</script>`;
    const { head, body } = parseHead(buildOgTags(fields({ title, siteName: '</title>&amp;' }), DEFAULT_SETTINGS).html);
    expect(body).toEqual([]);
    expect(head.every((t) => t.tag === 'meta')).toBe(true);
    expect(head.find((t) => t.attrs.property === 'og:title')?.attrs.content).toBe(title);
    expect(head.find((t) => t.attrs.name === 'twitter:title')?.attrs.content).toBe(title);
    expect(head.find((t) => t.attrs.property === 'og:site_name')?.attrs.content).toBe('</title>&amp;');
  });

  it('property: whatever is typed, the parsed tags hold exactly the cleaned values and nothing else', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, anyText, (title, description, siteName, imageAlt) => {
        const result = buildOgTags(fields({ title, description, siteName, imageAlt, image: 'https://example.com/i.png' }), DEFAULT_SETTINGS);
        const { head, body } = parseHead(result.html);
        expect(body).toEqual([]);
        expect(head).toHaveLength(result.tagCount);
        const og = (p: string) => head.find((t) => t.attrs.property === p)?.attrs.content ?? '';
        const tw = (n: string) => head.find((t) => t.attrs.name === n)?.attrs.content ?? '';
        expect(og('og:title')).toBe(cleanValue(title));
        expect(tw('twitter:title')).toBe(cleanValue(title));
        expect(og('og:description')).toBe(cleanValue(description));
        expect(og('og:site_name')).toBe(cleanValue(siteName));
        expect(og('og:image:alt')).toBe(cleanValue(imageAlt));
        for (const t of head) {
          expect(t.tag).toBe('meta');
          expect(Object.keys(t.attrs).sort()).toEqual(t.attrs.property === undefined ? ['content', 'name'] : ['content', 'property']);
        }
      }),
    );
  });

  it('property: valid page and image addresses are read back unchanged', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.webUrl(), (url, image) => {
        const { head } = parseHead(buildOgTags(fields({ url, image }), DEFAULT_SETTINGS).html);
        expect(head.find((t) => t.attrs.property === 'og:url')?.attrs.content).toBe(url);
        expect(head.find((t) => t.attrs.property === 'og:image')?.attrs.content).toBe(image);
        expect(head.find((t) => t.attrs.name === 'twitter:image')?.attrs.content).toBe(image);
      }),
    );
  });
});

describe('card previews', () => {
  it('shows the domain, cuts long text and keeps the image address as text', () => {
    const title = 'The Complete Guide to Choosing, Finishing and Caring for a Solid Oak Dining Table That Lasts'; // 91
    const preview = cardPreview(
      fields({ title, description: 'Short.', url: 'https://www.smith.example/guides/oak', image: 'https://cdn.smith.example/oak.jpg', imageAlt: ' Oak ' }),
      FACEBOOK_LIMITS,
    );
    expect(preview).toEqual({
      domain: 'smith.example',
      title: 'The Complete Guide to Choosing, Finishing and Caring for a Solid Oak Dining Table That ...',
      description: 'Short.',
      image: 'https://cdn.smith.example/oak.jpg',
      imageAlt: 'Oak',
      siteName: null,
    });
    expect(cardPreview(fields({ title }), X_LIMITS).title).toBe('The Complete Guide to Choosing, Finishing and Caring for a Solid Oak ...');
  });

  it('has nothing to show for empty or invalid fields', () => {
    expect(cardPreview(fields({ url: 'nope', image: 'images/share.png' }), X_LIMITS)).toEqual({
      domain: null,
      title: null,
      description: null,
      image: null,
      imageAlt: null,
      siteName: null,
    });
  });

  it('keeps only well-formed stored settings', () => {
    expect(parseSettings({ type: 'article', card: 'player' })).toEqual({ type: 'article' });
    expect(parseSettings({ type: 'video', card: 'summary' })).toEqual({ card: 'summary' });
    expect(parseSettings(42)).toEqual({});
  });
});
