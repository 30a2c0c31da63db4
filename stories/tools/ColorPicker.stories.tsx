import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Canvas } from 'storybook/internal/types';
import { expect, fireEvent, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import ColorPicker from '../../src/tools/color-picker/ColorPicker';
import { loadCssColorParser } from '../../src/tools/color-picker/any-color';
import { PRESETS, STORAGE_KEY } from '../../src/tools/color-picker/color-picker';
import { messages } from '../../src/tools/color-picker/i18n';
import { narrow } from '../narrow';

type EyeDropperResult = () => Promise<{ sRGBHex: string }>;

/**
 * Chromium has the EyeDropper API, but the picker cannot be driven from a test: each story
 * gets a stand-in so the button shows as in Chrome and the result is known.
 */
function installEyeDropper(open: EyeDropperResult | null) {
  const original = Object.getOwnPropertyDescriptor(window, 'EyeDropper');
  if (open) {
    Object.defineProperty(window, 'EyeDropper', { configurable: true, writable: true, value: class { open = open! } });
  } else {
    delete (window as { EyeDropper?: unknown }).EyeDropper;
  }
  return () => {
    if (original) Object.defineProperty(window, 'EyeDropper', original);
    else delete (window as { EyeDropper?: unknown }).EyeDropper;
  };
}

/** Record clipboard writes (headless Chromium denies clipboard reads). */
function recordClipboard() {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => writeText.mockRestore();
}

const hexField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Hex color' });
const well = (canvas: Canvas) => canvas.getByLabelText<HTMLInputElement>('Pick a color');
const formatValue = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const announced = (canvas: Canvas, text: string) =>
  waitFor(() => expect(canvas.getAllByRole('status').some((region) => region.textContent === text)).toBe(true));
/** Pass/fail marks in reading order, as read out: "AA pass", "AAA fail"… */
const marksIn = (scope: Canvas) =>
  scope.getAllByText((_, el) => el?.tagName === 'SPAN' && /^AAA? (pass|fail)$/.test(el.textContent ?? '')).map((m) => m.textContent);
const paletteItems = (canvas: Canvas) => within(canvas.getByRole('list', { name: 'Palette' })).getAllByRole('listitem');

const meta = {
  title: 'Tools/Color Picker',
  component: ColorPicker,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Every story starts from nothing remembered and an eyedropper that picks teal.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    const restore = installEyeDropper(() => Promise.resolve({ sRGBHex: '#14b8a6' }));
    return () => {
      restore();
      localStorage.removeItem(STORAGE_KEY);
    };
  },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default color (3b82f6)',
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Color Picker', 'Color Palette', 'Format Converter']);
    await expect(canvas.getByRole('tab', { name: 'Color Picker' })).toHaveAttribute('aria-selected', 'true');
    await expect(hexField(canvas)).toHaveValue('#3b82f6');
    await expect(well(canvas)).toHaveValue('#3b82f6');
    await expect(well(canvas)).toHaveAttribute('type', 'color');
    await expect(canvas.getByText('rgb(59, 130, 246)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Random Color' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pick From Screen' })).toBeVisible();
    // 18 presets in the spec's order; the current one is pressed.
    const presets = within(canvas.getByRole('group', { name: 'Presets' })).getAllByRole('button');
    await expect(presets.map((b) => b.getAttribute('aria-label'))).toEqual(PRESETS.map((p) => `${p.name} ${p.hex}`));
    await expect(canvas.getByRole('button', { name: 'Blue #3b82f6' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Red #ef4444' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ hex: '#3b82f6', formats: expect.objectContaining({ RGB: 'rgb(59, 130, 246)', HSL: 'hsl(217, 91%, 60%)' }) }),
    );
  },
};

export const TypedHex: Story = {
  name: 'Hex typed without #',
  play: async ({ canvas, args }) => {
    await userEvent.clear(hexField(canvas));
    await userEvent.type(hexField(canvas), 'A855F7');
    await expect(well(canvas)).toHaveValue('#a855f7');
    await expect(canvas.getByText('rgb(168, 85, 247)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Purple #a855f7' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hex: '#a855f7' }));
    // What was typed stays as typed; no error.
    await userEvent.tab();
    await expect(hexField(canvas)).toHaveValue('A855F7');
    await expect(hexField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

export const ShorthandRejected: Story = {
  name: 'Shorthand rejected (keeps the previous color)',
  play: async ({ canvas, args }) => {
    await userEvent.clear(hexField(canvas));
    await userEvent.type(hexField(canvas), '#f80');
    // Unfinished input is not scolded while typing…
    await expect(hexField(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    // …but is once the field is left.
    await expect(await canvas.findByText('Shorthand like #f80 is not accepted. Enter all 6 digits, e.g. #ff8800.')).toBeVisible();
    await expect(hexField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(well(canvas)).toHaveValue('#3b82f6');
    await expect(canvas.getByText('rgb(59, 130, 246)')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.objectContaining({ hex: '#ff8800' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Format Converter' }));
    await expect(formatValue(canvas, 'HEX')).toHaveValue('#3b82f6');
    // Back on the picker the rejected input and its message are still there to fix.
    await userEvent.click(canvas.getByRole('tab', { name: 'Color Picker' }));
    await expect(hexField(canvas)).toHaveValue('#f80');
    await expect(hexField(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidCharacter: Story = {
  name: 'Invalid character',
  play: async ({ canvas }) => {
    await userEvent.clear(hexField(canvas));
    await userEvent.type(hexField(canvas), '#12g');
    // A wrong character is reported at once, without leaving the field.
    await expect(await canvas.findByText('“g” is not a hex digit. Use 0–9 and a–f.')).toBeVisible();
    await expect(hexField(canvas)).toHaveFocus();
    await expect(well(canvas)).toHaveValue('#3b82f6');
    // Fixing it clears the error and applies the colour.
    await userEvent.clear(hexField(canvas));
    await userEvent.type(hexField(canvas), '#123456');
    await expect(hexField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(well(canvas)).toHaveValue('#123456');
  },
};

export const InvalidInitialColor: Story = {
  name: 'Invalid initial color (embed attribute)',
  args: { initialColor: 'blue' },
  play: async ({ canvas }) => {
    await expect(hexField(canvas)).toHaveValue('blue');
    await expect(canvas.getByText('“l” is not a hex digit. Use 0–9 and a–f.')).toBeVisible();
    await expect(well(canvas)).toHaveValue('#3b82f6');
  },
};

export const RandomColor: Story = {
  name: 'Random Color',
  // A known "random" 32-bit value: its low 24 bits are the colour.
  beforeEach: () => {
    const fake = (array: Uint32Array) => {
      array[0] = 0x7f0d9488;
      return array;
    };
    const random = spyOn(crypto, 'getRandomValues').mockImplementation(fake as unknown as typeof crypto.getRandomValues);
    return () => random.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Random Color' }));
    await expect(hexField(canvas)).toHaveValue('#0d9488');
    await expect(well(canvas)).toHaveValue('#0d9488');
    await expect(mocked(crypto.getRandomValues)).toHaveBeenCalledWith(expect.any(Uint32Array));
    await announced(canvas, 'Random color #0d9488');
  },
};

export const PresetSelected: Story = {
  name: 'Preset selected',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rose #f43f5e' }));
    await expect(hexField(canvas)).toHaveValue('#f43f5e');
    await expect(well(canvas)).toHaveValue('#f43f5e');
    await expect(canvas.getByRole('button', { name: 'Rose #f43f5e' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Blue #3b82f6' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hex: '#f43f5e' }));
    await announced(canvas, 'Rose #f43f5e selected');
  },
};

export const NativeInput: Story = {
  name: 'Native color input',
  play: async ({ canvas }) => {
    // The browser's picker cannot be driven; fire the input event it sends.
    await fireEvent.input(well(canvas), { target: { value: '#10b981' } });
    await expect(hexField(canvas)).toHaveValue('#10b981');
    await expect(canvas.getByRole('button', { name: 'Emerald #10b981' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const EyeDropper: Story = {
  name: 'Pick From Screen (EyeDropper)',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pick From Screen' }));
    await waitFor(() => expect(hexField(canvas)).toHaveValue('#14b8a6'));
    await announced(canvas, 'Picked #14b8a6');
  },
};

export const EyeDropperCancelled: Story = {
  name: 'EyeDropper canceled',
  beforeEach: () => {
    const restore = installEyeDropper(() => Promise.reject(new DOMException('The user canceled the selection.', 'AbortError')));
    const error = spyOn(console, 'error');
    return () => {
      restore();
      error.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pick From Screen' }));
    await new Promise((r) => setTimeout(r, 50));
    await expect(hexField(canvas)).toHaveValue('#3b82f6');
    await expect(mocked(console.error)).not.toHaveBeenCalled();
  },
};

export const EyeDropperUnsupported: Story = {
  name: 'EyeDropper unsupported (button hidden)',
  beforeEach: () => installEyeDropper(null),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Random Color' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pick From Screen' })).toBeNull();
  },
};

export const Remembered: Story = {
  name: 'Remembers the last color',
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ hex: '#d946ef' }));
  },
  play: async ({ canvas }) => {
    await expect(hexField(canvas)).toHaveValue('#d946ef');
    await userEvent.click(canvas.getByRole('button', { name: 'Lime #84cc16' }));
    await expect(localStorage.getItem(STORAGE_KEY)).toBe('{"hex":"#84cc16"}');
  },
};

export const Palette: Story = {
  name: 'Color Palette',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Color Palette' }));
    const items = paletteItems(canvas);
    await expect(items).toHaveLength(8);
    // Each item: step, hex, then the Copy button (whose hidden "Copied!" label is in the DOM too).
    await expect(items.map((item) => item.textContent?.replace('CopyCopied!', 'Copy'))).toEqual([
      'Lightness −40#042761Copy',
      'Lightness −20#094fc2Copy',
      'Base#3b82f6Copy',
      'Lightness +20#9dc0faCopy',
      'Lightness +40#cee0fdCopy',
      'Complementary#f6af3bCopy',
      'Analogous +30°#523bf6Copy',
      'Analogous −30°#3bdff6Copy',
    ]);
  },
};

export const PaletteSelect: Story = {
  name: 'Palette: click selects a color',
  args: { initialTab: 'palette' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select #094fc2 (Lightness −20)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hex: '#094fc2' }));
    await announced(canvas, '#094fc2 selected');
    // The palette is rebuilt around the new colour.
    await expect(within(paletteItems(canvas)[2]!).getByText('#094fc2')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Color Picker' }));
    await expect(hexField(canvas)).toHaveValue('#094fc2');
  },
};

export const PaletteClamped: Story = {
  name: 'Palette of black (lightness clamped to 10–90)',
  args: { initialColor: '#000000', initialTab: 'palette' },
  play: async ({ canvas }) => {
    const hexes = paletteItems(canvas).map((item) => item.querySelector('span:nth-child(2)')?.textContent);
    await expect(hexes).toEqual(['#1a1a1a', '#1a1a1a', '#1a1a1a', '#333333', '#666666', '#000000', '#000000', '#000000']);
  },
};

export const PaletteCopy: Story = {
  name: 'Palette: Copy shows Copied! for 2 s',
  args: { initialTab: 'palette' },
  beforeEach: recordClipboard,
  play: async ({ canvas }) => {
    const item = within(paletteItems(canvas)[5]!);
    const started = performance.now();
    await userEvent.click(item.getByRole('button', { name: 'Copy' }));
    await expect(await item.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('#f6af3b');
    await announced(canvas, 'Copied!');
    await waitFor(() => expect(item.getByRole('button', { name: 'Copy' })).toBeVisible(), { timeout: 4000 });
    const shown = performance.now() - started;
    await expect(shown).toBeGreaterThanOrEqual(1950);
    await expect(shown).toBeLessThan(3000);
  },
};

export const Converter: Story = {
  name: 'Format Converter',
  args: { initialTab: 'converter' },
  play: async ({ canvas }) => {
    const expected = {
      HEX: '#3b82f6',
      RGB: 'rgb(59, 130, 246)',
      RGBA: 'rgba(59, 130, 246, 1)',
      HSL: 'hsl(217, 91%, 60%)',
      HSLA: 'hsla(217, 91%, 60%, 1)',
      HSV: 'hsv(217, 76%, 96%)',
      CMYK: 'cmyk(76%, 47%, 0%, 4%)',
      OKLCH: 'oklch(62.3% 0.188 259.8)',
    };
    for (const [name, value] of Object.entries(expected)) {
      await expect(formatValue(canvas, name)).toHaveValue(value);
      await expect(formatValue(canvas, name)).toHaveAttribute('readonly');
      await expect(canvas.getByRole('button', { name: `Copy ${name}` })).toBeVisible();
    }
    // Contrast against white and black, with pass/fail marks.
    const contrast = within(canvas.getByRole('region', { name: 'Contrast' }));
    await expect(contrast.getByText('3.68:1')).toBeVisible();
    await expect(contrast.getByText('5.71:1')).toBeVisible();
    const marks = marksIn(contrast);
    // On white: normal AA, AAA; large AA, AAA. Then on black.
    await expect(marks).toEqual(['AA fail', 'AAA fail', 'AA pass', 'AAA fail', 'AA pass', 'AAA fail', 'AA pass', 'AAA pass']);
  },
};

export const ConverterCopy: Story = {
  name: 'Converter: copy shows Copied to clipboard!',
  args: { initialTab: 'converter' },
  beforeEach: recordClipboard,
  play: async ({ canvas, canvasElement }) => {
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy RGBA' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('rgba(59, 130, 246, 1)');
    const row = within(canvasElement.querySelector<HTMLElement>('[data-format="RGBA"]')!);
    await expect(row.getByText('Copied to clipboard!')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Copied to clipboard!' })).toBeVisible();
    await announced(canvas, 'Copied to clipboard!');
    // Only the copied row says so, and only for 2 s.
    await expect(canvasElement.querySelector('[data-format="HEX"]')).not.toHaveTextContent('Copied to clipboard!');
    await waitFor(() => expect(row.queryByText('Copied to clipboard!')).toBeNull(), { timeout: 4000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(1950);
  },
};

export const ContrastLight: Story = {
  name: 'Contrast of a light color',
  args: { initialColor: '#eab308', initialTab: 'converter' },
  play: async ({ canvas }) => {
    const contrast = within(canvas.getByRole('region', { name: 'Contrast' }));
    await expect(contrast.getByText('1.92:1')).toBeVisible();
    await expect(contrast.getByText('10.95:1')).toBeVisible();
    const marks = marksIn(contrast);
    await expect(marks).toEqual(['AA fail', 'AAA fail', 'AA fail', 'AAA fail', 'AA pass', 'AAA pass', 'AA pass', 'AAA pass']);
    await expect(formatValue(canvas, 'HEX')).toHaveValue('#eab308');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Color Picker' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Color Palette' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Color Picker' })).toHaveAttribute('aria-selected', 'true');
    // Into the panel: colour well, then the hex field.
    await userEvent.tab();
    await expect(well(canvas)).toHaveFocus();
    await userEvent.tab();
    await expect(hexField(canvas)).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}ec4899');
    await expect(well(canvas)).toHaveValue('#ec4899');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Random Color' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Red #ef4444' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(hexField(canvas)).toHaveValue('#ef4444');
  },
};


export const NarrowPicker: Story = {
  name: 'Narrow (320px): Color Picker',
  decorators: [narrow],
  play: async ({ canvas }) => {
    const presets = within(canvas.getByRole('group', { name: 'Presets' })).getAllByRole('button');
    // Six swatches a row when narrow; each stays a comfortable target (≥ 24px).
    const rows = new Set(presets.map((b) => Math.round(b.getBoundingClientRect().top)));
    await expect(rows.size).toBe(3);
    await expect(presets[0]!.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
  },
};

export const NarrowConverter: Story = {
  name: 'Narrow (320px): Format Converter',
  decorators: [narrow],
  args: { initialTab: 'converter' },
  play: async ({ canvas, canvasElement }) => {
    await expect(formatValue(canvas, 'OKLCH')).toHaveValue('oklch(62.3% 0.188 259.8)');
    // Nothing overflows sideways.
    const root = canvasElement.querySelector<HTMLElement>('[role="tabpanel"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

// Any Color (issue #30): every CSS color drives the same formats; the hex field stays 6-digit only.

const anyField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Any Color' });

/**
 * The field's parser loads after the tool mounts (any-color.ts); these stories show the field's
 * answers, so they type once it is there (tests/e2e/tool-color-picker.spec.ts types before it is).
 */
async function typeAny(canvas: Canvas, text: string) {
  await loadCssColorParser();
  await userEvent.clear(anyField(canvas));
  await userEvent.type(anyField(canvas), text);
}

export const AnyColorValid: Story = {
  name: 'Any Color: CSS colors',
  args: { initialTab: 'converter' },
  play: async ({ canvas, args }) => {
    // Mirrors the current color until typed in.
    await expect(anyField(canvas)).toHaveValue('#3b82f6');
    const cases: Array<[string, string, string, string]> = [
      ['#fff', '#ffffff', 'rgb(255, 255, 255)', 'hsl(0, 0%, 100%)'],
      ['hsl(120 100% 25%)', '#008000', 'rgb(0, 128, 0)', 'hsl(120, 100%, 25%)'],
      ['rebeccapurple', '#663399', 'rgb(102, 51, 153)', 'hsl(270, 50%, 40%)'],
      ['hwb(200 10% 20%)', '#1a90cc', 'rgb(26, 144, 204)', 'hsl(200, 77%, 45%)'],
      ['lab(50% 40 59.5)', '#bf5700', 'rgb(191, 87, 0)', 'hsl(27, 100%, 37%)'],
    ];
    for (const [text, hex, rgb, hsl] of cases) {
      await typeAny(canvas, text);
      await expect(formatValue(canvas, 'HEX')).toHaveValue(hex);
      await expect(formatValue(canvas, 'RGB')).toHaveValue(rgb);
      await expect(formatValue(canvas, 'HSL')).toHaveValue(hsl);
    }
    await expect(anyField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hex: '#bf5700', alpha: 1 }));
    // The picker's hex field follows, still in its 6-digit form.
    await userEvent.click(canvas.getByRole('tab', { name: 'Color Picker' }));
    await expect(hexField(canvas)).toHaveValue('#bf5700');
  },
};

export const AnyColorAlpha: Story = {
  name: 'Any Color: alpha',
  args: { initialTab: 'converter' },
  play: async ({ canvas, args }) => {
    await typeAny(canvas, 'rgb(255 0 0 / 50%)');
    await expect(formatValue(canvas, 'HEX')).toHaveValue('#ff000080');
    await expect(formatValue(canvas, 'RGB')).toHaveValue('rgb(255, 0, 0)');
    await expect(formatValue(canvas, 'RGBA')).toHaveValue('rgba(255, 0, 0, 0.5)');
    await expect(formatValue(canvas, 'HSLA')).toHaveValue('hsla(0, 100%, 50%, 0.5)');
    await expect(canvas.getByTestId('any-color-notes')).toHaveTextContent('Alpha 50%: shown in HEX, RGBA and HSLA.');
    await expect(canvas.getByRole('region', { name: 'Contrast' })).toHaveTextContent('without its 50% alpha');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hex: '#ff0000', alpha: 0.5 }));
    // Choosing a color any other way is opaque again.
    await userEvent.click(canvas.getByRole('tab', { name: 'Color Picker' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lime #84cc16' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Format Converter' }));
    await expect(anyField(canvas)).toHaveValue('#84cc16');
    await expect(formatValue(canvas, 'RGBA')).toHaveValue('rgba(132, 204, 22, 1)');
  },
};

export const AnyColorOutOfGamut: Story = {
  name: 'Any Color: outside sRGB (clipped)',
  args: { initialTab: 'converter' },
  play: async ({ canvas }) => {
    await typeAny(canvas, 'oklch(70% 0.4 150)');
    await expect(formatValue(canvas, 'HEX')).toHaveValue('#00d600');
    await expect(canvas.getByTestId('any-color-notes')).toHaveTextContent(
      'Outside sRGB: each channel was clipped to fit, so the values below are the nearest sRGB color, #00d600.',
    );
    await typeAny(canvas, 'color(display-p3 1 0 0)');
    await expect(formatValue(canvas, 'HEX')).toHaveValue('#ff0000');
    await expect(canvas.getByTestId('any-color-notes')).toHaveTextContent('Outside sRGB');
  },
};

export const AnyColorInvalid: Story = {
  name: 'Any Color: invalid input',
  args: { initialTab: 'converter' },
  play: async ({ canvas, args }) => {
    await typeAny(canvas, 'rgb(255 0)');
    await expect(anyField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('rgb() takes 3 values, e.g. rgb(255 0 0) or rgb(255, 0, 0).')).toBeVisible();
    // The last good color stays.
    await expect(formatValue(canvas, 'HEX')).toHaveValue('#3b82f6');
    await typeAny(canvas, 'blurple');
    await expect(canvas.getByText(/^“blurple” is not a CSS color name\./)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hex: '#3b82f6' }));
  },
};

export const AnyColorNarrow: Story = {
  name: 'Narrow (320px): Any Color',
  decorators: [narrow],
  args: { initialTab: 'converter' },
  play: async ({ canvas, canvasElement }) => {
    await typeAny(canvas, 'oklch(62.8% 0.258 29.2 / 0.25)');
    await expect(formatValue(canvas, 'HEX')).toHaveValue('#ff000040');
    const root = canvasElement.querySelector<HTMLElement>('[role="tabpanel"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Arabic: Story = {
  name: 'Arabic: Format Converter with a translucent color',
  globals: { locale: 'ar' },
  args: { initialTab: 'converter' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'محوّل الصيغ' })).toHaveAttribute('aria-selected', 'true');
    const any = canvas.getByRole('textbox', { name: 'أي لون' });
    await loadCssColorParser();
    await userEvent.clear(any);
    await userEvent.type(any, 'rgb(255 0 0 / 50%)');
    await expect(formatValue(canvas, 'HEX')).toHaveValue('#ff000080');
    await expect(formatValue(canvas, 'RGBA')).toHaveValue('rgba(255, 0, 0, 0.5)');
    // Colors stay left to right inside the right-to-left page.
    await expect(any).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByTestId('any-color-notes')).toHaveTextContent(/^الشفافية \(ألفا\) 50\u200e%\u200e: تظهر في HEX وRGBA وHSLA\.$/);
    const contrast = within(canvas.getByRole('region', { name: 'التباين' }));
    await expect(contrast.getByText('على الأبيض')).toBeVisible();
    await expect(contrast.getByText('4:1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نسخ HEX' })).toBeVisible();
  },
};
