import type { Meta, StoryObj } from '@storybook/react-vite';
import decodeIco from 'decode-ico';
import { strFromU8, unzipSync } from 'fflate';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import FaviconGenerator from '../../src/tools/favicon-generator/FaviconGenerator';
import { messages } from '../../src/tools/favicon-generator/i18n';
import { narrow } from '../narrow';

const STORAGE_KEY = 'toolshed:favicon-generator';

/** Every file check reads real bytes: PNG sizes by decoding, the ICO with decode-ico, the ZIP with fflate. */
const meta = {
  title: 'Tools/Favicon Generator',
  component: FaviconGenerator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof FaviconGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const createObjectURL = URL.createObjectURL.bind(URL);
const recordDownloads = () => {
  const url = spyOn(URL, 'createObjectURL').mockImplementation((blob) => createObjectURL(blob));
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => {
    url.mockRestore();
    click.mockRestore();
  };
};
const lastDownload = () => {
  const anchor = mocked(HTMLAnchorElement.prototype.click).mock.contexts.at(-1) as HTMLAnchorElement;
  const blob = mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob;
  return { name: anchor.download, blob };
};

const sizeOf = async (bytes: Uint8Array | Blob) => {
  const bitmap = await createImageBitmap(bytes instanceof Blob ? bytes : new Blob([bytes.slice().buffer], { type: 'image/png' }));
  return [bitmap.width, bitmap.height];
};

const iconsReady = (canvas: Canvas) => canvas.findByRole('img', { name: 'Favicon in a light browser tab' }, { timeout: 15_000 });

const centrePixel = async (bytes: Uint8Array) => {
  const bitmap = await createImageBitmap(new Blob([bytes.slice().buffer], { type: 'image/png' }));
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  return [...context.getImageData(2, bitmap.height / 2, 1, 1).data];
};

export const Letter: Story = {
  name: 'Letter (default)',
  play: async ({ canvas, args }) => {
    await iconsReady(canvas);
    await expect(canvas.getByRole('img', { name: 'Favicon in a dark browser tab' })).toBeVisible();
    for (const size of [16, 32, 48, 180, 192, 512]) await expect(canvas.getByRole('img', { name: `${size} × ${size} icon` })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Letter or emoji' })).toHaveValue('T');
    await expect(canvas.getByText('<meta name="theme-color" content="#2563eb">', { exact: false })).toBeVisible();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ source: 'text', text: 'T', background: '#2563eb', color: '#ffffff', shape: 'rounded', name: 'My Site' }),
      ),
    );
    await expect(mocked(args.onChange!).mock.lastCall?.[0].files).toHaveLength(9);
  },
};

export const DownloadZip: Story = {
  name: 'Download ZIP (letter on a circle)',
  // A letter, not an emoji: this machine has no colour emoji font, so an emoji would screenshot as a box (e2e draws one).
  args: { text: 'R', background: '#0f172a', shape: 'circle', name: 'Rocket Launch Docs' },
  beforeEach: recordDownloads,
  play: async ({ canvas }) => {
    await iconsReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Download ZIP' }));
    const { name, blob } = lastDownload();
    await expect(name).toBe('favicons.zip');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const sizes: Record<string, number> = {
      'favicon-16x16.png': 16,
      'favicon-32x32.png': 32,
      'favicon-48x48.png': 48,
      'apple-touch-icon.png': 180,
      'android-chrome-192x192.png': 192,
      'android-chrome-512x512.png': 512,
    };
    for (const [file, size] of Object.entries(sizes)) await expect(await sizeOf(files[file]!)).toEqual([size, size]);
    // A circle leaves the corners transparent.
    await expect((await centrePixel(files['android-chrome-512x512.png']!))[3]).toBe(255);
    const ico = decodeIco(files['favicon.ico']!);
    await expect(ico.map((image) => [image.type, image.width, image.height])).toEqual([
      ['png', 16, 16],
      ['png', 32, 32],
      ['png', 48, 48],
    ]);
    const manifest = JSON.parse(strFromU8(files['site.webmanifest']!)) as Record<string, unknown>;
    await expect(manifest).toMatchObject({ name: 'Rocket Launch Docs', short_name: 'Rocket Launc', theme_color: '#0f172a', background_color: '#0f172a', display: 'standalone' });
    await expect(strFromU8(files['favicon-snippet.html']!)).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">');
  },
};

export const DownloadPng: Story = {
  name: 'Download one PNG',
  args: { text: 'Ab', shape: 'square', background: '#15803d' },
  beforeEach: recordDownloads,
  play: async ({ canvas }) => {
    await iconsReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Download apple-touch-icon.png' }));
    const { name, blob } = lastDownload();
    await expect(name).toBe('apple-touch-icon.png');
    await expect(blob.type).toBe('image/png');
    await expect(await sizeOf(blob)).toEqual([180, 180]);
    // Square: the background reaches the edge (#15803d).
    await expect(await centrePixel(new Uint8Array(await blob.arrayBuffer()))).toEqual([21, 128, 61, 255]);
    await userEvent.click(canvas.getByRole('button', { name: 'Download ICO' }));
    const ico = lastDownload();
    await expect(ico.name).toBe('favicon.ico');
    await expect(decodeIco(new Uint8Array(await ico.blob.arrayBuffer())).map((image) => image.width)).toEqual([16, 32, 48]);
  },
};

