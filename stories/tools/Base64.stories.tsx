import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import Base64 from '../../src/tools/base64/Base64';
import { messages } from '../../src/tools/base64/i18n';

const STORAGE_KEY = 'toolshed:base64';
/** A 32×32 two-colour checkerboard PNG (125 bytes). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAARElEQVR42mP4WSz2Hx9WTX6NF1Oqn2HUAaMOGHXAgDuA1hYQ0j/qgFEHjDpg4B0wWhKOOmDUAaMOGC0JRx0w6oAR7wAAUlDmiG6lD5QAAAAASUVORK5CYII=';
const pngBytes = () => Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));

const meta = {
  title: 'Tools/Base64',
  component: Base64,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof Base64>;

export default meta;
type Story = StoryObj<typeof meta>;

const output = (canvasElement: HTMLElement, label: string) => canvasElement.querySelector(`pre[aria-label="${label}"]`)?.textContent;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Encode' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Text to encode' })).toHaveValue('');
    await expect(canvas.getByText('The Base64 appears here as you type.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use Output as Input' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledWith({ source: 'text', mode: 'encode', output: '', error: null, byteLength: 0, mimeType: null });
  },
};

export const Encoding: Story = {
  name: 'Encoding UTF-8 text, URL-safe without padding',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text to encode' }), 'Grüße?>');
    await waitFor(() => expect(output(canvasElement, 'Base64')).toBe('R3LDvMOfZT8+'));
    await expect(canvas.getByText('9 bytes of UTF-8 → 12 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text to encode' }), '!');
    await waitFor(() => expect(output(canvasElement, 'Base64')).toBe('R3LDvMOfZT8+IQ=='));
    await userEvent.click(canvas.getByRole('switch', { name: 'URL-safe alphabet' }));
    await waitFor(() => expect(output(canvasElement, 'Base64')).toBe('R3LDvMOfZT8-IQ=='));
    await userEvent.click(canvas.getByRole('switch', { name: 'Padding (=)' }));
    await waitFor(() => expect(output(canvasElement, 'Base64')).toBe('R3LDvMOfZT8-IQ'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ source: 'text', mode: 'encode', output: 'R3LDvMOfZT8-IQ', error: null, byteLength: 10, mimeType: null });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual({ mode: 'encode', urlSafe: true, padding: false }));
  },
};

export const Decoding: Story = {
  name: 'Decoding, then swapping back',
  args: { mode: 'decode', input: '8J+YgCBoZWxsbw==' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Decode' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(output(canvasElement, 'Decoded text')).toBe('😀 hello'));
    await expect(canvas.getByText('10 bytes · text (text/plain)')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ source: 'text', mode: 'decode', output: '😀 hello', error: null, byteLength: 10, mimeType: 'text/plain' });
    await userEvent.click(canvas.getByRole('button', { name: 'Use Output as Input' }));
    await expect(canvas.getByRole('tab', { name: 'Encode' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Text to encode' })).toHaveValue('😀 hello');
    await waitFor(() => expect(output(canvasElement, 'Base64')).toBe('8J+YgCBoZWxsbw=='));
  },
};

export const InvalidBase64: Story = {
  name: 'Invalid Base64 names the position',
  args: { mode: 'decode', input: 'SGVsbG8%gd29ybGQ=' },
  play: async ({ canvas, canvasElement, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Base64 to decode' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const message = 'Invalid character “%” (U+0025) at position 8. Base64 uses only A–Z, a–z, 0–9, + and / (or - and _), with = at the end.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ source: 'text', mode: 'decode', output: '', error: message, byteLength: 0, mimeType: null });
    await userEvent.click(canvas.getByRole('button', { name: 'Select Position 8' }));
    const area = field as HTMLTextAreaElement;
    await expect(area).toHaveFocus();
    await expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('%');
    await expect(canvasElement.querySelector('pre')).toBeNull();
  },
};

export const LoneSurrogate: Story = {
  name: 'Lone surrogate refused',
  args: { input: 'Broken emoji: \uD83D!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Text to encode' })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Character 15 is a lone surrogate (U+D83D), half of a character pair such as an emoji. It has no UTF-8 form; remove it or paste the whole character.'),
    ).toBeVisible();
    await expect(canvas.getByText('Fix the input to see the result.')).toBeVisible();
  },
};

export const DecodedImage: Story = {
  name: 'Decoded data URL offered as a file',
  args: { mode: 'decode', input: `data:image/png;base64,${PNG_BASE64}` },
  // Record the download instead of starting it.
  beforeEach: () => {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Decoded a PNG image')).toBeVisible();
    await expect(canvas.getByText('125 bytes of image/png: not text, so it is offered as a file.')).toBeVisible();
    const preview = canvas.getByRole('img', { name: 'Preview of the decoded image' }) as HTMLImageElement;
    await waitFor(() => expect(preview.complete && preview.naturalWidth).toBe(32));
    await expect(canvas.getByRole('region', { name: 'First bytes (hex)' }).textContent).toMatch(/^00000000 {2}89 50 4e 47 0d 0a 1a 0a 00 00 00 0d 49 48 44 52\n00000010 /);
    await userEvent.click(canvas.getByRole('button', { name: 'Download decoded.png' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors.map((a) => a.download)).toEqual(['decoded.png']);
    await expect(args.onChange).toHaveBeenLastCalledWith({ source: 'text', mode: 'decode', output: '', error: null, byteLength: 125, mimeType: 'image/png' });
  },
};

export const German: Story = {
  name: 'German: decoded data URL offered as a file',
  globals: { locale: 'de' },
  args: { mode: 'decode', input: `data:image/png;base64,${PNG_BASE64}` },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Dekodieren' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Zu dekodierendes Base64' })).toBeVisible();
    await expect(canvas.getByText('Dekodiert: PNG-Bild')).toBeVisible();
    await expect(canvas.getByText('125 Bytes vom Typ image/png: kein Text, daher wird es als Datei angeboten.')).toBeVisible();
    const preview = canvas.getByRole('img', { name: 'Vorschau des dekodierten Bildes' }) as HTMLImageElement;
    await waitFor(() => expect(preview.complete && preview.naturalWidth).toBe(32));
    await expect(canvas.getByRole('region', { name: 'Erste Bytes (hexadezimal)' }).textContent).toMatch(/\n… 61 weitere Bytes$/);
    await expect(canvas.getByRole('button', { name: 'decoded.png speichern' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ source: 'text', mode: 'decode', output: '', error: null, byteLength: 125, mimeType: 'image/png' });
  },
};

export const FileEncoded: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'File to Base64 and data URL, copied',
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'File' }));
    await expect(canvas.getByText('Choose or drop a file to get its Base64 and a data: URL.')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File([pngBytes()], 'checker.png', { type: 'image/png' }));
    await expect(await canvas.findByText('Encoded checker.png')).toBeVisible();
    await expect(output(canvasElement, 'Base64')).toBe(PNG_BASE64);
    await expect(output(canvasElement, 'Data URL')).toBe(`data:image/png;base64,${PNG_BASE64}`);
    const preview = canvas.getByRole('img', { name: 'Preview of checker.png' }) as HTMLImageElement;
    await waitFor(() => expect(preview.complete && preview.naturalWidth).toBe(32));
    await expect(args.onChange).toHaveBeenLastCalledWith({ source: 'file', mode: 'encode', output: PNG_BASE64, error: null, byteLength: 125, mimeType: 'image/png' });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Data URL' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(`data:image/png;base64,${PNG_BASE64}`);
  },
};

/** 300,000 bytes that are not text: past BACKGROUND_BYTES, so encoded in the Worker. */
const LARGE_FILE = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7) & 255);

export const LargeFile: Story = {
  name: 'Large file encoded in a Worker',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'File' }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File([LARGE_FILE], 'data.bin', { type: '' }));
    await expect(await canvas.findByText('Encoded data.bin', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Showing the first 100,000 of 400,000 characters; Copy and Download take all of them.')).toBeVisible();
    const base64 = btoa(Array.from(LARGE_FILE, (b) => String.fromCharCode(b)).join(''));
    await expect(output(canvasElement, 'Base64')).toBe(`${base64.slice(0, 100_000)}…`);
    await waitFor(() => expect(mocked(args.onChange!).mock.lastCall?.[0]).toMatchObject({ source: 'file', mode: 'encode', error: null, byteLength: 300_000, mimeType: 'application/octet-stream' }));
    await expect(mocked(args.onChange!).mock.lastCall?.[0].output).toBe(base64);
  },
};

export const FileTooLarge: Story = {
  name: 'File too large',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'File' }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File(['x'], 'huge.iso', { type: '' });
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 });
    await userEvent.upload(input, big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('huge.iso is 30 MB; files up to 25 MB can be encoded here.');
  },
};
