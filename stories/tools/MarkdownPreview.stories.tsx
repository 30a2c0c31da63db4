import type { Meta, StoryObj } from '@storybook/react-vite';
import fc from 'fast-check';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import MarkdownPreview from '../../src/tools/markdown-preview/MarkdownPreview';
import { messages } from '../../src/tools/markdown-preview/i18n';
import { loadLibraries } from '../../src/tools/markdown-preview/load-markdown';
import { SAMPLE_MARKDOWN, renderMarkdown, sanitizeHtml } from '../../src/tools/markdown-preview/markdown-preview';
import { canceledStory, workingStory, workersBlockedStory } from '../background-work';
import { narrow } from '../narrow';
import { recordClipboardWrites, recordDownloads } from './support';

const STORAGE_KEY = 'toolshed:markdown-preview';

/**
 * Markdown under 100,000 characters renders during render (once micromark, GFM and DOMPurify have
 * loaded, at the first input or when there is text); larger input is rendered by micromark in a
 * Worker (or on the page where workers are blocked), and past 1,000,000 characters the input is
 * shown read-only. Sanitizing always runs on the page (DOMPurify needs a DOM).
 */
const meta = {
  title: 'Tools/Markdown Preview',
  component: MarkdownPreview,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof MarkdownPreview>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type Change = { status: string; html: string; removed: string[] };

const input = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Markdown input' });
const previewRegion = (canvas: Canvas) => canvas.findByRole('region', { name: 'Rendered preview' });
const lastChange = (onChange: unknown) => mocked(onChange as (change: Change) => void).mock.lastCall?.[0];

/** The three attacks the issue names, and a few more of their kind. */
const HOSTILE = [
  '# Notes',
  '',
  '<img src=x onerror="window.__markdownXss = 1">',
  '',
  '<script>window.__markdownXss = 2</script>',
  '',
  '[x](javascript:window.__markdownXss=3) and <a href="javascript:window.__markdownXss=4">raw link</a>',
  '',
  '<div style="background: url(https://tracker.example/pixel)" onmouseover="window.__markdownXss = 5">Styled</div>',
  '',
  '<svg><script>window.__markdownXss = 6</script></svg>',
  '',
].join('\n');

/** No element that runs code, no event handler, no script URL, no style: checked on parsed HTML, not on text. */
function expectInert(html: string) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const elements = Array.from(doc.body.querySelectorAll('*'));
  for (const element of elements) {
    expect(['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'STYLE', 'FORM'].includes(element.nodeName.toUpperCase())).toBe(false);
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.startsWith('on')).toBe(false);
      expect(attribute.name).not.toBe('style');
      if (['href', 'src', 'action', 'formaction'].includes(attribute.name)) expect(attribute.value.trim()).not.toMatch(/^(?:javascript|vbscript|data):/i);
    }
  }
}

/** Markdown of about 150,000 characters: past the 100,000 from which micromark runs in the Worker. */
const largeMarkdown = Array.from({ length: 1_200 }, (_, i) => `## Section ${i}\n\nParagraph ${i} with **bold**, \`code\` and a [link](https://example.com/${i}).\n\n- [x] done ${i}\n- [ ] open ${i}\n`).join('\n');
const work = { args: { initialText: largeMarkdown }, verb: 'Rendering', progress: 'Rendering your Markdown' };

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(input(canvas)).toHaveValue('');
    await expect(canvas.getByRole('heading', { name: 'Markdown Text' })).toBeVisible();
    await expect(canvas.getByText('Type Markdown, load the sample or upload a file: the preview appears here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Copy HTML' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'empty', html: '', removed: [] });
  },
};

