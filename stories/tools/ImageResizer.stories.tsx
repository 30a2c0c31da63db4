import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import ImageResizer from '../../src/tools/image-resizer/ImageResizer';
import { messages } from '../../src/tools/image-resizer/i18n';

/**
 * Every image is generated in the page (OffscreenCanvas → convertToBlob), uploaded through the
 * real file input, and the resized output is decoded again to check its pixels and size.
 */
const STORAGE_KEY = 'toolshed:image-resizer';

const meta = {
  title: 'Tools/Image Resizer',
  component: ImageResizer,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof ImageResizer>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** A colourful test card: gradient, circle and bars, so the preview screenshot shows something real. */
async function generate(width: number, height: number, type: string, name: string): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#2563eb');
  gradient.addColorStop(1, '#16a34a');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#facc15';
  ctx.beginPath();
  ctx.arc(width / 2, height / 2, Math.min(width, height) / 3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  for (let x = 0; x < width; x += width / 8) ctx.fillRect(x, height - height / 10, width / 16, height / 10);
  const blob = await canvas.convertToBlob({ type, quality: 0.9 });
  return new File([blob], name, { type });
}

/** 1-px black and white stripes: a single bilinear step shrinking 4× aliases them; a box filter gives even grey. */
async function stripes(size: number): Promise<{ file: File; reference: number[] }> {
  const canvas = new OffscreenCanvas(size, size);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#ffffff';
  for (let x = 0; x < size; x += 2) ctx.fillRect(x, 0, 1, size);
  // Plus a bright square in one quadrant, so the reference is not flat.
  ctx.fillRect(0, 0, size / 2, size / 2);
  const pixels = ctx.getImageData(0, 0, size, size).data;
  const out = size / 4;
  const reference: number[] = [];
  for (let y = 0; y < out; y++) {
    for (let x = 0; x < out; x++) {
      let sum = 0;
      for (let dy = 0; dy < 4; dy++) for (let dx = 0; dx < 4; dx++) sum += pixels[((y * 4 + dy) * size + x * 4 + dx) * 4]!;
      reference.push(sum / 16);
    }
  }
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return { file: new File([blob], 'stripes.png', { type: 'image/png' }), reference };
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
}

const upload = (canvasElement: HTMLElement, file: File) => userEvent.upload(fileInput(canvasElement), file, { applyAccept: false });

const stat = (canvasElement: HTMLElement, term: string) =>
  Array.from(canvasElement.querySelectorAll('dt')).find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

/** Waits for a preview of `width` × `height`, then decodes the image behind it. */
async function preview(canvas: Canvas, width: number, height: number, name = `Resized image, ${width} × ${height} px`) {
  const img = await canvas.findByRole('img', { name }, { timeout: 15_000 });
  const blob = await (await fetch((img as HTMLImageElement).src)).blob();
  const bitmap = await createImageBitmap(blob);
  const decoded = { type: blob.type, width: bitmap.width, height: bitmap.height, bitmap };
  return decoded;
}

export const Empty: Story = {
  name: 'Empty',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Choose an image to see it resized here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy Image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '50 %' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Lock aspect ratio' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Fit' })).toBeDisabled();
    await expect(stat(canvas.getByRole('button', { name: 'Download' }).closest('section')!, 'New size')).toBe('—');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ResizedPng: Story = {
  name: 'Resized PNG (aspect lock)',
  play: async ({ canvas, canvasElement, args }) => {
    await upload(canvasElement, await generate(400, 300, 'image/png', 'card.png'));
    await expect(await canvas.findByText('card.png · 400 × 300 px', { exact: false })).toBeVisible();
    const width = canvas.getByRole('textbox', { name: 'Width (px)' });
    await userEvent.clear(width);
    await userEvent.type(width, '200');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Height (px)' })).toHaveValue('150');
    const out = await preview(canvas, 200, 150);
    await expect([out.type, out.width, out.height]).toEqual(['image/png', 200, 150]);
    await expect(stat(canvasElement, 'New size')).toBe('200 × 150 px');
    await expect(stat(canvasElement, 'Original size')).toBe('400 × 300 px');
    await expect(canvas.getByRole('button', { name: '50 %' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ fileName: 'resized-card.png', originalWidth: 400, originalHeight: 300, width: 200, height: 150, format: 'png', fit: 'contain' }),
      ),
    );

    // Headless Chromium denies clipboard access, so record the write instead.
    const write = spyOn(navigator.clipboard, 'write').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Image' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    const item = mocked(navigator.clipboard.write).mock.calls[0]?.[0][0];
    await expect(item?.types).toEqual(['image/png']);
    write.mockRestore();
    // Back to the resting label, so the screenshot is the same every run.
    await expect(await canvas.findByRole('button', { name: 'Copy Image' }, { timeout: 15_000 })).toBeEnabled();
  },
};

export const JpegAndWebp: Story = {
  name: 'JPEG and WebP output (preset)',
  args: { format: 'jpeg', quality: 70 },
  play: async ({ canvas, canvasElement }) => {
    await upload(canvasElement, await generate(320, 240, 'image/jpeg', 'photo.jpg'));
    await expect(await canvas.findByRole('slider', { name: 'Quality' })).toHaveValue('70');
    await userEvent.click(await canvas.findByRole('button', { name: '25 %' }));
    const jpeg = await preview(canvas, 80, 60);
    await expect([jpeg.type, jpeg.width, jpeg.height]).toEqual(['image/jpeg', 80, 60]);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Format' }), 'webp');
    await userEvent.click(canvas.getByRole('button', { name: '150 %' }));
    await waitFor(async () => {
      const webp = await preview(canvas, 480, 360);
      await expect([webp.type, webp.width, webp.height]).toEqual(['image/webp', 480, 360]);
    });
  },
};

