import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCALE_PREFIX_PATTERN, SITE_LOCALES, localizedPath, localePrefix, matchPreferredLocale, splitLocalePath } from '../../../src/i18n/locales';
import { alternatesFor } from '../../../src/i18n/alternates';

const sitePath = fc.oneof(
  fc.constant('/'),
  fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 3 }).map((segments) => `/${segments.join('/')}`),
);

describe('locale paths', () => {
  it('prefixes every locale but English', () => {
    expect(SITE_LOCALES.map(localePrefix)).toEqual(['', '/es', '/pt-br', '/fr', '/de', '/it', '/ja', '/zh-hans', '/ru', '/ar']);
    expect(localizedPath('de', '/tools/json-formatter')).toBe('/de/tools/json-formatter');
    expect(localizedPath('zh-Hans', '/tools')).toBe('/zh-hans/tools');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('en', '/blog')).toBe('/blog');
  });

  it('reads the locale back from a path, and leaves English paths alone', () => {
    expect(splitLocalePath('/de/tools')).toEqual({ locale: 'de', path: '/tools' });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/de/')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/AR/about')).toEqual({ locale: 'ar', path: '/about' });
    expect(splitLocalePath('/pt-br/blog')).toEqual({ locale: 'pt-BR', path: '/blog' });
    expect(splitLocalePath('/zh-hans')).toEqual({ locale: 'zh-Hans', path: '/' });
    // A first segment that is not a site locale is an English page's path.
    expect(splitLocalePath('/nl/tools')).toEqual({ locale: 'en', path: '/nl/tools' });
    expect(splitLocalePath('/pt/tools')).toEqual({ locale: 'en', path: '/pt/tools' });
    expect(splitLocalePath('/design')).toEqual({ locale: 'en', path: '/design' });
  });

  it('round-trips every path in every locale', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SITE_LOCALES), sitePath, (locale, path) => {
        // English paths that start with another locale's prefix are not site paths.
        fc.pre(!new RegExp(`^/(${LOCALE_PREFIX_PATTERN})(/|$)`).test(path));
        expect(splitLocalePath(localizedPath(locale, path))).toEqual({ locale, path });
      }),
    );
  });

  it('names every language version of a page, and English as x-default', () => {
    const alternates = alternatesFor('https://toolshed.dev', '/tools');
    expect(alternates.map((a) => a.hreflang)).toEqual(['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'ja', 'zh-Hans', 'ru', 'ar', 'x-default']);
    expect(alternates).toEqual(
      expect.arrayContaining([
        { hreflang: 'en', href: 'https://toolshed.dev/tools' },
        { hreflang: 'pt-BR', href: 'https://toolshed.dev/pt-br/tools' },
        { hreflang: 'ar', href: 'https://toolshed.dev/ar/tools' },
        { hreflang: 'x-default', href: 'https://toolshed.dev/tools' },
      ]),
    );
    expect(alternatesFor('https://toolshed.dev', '/blog/x', ['en']).map((a) => a.hreflang)).toEqual(['en', 'x-default']);
  });

  it('suggests the first preferred language the site speaks', () => {
    expect(matchPreferredLocale(['nl-NL', 'de-AT', 'en'])).toBe('de');
    expect(matchPreferredLocale(['ar-EG'])).toBe('ar');
    expect(matchPreferredLocale(['en-GB', 'de'])).toBe('en');
    expect(matchPreferredLocale(['pt-BR'])).toBe('pt-BR');
    expect(matchPreferredLocale(['zh-CN'])).toBe('zh-Hans');
    expect(matchPreferredLocale(['nl', 'sv'])).toBeNull();
    expect(matchPreferredLocale([])).toBeNull();
  });
});