export const InvalidInput: Story = {
  name: 'Invalid input',
  play: async ({ canvas }) => {
    await iconsReady(canvas);
    const letter = canvas.getByRole('textbox', { name: 'Letter or emoji' });
    await userEvent.clear(letter);
    await userEvent.type(letter, 'ABC');
    await expect(await canvas.findByText('Use at most 2 characters: more will not be readable at 16 px.')).toBeVisible();
    await expect(letter).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a letter or emoji to see the icons.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download ZIP' })).toBeDisabled();
    const background = canvas.getByRole('textbox', { name: 'Background' });
    await userEvent.clear(background);
    await userEvent.type(background, '#12zz');
    await expect(await canvas.findByText('Enter a hex color like #2563eb.')).toBeVisible();
    const site = canvas.getByRole('textbox', { name: 'Site name' });
    await userEvent.clear(site);
    await expect(await canvas.findByText('Enter a site name for the manifest.')).toBeVisible();
  },
};

export const FromImage: Story = {
  name: 'From an image',
  args: { background: '#fef3c7' },
  beforeEach: recordDownloads,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Image' }));
    await expect(canvas.getByText('Upload or drop an image to see the icons.')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only image (.png, .jpg, .jpeg, .webp, .gif, .svg) files are accepted.');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#b91c1c"/></svg>';
    await userEvent.upload(input, new File([svg], 'logo.svg', { type: 'image/svg+xml' }));
    await expect(await canvas.findByText('Using logo.svg (64 × 32 px)')).toBeVisible();
    await iconsReady(canvas);
    await expect(canvas.queryByRole('textbox', { name: 'Text color' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download android-chrome-512x512.png' }));
    const bytes = new Uint8Array(await lastDownload().blob.arrayBuffer());
    await expect(await sizeOf(bytes)).toEqual([512, 512]);
    // Contain: the wide logo fills the middle band; the background shows above it.
    const bitmap = await createImageBitmap(new Blob([bytes.slice().buffer], { type: 'image/png' }));
    const context = Object.assign(document.createElement('canvas'), { width: 512, height: 512 }).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    await expect([...context.getImageData(256, 256, 1, 1).data]).toEqual([185, 28, 28, 255]);
    await expect([...context.getImageData(256, 80, 1, 1).data]).toEqual([254, 243, 199, 255]);
  },
};

export const Copied: Story = {
  name: 'Copied HTML',
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await iconsReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy HTML' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText).mock.calls[0]?.[0]).toContain('<link rel="manifest" href="/site.webmanifest">');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy HTML' })).toBeVisible(), { timeout: 4000 });
  },
};

/** The German screen with a finished set: labels, the tab previews, the sizes and the announcement. */
export const German: Story = {
  name: 'German',
  globals: { locale: 'de' },
  args: { text: 'Ö', background: '#b91c1c', shape: 'circle', name: 'Bäckerei Müller' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('img', { name: 'Favicon in einem hellen Browser-Tab' }, { timeout: 15_000 });
    await expect(canvas.getByRole('img', { name: 'Favicon in einem dunklen Browser-Tab' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Gestaltung' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Buchstabe oder Emoji' })).toHaveValue('Ö');
    await expect(canvas.getByRole('combobox', { name: 'Form' })).toHaveDisplayValue('Kreis');
    await expect(canvas.getByRole('img', { name: 'Icon mit 180 × 180 Pixeln' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'apple-touch-icon.png herunterladen' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'ZIP herunterladen' })).toBeEnabled();
    await waitFor(() => expect(canvas.getAllByRole('status').map((region) => region.textContent)).toContain('Icons fertig: 9 Dateien.'));
    await expect(mocked(args.onChange!).mock.lastCall?.[0]).toMatchObject({ text: 'Ö', shape: 'circle', name: 'Bäckerei Müller' });
  },
};

/**
 * On a phone the preview starts below the fold: the set is drawn when the preview comes near the
 * screen (or at the visitor's first focus, key or pointer press in the tool), not while the page starts.
 */
export const DrawnWhenNear: Story = {
  name: 'Phone width: drawn when the preview comes near',
  decorators: [
    narrow,
    // The site page's header, heading and intro above the tool (set through CSSOM: no style attributes under the CSP).
    (Story) => (
      <>
        <div ref={(el) => el?.style.setProperty('height', '40rem')} />
        <Story />
      </>
    ),
  ],
  // A block body: Chromium's scrollTo returns a promise, which Storybook would take for a cleanup function.
  beforeEach: () => {
    window.scrollTo(0, 0);
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Drawing the icons…')).toBeInTheDocument();
    // Longer than the 60 ms the tool waits for a value to settle before it draws.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.queryByRole('img', { name: 'Favicon in a light browser tab' })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();

    canvas.getByRole('heading', { name: 'Preview' }).scrollIntoView();
    await iconsReady(canvas);
    await waitFor(() => expect(mocked(args.onChange!).mock.lastCall?.[0].files).toHaveLength(9));
    window.scrollTo(0, 0);
  },
};
