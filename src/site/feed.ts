/**
 * The Atom 1.0 feed of new articles and new tools, written to /feed.xml at build time
 * (scripts/prerender.mjs) and linked from every page's head. It is the "Stay Updated" channel
 * that works without a server: any feed reader polls it. Dates come from the content (a post's
 * day of publication, a tool's day live), so two builds of the same content give the same file.
 */
import { toolAdded } from '../tools/added-dates';
import { catalogue, categories } from '../tools/catalogue';
import { withDetails, type DetailedToolEntry } from '../tools/catalogue-details';
import { posts, postHref, type BlogPost } from './content/blog';
import { FEED_TITLE, FEED_TYPE, feedUrl } from './feed-address';
import { SITE_NAME, SITE_URL } from './site-config';

export interface FeedEntry {
  /** Absolute URL: the entry's permanent id and its link. */
  url: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  date: string;
  author: string;
  category: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A day as an RFC 3339 instant (midnight UTC), as Atom's date constructs require. */
const instant = (day: string) => `${day}T00:00:00Z`;

const categoryLabel = Object.fromEntries(categories.map((c) => [c.id, c.label]));

export function feedEntries(
  origin: string = SITE_URL,
  postList: readonly BlogPost[] = posts,
  tools: readonly DetailedToolEntry[] = catalogue.map(withDetails),
): FeedEntry[] {
  const entries: FeedEntry[] = [
    ...postList.map((post) => ({
      url: `${origin}${postHref(post)}`,
      title: post.title,
      summary: post.excerpt,
      date: post.published,
      author: post.author,
      category: post.category,
    })),
    ...tools.map((tool) => ({
      url: `${origin}/tools/${tool.id}`,
      title: `New Tool: ${tool.name}`,
      summary: tool.description,
      date: toolAdded[tool.id],
      author: `The ${SITE_NAME} team`,
      category: categoryLabel[tool.category] ?? tool.category,
    })),
  ];
  // Newest first; on the same day, in the order above (posts, then the catalogue's order).
  return entries.map((entry, order) => ({ entry, order })).sort((a, b) => (a.entry.date < b.entry.date ? 1 : a.entry.date > b.entry.date ? -1 : a.order - b.order)).map(({ entry }) => entry);
}

/** The whole feed document, UTF-8 XML. */
export function atomFeed(origin: string = SITE_URL, entries: readonly FeedEntry[] = feedEntries(origin)): string {
  const updated = entries.reduce((latest, entry) => (entry.date > latest ? entry.date : latest), '1970-01-01');
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(`${origin}/`)}</id>`,
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <subtitle>${escapeXml(`New free tools and articles from ${SITE_NAME}: tools that run in your browser.`)}</subtitle>`,
    `  <link rel="self" type="${FEED_TYPE}" href="${escapeXml(feedUrl(origin))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/`)}"/>`,
    `  <updated>${instant(updated)}</updated>`,
    `  <author><name>The ${escapeXml(SITE_NAME)} team</name><uri>${escapeXml(`${origin}/`)}</uri></author>`,
    `  <icon>${escapeXml(`${origin}/favicon.svg`)}</icon>`,
    ...entries.flatMap((entry) => [
      '  <entry>',
      `    <id>${escapeXml(entry.url)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    <published>${instant(entry.date)}</published>`,
      `    <updated>${instant(entry.date)}</updated>`,
      `    <author><name>${escapeXml(entry.author)}</name></author>`,
      `    <category term="${escapeXml(entry.category)}"/>`,
      `    <summary type="text">${escapeXml(entry.summary)}</summary>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}