export const SampleRendered: Story = {
  name: 'Sample rendered (table, task list, image placeholder, footnote)',
  play: async ({ canvas, canvasElement, args }) => {
    const fetches = spyOn(window, 'fetch');
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(input(canvas)).toHaveValue(SAMPLE_MARKDOWN);
    const region = await previewRegion(canvas);
    await expect(await canvas.findByText('Nothing unsafe was found.')).toBeVisible();
    const preview = within(region);
    await expect(preview.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
    // The GFM table, with its header row and alignment.
    const table = preview.getByRole('table');
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Tool', 'Category', 'Added']);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    // The task list: two done, one open, none can be changed.
    const boxes = preview.getAllByRole('checkbox');
    await expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false]);
    for (const box of boxes) await expect(box).toBeDisabled();
    await expect(preview.getByText('three').tagName).toBe('DEL');
    await expect(preview.getByRole('link', { name: 'https://example.com/releases' })).toHaveAttribute('rel', 'noopener noreferrer');
    // The remote image is a placeholder: no <img> in the preview, nothing fetched.
    await expect(preview.getByRole('img', { name: 'Image: Toolshed logo' })).toBeVisible();
    await expect(region.querySelector('img')).toBeNull();
    await expect(canvas.getByText(/1 image is shown as a placeholder/)).toBeVisible();
    await expect(performance.getEntriesByType('resource').some((entry) => entry.name.includes('example.com'))).toBe(false);
    await expect(fetches).not.toHaveBeenCalled();
    fetches.mockRestore();
    // The HTML to copy keeps the <img> tag.
    await waitFor(() => expect(lastChange(args.onChange)?.status).toBe('ok'));
    const copied = new DOMParser().parseFromString(lastChange(args.onChange)!.html, 'text/html');
    await expect(Array.from(copied.querySelectorAll('img'), (img) => [img.getAttribute('src'), img.alt])).toEqual([['https://example.com/logo.png', 'Toolshed logo']]);
    await expect(lastChange(args.onChange)!.removed).toEqual([]);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

export const UnsafeRemoved: Story = {
  name: 'Unsafe HTML removed (script, onerror, javascript: links)',
  args: { initialText: HOSTILE },
  beforeEach: () => {
    const clipboard = recordClipboardWrites();
    delete (window as { __markdownXss?: number }).__markdownXss;
    return clipboard;
  },
  play: async ({ canvas, args }) => {
    const region = await previewRegion(canvas);
    const banner = await canvas.findByText('Unsafe HTML removed');
    await expect(banner).toBeVisible();
    await expect(canvas.getByText(/^Removed so it cannot run: /)).toHaveTextContent('onerror');
    // Nothing ran: the preview exists, its links have no script URL, hovering and clicking do nothing.
    await userEvent.hover(within(region).getByText('Styled'));
    await expect(within(region).getByText('x')).not.toHaveAttribute('href');
    await userEvent.click(within(region).getByText('x'));
    await userEvent.click(within(region).getByText('raw link'));
    await expect((window as { __markdownXss?: number }).__markdownXss).toBeUndefined();
    await expect(region.querySelectorAll('script, svg, [onerror], [style]')).toHaveLength(0);
    // What Copy HTML copies is the sanitized HTML, and it is inert.
    await userEvent.click(canvas.getByRole('button', { name: 'Copy HTML' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    const copied = mocked(navigator.clipboard.writeText).mock.calls[0]![0];
    await expect(copied).toBe(lastChange(args.onChange)!.html);
    expectInert(copied);
    await expect(copied).not.toMatch(/onerror|javascript:|<script|tracker\.example/i);
    // Any mix of hostile fragments and Markdown comes out inert.
    const { markdown, purify } = await loadLibraries();
    const fragment = fc.constantFrom(
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '[x](javascript:alert(1))',
      '<a href="JaVaScRiPt:alert(1)">a</a>',
      '<a href=" javascript:alert(1)">b</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)><use href="#x"/></svg>',
      '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
      '<details open ontoggle=alert(1)>',
      '<p style="background:url(https://evil.example)">',
      '<input type=image src=https://evil.example onfocus=alert(1) autofocus>',
      '<form action="javascript:alert(1)"><button>go</button></form>',
      '![i](javascript:alert(1))',
      '<a href="data:text/html,<script>alert(1)</script>">d</a>',
      '**bold**',
      '| a |\n| - |\n| b |',
      '- [ ] task',
      '\n\n',
    );
    fc.assert(
      fc.property(fc.array(fragment, { minLength: 1, maxLength: 8 }), (parts) => {
        expectInert(sanitizeHtml(renderMarkdown(parts.join(''), markdown), purify).html);
      }),
      { numRuns: 150 },
    );
    await expect((window as { __markdownXss?: number }).__markdownXss).toBeUndefined();
  },
  parameters: { visual: { copiedTimer: 'held' } },
};

export const HtmlSource: Story = {
  name: 'HTML Source, Copy HTML and Download markdown.html',
  args: { initialText: '# Hello\n\n- [x] done\n\n| a | b |\n| - | - |\n| 1 | 2 |\n', view: 'html' },
  beforeEach: () => {
    const downloads = recordDownloads();
    const blobs = spyOn(URL, 'createObjectURL');
    return () => {
      downloads();
      blobs.mockRestore();
    };
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('tab', { name: 'HTML Source', selected: true })).toBeVisible();
    const source = canvas.getByRole('region', { name: 'Sanitized HTML' });
    await expect(source).toHaveTextContent('<h1>Hello</h1>');
    // The task's checkbox: disabled, checked, named after its item.
    await expect(source.textContent).toMatch(/<li><input (?=[^>]*type="checkbox")(?=[^>]*disabled="")(?=[^>]*checked="")(?=[^>]*aria-label="done")[^>]*> done<\/li>/);
    await userEvent.click(canvas.getByRole('button', { name: 'Download markdown.html' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors.map((a) => a.download)).toEqual(['markdown.html']);
    const blob = mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    await expect(blob.type).toBe('text/html;charset=utf-8');
    const saved = await blob.text();
    await expect(saved.startsWith('<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>Hello</title>')).toBe(true);
    await expect(saved).toContain(lastChange(args.onChange)!.html);
    // The chosen view is remembered.
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(await previewRegion(canvas)).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ view: 'preview' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'HTML Source' }));
  },
};

export const Large: Story = {
  name: 'Large Markdown (Worker, preview cut at 400 blocks)',
  args: { initialText: largeMarkdown },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByText('Nothing unsafe was found.', {}, { timeout: 60_000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
    // The preview shows the first 400 blocks; the HTML to copy has all of them.
    await expect(canvas.getByText('The preview shows the first 400 of 3,600 blocks, to keep the page responsive. Copy HTML and Download include the whole document.')).toBeVisible();
    const region = await previewRegion(canvas);
    await expect(within(region).getAllByRole('heading', { level: 2 })).toHaveLength(134);
    await expect(lastChange(args.onChange)!.html).toContain('<h2>Section 1199</h2>');
  },
  parameters: { visual: { disable: true } },
};

export const Rendering: Story = { ...workingStory(work) };

export const Cancelled: Story = { ...canceledStory(work), parameters: { visual: { disable: true } } };

export const WorkersBlocked: Story = workersBlockedStory('rendered on the page', { initialText: largeMarkdown }, 'Nothing unsafe was found.');

export const UploadMarkdownFile: Story = {
  name: 'Upload a .md file',
  play: async ({ canvas, canvasElement }) => {
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(picker, new File(['# Imported Notes\n\n~~old~~ new\n'], 'README.md', { type: 'text/markdown' }), { applyAccept: false });
    await expect(within(await previewRegion(canvas)).getByRole('heading', { name: 'Imported Notes' })).toBeVisible();
    await expect(input(canvas)).toHaveValue('# Imported Notes\n\n~~old~~ new\n');
  },
  parameters: { visual: { disable: true } },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(input(canvas)).toHaveFocus();
    await userEvent.keyboard('# Typed{Enter}{Enter}- [[ ] task');
    await expect(within(await previewRegion(canvas)).getByRole('heading', { name: 'Typed' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Load Sample' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload File' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy HTML' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Preview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'HTML Source', selected: true })).toHaveFocus();
    await expect(canvas.getByRole('region', { name: 'Sanitized HTML' })).toHaveTextContent('<h1>Typed</h1>');
  },
  parameters: { visual: { disable: true } },
};

export const Narrow: Story = {
  name: 'Narrow (320px)',
  args: { initialText: SAMPLE_MARKDOWN },
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    // The safety summary is right under the input, before the result card; the wide table scrolls in its own box.
    const summary = await canvas.findByText('Nothing unsafe was found.');
    const root = canvasElement.querySelector<HTMLElement>('[data-ran-on]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(summary.getBoundingClientRect().top).toBeLessThan(canvas.getByRole('heading', { name: 'Result' }).getBoundingClientRect().top);
    // A table wider than the phone scrolls inside the preview, which a keyboard can reach.
    const region = await previewRegion(canvas);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.tabIndex).toBe(0);
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left): the sample rendered',
  globals: { locale: 'ar' },
  args: { initialText: SAMPLE_MARKDOWN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'نص Markdown' })).toBeVisible();
    await expect(await canvas.findByText('لم يُعثر على أي شيء غير آمن.')).toBeVisible();
    const region = await canvas.findByRole('region', { name: 'المعاينة المعروضة' });
    await expect(within(region).getByRole('img', { name: 'صورة: Toolshed logo' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'معاينة', selected: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نسخ HTML' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
