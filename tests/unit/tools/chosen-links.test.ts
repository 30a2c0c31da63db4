import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Inline, PostBlock } from '../../../src/site/content/blog';

// A build of three tools (as tests/e2e/subpath.spec.ts builds it). The renderer itself is checked on
// that build by the sub-path route smoke (no link to a left-out tool on any page); here, where every
// tool is built, a post links every tool it names.
const SUBSET = ['json-formatter', 'base64', 'word-counter'];

import { linkedToolId, linksBuiltTool } from '../../../src/tools/chosen';
import { toolIdsByCategory } from '../../../src/tools/ids';
import { posts } from '../../../src/site/content/blog';
import { loadPostBody } from '../../../src/site/content/post-bodies';
import { PostBody } from '../../../src/site/sections/blog/PostBody';

const allToolIds: string[] = Object.values(toolIdsByCategory).flat();
const inlines = (block: PostBlock): Inline[] => (block.type === 'paragraph' ? block.content : block.type === 'list' ? block.items.flat() : []);
const bodies = new Map(await Promise.all(posts.map(async (post) => [post.slug, (await loadPostBody(post.slug)) ?? []] as const)));
const postLinks = posts.flatMap((post) => (bodies.get(post.slug) ?? []).flatMap(inlines).flatMap((part) => (typeof part === 'object' && 'href' in part ? [{ post: post.slug, ...part }] : [])));

describe('links to tools in a build with a chosen set of tools', () => {
  it('reads the tool a site link leads to, with or without a locale, slash, query or fragment', () => {
    expect(linkedToolId('/tools/base64')).toBe('base64');
    expect(linkedToolId('/tools/base64/')).toBe('base64');
    expect(linkedToolId('/tools/jwt-decoder?token=x')).toBe('jwt-decoder');
    expect(linkedToolId('/tools/qr-generator#guide')).toBe('qr-generator');
    expect(linkedToolId('/de/tools/color-picker')).toBe('color-picker');
    for (const other of ['/tools', '/tools/', '/tools?category=design', '/blog/debugging-json-errors', '/docs/api', '/', 'https://example.com/tools/base64', '/tools/base64/guide', '#tools']) {
      expect(linkedToolId(other), other).toBeNull();
    }
  });

  it('a link is kept unless it leads to a tool the build leaves out', () => {
    const chosen = (id: string) => SUBSET.includes(id);
    expect(linksBuiltTool('/tools/json-formatter', chosen)).toBe(true);
    expect(linksBuiltTool('/ar/tools/word-counter', chosen)).toBe(true);
    expect(linksBuiltTool('/tools/jwt-decoder', chosen)).toBe(false);
    expect(linksBuiltTool('/tools/password-checker#how', chosen)).toBe(false);
    expect(linksBuiltTool('/tools', chosen)).toBe(true);
    expect(linksBuiltTool('/docs/api', chosen)).toBe(true);
    // A build of every tool keeps every link.
    expect(linksBuiltTool('/tools/jwt-decoder')).toBe(true);
  });

  it('every tool a blog post links to exists', () => {
    const toolLinks = postLinks.filter((link) => linkedToolId(link.href) !== null);
    expect(toolLinks.length).toBeGreaterThan(10);
    expect(toolLinks.filter((link) => !allToolIds.includes(linkedToolId(link.href) ?? ''))).toEqual([]);
  });

  it('a post rendered where every tool is built links each tool it names; the 3-tool build would keep only two', () => {
    const html = renderToStaticMarkup(createElement(PostBody, { body: bodies.get('debugging-json-errors') ?? [] }));
    const anchors = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!);
    expect(anchors).toEqual(['/tools/json-formatter', '/tools/jwt-decoder', '/tools/base64']);
    expect(anchors.filter((href) => linksBuiltTool(href, (id) => SUBSET.includes(id)))).toEqual(['/tools/json-formatter', '/tools/base64']);
  });
});
