import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { atomFeed, feedEntries } from '../../../src/site/feed';
import { FEED_PATH, FEED_TITLE } from '../../../src/site/feed-address';
import { appHeadTags } from '../../../src/site/brand-assets';
import { posts } from '../../../src/site/content/blog';
import { SITE_ORIGIN } from '../../../src/site/site-config';
import { toolAdded } from '../../../src/tools/added-dates';
import { catalogue } from '../../../src/tools/catalogue';
import { withDetails } from '../../../src/tools/catalogue-details';
import { siteHeaders } from '../../../scripts/headers.mjs';

const atomSchema = readFileSync(new URL('./fixtures/atom-feed.rng', import.meta.url), 'utf8');

async function check(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'feed.xml', contents: xml }],
    schema: [{ fileName: 'atom-feed.rng', contents: atomSchema }],
    extension: 'relaxng',
  });
  return result.errors.map((e) => e.message);
}

const all = (xml: string, pattern: RegExp) => [...xml.matchAll(pattern)].map((m) => m[1] ?? '');

describe('the Atom feed (/feed.xml)', () => {
  const xml = atomFeed();

  it('parses as XML and is valid against the Atom 1.0 elements it uses (RELAX NG, after RFC 4287)', async () => {
    expect(await check(xml)).toEqual([]);
  });

  it('the schema check is real: a feed without its id, or an entry without a summary, fails', async () => {
    expect((await check(xml.replace(/ {2}<id>[^<]*<\/id>\n/, ''))).length).toBeGreaterThan(0);
    expect((await check(xml.replace(/<summary[^>]*>[^<]*<\/summary>/, ''))).length).toBeGreaterThan(0);
    expect((await check(xml.replace('</feed>', '<entry></feed>'))).length).toBeGreaterThan(0);
  });

  it('has the feed elements: id, title, updated (the newest entry), author, self and alternate links, absolute URLs', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(true);
    expect(xml).toContain(`  <id>${SITE_ORIGIN}/</id>`);
    expect(xml).toContain(`  <title>${FEED_TITLE}</title>`);
    expect(xml).toContain(`  <link rel="self" type="application/atom+xml" href="${SITE_ORIGIN}${FEED_PATH}"/>`);
    expect(xml).toContain(`  <link rel="alternate" type="text/html" href="${SITE_ORIGIN}/"/>`);
    expect(xml).toContain('  <author><name>The Toolshed team</name>');
    const newest = [...posts.map((p) => p.published), ...catalogue.map((t) => toolAdded[t.id])].sort().at(-1);
    expect(xml).toContain(`  <updated>${newest}T00:00:00Z</updated>`);
    for (const href of all(xml, /href="([^"]+)"/g)) expect(href.startsWith(`${SITE_ORIGIN}/`)).toBe(true);
  });

  it('has one entry per post and per tool, each with id, title, updated, link and summary, newest first', () => {
    const entries = xml.split('<entry>').slice(1);
    expect(entries).toHaveLength(posts.length + catalogue.length);
    const ids = all(xml, /<entry>\n {4}<id>([^<]+)<\/id>/g);
    expect(new Set(ids)).toEqual(
      new Set([...posts.map((p) => `${SITE_ORIGIN}/blog/${p.slug}`), ...catalogue.map((t) => `${SITE_ORIGIN}/tools/${t.id}`)]),
    );
    for (const entry of entries) {
      const id = /<id>([^<]+)<\/id>/.exec(entry)?.[1];
      expect(entry).toContain(`<link rel="alternate" type="text/html" href="${id}"/>`);
      expect(entry).toMatch(/<title>[^<]+<\/title>/);
      expect(entry).toMatch(/<updated>\d{4}-\d{2}-\d{2}T00:00:00Z<\/updated>/);
      expect(entry).toMatch(/<summary type="text">[^<]+<\/summary>/);
    }
    const dates = all(xml, /<entry>[\s\S]*?<updated>([^<]+)<\/updated>/g);
    expect(dates).toEqual([...dates].sort().reverse());
    const json = withDetails(catalogue.find((t) => t.id === 'json-formatter')!);
    expect(xml).toContain(`<title>New Tool: JSON Formatter</title>`);
    expect(xml).toContain(`<summary type="text">${json.description}</summary>`);
  });

  it('escapes text and takes the origin it is given', async () => {
    const entries = feedEntries('https://tools.example.org', [], [{ ...withDetails(catalogue[0]!), name: 'A & B <C>', description: 'Say "hi" & it\'s <b>' }]);
    const custom = atomFeed('https://tools.example.org', entries);
    expect(custom).toContain('<title>New Tool: A &amp; B &lt;C&gt;</title>');
    expect(custom).toContain('<summary type="text">Say &quot;hi&quot; &amp; it&apos;s &lt;b&gt;</summary>');
    expect(custom).toContain('<link rel="self" type="application/atom+xml" href="https://tools.example.org/feed.xml"/>');
    expect(await check(custom)).toEqual([]);
  });

  it('is linked from every page head and served as Atom', () => {
    expect(appHeadTags()).toContain(`<link rel="alternate" type="application/atom+xml" title="${FEED_TITLE}" href="/feed.xml" />`);
    expect(siteHeaders('/feed.xml')['content-type']).toBe('application/atom+xml; charset=utf-8');
  });
});
