/**
 * Markdown → HTML, sanitized (issue #32). Rendering is micromark's (CommonMark) with its GFM
 * extension (tables, task lists, strikethrough, autolink literals, footnotes, the tag filter);
 * sanitizing is DOMPurify's, with an allowlist of the elements Markdown and everyday inline HTML
 * produce, no `style` (a `url()` would fetch), and links kept only for http(s), mailto and
 * relative URLs. The libraries are passed in rather than imported: the page loads them with the
 * tool only (load-markdown.ts), and the Worker that renders large input imports micromark itself.
 *
 * Rendering is pure (no DOM) so the Worker and the unit tests run it; sanitizing and the preview's
 * image placeholders need a DOM (DOMPurify, DOMParser) and run on the page.
 */
import type { micromark as micromarkFn } from 'micromark';
import type { gfm as gfmFn, gfmHtml as gfmHtmlFn } from 'micromark-extension-gfm';
import type { Config, DOMPurify } from 'dompurify';

/** micromark and its GFM extension (the parts used here). */
export interface MarkdownLib {
  micromark: typeof micromarkFn;
  gfm: typeof gfmFn;
  gfmHtml: typeof gfmHtmlFn;
}

export const HTML_FILENAME = 'markdown.html';

/** The download: a whole document around the sanitized HTML, so the file opens with its characters intact. */
export function htmlDocument(body: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>${escaped}</title>\n</head>\n<body>\n${body}</body>\n</html>\n`;
}

/** The first heading's text (for the download's title), or null. */
export function firstHeading(markdown: string): string | null {
  const match = /^ {0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/m.exec(markdown);
  return match ? match[1]!.trim() : null;
}

/**
 * The HTML micromark writes. Raw HTML in the input is passed through (CommonMark allows it) for
 * DOMPurify to sanitize; micromark already empties link and image URLs with other protocols
 * (`javascript:`, `data:`), and GFM's tag filter escapes `<script>`, `<iframe>`, `<style>` and
 * the like into text.
 */
export function renderMarkdown(markdown: string, lib: MarkdownLib, words: FootnoteWords = ENGLISH_FOOTNOTES): string {
  const backLabel = (reference: number, rereference: number) =>
    words.backLabel.replace('{n}', String(reference + 1) + (rereference > 1 ? `-${rereference}` : ''));
  return lib.micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [lib.gfm()],
    htmlExtensions: [lib.gfmHtml({ label: words.label, backLabel })],
  });
}

/** The words GFM footnotes write into the HTML: the (visually hidden) section label, and each back link's label with {n} for its number. */
export interface FootnoteWords {
  label: string;
  backLabel: string;
}

export const ENGLISH_FOOTNOTES: FootnoteWords = { label: 'Footnotes', backLabel: 'Back to reference {n}' };

/** One render, as a background task (large input, in the Worker): micromark has no steps of its own. */
export function* renderTask(input: RenderInput, lib: MarkdownLib): Generator<number, string, void> {
  yield 0;
  return renderMarkdown(input.text, lib, input.footnotes);
}

export interface RenderInput {
  text: string;
  footnotes: FootnoteWords;
}

/** Elements kept: what Markdown writes, plus inline HTML people put in READMEs. No media but images, no forms, no SVG/MathML. */
export const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt',
  'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'input', 'ins', 'kbd', 'li', 'mark', 'ol', 'p',
  'pre', 'q', 's', 'samp', 'section', 'small', 'span', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'tr', 'u', 'ul', 'var',
];

/** Attributes kept (plus aria-* and data-*, which DOMPurify allows). No `style`, no `srcset`, no event handlers. */
export const ALLOWED_ATTR = [
  'align', 'alt', 'checked', 'cite', 'class', 'colspan', 'dir', 'disabled', 'height', 'href', 'id', 'lang', 'open', 'rel', 'reversed',
  'rowspan', 'scope', 'span', 'src', 'start', 'target', 'title', 'type', 'width',
];

/** http(s), mailto, or a URL with no scheme (relative, `#fragment`); DOMPurify's URI test, with digits counted in a scheme name. */
export const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i;

/** Whether a link or image URL is kept (the same rule as ALLOWED_URI, with the whitespace browsers ignore removed). */
export function isAllowedUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop these characters from URLs, so a test must too
  return ALLOWED_URI.test(url.replace(/[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g, ''));
}

/** Links that leave the page (http or https with a host): opened in a new tab, without an opener or referrer. */
export function isExternalUrl(url: string): boolean {
  return /^\s*https?:\/\//i.test(url);
}

export const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: true,
};

/** What DOMPurify took out: an element's name (`<iframe>`) or an attribute's (`onerror`). */
export interface Sanitized {
  html: string;
  removed: string[];
}

const configured = new WeakSet<DOMPurify>();

