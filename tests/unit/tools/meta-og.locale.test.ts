import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/catalog';
import { lengthWords, messages as metaMessages, metaWords } from '../../../src/tools/meta-generator/i18n';
import { ogWords } from '../../../src/tools/og-generator/i18n';
import { DEFAULT_SETTINGS as META_SETTINGS, DEFAULT_FIELDS as META_FIELDS, META_WORDS, buildMetaTags } from '../../../src/tools/meta-generator/meta-generator';
import { DEFAULT_SETTINGS as OG_SETTINGS, DEFAULT_FIELDS as OG_FIELDS, OG_WORDS, buildOgTags } from '../../../src/tools/og-generator/og-generator';
import metaEn from '../../../src/tools/meta-generator/messages/en';
import metaDe from '../../../src/tools/meta-generator/messages/de';
import metaAr from '../../../src/tools/meta-generator/messages/ar';
import ogEn from '../../../src/tools/og-generator/messages/en';
import ogDe from '../../../src/tools/og-generator/messages/de';

describe('the meta tag and Open Graph generators in German and Arabic (issue #31)', () => {
  it('English catalogs give the logic exactly its English messages', async () => {
    expect(metaWords(translator('en', metaEn))).toEqual(META_WORDS);
    expect(ogWords(translator('en', ogEn))).toEqual(OG_WORDS);
    // The guide's "<head>" is quoted text, not a tag (the guide's words are the catalog's guide part).
    expect(translator('en', await metaMessages.loadGuide('en'))('stepCopyText')).toBe("Copy HTML puts the block on the clipboard; Download saves meta-tags.html to paste into your page's <head>.");
  });

  it('reports invalid fields in German, leaving them out of the tags as in English', () => {
    const fields = { ...META_FIELDS, url: 'smith.example', themeColor: 'blue' };
    const result = buildMetaTags(fields, META_SETTINGS, metaWords(translator('de', metaDe)));
    expect(result.errors).toEqual({
      url: 'Geben Sie eine vollständige Adresse ein, die mit https:// beginnt (zum Beispiel https://example.com/seite).',
      'theme-color': 'Geben Sie eine Hex-Farbe wie #2563eb ein.',
    });
    expect(result.html).toBe(buildMetaTags(fields, META_SETTINGS).html);
    const og = buildOgTags({ ...OG_FIELDS, image: 'ftp://x.example/a.png', locale: 'de-DE', twitterSite: 'a b' }, OG_SETTINGS, ogWords(translator('de', ogDe)));
    expect(og.errors).toEqual({
      image: 'Verwenden Sie eine Adresse mit http:// oder https://.',
      locale: 'Verwenden Sie sprache_GEBIET, zum Beispiel de_DE, fr_FR oder pt_BR.',
      'twitter-site': 'Geben Sie einen X-Benutzernamen wie @toolshed ein: bis zu 15 Buchstaben, Ziffern oder Unterstriche.',
    });
  });

  it('counts characters with each language’s plural forms', () => {
    expect(lengthWords(translator('en', metaEn)).hint(1, 50, 60)).toBe('1 character · aim for 50–60');
    expect(lengthWords(translator('en', metaEn)).hint(55, 50, 60)).toBe('55 characters · aim for 50–60');
    const german = lengthWords(translator('de', metaDe));
    expect(german.hint(55, 50, 60)).toBe('55 Zeichen · ideal sind 50–60');
    expect(german.announce(german.title, 72, 'long')).toBe('Titel: zu lang (72 Zeichen).');
    const arabic = lengthWords(translator('ar', metaAr));
    expect(arabic.hint(1, 50, 60)).toContain('حرف واحد');
    expect(arabic.hint(2, 50, 60)).toContain('حرفان');
    expect(arabic.announce(arabic.description, 0, 'empty')).toBe('الوصف: فارغ.');
  });
});
