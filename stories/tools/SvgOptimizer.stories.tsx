import type { Meta, StoryObj } from '@storybook/react-vite';
import fc from 'fast-check';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import SvgOptimizer, { type SvgChange } from '../../src/tools/svg-optimizer/SvgOptimizer';
import { messages } from '../../src/tools/svg-optimizer/i18n';
import { loadSvgo } from '../../src/tools/svg-optimizer/load-svgo';
import { DEFAULT_OPTIONS, SAMPLE_SVG, byteSize, optimizeSvg } from '../../src/tools/svg-optimizer/svg-optimizer';
import { narrow } from '../narrow';
import { blockedWorkers } from '../workers';
import { recordClipboardWrites, recordDownloads } from './support';

const STORAGE_KEY = 'toolshed:svg-optimizer';

/**
 * SVGO runs once the input and options have settled for 150 ms, in a Worker (on the page where
 * workers are blocked). Both images are shown from blob: URLs in <img>: the user's SVG is never
 * put into the page, so nothing in it can run.
 */
const meta = {
  title: 'Tools/SVG Optimizer',
  component: SvgOptimizer,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof SvgOptimizer>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const input = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'SVG markup' });
const lastChange = (onChange: unknown) => mocked(onChange as (change: SvgChange) => void).mock.lastCall?.[0];
/** SVGO loads with the first job (in the Worker, or on the page): a busy machine takes seconds. */
const LOADED = { timeout: 20_000 };
const bytes = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} bytes`;

/** Would set window.__svgXss if anything in it ran. */
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" onload="window.__svgXss = 1">
  <script>window.__svgXss = 2</script>
  <a href="javascript:window.__svgXss = 3"><circle cx="32" cy="32" r="24" fill="#16a34a" onclick="window.__svgXss = 4"/></a>
</svg>`;

/** Draws an <img> on a canvas and returns its pixels (RGBA). */
async function rasterize(src: string, size = 96): Promise<Uint8ClampedArray> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0, size, size);
  return context.getImageData(0, 0, size, size).data;
}

/** The share of pixels whose color differs by more than `tolerance` in any channel. */
function differentPixels(a: Uint8ClampedArray, b: Uint8ClampedArray, tolerance = 8): number {
  let different = 0;
  for (let i = 0; i < a.length; i += 4) {
    if ([0, 1, 2, 3].some((c) => Math.abs(a[i + c]! - b[i + c]!) > tolerance)) different++;
  }
  return different / (a.length / 4);
}

/** Both images of the comparison, once they have their blob: URLs. */
async function comparedImages(canvas: Canvas) {
  const before = (await canvas.findByRole('img', { name: 'Original SVG' }, LOADED)) as HTMLImageElement;
  const after = canvas.getByRole('img', { name: 'Optimized SVG' }) as HTMLImageElement;
  await waitFor(() => expect(before.src.startsWith('blob:') && after.src.startsWith('blob:')).toBe(true));
  return { before, after };
}

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(input(canvas)).toHaveValue('');
    await expect(canvas.getByRole('heading', { name: 'SVG Input' })).toBeVisible();
    await expect(canvas.getByText('Paste SVG markup, load the sample or upload a .svg file: the optimized SVG appears here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset Options' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Keep viewBox' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Remove Dimensions' })).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Copy SVG' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'empty', svg: '', bytesBefore: 0, bytesAfter: 0, removed: [], problem: '' });
  },
};