/** Adds the tool's rules to a DOMPurify instance (once): safe links and inert task-list checkboxes. */
export function configurePurify(purify: DOMPurify): DOMPurify {
  if (configured.has(purify)) return purify;
  configured.add(purify);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.nodeName === 'A') {
      const href = element.getAttribute('href');
      // micromark empties a refused URL: an empty href would reload the page when clicked.
      if (href !== null && href.trim() === '') element.removeAttribute('href');
      if (href !== null && isExternalUrl(href)) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      } else {
        element.removeAttribute('target');
      }
    }
    // Markdown's task-list items: only a checkbox, never one that can be changed or submitted,
    // named by its item's own text (not its nested lists') for screen readers.
    if (element.nodeName === 'INPUT') {
      element.setAttribute('type', 'checkbox');
      element.setAttribute('disabled', '');
      if (!element.hasAttribute('aria-label')) {
        const item = element.closest('li');
        const text = item ? taskText(item) : '';
        if (text !== '') element.setAttribute('aria-label', text);
      }
    }
  });
  return purify;
}

/** A list item's text without its nested lists, spaces collapsed. */
function taskText(item: Element): string {
  let text = '';
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) text += child.textContent ?? '';
      else if (child.nodeType === 1 && child.nodeName !== 'UL' && child.nodeName !== 'OL') walk(child);
    }
  };
  walk(item);
  return text.replace(/\s+/g, ' ').trim();
}

/** Sanitizes HTML with the tool's rules; `removed` names what was taken out, each name once. */
export function sanitizeHtml(html: string, purify: DOMPurify): Sanitized {
  const instance = configurePurify(purify);
  const clean = instance.sanitize(html, SANITIZE_CONFIG);
  const removed = new Set<string>();
  for (const item of instance.removed) {
    if ('element' in item) {
      const name = item.element.nodeName.toLowerCase();
      // Text and comments DOMPurify drops are not a finding; neither is the parser's <body>.
      if (item.element.nodeType === 1 && name !== 'body') removed.add(`<${name}>`);
    } else if (item.attribute) {
      removed.add(item.attribute.name.toLowerCase());
    }
  }
  return { html: clean, removed: [...removed] };
}

export interface PreviewWords {
  /** "Image: {alt}" with the alt text filled in. */
  image: (alt: string) => string;
  /** For an image without alt text. */
  imageNoAlt: string;
  /** The class the placeholders carry (styled by the screen). */
  placeholderClass: string;
}

/** The preview shows this many top-level blocks at most: tens of thousands of elements would lock the page. */
export const PREVIEW_MAX_BLOCKS = 400;

export interface Preview {
  html: string;
  /** Images replaced by placeholders. */
  images: number;
  /** Top-level blocks in the HTML, and how many the preview shows. */
  blocks: number;
  shown: number;
}

/**
 * The preview's HTML: the sanitized HTML with every `<img>` replaced by a labelled placeholder,
 * so the preview never fetches from another site, and at most `maxBlocks` top-level blocks.
 * Parsed with DOMParser, whose document is inert (nothing in it loads).
 */
export function previewHtml(safeHtml: string, words: PreviewWords, maxBlocks = PREVIEW_MAX_BLOCKS, parser: DOMParser = new DOMParser()): Preview {
  const doc = parser.parseFromString(`<body>${safeHtml}</body>`, 'text/html');
  const blocks = Array.from(doc.body.children);
  for (const extra of blocks.slice(maxBlocks)) extra.remove();
  const images = Array.from(doc.body.querySelectorAll('img'));
  for (const img of images) {
    const alt = (img.getAttribute('alt') ?? '').trim();
    const placeholder = doc.createElement('span');
    placeholder.className = words.placeholderClass;
    placeholder.setAttribute('role', 'img');
    const label = alt === '' ? words.imageNoAlt : words.image(alt);
    placeholder.setAttribute('aria-label', label);
    placeholder.textContent = label;
    img.replaceWith(placeholder);
  }
  return { html: doc.body.innerHTML, images: images.length, blocks: blocks.length, shown: Math.min(blocks.length, maxBlocks) };
}

export const SAMPLE_MARKDOWN = `# Release Notes

Toolshed **2.4** ships ~~three~~ four new developer tools. Read more at https://example.com/releases.

## Checklist

- [x] Tables and task lists
- [x] Strikethrough and autolinks
- [ ] Footnotes[^1]

## New Tools

| Tool | Category | Added |
| :--- | :---: | ---: |
| Regex Tester | Developer | 2026 |
| Markdown Preview | Developer | 2026 |

> Unsafe HTML, such as a \`<script>\` or an \`onerror=\` attribute, is removed before you see it.

\`\`\`js
const html = render('# Hello');
\`\`\`

![Toolshed logo](https://example.com/logo.png)

[^1]: Footnotes are part of GitHub Flavored Markdown too.
`;
