// Iframe embeds: one page per tool at /embed/frame/{id}/ (issue #35), for hosts that accept an
// iframe but no script. No site chrome: the tool's element, run by the embed loader, and a small
// "Toolshed" link to the tool's page. The loader sees <html data-toolshed-frame> and lets
// src/embed/frame.ts apply the query (the attribute names) and talk to the parent page.
// Headers: scripts/headers.mjs (framable by any site, noindex). oEmbed: each tool page names
// /oembed/{id}.json, whose html is the iframe snippet, so pasting a tool's URL into an oEmbed
// consumer embeds the working tool.
import fs from 'node:fs';
import path from 'node:path';

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The frame pages' stylesheet. Its <link> carries react-aria's style id, so react-aria does not
 * inject its press-handling <style> into the page (the page's CSP, style-src 'self', would refuse
 * it). System colours follow the pinned theme through color-scheme; the tool inside has its own.
 */
export const FRAME_CSS = `html{color-scheme:light dark}
html[data-theme=light]{color-scheme:light}
html[data-theme=dark]{color-scheme:dark}
body{margin:0;background:Canvas;color:CanvasText;font:0.8125rem/1.5 system-ui,sans-serif}
footer{padding:0.25rem 0.75rem 0.5rem;text-align:right}
footer a{color:LinkText;text-underline-offset:0.15em}
footer a:focus-visible{outline:2px solid;outline-offset:2px;border-radius:2px}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

/** The HTML of one tool's frame page; `base` is the site's base path ('' or '/tools'). */
export function framePage({ id, name, description }, base = '') {
  return `<!doctype html>
<html lang="en" data-toolshed-frame="${id}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(name)} · Toolshed</title>
    <meta name="description" content="${escapeHtml(description)}" />
    <link rel="icon" href="data:," />
    <link rel="stylesheet" id="react-aria-pressable-style" href="${base}/embed/frame.css" />
    <script type="module" src="${base}/embed/toolshed.js"></script>
  </head>
  <body>
    <main><h1 class="visually-hidden">${escapeHtml(name)}</h1><toolshed-${id}></toolshed-${id}></main>
    <footer><a href="${base}/tools/${id}" target="_blank" rel="noopener" data-toolshed-page aria-label="Toolshed: open ${escapeHtml(name)} in a new tab">Toolshed</a></footer>
  </body>
</html>
`;
}

/**
 * oEmbed for every tool: dist/oembed/{id}.json, and a discovery <link> in the head of the tool's
 * prerendered page (what a consumer reads when given the page's URL). Returns the number of tools.
 */
export function writeOembed(dist, manifest, origin, oembedResponse) {
  const tools = elementsOf(manifest);
  fs.mkdirSync(path.join(dist, 'oembed'), { recursive: true });
  for (const tool of tools) {
    fs.writeFileSync(path.join(dist, 'oembed', `${tool.id}.json`), `${JSON.stringify(oembedResponse(origin, tool), null, 2)}\n`);
    const page = path.join(dist, 'tools', tool.id, 'index.html');
    const html = fs.readFileSync(page, 'utf8');
    const link = `<link rel="alternate" type="application/json+oembed" href="${origin}/oembed/${tool.id}.json" title="${escapeHtml(tool.name)}" />`;
    if (!html.includes('</head>')) throw new Error(`oEmbed: no </head> in ${page}`);
    fs.writeFileSync(page, html.replace('</head>', () => `  ${link}\n  </head>`));
  }
  return tools.length;
}

/** The built tools, from the custom-elements manifest: id, name and description. */
function elementsOf(manifest) {
  const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName?.startsWith('toolshed-'));
  if (elements.length === 0) throw new Error('frame pages: the custom-elements manifest lists no element');
  return elements.map((element) => ({ id: element.tagName.slice('toolshed-'.length), name: element.summary, description: element.description }));
}

/**
 * Writes dist/embed/frame/{id}/index.html for every element in the custom-elements manifest (the
 * built tools) and dist/embed/frame.css. Returns the number of pages.
 */
export function writeFramePages(dist, manifest, base = '') {
  const tools = elementsOf(manifest);
  fs.writeFileSync(path.join(dist, 'embed', 'frame.css'), FRAME_CSS);
  for (const tool of tools) {
    const dir = path.join(dist, 'embed', 'frame', tool.id);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), framePage(tool, base));
  }
  return tools.length;
}
