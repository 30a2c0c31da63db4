import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/catalog';
import { robotsWords } from '../../../src/tools/robots-generator/i18n';
import { ROBOTS_WORDS, checkSitemaps, readTestUrl } from '../../../src/tools/robots-generator/robots-generator';
import { sitemapWords } from '../../../src/tools/sitemap-generator/i18n';
import { SITEMAP_WORDS, formatLines, parseUrlList, relativeMessage, type SitemapWords } from '../../../src/tools/sitemap-generator/sitemap-generator';
import robotsEn from '../../../src/tools/robots-generator/messages/en';
import robotsDe from '../../../src/tools/robots-generator/messages/de';
import sitemapEn from '../../../src/tools/sitemap-generator/messages/en';
import sitemapDe from '../../../src/tools/sitemap-generator/messages/de';
import sitemapAr from '../../../src/tools/sitemap-generator/messages/ar';

/** Every message of a words object, called with sample values, so two can be compared. */
function sample(words: SitemapWords) {
  return [
    words.invalidUrl('x y'),
    words.protocol('ftp:'),
    words.credentials,
    words.tooShort('http://a.b/', 12),
    words.tooLong(2048),
    words.tooManyFields(5, 4, 'url,lastmod,changefreq,priority'),
    words.badLastmod('2024-99-01'),
    words.badChangefreq('sometimes', 'always, never'),
    words.badPriority('2'),
    words.relative(1, '7'),
    words.relative(3, '2, 4 and 6'),
    words.and('1, 2', '3'),
    words.more('1, 2', 1234),
  ];
}

describe('the robots.txt and sitemap generators in German and Arabic (issue #31)', () => {
  it('English catalogs give the logic exactly its English messages', () => {
    const robots = robotsWords(translator('en', robotsEn));
    expect({ ...robots, sitemapInvalid: robots.sitemapInvalid('a') }).toEqual({ ...ROBOTS_WORDS, sitemapInvalid: ROBOTS_WORDS.sitemapInvalid('a') });
    expect(sample(sitemapWords(translator('en', sitemapEn)))).toEqual(sample(SITEMAP_WORDS));
  });

  it('robots.txt messages in German', () => {
    const words = robotsWords(translator('de', robotsDe));
    expect(checkSitemaps('sitemap.xml', words).errors).toEqual(['„sitemap.xml“ ist keine absolute http://- oder https://-URL.']);
    expect(readTestUrl('mailto:a@b.c', words)).toEqual({ ok: false, message: 'Gecrawlt werden nur http://- und https://-URLs.' });
  });

  it('sitemap line messages and line lists in German and Arabic', () => {
    const de = sitemapWords(translator('de', sitemapDe));
    const list = parseUrlList('url,lastmod\nhttps://example.com/\n/a\nhttps://example.com/b,x,y\n/c', undefined, de);
    expect(relativeMessage(list.relative, de)).toBe('Zeilen 3 und 5: relative URLs ausgelassen. Eine Sitemap braucht vollständige URLs wie https://example.com/about.');
    expect(list.errors).toEqual([{ line: 4, message: '3 Felder; erwartet sind höchstens 2 (url,lastmod). Setzen Sie URLs mit Kommas in Anführungszeichen.' }]);
    expect(formatLines(Array.from({ length: 12 }, (_, i) => i + 1), 10, de)).toBe('1, 2, 3, 4, 5, 6, 7, 8, 9, 10 und 2 weitere');
    const ar = sitemapWords(translator('ar', sitemapAr));
    expect(formatLines([2, 5, 9], 10, ar)).toBe('2، 5 و9');
    expect(relativeMessage([7], ar)).toBe('السطر 7: استُبعد عنوان URL نسبي. تحتاج خريطة الموقع إلى عناوين URL كاملة، مثل https://example.com/about.');
  });
});

describe('the UTM builder in German (issue #31)', () => {
  it('English catalog gives the logic its English messages; German names the missing field', async () => {
    const { utmWords } = await import('../../../src/tools/utm-builder/i18n');
    const { UTM_FIELDS, UTM_WORDS, buildUtmUrl, EMPTY_VALUES } = await import('../../../src/tools/utm-builder/utm-builder');
    const { default: en } = await import('../../../src/tools/utm-builder/messages/en');
    const { default: de } = await import('../../../src/tools/utm-builder/messages/de');
    const english = utmWords(translator('en', en));
    expect({ ...english, required: UTM_FIELDS.map(english.required) }).toEqual({ ...UTM_WORDS, required: UTM_FIELDS.map(UTM_WORDS.required) });
    const result = buildUtmUrl('example.com', { ...EMPTY_VALUES, source: 'newsletter' }, {}, utmWords(translator('de', de)));
    expect(result).toEqual({
      ok: false,
      errors: {
        url: 'Geben Sie eine vollständige URL ein, die mit https:// beginnt (zum Beispiel https://example.com/seite).',
        medium: 'Kampagnenmedium (utm_medium) ist erforderlich.',
      },
    });
  });
});
