import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import BoxShadowGenerator from '../../src/tools/box-shadow-generator/BoxShadowGenerator';
import { messages } from '../../src/tools/box-shadow-generator/i18n';
import { recordClipboardWrites } from './support';

type Canvas = ReturnType<typeof within>;

/** The preview card is [data-testid="shadow-preview"]; the CSS is the region named "CSS"; each layer is an <li> of the list. */
const meta = {
  title: 'Tools/Box Shadow Generator',
  component: BoxShadowGenerator,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The preview options are remembered: each story starts from the defaults, not the last story's.
  beforeEach: () => {
    localStorage.removeItem('toolshed:box-shadow-generator');
    return () => localStorage.removeItem('toolshed:box-shadow-generator');
  },
} satisfies Meta<typeof BoxShadowGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const MEDIUM = 'box-shadow:\n  0 4px 6px -1px rgba(0, 0, 0, 0.1),\n  0 2px 4px -2px rgba(0, 0, 0, 0.1);';

const cssText = (canvas: Canvas, name = 'CSS') => canvas.getByRole('region', { name }).textContent ?? '';
/** The declaration's value, as a stylesheet would read it. */
const valueOf = (declaration: string) =>
  declaration
    .replace(/^box-shadow:/, '')
    .replace(/;$/, '')
    .replace(/\s+/g, ' ')
    .trim();
/** What the tool last announced (its own live region; every number field has one too). */
const announced = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-testid="shadow-announcer"] [role="status"]')?.textContent;
const layerNames = (canvasElement: HTMLElement) => Array.from(canvasElement.querySelectorAll('ol li code')).map((code) => code.textContent);

/**
 * The CSS shown is valid (`CSS.supports`), and a plain box given it computes the same
 * `box-shadow` as the preview card.
 */
async function expectCssMatchesPreview(canvas: Canvas, canvasElement: HTMLElement) {
  const value = valueOf(cssText(canvas));
  await expect(CSS.supports('box-shadow', value)).toBe(true);
  const box = document.createElement('div');
  box.style.setProperty('box-shadow', value);
  canvasElement.append(box);
  const preview = canvas.getByTestId('shadow-preview');
  try {
    await expect(getComputedStyle(box).boxShadow).not.toBe('none');
    await expect(getComputedStyle(box).boxShadow).toBe(getComputedStyle(preview).boxShadow);
  } finally {
    box.remove();
  }
}

export const Default: Story = {
  name: 'Medium shadow, Copy CSS',
  parameters: { visual: { copiedTimer: 'held' } },
  beforeEach: recordClipboardWrites,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(cssText(canvas)).toBe(MEDIUM);
    await expectCssMatchesPreview(canvas, canvasElement);
    await expect(canvas.getByRole('img', { name: 'Preview card with 2 shadow layers' })).toBeVisible();
    await expect(layerNames(canvasElement)).toEqual(['0 4px 6px -1px rgba(0, 0, 0, 0.1)', '0 2px 4px -2px rgba(0, 0, 0, 0.1)']);
    await expect(canvas.getByRole('button', { name: /^Layer 1/, pressed: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Edit Layer 1' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Y offset' })).toHaveAttribute('aria-valuetext', '4 px');
    await expect(canvas.getByRole('textbox', { name: 'Spread in px' })).toHaveValue('-1');
    await expect(canvas.getByRole('button', { name: 'Move layer 1 up' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      css: '0 4px 6px -1px rgba(0, 0, 0, 0.1), 0 2px 4px -2px rgba(0, 0, 0, 0.1)',
      declaration: MEDIUM,
      layers: [
        { x: 0, y: 4, blur: 6, spread: -1, color: '#000000', opacity: 10, inset: false },
        { x: 0, y: 2, blur: 4, spread: -2, color: '#000000', opacity: 10, inset: false },
      ],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy CSS' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(MEDIUM);
  },
};

export const Reordered: Story = {
  name: 'Layers reordered with the keyboard',
  args: { layers: '0_1_2_0_ef4444_100.0_8_16_0_3b82f6_50.i0_0_0_4_22c55e_100' },
  play: async ({ canvas, canvasElement }) => {
    await expect(layerNames(canvasElement)).toEqual(['0 1px 2px 0 #ef4444', '0 8px 16px 0 rgba(59, 130, 246, 0.5)', 'inset 0 0 0 4px #22c55e']);
    // Layer 3 (the inset ring) to the top, by keyboard: focus stays on its Move Up button until it is disabled.
    canvas.getByRole('button', { name: 'Move layer 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move layer 2 up' })).toHaveFocus());
    await waitFor(() => expect(announced(canvasElement)).toBe('Layer moved to position 2 of 3.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move layer 1 down' })).toHaveFocus());
    await waitFor(() => expect(announced(canvasElement)).toBe('Layer moved to position 1 of 3.'));
    await expect(layerNames(canvasElement)).toEqual(['inset 0 0 0 4px #22c55e', '0 1px 2px 0 #ef4444', '0 8px 16px 0 rgba(59, 130, 246, 0.5)']);
    // The CSS follows the list, and the preview paints it in that order.
    await expect(cssText(canvas)).toBe('box-shadow:\n  inset 0 0 0 4px #22c55e,\n  0 1px 2px 0 #ef4444,\n  0 8px 16px 0 rgba(59, 130, 246, 0.5);');
    await expectCssMatchesPreview(canvas, canvasElement);
    await expect(getComputedStyle(canvas.getByTestId('shadow-preview')).boxShadow).toMatch(/^rgb\(34, 197, 94\) 0px 0px 0px 4px inset, rgb\(239, 68, 68\)/);
  },
};