export const SampleOptimized: Story = {
  name: 'Sample optimized: smaller, renders the same, copied and downloaded',
  beforeEach: () => {
    const stopClipboard = recordClipboardWrites();
    const stopDownloads = recordDownloads();
    return () => {
      stopClipboard();
      stopDownloads();
    };
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(input(canvas)).toHaveValue(SAMPLE_SVG);
    const { before, after } = await comparedImages(canvas);
    await waitFor(() => expect(lastChange(args.onChange)?.status).toBe('ok'));
    const change = lastChange(args.onChange)!;
    await expect(change.bytesBefore).toBe(byteSize(SAMPLE_SVG));
    await expect(change.bytesAfter).toBe(byteSize(change.svg));
    await expect(change.bytesAfter).toBeLessThan(change.bytesBefore / 3);
    await expect(change.svg).not.toMatch(/inkscape|sodipodi|<metadata|<!--/);
    await expect(canvas.getByText(`${bytes(change.bytesBefore)} → ${bytes(change.bytesAfter)}`)).toBeVisible();
    const percent = Math.round(((change.bytesBefore - change.bytesAfter) / change.bytesBefore) * 1000) / 10;
    await expect(canvas.getByText(`${percent}% smaller`)).toBeVisible();
    await expect(await canvas.findByText(/^gzip: [\d,]+ bytes → [\d,]+ bytes$/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Optimized markup' })).toHaveTextContent(change.svg.slice(0, 60));

    // Both images, rasterized in the browser, show the same picture.
    const [a, b] = await Promise.all([rasterize(before.src), rasterize(after.src)]);
    await expect(a.some((value, i) => i % 4 === 3 && value > 0)).toBe(true);
    await expect(differentPixels(a, b)).toBeLessThan(0.01);

    await userEvent.click(canvas.getByRole('button', { name: 'Copy SVG' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText).mock.calls[0]?.[0]).toBe(change.svg);
    await userEvent.click(canvas.getByRole('button', { name: 'Download SVG' }));
    await expect(mocked(HTMLAnchorElement.prototype.click)).toHaveBeenCalledTimes(1);
    await expect((mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement).download).toBe('toolbox-icon.min.svg');
  },
};

export const ScriptsRemoved: Story = {
  name: 'Scripts and event handlers removed',
  args: { initialText: HOSTILE },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Scripts removed', {}, LOADED)).toBeVisible();
    await expect(
      canvas.getByText('Removed so it cannot run: onload, <script>, href="javascript:…", onclick. The optimized SVG never contains scripts or event handlers.'),
    ).toBeVisible();
    const { before, after } = await comparedImages(canvas);
    await waitFor(() => expect(lastChange(args.onChange)?.status).toBe('ok'));
    const change = lastChange(args.onChange)!;
    await expect(change.removed).toEqual(['onload', '<script>', 'href="javascript:…"', 'onclick']);
    // Parsed as SVG: no script element, no handler, no script URL.
    const doc = new DOMParser().parseFromString(change.svg, 'image/svg+xml');
    await expect(doc.querySelector('parsererror')).toBeNull();
    await expect(doc.querySelectorAll('script')).toHaveLength(0);
    for (const element of Array.from(doc.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        await expect(attribute.name.startsWith('on')).toBe(false);
        await expect(attribute.value).not.toMatch(/javascript:/i);
      }
    }
    // The original is shown too, as an image: nothing in it ran.
    const [a, b] = await Promise.all([rasterize(before.src), rasterize(after.src)]);
    await expect(differentPixels(a, b)).toBeLessThan(0.01);
    await expect((window as unknown as { __svgXss?: number }).__svgXss).toBeUndefined();
  },
};

export const Malformed: Story = {
  name: 'Malformed XML: the parser’s message',
  args: { initialText: '<svg xmlns="http://www.w3.org/2000/svg">\n  <g>\n    <rect width="10" height="10"/>\n</svg>' },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent('This is not well-formed XML (line 4, column 6): Unexpected close tag. Fix it and the SVG is optimized again.');
    await expect(input(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The optimized SVG appears here once the input is a well-formed SVG.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy SVG' })).toBeNull();
    await waitFor(() => expect(lastChange(args.onChange)?.status).toBe('invalid'));
    await expect(lastChange(args.onChange)).toMatchObject({ status: 'invalid', svg: '', problem: expect.stringContaining('Unexpected close tag') });
    // Fixed, it is optimized.
    await userEvent.clear(input(canvas));
    await userEvent.paste('<svg xmlns="http://www.w3.org/2000/svg"><g><rect width="10" height="10"/></g></svg>');
    await expect(await canvas.findByRole('button', { name: 'Copy SVG' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
  parameters: { visual: { disable: true } },
};

export const NotSvg: Story = {
  name: 'Well-formed XML that is not an SVG',
  args: { initialText: '<html><body>Hello</body></html>' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent('The root element is “html”, not “svg”. Paste an SVG image: its markup starts with <svg.');
  },
  parameters: { visual: { disable: true } },
};

export const OptionsChanged: Story = {
  name: 'Options: switches change the output and are remembered',
  args: { initialText: '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><!-- c --><circle cx="12.34567" cy="12" r="8"/></svg>' },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(lastChange(args.onChange)?.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12.346" cy="12" r="8"/></svg>'), LOADED);
    await userEvent.click(canvas.getByRole('switch', { name: 'Remove Comments' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Remove Dimensions' }));
    const decimals = canvas.getByRole('combobox', { name: 'Decimals' });
    await userEvent.selectOptions(decimals, '1');
    await waitFor(() => expect(lastChange(args.onChange)?.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><!--c--><circle cx="12.3" cy="12" r="8"/></svg>'));
    await userEvent.click(canvas.getByRole('switch', { name: 'Round Numbers' }));
    await expect(decimals).toBeDisabled();
    await waitFor(() => expect(lastChange(args.onChange)?.svg).toContain('cx="12.34567"'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ removeComments: false, removeDimensions: true, roundNumbers: false, precision: 1 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Options' }));
    await expect(canvas.getByRole('switch', { name: 'Remove Comments' })).toBeChecked();
    await waitFor(() => expect(lastChange(args.onChange)?.svg).toContain('cx="12.346"'));
  },
  parameters: { visual: { disable: true } },
};

export const WorkersBlocked: Story = {
  name: 'Workers blocked: optimized on the page',
  beforeEach: blockedWorkers,
  args: { initialText: SAMPLE_SVG },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByRole('button', { name: 'Copy SVG' }, { timeout: 30_000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'main');
    await waitFor(() => expect(lastChange(args.onChange)?.status).toBe('ok'));
  },
  parameters: { visual: { disable: true } },
};

export const GeneratedSvgs: Story = {
  name: 'Generated SVGs: the output parses and has nothing that runs',
  play: async ({ canvas }) => {
    await expect(input(canvas)).toBeVisible();
    const optimize = await loadSvgo();
    const shape = fc.oneof(
      fc.record({ x: fc.integer({ min: -50, max: 50 }), w: fc.double({ min: 0, max: 100, noNaN: true }) }).map(({ x, w }) => `<rect x="${x}" y="1" width="${w}" height="3" fill="red"/>`),
      fc.tuple(fc.double({ min: -100, max: 100, noNaN: true }), fc.double({ min: -100, max: 100, noNaN: true })).map(([a, b]) => `<path d="M${a} ${b}L10 10z" stroke="blue"/>`),
      fc.constantFrom('<script>alert(1)</script>', '<g onload="alert(1)"><circle r="2"/></g>', '<a href="javascript:alert(1)"><text>x</text></a>', '<set attributeName="onclick" to="alert(1)"/>'),
    );
    const svg = fc.array(shape, { maxLength: 6 }).map((shapes) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g>${shapes.join('')}</g></svg>`);
    fc.assert(
      fc.property(svg, fc.boolean(), (text, multipass) => {
        const result = optimizeSvg(text, { ...DEFAULT_OPTIONS, multipass }, optimize);
        if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
        const doc = new DOMParser().parseFromString(result.svg, 'image/svg+xml');
        if (doc.querySelector('parsererror') || doc.documentElement.localName !== 'svg') throw new Error(`not well-formed: ${result.svg}`);
        if (doc.querySelector('script, set, animate')) throw new Error(`active element left: ${result.svg}`);
        for (const element of Array.from(doc.querySelectorAll('*'))) {
          for (const attribute of Array.from(element.attributes)) {
            if (attribute.name.startsWith('on') || /javascript:/i.test(attribute.value)) throw new Error(`active attribute left: ${result.svg}`);
          }
        }
      }),
      { numRuns: 100 },
    );
  },
  parameters: { visual: { disable: true } },
};

export const Narrow: Story = {
  name: 'Narrow (320px)',
  args: { initialText: SAMPLE_SVG },
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    // The size saved is right under the input, before the result card; nothing is wider than the phone.
    const summary = await canvas.findByText(/% smaller$/, {}, LOADED);
    await comparedImages(canvas);
    const root = canvasElement.querySelector<HTMLElement>('[data-ran-on]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(summary.getBoundingClientRect().top).toBeLessThan(canvas.getByRole('heading', { name: 'Optimized SVG' }).getBoundingClientRect().top);
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left): the sample optimized',
  globals: { locale: 'ar' },
  args: { initialText: SAMPLE_SVG },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'مدخلات SVG' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'نسخ SVG' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'الإبقاء على viewBox' })).toBeChecked();
    await expect(await canvas.findByRole('img', { name: 'ملف SVG المحسَّن' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
