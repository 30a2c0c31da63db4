import fc from 'fast-check';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_AGENT,
  DEFAULT_CONFIG,
  DEFAULT_RULES,
  aiGroups,
  buildRobotsTxt,
  checkSitemaps,
  configFromProps,
  crawlDelayFor,
  isAllowed,
  matchesPattern,
  newGroup,
  normalizePath,
  parseConfig,
  parseRobotsTxt,
  readTestUrl,
  rulePath,
  shareInputs,
  stripControls,
  testPath,
  type CrawlerGroup,
  type RobotsConfig,
  type Rules,
} from '../../../src/tools/robots-generator/robots-generator';
import { api } from '../../../src/tools/robots-generator/api';
import { readShareQuery, writeShareQuery } from '../../../src/tools/share';

const group = (agent: string, rules: Partial<Rules> = {}, id = 1, custom = ''): CrawlerGroup => ({ ...DEFAULT_RULES, ...rules, id, agent, custom });

describe('buildRobotsTxt', () => {
  it('allows everything by default with an empty Disallow', () => {
    expect(buildRobotsTxt(DEFAULT_CONFIG)).toBe('User-agent: *\nDisallow:\n');
  });

  it('blocks everything when the default is disallow', () => {
    expect(buildRobotsTxt({ ...DEFAULT_CONFIG, all: { ...DEFAULT_RULES, policy: 'disallow' } })).toBe('User-agent: *\nDisallow: /\n');
  });

  it('writes paths, exceptions, crawl-delay, crawler groups and sitemaps in order', () => {
    const config: RobotsConfig = {
      all: { policy: 'allow', disallow: '/admin/\n\n  tmp/  \n', allow: '/admin/public/', crawlDelay: 10 },
      groups: [group('GPTBot', { policy: 'disallow' }, 1), group(CUSTOM_AGENT, { disallow: '/private' }, 2, 'MyCrawler')],
      sitemaps: 'https://example.com/sitemap.xml\nhttps://example.com/news.xml#top',
    };
    expect(buildRobotsTxt(config)).toBe(
      [
        'User-agent: *',
        'Allow: /admin/public/',
        'Disallow: /admin/',
        'Disallow: /tmp/',
        'Crawl-delay: 10',
        '',
        'User-agent: GPTBot',
        'Disallow: /',
        '',
        'User-agent: MyCrawler',
        'Disallow: /private',
        '',
        'Sitemap: https://example.com/sitemap.xml',
        'Sitemap: https://example.com/news.xml',
        '',
      ].join('\n'),
    );
  });

  it('leaves out invalid custom user-agents and invalid sitemap lines', () => {
    const config: RobotsConfig = {
      ...DEFAULT_CONFIG,
      groups: [group(CUSTOM_AGENT, {}, 1, 'bad bot'), group(CUSTOM_AGENT, {}, 2, '')],
      sitemaps: 'sitemap.xml\nftp://example.com/s.xml',
    };
    expect(buildRobotsTxt(config)).toBe('User-agent: *\nDisallow:\n');
    expect(checkSitemaps(config.sitemaps).errors).toEqual([
      '“sitemap.xml” is not an absolute http:// or https:// URL.',
      '“ftp://example.com/s.xml” is not an absolute http:// or https:// URL.',
    ]);
  });

  it('percent-encodes spaces, # and non-ASCII in paths and adds a missing leading /', () => {
    expect(rulePath('my files/ツ#x')).toBe('/my%20files/%E3%83%84%23x');
    expect(rulePath('*.pdf$')).toBe('*.pdf$');
    expect(rulePath('   ')).toBe('');
  });

  it('strips CR, LF and other control characters from every value', () => {
    expect(stripControls('a\r\nb\u0000c\u2028d\u0085e\tf')).toBe('abcdef');
    const text = buildRobotsTxt({
      all: { policy: 'allow', disallow: '/a\rDisallow: /b', allow: '', crawlDelay: null },
      groups: [group(CUSTOM_AGENT, {}, 1, 'Bot\nDisallow')],
      sitemaps: 'https://example.com/s.xml\u2028Disallow: /',
    });
    // The CR splits the field into two lines (two paths); it never injects a directive of its own.
    expect(text).toBe('User-agent: *\nDisallow: /a\nDisallow: /Disallow:%20/b\n\nUser-agent: BotDisallow\nDisallow:\n\nSitemap: https://example.com/s.xmlDisallow:%20/\n');
  });

  it('CR/LF in a single-line value can never add a line (property)', () => {
    const nasty = fc.string({ unit: fc.constantFrom('a', '/', ' ', ':', '#', '\r', '\n', '\u2028', 'Disallow', 'User-agent', '*', '$', 'é') });
    fc.assert(
      fc.property(nasty, nasty, fc.constantFrom('allow', 'disallow'), (custom, sitemap, policy) => {
        const clean = buildRobotsTxt({ ...DEFAULT_CONFIG, all: { ...DEFAULT_RULES, policy }, groups: [group(CUSTOM_AGENT, {}, 1, custom)], sitemaps: '' });
        const config: RobotsConfig = {
          all: { ...DEFAULT_RULES, policy },
          groups: [group(CUSTOM_AGENT, {}, 1, custom)],
          sitemaps: `https://example.com/${sitemap.replace(/[\r\n\u2028]/g, '')}`,
        };
        const text = buildRobotsTxt(config);
        // Every line is a directive we wrote (or a blank separator).
        for (const line of text.split(/\r\n|\r|\n/)) expect(line).toMatch(/^(User-agent: \S+|Allow: \S+|Disallow:( \S+)?|Sitemap: \S+|)$/);
        // The group count never changes: a value cannot open a group.
        expect(parseRobotsTxt(text).groups.length).toBe(parseRobotsTxt(clean).groups.length);
        expect(parseRobotsTxt(text).sitemaps.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('RFC 9309 matching', () => {
  // RFC 9309 §5.1.
  const rfcExample = [
    'User-Agent: *',
    'Disallow: *.gif$',
    'Disallow: /example/',
    'Allow: /publications/',
    '',
    'User-Agent: foobot',
    'Disallow:/',
    'Allow:/example/page.html',
    'Allow:/example/allowed.gif',
    '',
    'User-Agent: barbot',
    'User-Agent: bazbot',
    'Disallow: /example/page.html',
    '',
    'User-Agent: quxbot',
    '',
  ].join('\n');

  it.each([
    ['foobot', '/example/page.html', true],
    ['foobot', '/example/allowed.gif', true],
    ['foobot', '/example/other.html', false],
    ['foobot', '/', false],
    ['barbot', '/example/page.html', false],
    ['bazbot', '/example/page.html', false],
    ['barbot', '/example/other.html', true],
    ['quxbot', '/example/page.html', true],
    ['otherbot', '/example/page.html', false],
    ['otherbot', '/images/a.gif', false],
    ['otherbot', '/publications/a.html', true],
    ['otherbot', '/robots.txt', true],
  ])('§5.1: %s %s → %s', (bot, path, allowed) => {
    expect(isAllowed(rfcExample, `https://www.example.com${path}`, [bot])).toBe(allowed);
  });

  it('§5.2: the longest match wins', () => {
    const text = 'User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n';
    expect(isAllowed(text, '/example/page/', ['foobot'])).toBe(true);
    expect(isAllowed(text, '/example/page/disallowed.gif', ['foobot'])).toBe(false);
  });

  it('Allow wins a tie of equal length', () => {
    expect(isAllowed('User-agent: *\nDisallow: /folder\nAllow: /folder\n', '/folder/page', ['x'])).toBe(true);
    const parsed = parseRobotsTxt('User-agent: *\nDisallow: /folder\nAllow: /folder\n');
    expect(testPath(parsed, '/folder', ['x'])).toEqual({ kind: 'rule', allowed: true, rule: { allow: true, pattern: '/folder', line: 3 }, agents: ['*'] });
  });

  it('matches user-agents case-insensitively and ignores a version', () => {
    const text = 'User-agent: GoogleBot/2.1\nDisallow: /\n';
    expect(isAllowed(text, '/a', ['googlebot'])).toBe(false);
    expect(testPath(parseRobotsTxt(text), '/a', ['Googlebot'])).toMatchObject({ allowed: false, agents: ['GoogleBot'] });
    expect(isAllowed(text, '/a', ['Bingbot'])).toBe(true);
  });

  it('merges groups that name the same agent, and uses the most specific token first', () => {
    const text = 'User-agent: googlebot\nDisallow: /a\n\nUser-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /b\n';
    const parsed = parseRobotsTxt(text);
    expect(testPath(parsed, '/a', ['Googlebot']).allowed).toBe(false);
    expect(testPath(parsed, '/b', ['Googlebot']).allowed).toBe(false);
    expect(testPath(parsed, '/c', ['Googlebot']).allowed).toBe(true);
    // Googlebot-Image has no group of its own: it follows Googlebot's, not *'s.
    expect(testPath(parsed, '/c', ['Googlebot-Image', 'Googlebot']).allowed).toBe(true);
    expect(testPath(parsed, '/c', ['Bingbot'])).toMatchObject({ kind: 'rule', allowed: false, agents: ['*'] });
  });

  it('allows everything when no group applies', () => {
    expect(testPath(parseRobotsTxt('User-agent: a\nDisallow: /\n'), '/x', ['b'])).toEqual({ kind: 'no-group', allowed: true });
    expect(testPath(parseRobotsTxt('User-agent: b\nDisallow:\n'), '/x', ['b'])).toEqual({ kind: 'no-rule', allowed: true, agents: ['b'] });
  });

  it.each([
    ['/fish', '/fish', true],
    ['/fish', '/fish.html', true],
    ['/fish', '/fish/salmon.html', true],
    ['/fish', '/fishheads', true],
    ['/fish', '/fish.php?id=anything', true],
    ['/fish', '/Fish.asp', false],
    ['/fish', '/catfish', false],
    ['/fish', '/?id=fish', false],
    ['/fish*', '/fishheads/yummy.html', true],
    ['/fish/', '/fish', false],
    ['/*.php', '/folder/filename.php?parameters', true],
    ['/*.php$', '/filename.php', true],
    ['/*.php$', '/folder/filename.php', true],
    ['/*.php$', '/filename.php?parameters', false],
    ['/*.php$', '/filename.php/', false],
    ['/*.php$', '/filename.php5', false],
    ['/fish*.php', '/fishheads/catfish.php?parameters', true],
    ['/fish*.php', '/Fish.PHP', false],
    ['/', '/anything', true],
    ['/$', '/', true],
    ['/$', '/page.htm', false],
    ['*', '/anything', true],
    ['/a$b', '/a$b', true],
  ])('pattern %s against %s → %s', (pattern, path, matches) => {
    expect(matchesPattern(pattern, path)).toBe(matches);
  });

  it('stays fast on many wildcards against a long path', () => {
    const start = performance.now();
    expect(matchesPattern('/a*b*c*d*e*f*g*h', `/${'a'.repeat(5000)}`)).toBe(false);
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('compares percent-encoded and literal paths the RFC way (§2.2.2)', () => {
    expect(normalizePath('/foo/bar/ツ')).toBe('/foo/bar/%E3%83%84');
    expect(normalizePath('/foo/bar/%e3%83%84')).toBe('/foo/bar/%E3%83%84');
    expect(normalizePath('/foo/bar/%62%61%7A')).toBe('/foo/bar/baz');
    expect(isAllowed('User-agent: *\nDisallow: /foo/bar/%62%61%7A\n', '/foo/bar/baz', ['x'])).toBe(false);
    expect(isAllowed('User-agent: *\nDisallow: /foo/bar/ツ\n', 'https://example.com/foo/bar/%E3%83%84', ['x'])).toBe(false);
    // §2.2.3: a literal * or $ in a URL is matched with its escape.
    expect(isAllowed('User-agent: *\nDisallow: /path/file-with-a-%2A.html\n', '/path/file-with-a-*.html', ['x'])).toBe(false);
    expect(isAllowed('User-agent: *\nDisallow: /path/foo-%24\n', '/path/foo-$', ['x'])).toBe(false);
  });

  it('reads comments, crawl-delay and sitemaps', () => {
    const parsed = parseRobotsTxt('# hello\nUser-agent: a # the a bot\nCrawl-delay: 2.5\nDisallow: /x # not /y\nSitemap: https://e.com/s.xml\n');
    expect(parsed.groups).toEqual([{ agents: ['a'], names: ['a'], rules: [{ allow: false, pattern: '/x', line: 4 }], crawlDelay: 2.5, line: 2 }]);
    expect(parsed.sitemaps).toEqual(['https://e.com/s.xml']);
    expect(crawlDelayFor(parsed, ['a'])).toBe(2.5);
    expect(crawlDelayFor(parsed, ['b'])).toBeNull();
  });
});

describe('the tester URL', () => {
  it('accepts paths, full URLs and host/path', () => {
    const path = (text: string) => {
      const r = readTestUrl(text);
      return r.ok ? r.url.pathname + r.url.search : r.message;
    };
    expect(path('/admin/?x=1')).toBe('/admin/?x=1');
    expect(path('https://example.com/a b')).toBe('/a%20b');
    expect(path('example.com/shop')).toBe('/shop');
    expect(path('')).toBe('Enter a URL or a path, for example /admin/ or https://example.com/admin/.');
    expect(path('mailto:a@b.c')).toBe('Only http:// and https:// URLs are crawled.');
    expect(path('not a url')).toBe('This is not a valid URL. Enter a path starting with / or a full URL.');
  });
});

describe('settings and props', () => {
  it('keeps only well-formed stored settings', () => {
    expect(parseConfig(null)).toEqual({});
    expect(parseConfig({ all: { policy: 'nope', disallow: 3, crawlDelay: 'x' }, groups: [{ agent: 'Evil' }, { agent: 'GPTBot', policy: 'disallow', id: 9 }], sitemaps: 5 })).toEqual({
      all: { policy: 'allow', disallow: '', allow: '', crawlDelay: null },
      groups: [{ id: 1, agent: 'GPTBot', custom: '', policy: 'disallow', disallow: '', allow: '', crawlDelay: null }],
    });
  });

  it('reads embed attributes as strings or typed values', () => {
    expect(configFromProps({ defaultPolicy: 'disallow', crawlDelay: '5', sitemap: 'https://a.com/s.xml https://a.com/t.xml', disallow: '/a /b' })).toEqual({
      all: { policy: 'disallow', disallow: '/a\n/b', allow: '', crawlDelay: 5 },
      sitemaps: 'https://a.com/s.xml\nhttps://a.com/t.xml',
    });
    expect(configFromProps({ defaultPolicy: 'maybe', crawlDelay: 'NaN' })).toEqual({});
    expect(configFromProps({ crawlDelay: 99999 })).toEqual({});
    expect(configFromProps({ blockAi: true }).groups?.map((g) => g.agent)).toEqual([
      'Google-Extended',
      'Applebot-Extended',
      'GPTBot',
      'ClaudeBot',
      'CCBot',
      'PerplexityBot',
      'Bytespider',
      'meta-externalagent',
    ]);
  });

  it('adds AI crawlers once and new groups for unused crawlers', () => {
    const once = aiGroups([group('GPTBot', {}, 4)]);
    expect(once.filter((g) => g.agent === 'GPTBot')).toHaveLength(1);
    expect(new Set(once.map((g) => g.id)).size).toBe(once.length);
    expect(aiGroups(once)).toEqual(once);
    expect(newGroup([])).toMatchObject({ id: 1, agent: 'Googlebot' });
    expect(newGroup([group('Googlebot', {}, 3)])).toMatchObject({ id: 4, agent: 'Googlebot-Image' });
  });
});

describe('agreement with the robots-parser package', () => {
  // Tokens without fallbacks: robots-parser knows nothing of Googlebot-Image → Googlebot.
  const bots = ['Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot', 'MyCrawler'] as const;
  const pathChar = fc.constantFrom('a', 'b', '/', '.', '-', '_', '?', '=');
  const pattern = fc.tuple(fc.constantFrom('/', '*', '/a', '/b'), fc.array(fc.oneof(pathChar, fc.constant('*')), { maxLength: 6 }), fc.boolean()).map(
    ([start, rest, anchored]) => `${start}${rest.join('')}${anchored ? '$' : ''}`,
  );
  const rules = fc.record({
    policy: fc.constantFrom('allow' as const, 'disallow' as const),
    disallow: fc.array(pattern, { maxLength: 3 }).map((l) => l.join('\n')),
    allow: fc.array(pattern, { maxLength: 3 }).map((l) => l.join('\n')),
    crawlDelay: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  });
  const config = fc.record({
    all: rules,
    groups: fc.array(fc.tuple(fc.constantFrom(...bots), rules), { maxLength: 4 }).map((list) =>
      list.map(([bot, r], i) => (bot === 'MyCrawler' ? group(CUSTOM_AGENT, r, i + 1, bot) : group(bot, r, i + 1))),
    ),
    sitemaps: fc.constant('https://example.com/sitemap.xml'),
  });
  const urlPathArb = fc.array(pathChar, { maxLength: 10 }).map((chars) => `/${chars.join('')}`).filter((p) => p !== '/robots.txt');

  it('allows and disallows the same URLs for the same crawlers (property)', () => {
    fc.assert(
      fc.property(config, fc.array(urlPathArb, { minLength: 1, maxLength: 8 }), (cfg, paths) => {
        const text = buildRobotsTxt(cfg);
        const theirs = robotsParser('https://example.com/robots.txt', text);
        for (const bot of [...bots, 'Otherbot']) {
          for (const path of paths) {
            const url = `https://example.com${path}`;
            expect(isAllowed(text, url, [bot]), `${bot} ${path}\n${text}`).toBe(theirs.isAllowed(url, bot));
          }
          expect(crawlDelayFor(parseRobotsTxt(text), [bot]) ?? undefined).toBe(theirs.getCrawlDelay(bot));
        }
        expect(theirs.getSitemaps()).toEqual(['https://example.com/sitemap.xml']);
      }),
      { numRuns: 200 },
    );
  });
});

describe('share links', () => {
  const path = fc.stringMatching(/^\/[a-z0-9/_*.$-]{0,12}$/);
  const paths = fc.array(path, { maxLength: 4 }).map((list) => list.join('\n'));
  const all = fc.record({
    policy: fc.constantFrom('allow' as const, 'disallow' as const),
    disallow: paths,
    allow: paths,
    crawlDelay: fc.option(fc.integer({ min: 1, max: 36_000 }).map((n) => n / 10), { nil: null }),
  });
  const config = fc.record({
    all,
    groups: fc.boolean().map((ai) => (ai ? aiGroups([]) : [])),
    sitemaps: fc.array(fc.constantFrom('https://a.example/sitemap.xml', 'https://b.example/s.xml'), { maxLength: 2 }).map((list) => list.join('\n')),
  });

  it('the shared inputs, written to a link and read back, rebuild the same rules (property)', () => {
    fc.assert(
      fc.property(config, (c: RobotsConfig) => {
        const shared = shareInputs(c);
        const { props } = readShareQuery(api, writeShareQuery(api, shared).query);
        const back = { ...DEFAULT_CONFIG, ...configFromProps(props) };
        expect(shareInputs(back)).toEqual(shared);
        expect(buildRobotsTxt(back)).toBe(buildRobotsTxt(c));
      }),
      { numRuns: 300 },
    );
  });

  it('a link replaces remembered sitemaps and crawler groups: an empty sitemap and block-ai=false are given, not absent', () => {
    expect(configFromProps({ sitemap: '', blockAi: false })).toEqual({ sitemaps: '', groups: [] });
    expect(configFromProps({})).toEqual({});
    expect(configFromProps({ allow: '/a/ /b/' }).all).toEqual({ ...DEFAULT_RULES, allow: '/a/\n/b/' });
  });

  it('block-ai is shared only while the crawler groups are exactly the AI set with its default rules', () => {
    expect(shareInputs({ ...DEFAULT_CONFIG, groups: aiGroups([]) }).blockAi).toBe(true);
    const changed = aiGroups([]).map((g, i) => (i === 0 ? { ...g, allow: '/open/' } : g));
    expect(shareInputs({ ...DEFAULT_CONFIG, groups: changed }).blockAi).toBe(false);
    expect(shareInputs({ ...DEFAULT_CONFIG, groups: [newGroup([])] }).blockAi).toBe(false);
    expect(shareInputs({ all: { policy: 'allow', disallow: ' /a/\n\n/b/ ', allow: '', crawlDelay: null }, groups: [], sitemaps: '' })).toEqual({
      defaultPolicy: 'allow',
      disallow: '/a/ /b/',
      allow: '',
      crawlDelay: 0,
      sitemap: '',
      blockAi: false,
    });
  });
});
