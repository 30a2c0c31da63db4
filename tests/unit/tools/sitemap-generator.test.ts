import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import {
  buildSitemaps,
  buildUrlset,
  checkUrl,
  escapeXml,
  formatLines,
  normalizeLastmod,
  normalizePriority,
  parseSettings,
  parseUrlList,
  relativeMessage,
  splitCsvLine,
  type Entry,
} from '../../../src/tools/sitemap-generator/sitemap-generator';

const sitemapXsd = readFileSync(new URL('./fixtures/sitemap.xsd', import.meta.url), 'utf8');
const siteindexXsd = readFileSync(new URL('./fixtures/siteindex.xsd', import.meta.url), 'utf8');

async function validate(xml: string, xsd = sitemapXsd) {
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: 'schema.xsd', contents: xsd }] });
  return result.errors.map((e) => e.message);
}

interface Node {
  nodeName: string;
  value?: string;
  childNodes?: Node[];
}

/** Every <loc> text of a document, read by an independent parser (parse5 decodes the entities). */
function locs(xml: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === 'loc') found.push((node.childNodes ?? []).map((c) => c.value ?? '').join(''));
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(xml) as unknown as Node);
  return found;
}

describe('field checks', () => {
  it('accepts absolute http(s) URLs, normalised', () => {
    expect(checkUrl('https://Example.com')).toEqual({ ok: true, loc: 'https://example.com/' });
    expect(checkUrl(' https://example.com/café?q=a b ')).toEqual({ ok: true, loc: 'https://example.com/caf%C3%A9?q=a%20b' });
  });

  it('rejects relative, other-scheme, too-short and credential URLs', () => {
    expect(checkUrl('/about')).toMatchObject({ ok: false, relative: true });
    expect(checkUrl('example.com/page')).toMatchObject({ ok: false, relative: true });
    expect(checkUrl('ftp://example.com/file')).toEqual({ ok: false, relative: false, message: 'Only http:// and https:// URLs belong in a sitemap (found ftp:).' });
    expect(checkUrl('http://a.b')).toEqual({ ok: false, relative: false, message: '"http://a.b/" is shorter than the 12 characters the sitemap schema requires.' });
    expect(checkUrl('https://user:pw@example.com/')).toMatchObject({ ok: false, relative: false });
    expect(checkUrl('https://exa mple.com/')).toEqual({ ok: false, relative: false, message: '"https://exa mple.com/" is not a valid URL.' });
  });

  it('normalises dates the schema accepts and rejects the rest', () => {
    expect(normalizeLastmod('2024-02-29')).toBe('2024-02-29');
    expect(normalizeLastmod('2024-05-31T14:30+02:00')).toBe('2024-05-31T14:30:00+02:00');
    expect(normalizeLastmod('2024-05-31T14:30:15.5Z')).toBe('2024-05-31T14:30:15.5Z');
    for (const bad of ['2023-02-29', '2024-13-01', '2024-5-1', '31/05/2024', '2024-05-31T25:00Z', 'yesterday']) expect(normalizeLastmod(bad)).toBeNull();
  });

  it('normalises priorities to one decimal between 0.0 and 1.0', () => {
    expect(['0.8', '.5', '1', '0.80', '0'].map(normalizePriority)).toEqual(['0.8', '0.5', '1.0', '0.8', '0.0']);
    for (const bad of ['1.1', '-0.1', '0.55', 'high', '']) expect(normalizePriority(bad)).toBeNull();
  });

  it('splits CSV lines with quotes', () => {
    expect(splitCsvLine('https://example.com/a,2024-01-01,daily,0.5')).toEqual(['https://example.com/a', '2024-01-01', 'daily', '0.5']);
    expect(splitCsvLine('"https://example.com/?a=1,2", , "we""ekly"')).toEqual(['https://example.com/?a=1,2', '', 'we"ekly']);
  });
});