export const EditedLayer: Story = {
  name: 'A layer edited: exact values, color, opacity and inset',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Layer 2/ }));
    await expect(canvas.getByRole('heading', { name: 'Edit Layer 2' })).toBeVisible();
    for (const [name, value] of [
      ['X offset in px', '-6'],
      ['Y offset in px', '10'],
      ['Blur in px', '250'],
      ['Spread in px', '3'],
      ['Opacity in %', '35'],
    ] as const) {
      const field = canvas.getByRole('textbox', { name });
      await userEvent.clear(field);
      await userEvent.type(field, `${value}{Enter}`);
    }
    // 250 is past the blur's range: the field keeps 200.
    await expect(canvas.getByRole('textbox', { name: 'Blur in px' })).toHaveValue('200');
    await expect(canvas.getByRole('slider', { name: 'Blur' })).toHaveAttribute('aria-valuetext', '200 px');
    const color = canvas.getByRole('textbox', { name: 'Color' });
    await userEvent.clear(color);
    await userEvent.type(color, '#7c3aed');
    await userEvent.click(canvas.getByRole('switch', { name: 'Inset' }));
    await expect(layerNames(canvasElement)[1]).toBe('inset -6px 10px 200px 3px rgba(124, 58, 237, 0.35)');
    await expect(cssText(canvas)).toBe('box-shadow:\n  0 4px 6px -1px rgba(0, 0, 0, 0.1),\n  inset -6px 10px 200px 3px rgba(124, 58, 237, 0.35);');
    await expectCssMatchesPreview(canvas, canvasElement);
  },
};

export const NeonOnDark: Story = {
  name: 'Neon preset on a dark background',
  args: { backgroundColor: '#0f172a', boxColor: '#1e293b', cornerRadius: 24 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Neon' }));
    await waitFor(() => expect(announced(canvasElement)).toBe('Preset Neon applied: 3 layers.'));
    await expect(cssText(canvas)).toBe('box-shadow:\n  0 0 4px 0 #22d3ee,\n  0 0 12px 2px rgba(34, 211, 238, 0.6),\n  0 0 32px 8px rgba(59, 130, 246, 0.4);');
    await expectCssMatchesPreview(canvas, canvasElement);
    const preview = getComputedStyle(canvas.getByTestId('shadow-preview'));
    await expect(preview.backgroundColor).toBe('rgb(30, 41, 59)');
    await expect(preview.borderRadius).toBe('24px');
    await expect(getComputedStyle(canvas.getByTestId('shadow-stage')).backgroundColor).toBe('rgb(15, 23, 42)');
    await expect(canvas.getByRole('textbox', { name: 'Background color' })).toHaveValue('#0f172a');
    await expect(canvas.getByRole('slider', { name: 'Corner radius' })).toHaveAttribute('aria-valuetext', '24 px');
  },
};

export const OneInsetLayer: Story = {
  name: 'Inset preset: one layer, which stays',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Inset' }));
    await expect(cssText(canvas)).toBe('box-shadow: inset 0 2px 4px 0 rgba(0, 0, 0, 0.15);');
    await expect(canvas.getByRole('switch', { name: 'Inset' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Remove layer 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move layer 1 up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move layer 1 down' })).toBeDisabled();
    await expect(canvas.getByText('1 of 10 layers')).toBeVisible();
    await expectCssMatchesPreview(canvas, canvasElement);
  },
};

export const TenLayers: Story = {
  name: 'Ten layers: Add and Duplicate wait for a Remove',
  args: { layers: 'i0_0_0_1_000000_5.0_1_1_0_000000_8.0_2_2_0_000000_8.0_4_4_0_000000_8.0_8_8_0_000000_8.0_16_16_0_000000_8' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Layer' }));
    await waitFor(() => expect(announced(canvasElement)).toBe('Layer 7 added. 7 layers.'));
    await expect(canvas.getByRole('heading', { name: 'Edit Layer 7' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate layer 2' }));
    await waitFor(() => expect(announced(canvasElement)).toBe('Layer 2 duplicated as layer 3. 8 layers.'));
    await expect(canvas.getByRole('heading', { name: 'Edit Layer 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate layer 8' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate layer 9' }));
    await expect(canvas.getByText('10 of 10 layers')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Layer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Duplicate layer 1' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove layer 10' }));
    await waitFor(() => expect(announced(canvasElement)).toBe('Layer 10 removed. 9 layers.'));
    await expect(canvas.getByRole('button', { name: 'Add Layer' })).toBeEnabled();
    await expect(layerNames(canvasElement)).toHaveLength(9);
    await expect(layerNames(canvasElement)[2]).toBe('0 1px 1px 0 rgba(0, 0, 0, 0.08)');
    await expectCssMatchesPreview(canvas, canvasElement);
  },
};

export const BadColor: Story = {
  name: 'A color that is not hex',
  play: async ({ canvas }) => {
    const color = canvas.getByRole('textbox', { name: 'Color' });
    await userEvent.clear(color);
    await userEvent.type(color, '#12');
    await expect(color).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a hex color like #1e3a8a.')).toBeVisible();
    // The last good color stays in the CSS.
    await expect(cssText(canvas)).toBe(MEDIUM);
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { name: 'تعديل الطبقة 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'متعدد الطبقات' }));
    await expect(layerNames(canvasElement)).toHaveLength(5);
    // The CSS reads left to right in every locale.
    await expect(canvas.getByRole('region', { name: 'CSS' })).toHaveAttribute('dir', 'ltr');
    await expect(cssText(canvas)).toMatch(/^box-shadow:\n {2}0 1px 1px 0 rgba\(0, 0, 0, 0\.08\),/);
    await expectCssMatchesPreview(canvas, canvasElement);
    await expect(canvas.getByRole('button', { name: 'انقل الطبقة 2 للأعلى' })).toBeEnabled();
  },
};
