// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basePrefix, pageHref, pagePrefix, splitPageHref, stripBase, withBase } from '../../../src/site/base-path';
import { localizeHref } from '../../../src/ui/components/Link';
import { parseToolList } from '../../../src/tools/chosen';
import { LOCALE_PREFIX_PATTERN, SITE_LOCALES } from '../../../src/i18n/locales';
import { buildOptions, normalizeBasePath } from '../../../scripts/build-options.mjs';
import { siteHeaders, siteHeadersUnder } from '../../../scripts/headers.mjs';

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9._~-]{0,8}$/).filter((s) => s !== '.' && s !== '..');
const base = fc.oneof(fc.constant(''), fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`));
// Site paths as the site writes them: '/' or segments without a trailing slash, never starting with a locale.
const sitePath = fc.oneof(
  fc.constant('/'),
  fc.array(segment.filter((s) => !new RegExp(`^(${LOCALE_PREFIX_PATTERN})$`, 'i').test(s)), { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
);
const locale = fc.constantFrom(...SITE_LOCALES);

describe('base path helpers', () => {
  it('split and join round trip: base + locale + path', () => {
    fc.assert(
      fc.property(base, locale, sitePath, (b, l, p) => {
        const href = pageHref(b, l, p);
        expect(href.startsWith(b)).toBe(true);
        expect(splitPageHref(b, href)).toEqual({ locale: l, path: p });
        // The router's basename is the href's start, and what follows is the site path.
        const prefix = pagePrefix(b, l);
        expect(href === prefix || href.startsWith(`${prefix}/`)).toBe(true);
        expect(href.slice(prefix.length) || '/').toBe(p === '/' ? '/' : p);
      }),
    );
  });

  it('withBase and stripBase are inverse; a path outside the base is null', () => {
    fc.assert(
      fc.property(base, sitePath, (b, p) => {
        expect(stripBase(b, withBase(b, p))).toBe(p);
      }),
    );
    expect(stripBase('/tools', '/tools')).toBe('/');
    expect(stripBase('/tools', '/tools-x/a')).toBeNull();
    expect(stripBase('/tools', '/about')).toBeNull();
    expect(withBase('/tools', '/')).toBe('/tools/');
    expect(withBase('', '/about')).toBe('/about');
  });

  it('examples', () => {
    expect(pageHref('/tools', 'de', '/about')).toBe('/tools/de/about');
    expect(pageHref('/tools', 'en', '/')).toBe('/tools/');
    expect(pageHref('/tools', 'ar', '/')).toBe('/tools/ar');
    expect(pageHref('', 'de', '/tools')).toBe('/de/tools');
    expect(pagePrefix('', 'en')).toBe('');
    expect(pagePrefix('/tools', 'en')).toBe('/tools');
    expect(pagePrefix('/a/b', 'de')).toBe('/a/b/de');
    expect(splitPageHref('/tools', '/tools/de/tools/base64')).toEqual({ locale: 'de', path: '/tools/base64' });
    expect(basePrefix('/')).toBe('');
    expect(basePrefix('/tools/')).toBe('/tools');
    expect(basePrefix('./')).toBe('');
  });

  it('normalizeBasePath: Vite form, round trip through basePrefix, plain segments only', () => {
    fc.assert(
      fc.property(base, fc.boolean(), fc.boolean(), (b, lead, trail) => {
        const written = `${b.replace(/^\//, lead ? '/' : '')}${trail ? '/' : ''}`;
        const normal = normalizeBasePath(written);
        expect(basePrefix(normal)).toBe(b);
        expect(normalizeBasePath(normal)).toBe(normal);
      }),
    );
    expect(normalizeBasePath(undefined)).toBe('/');
    expect(normalizeBasePath(' tools ')).toBe('/tools/');
    for (const bad of ['/a/../b', '/a b/', '/x?y', '/%2e/']) expect(() => normalizeBasePath(bad)).toThrow(/BASE_PATH: .* is not a path of plain segments/);
  });

  it('localizeHref: pages get base + locale, files the base alone, other addresses nothing', () => {
    expect(localizeHref('/tools/de', '/about', '/tools')).toBe('/tools/de/about');
    expect(localizeHref('/tools', '/', '/tools')).toBe('/tools/');
    expect(localizeHref('/tools/de', '/feed.xml', '/tools')).toBe('/tools/feed.xml');
    expect(localizeHref('/tools/de', '/storybook/', '/tools')).toBe('/tools/storybook/');
    expect(localizeHref('/tools/de', '/embed/toolshed.js', '/tools')).toBe('/tools/embed/toolshed.js');
    expect(localizeHref('/tools/de', 'https://example.com/', '/tools')).toBe('https://example.com/');
    expect(localizeHref('/tools/de', '//cdn.example/x', '/tools')).toBe('//cdn.example/x');
    expect(localizeHref('/tools/de', '#top', '/tools')).toBe('#top');
    // Without a base, as before.
    expect(localizeHref('', '/tools')).toBe('/tools');
    expect(localizeHref('/de', '/tools?search=x')).toBe('/de/tools?search=x');
    expect(localizeHref('/de', '/feed.xml')).toBe('/feed.xml');
  });

  it('siteHeadersUnder: the rules of the path below the base; outside it, the 404 page', () => {
    expect(siteHeadersUnder('/tools', '/tools/assets/x.js')).toEqual(siteHeaders('/assets/x.js'));
    expect(siteHeadersUnder('/tools', '/tools/embed/frame/base64/')).toEqual(siteHeaders('/embed/frame/base64/'));
    expect(siteHeadersUnder('/tools', '/tools')).toEqual(siteHeaders('/'));
    expect(siteHeadersUnder('/tools', '/assets/x.js')).toEqual(siteHeaders('/404.html'));
    expect(siteHeadersUnder('', '/assets/x.js')).toEqual(siteHeaders('/assets/x.js'));
  });
});