describe('parseUrlList', () => {
  it('reads one URL per line, applying the defaults, skipping blank lines', () => {
    const list = parseUrlList('https://example.com/\n\nhttps://example.com/about\n', { lastmod: '2024-06-01', changefreq: 'weekly', priority: '0.5' });
    expect(list.entries).toEqual([
      { loc: 'https://example.com/', lastmod: '2024-06-01', changefreq: 'weekly', priority: '0.5' },
      { loc: 'https://example.com/about', lastmod: '2024-06-01', changefreq: 'weekly', priority: '0.5' },
    ]);
    expect(list).toMatchObject({ relative: [], errors: [], duplicates: [], header: false });
  });

  it('reads CSV with a header in any column order; per-URL values win over the defaults', () => {
    const csv = 'priority,URL,changefreq,lastmod\n1.0,https://example.com/,daily,2024-01-02\n,https://example.com/blog,,\n';
    const list = parseUrlList(csv, { lastmod: '', changefreq: 'monthly', priority: '0.3' });
    expect(list.header).toBe(true);
    expect(list.entries).toEqual([
      { loc: 'https://example.com/', lastmod: '2024-01-02', changefreq: 'daily', priority: '1.0' },
      { loc: 'https://example.com/blog', changefreq: 'monthly', priority: '0.3' },
    ]);
  });

  it('rejects relative URLs with a message listing their line numbers', () => {
    const list = parseUrlList('https://example.com/\n/about\nhttps://example.com/a\ncontact.html\n\n./x');
    expect(list.relative).toEqual([2, 4, 6]);
    expect(list.entries).toHaveLength(2);
    expect(relativeMessage(list.relative)).toBe('Lines 2, 4 and 6: relative URLs left out. A sitemap needs full URLs, like https://example.com/about.');
    expect(relativeMessage([7])).toBe('Line 7: relative URL left out. A sitemap needs full URLs, like https://example.com/about.');
  });

  it('removes duplicates (after normalising) and reports their lines', () => {
    const list = parseUrlList('https://example.com/a\nhttps://EXAMPLE.com/a\nhttps://example.com/b\nhttps://example.com/a');
    expect(list.entries.map((e) => e.loc)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(list.duplicates).toEqual([2, 4]);
  });

  it('keeps commas inside URLs when the rest of the line is not CSV fields', () => {
    const list = parseUrlList('https://example.com/a,b\nhttps://example.com/list?ids=1,2,3\nhttps://example.com/c,\nhttps://example.com/d,,weekly');
    expect(list.entries).toEqual([
      { loc: 'https://example.com/a,b' },
      { loc: 'https://example.com/list?ids=1,2,3' },
      { loc: 'https://example.com/c,' },
      { loc: 'https://example.com/d', changefreq: 'weekly' },
    ]);
  });

  it('names the line and field of bad CSV values', () => {
    const list = parseUrlList('url,lastmod,changefreq,priority\nhttps://example.com/,2024-99-01\nhttps://example.com/x,,sometimes\nhttps://example.com/y,,,2\nhttps://example.com/z,a,b,c,d');
    expect(list.errors).toEqual([
      { line: 2, message: 'lastmod "2024-99-01" is not a date like 2024-05-31 or 2024-05-31T14:30:00+00:00.' },
      { line: 3, message: 'changefreq "sometimes" is not one of always, hourly, daily, weekly, monthly, yearly, never.' },
      { line: 4, message: 'priority "2" is not a number from 0.0 to 1.0 in steps of 0.1.' },
      { line: 5, message: '5 fields; expected at most 4 (url,lastmod,changefreq,priority). Quote URLs that contain commas.' },
    ]);
    expect(list.entries).toEqual([]);
  });

  it('formats long line lists', () => {
    expect(formatLines([3])).toBe('3');
    expect(formatLines(Array.from({ length: 12 }, (_, i) => i + 1))).toBe('1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 2 more');
  });
});

describe('XML output', () => {
  it('escapes the five XML entities', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const xml = buildUrlset([{ loc: "https://example.com/?a=1&b='x'&c=\"y\"&d=<z>" }]);
    expect(xml).toContain("<loc>https://example.com/?a=1&amp;b=&apos;x&apos;&amp;c=&quot;y&quot;&amp;d=&lt;z&gt;</loc>");
    expect(locs(xml)).toEqual(["https://example.com/?a=1&b='x'&c=\"y\"&d=<z>"]);
  });

  it('writes the exact sitemap.xml', () => {
    const list = parseUrlList('url,lastmod,changefreq,priority\nhttps://example.com/,2024-05-31,daily,1.0\nhttps://example.com/a?x=1&y=2');
    const output = buildSitemaps(list.entries);
    expect(output.kind).toBe('single');
    expect(output.kind === 'single' && output.file.xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url>\n    <loc>https://example.com/</loc>\n    <lastmod>2024-05-31</lastmod>\n    <changefreq>daily</changefreq>\n    <priority>1.0</priority>\n  </url>\n' +
        '  <url>\n    <loc>https://example.com/a?x=1&amp;y=2</loc>\n  </url>\n' +
        '</urlset>\n',
    );
  });

  it('is valid against the sitemaps.org 0.9 schema (xmllint)', async () => {
    const list = parseUrlList(
      [
        'https://example.com/',
        'https://example.com/ünïcode/页面?q=a&b=<c>',
        "https://example.com/it's,2024-05-31T14:30+02:00,hourly,0.0",
        'https://example.com/x,2024-02-29,never,1',
        'https://example.com/y,2024-01-01T00:00:00.25Z,,.5',
      ].join('\n'),
      { lastmod: '2023-12-31', changefreq: 'yearly', priority: '0.4' },
    );
    expect(list.errors).toEqual([]);
    const output = buildSitemaps(list.entries);
    expect(output.kind === 'single' && (await validate(output.file.xml))).toEqual([]);
  });

  it('the schema check is real: it rejects a bad priority and a relative loc', async () => {
    const bad = buildUrlset([{ loc: '/relative-path', priority: '2.0' } as Entry]);
    expect((await validate(bad)).length).toBeGreaterThan(0);
  });

  it('past 50,000 URLs writes a sitemap index plus two files, all valid', async () => {
    const text = Array.from({ length: 50_001 }, (_, i) => `https://example.com/page/${i}`).join('\n');
    const list = parseUrlList(text, { lastmod: '2024-05-31', changefreq: '', priority: '' });
    expect(list.entries).toHaveLength(50_001);
    const output = buildSitemaps(list.entries, 'https://cdn.example.com/maps');
    expect(output.kind).toBe('index');
    if (output.kind !== 'index') return;
    expect(output.files.map((f) => [f.name, f.urls])).toEqual([
      ['sitemap-1.xml', 50_000],
      ['sitemap-2.xml', 1],
    ]);
    expect(output.index.name).toBe('sitemap-index.xml');
    expect(locs(output.index.xml)).toEqual(['https://cdn.example.com/maps/sitemap-1.xml', 'https://cdn.example.com/maps/sitemap-2.xml']);
    expect(await validate(output.index.xml, siteindexXsd)).toEqual([]);
    expect(await validate(output.files[1]!.xml)).toEqual([]);
    expect(locs(output.files[1]!.xml)).toEqual(['https://example.com/page/50000']);
    // Without a folder the files sit at the root of the first URL's site.
    const atRoot = buildSitemaps(list.entries);
    expect(atRoot.kind === 'index' && locs(atRoot.index.xml)[0]).toBe('https://example.com/sitemap-1.xml');
  }, 60_000);

  it('parsing the generated XML gives back the input URLs (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.webUrl({ withQueryParameters: true, withFragments: true }), { minLength: 1, maxLength: 20 }), (urls) => {
        // Quoted CSV under a header, so commas inside the generated URLs stay part of them.
        const list = parseUrlList(['url', ...urls.map((u) => `"${u.replace(/"/g, '""')}"`)].join('\n'));
        const expected = [...new Set(urls.map((u) => new URL(u).href))].filter((u) => u.length >= 12);
        expect(list.entries.map((e) => e.loc)).toEqual(expected);
        const output = buildSitemaps(list.entries);
        const xml = output.kind === 'single' ? output.file.xml : '';
        expect(locs(xml)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('settings', () => {
  it('keeps only valid remembered defaults', () => {
    expect(parseSettings({ changefreq: 'weekly', priority: '0.50' })).toEqual({ changefreq: 'weekly', priority: '0.5' });
    expect(parseSettings({ changefreq: 'often', priority: 3 })).toEqual({});
    expect(parseSettings({ changefreq: '', priority: '' })).toEqual({ changefreq: '', priority: '' });
    expect(parseSettings('x')).toEqual({});
  });
});
