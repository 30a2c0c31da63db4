import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  ENGLISH_FOOTNOTES,
  SAMPLE_MARKDOWN,
  firstHeading,
  htmlDocument,
  isAllowedUrl,
  isExternalUrl,
  renderMarkdown,
  renderTask,
} from '../../../src/tools/markdown-preview/markdown-preview';
import { parseSettings } from '../../../src/tools/markdown-preview/MarkdownPreview';
import { runToEnd } from '../../../src/ui/tasks';

const lib = { micromark, gfm, gfmHtml };
const render = (markdown: string) => renderMarkdown(markdown, lib);

describe('rendering (micromark + GFM)', () => {
  it('renders a GFM table with its column alignment', () => {
    expect(render('| Tool | Size |\n| :--- | ---: |\n| micromark | 14 kB |\n')).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">Tool</th>\n<th align="right">Size</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="left">micromark</td>\n<td align="right">14 kB</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('renders a task list as disabled checkboxes, checked where done', () => {
    expect(render('- [x] done\n- [ ] to do\n')).toBe(
      '<ul>\n<li><input type="checkbox" disabled="" checked="" /> done</li>\n<li><input type="checkbox" disabled="" /> to do</li>\n</ul>\n',
    );
  });

  it('renders strikethrough, autolink literals and CommonMark emphasis and code', () => {
    expect(render('~~old~~ **new** `code` www.example.com and https://example.org/a?b=1 or ada@example.com')).toBe(
      '<p><del>old</del> <strong>new</strong> <code>code</code> <a href="http://www.example.com">www.example.com</a> and <a href="https://example.org/a?b=1">https://example.org/a?b=1</a> or <a href="mailto:ada@example.com">ada@example.com</a></p>',
    );
  });

  it('writes footnotes with the words given', () => {
    const html = renderMarkdown('Text[^1]\n\n[^1]: A note.\n', lib, { label: 'Fußnoten', backLabel: 'Zurück zu Verweis {n}' });
    expect(html).toContain('<h2 id="footnote-label" class="sr-only">Fußnoten</h2>');
    expect(html).toContain('aria-label="Zurück zu Verweis 1"');
    expect(render('a[^x] b[^x]\n\n[^x]: n\n')).toContain('aria-label="Back to reference 1-2"');
  });

  it('empties javascript:, vbscript: and data: link and image URLs, keeps http(s), mailto and relative ones', () => {
    expect(render('[x](javascript:alert(1)) [y](VBScript:msgbox) ![i](data:image/png;base64,AAAA)')).toBe('<p><a href="">x</a> <a href="">y</a> <img src="" alt="i" /></p>');
    expect(render('[a](https://a.example/) [b](mailto:b@example.com) [c](/docs#top) [d](#fn)')).toBe(
      '<p><a href="https://a.example/">a</a> <a href="mailto:b@example.com">b</a> <a href="/docs#top">c</a> <a href="#fn">d</a></p>',
    );
  });

  it('escapes <script> and <iframe> into text (GFM tag filter); other raw HTML is left for DOMPurify', () => {
    expect(render('<script>alert(1)</script>')).toBe('&lt;script>alert(1)&lt;/script>');
    expect(render('<iframe src="https://evil.example"></iframe>')).toBe('&lt;iframe src="https://evil.example">&lt;/iframe>');
    expect(render('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('never lets a markdown link or image carry a script URL, whatever surrounds it', () => {
    const scheme = fc.constantFrom('javascript', 'JavaScript', 'JAVASCRIPT', 'vbscript', 'data', 'jAvAsCrIpT');
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 20 }).filter((s) => !/[()\\\n\r<>[\]]/.test(s)), fc.boolean(), (name, rest, image) => {
        const html = render(`${image ? '!' : ''}[x](${name}:${rest})`);
        expect(html).not.toMatch(/(?:href|src)="\s*(?:javascript|vbscript|data):/i);
      }),
    );
  });

  it('renders the sample: headings, a task list, a table, a code block, an image and a footnote', () => {
    const html = render(SAMPLE_MARKDOWN);
    expect(html).toContain('<h1>Release Notes</h1>');
    expect(html).toContain('<input type="checkbox" disabled="" checked="" /> Tables and task lists');
    expect(html).toContain('<th align="right">Added</th>');
    expect(html).toContain('<pre><code class="language-js">');
    expect(html).toContain('<img src="https://example.com/logo.png" alt="Toolshed logo" />');
    expect(html).toContain('<section data-footnotes="" class="footnotes">');
  });

  it('renders the same in a background task as during render', () => {
    expect(runToEnd(renderTask({ text: SAMPLE_MARKDOWN, footnotes: ENGLISH_FOOTNOTES }, lib))).toBe(render(SAMPLE_MARKDOWN));
  });
});

describe('URL and tag rules', () => {
  it('keeps http(s), mailto and scheme-less URLs only', () => {
    for (const url of ['https://example.com', 'HTTP://example.com', 'mailto:a@b.c', '/path', './a.md', '#top', '?q=1', 'page.html', 'page2.html', 'a/b:c']) expect(isAllowedUrl(url), url).toBe(true);
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'JAVASCRIPT:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'ftp://x', 'tel:123', 'web+app:x', 'a0:x'])
      expect(isAllowedUrl(url), url).toBe(false);
  });

  it('any URL with a scheme other than http, https or mailto is refused', () => {
    const scheme = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,10}$/).filter((s) => !/^(?:https?|mailto)$/i.test(s));
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 20 }), (name, rest) => {
        expect(isAllowedUrl(`${name}:${rest}`)).toBe(false);
      }),
    );;
  });

  it('marks http(s) links as external, not relative or mailto ones', () => {
    expect(isExternalUrl('https://example.com')).toBe(true);
    expect(isExternalUrl('http://www.example.com')).toBe(true);
    expect(isExternalUrl('/docs')).toBe(false);
    expect(isExternalUrl('mailto:a@b.c')).toBe(false);
  });

  it('allows no element that runs code, loads media or submits, and no style or event attribute', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'video', 'audio', 'source', 'picture', 'svg', 'math', 'form', 'link', 'meta', 'base', 'template'])
      expect(ALLOWED_TAGS).not.toContain(tag);
    for (const attr of ['style', 'srcset', 'onerror', 'onload', 'onclick', 'action', 'formaction', 'background', 'poster', 'ping']) expect(ALLOWED_ATTR).not.toContain(attr);
  });
});

describe('the download and settings', () => {
  it('wraps the HTML in a UTF-8 document titled after the first heading', () => {
    expect(firstHeading('Intro\n\n## Notes & <Tips> ##\n# Later')).toBe('Notes & <Tips>');
    expect(firstHeading('no heading')).toBeNull();
    expect(htmlDocument('<p>é</p>\n', 'Notes & <Tips>')).toBe(
      '<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>Notes &amp; &lt;Tips&gt;</title>\n</head>\n<body>\n<p>é</p>\n</body>\n</html>\n',
    );
  });

  it('reads only a known view from storage or attributes', () => {
    expect(parseSettings({ view: 'html' })).toEqual({ view: 'html' });
    expect(parseSettings({ view: 'raw' })).toEqual({});
    expect(parseSettings(null)).toEqual({});
  });
});