describe('build options', () => {
  it('the environment wins over toolshed.config.json; defaults are the root, every tool and dist/', () => {
    expect(buildOptions({}, '/nonexistent/toolshed.config.json')).toEqual({ base: '/', prefix: '', toolsText: undefined, siteOrigin: undefined, outDir: 'dist' });
    expect(buildOptions({ BASE_PATH: 'tools', TOOLSHED_TOOLS: 'base64', TOOLSHED_OUT_DIR: 'x' }, '/nonexistent')).toEqual({ base: '/tools/', prefix: '/tools', toolsText: 'base64', siteOrigin: undefined, outDir: 'x' });
  });
});

describe('TOOLSHED_TOOLS', () => {
  const known = ['json-formatter', 'base64', 'word-counter'];
  it('unset or blank: every tool', () => {
    expect(parseToolList(undefined, known)).toBeNull();
    expect(parseToolList('  ', known)).toBeNull();
  });
  it('a list: its ids, spaces and repeats ignored', () => {
    expect(parseToolList(' base64, json-formatter ,base64,', known)).toEqual(['base64', 'json-formatter']);
  });
  it('an unknown id stops the build, naming it', () => {
    expect(() => parseToolList('base64,jsn-formatter', known)).toThrow('TOOLSHED_TOOLS: unknown tool id "jsn-formatter". Known ids: json-formatter, base64, word-counter.');
    expect(() => parseToolList('a,b', known)).toThrow(/unknown tool ids "a", "b"/);
    expect(() => parseToolList(',,', known)).toThrow('TOOLSHED_TOOLS: the list names no tool. Leave it unset to build every tool.');
  });
  it('any subset of the known ids parses back to itself', () => {
    fc.assert(
      fc.property(fc.subarray(known, { minLength: 1 }), (ids) => {
        expect(parseToolList(ids.join(','), known)).toEqual(ids);
      }),
    );
  });
});