export const CoverFit: Story = {
  name: 'Unlocked, cover fit',
  play: async ({ canvas, canvasElement }) => {
    await upload(canvasElement, await generate(400, 200, 'image/webp', 'wide.webp'));
    await canvas.findByText('wide.webp', { exact: false });
    await userEvent.click(canvas.getByRole('switch', { name: 'Lock aspect ratio' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Fit' }), 'cover');
    for (const [name, value] of [['Width (px)', '120'], ['Height (px)', '120']] as const) {
      const field = canvas.getByRole('textbox', { name });
      await userEvent.clear(field);
      await userEvent.type(field, value);
      await userEvent.tab();
    }
    const out = await preview(canvas, 120, 120);
    await expect([out.width, out.height]).toEqual([120, 120]);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Fit' }), 'contain');
    const contained = await preview(canvas, 120, 60);
    await expect([contained.width, contained.height]).toEqual([120, 60]);
  },
};

export const SmoothDownscale: Story = {
  name: 'Smooth 4× downscale',
  // The resampled pixels (and so the PNG's byte count) vary by a few levels between CPUs;
  // the play function checks them numerically, so the screenshot masks them.
  parameters: { visual: { mask: ['img[alt^="Resized image"]', 'div:has(> dt:text-is("New file")) > dd'] } },
  play: async ({ canvas, canvasElement }) => {
    const { file, reference } = await stripes(256);
    await upload(canvasElement, file);
    // Let the upload settle (its full-size preview drawn) before choosing a scale, so no late
    // step of the load can put the size back to 100 % under the screenshot.
    await preview(canvas, 256, 256);
    await userEvent.click(await canvas.findByRole('button', { name: '25 %' }));
    const out = await preview(canvas, 64, 64);
    const check = new OffscreenCanvas(64, 64).getContext('2d')!;
    check.drawImage(out.bitmap, 0, 0);
    const pixels = check.getImageData(0, 0, 64, 64).data;
    let error = 0;
    for (let i = 0; i < reference.length; i++) error += Math.abs(pixels[i * 4]! - reference[i]!);
    // A single nearest/bilinear step lands on one stripe colour (error ≈ 128 on the striped half).
    await expect(error / reference.length).toBeLessThan(12);
    // Screenshot the button at rest: whether the pointer still hovers it after the re-render was a race.
    await userEvent.unhover(canvas.getByRole('button', { name: '25 %' }));
    await waitFor(() => expect(stat(canvasElement, 'New size')).toBe('64 × 64 px'));
    await expect(canvas.getByRole('button', { name: '25 %' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NotAnImage: Story = {
  name: 'Not an image',
  play: async ({ canvas, canvasElement, args }) => {
    await upload(canvasElement, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only PNG, JPEG, WebP, GIF or SVG image (.png, .jpg, .jpeg, .webp, .gif, .svg) files are accepted.',
    );
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  name: 'Past the canvas limit',
  play: async ({ canvas, canvasElement, args }) => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40000" height="100"><rect width="40000" height="100" fill="#2563eb"/></svg>';
    await upload(canvasElement, new File([svg], 'banner.svg', { type: 'image/svg+xml' }));
    await expect(
      await canvas.findByText('banner.svg cannot be resized here: 40,000 × 100 px is past the browser canvas limit of 16,384 px a side.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(canvas.queryByRole('img', { name: /^Resized image/ })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Sizes in Arabic sit in a left-to-right isolate, so 200 × 150 does not read as 150 × 200. */
const ltr = (text: string) => `\u2066${text}\u2069`;

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('اختر صورة لتراها هنا بحجمها الجديد.')).toBeVisible();
    await upload(canvasElement, await generate(400, 300, 'image/png', 'card.png'));
    await expect(await canvas.findByText(`card.png · ${ltr('400 × 300')} بكسل`, { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '50%' }));
    const half = await preview(canvas, 200, 150, `الصورة بعد تغيير حجمها، ${ltr('200 × 150')} بكسل`);
    await expect([half.type, half.width, half.height]).toEqual(['image/png', 200, 150]);
    await expect(stat(canvasElement, 'الأبعاد الجديدة')).toBe(`${ltr('200 × 150')} بكسل`);
    // Arabic-Indic digits typed into a field read as the number they are.
    const width = canvas.getByRole('textbox', { name: 'العرض (بكسل)' });
    await userEvent.clear(width);
    await userEvent.type(width, '١٠٠');
    await expect(canvas.getByRole('textbox', { name: 'الارتفاع (بكسل)' })).toHaveValue('75');
    await preview(canvas, 100, 75, `الصورة بعد تغيير حجمها، ${ltr('100 × 75')} بكسل`);
    await expect(stat(canvasElement, 'الأبعاد الأصلية')).toBe(`${ltr('400 × 300')} بكسل`);
    await expect(canvas.getByRole('switch', { name: 'تثبيت نسبة الأبعاد' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'تنزيل' })).toBeEnabled();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fileName: 'resized-card.png', width: 100, height: 75 })));
  },
};
