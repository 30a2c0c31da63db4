import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import GradientGenerator from '../../src/tools/gradient-generator/GradientGenerator';
import { messages } from '../../src/tools/gradient-generator/i18n';

const STORAGE_KEY = 'toolshed:gradient-generator';

const meta = {
  title: 'Tools/Gradient Generator',
  component: GradientGenerator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The remembered CSS property would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof GradientGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const output = (canvas: Canvas) => canvas.getByRole('region', { name: 'CSS' }).textContent ?? '';

/** The declaration on screen, checked by the browser's own CSS parser and applied to the preview. */
async function expectAccepted(canvas: Canvas, expected: string) {
  await waitFor(() => expect(output(canvas)).toBe(expected));
  const value = expected.replace(/^background(?:-image)?: /, '').replace(/;$/, '');
  await expect(CSS.supports('background', value)).toBe(true);
  await expect(CSS.supports('background-image', value)).toBe(true);
  const preview = canvas.getByTestId('gradient-preview');
  await waitFor(() => expect(getComputedStyle(preview).backgroundImage).toContain('gradient('));
}

/** The tool's own live region (the copy buttons have theirs). */
const announced = (canvas: Canvas, text: string | RegExp) =>
  waitFor(() => expect(canvas.getAllByRole('status').some((region: HTMLElement) => (typeof text === 'string' ? region.textContent === text : text.test(region.textContent ?? '')))).toBe(true));

const stop = (canvas: Canvas, n: number) => within(canvas.getByRole('group', { name: `Stop ${n}` }));

export const Default: Story = {
  name: 'Linear, two stops (default)',
  play: async ({ args, canvas }) => {
    await expectAccepted(canvas, 'background: linear-gradient(90deg, #2563eb 0%, #db2777 100%);');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('linear');
    await expect(canvas.getByRole('textbox', { name: 'Angle (°)' })).toHaveValue('90');
    await expect(canvas.getByRole('img', { name: 'Linear gradient, 90°: #2563eb at 0%, #db2777 at 100%' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove stop 1' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ css: 'linear-gradient(90deg, #2563eb 0%, #db2777 100%)', type: 'linear', angle: 90, stops: [{ color: '#2563eb', position: 0 }, { color: '#db2777', position: 100 }] }),
    );
  },
};

export const EightStopsConicRepeatingOklch: Story = {
  name: 'Eight stops, every type, repeating, in oklch',
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'radial');
    await expectAccepted(canvas, 'background: radial-gradient(circle at center, #2563eb 0%, #db2777 100%);');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Shape' }), 'ellipse');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Center' }), 'top left');
    await expectAccepted(canvas, 'background: radial-gradient(ellipse at top left, #2563eb 0%, #db2777 100%);');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'conic');
    await expectAccepted(canvas, 'background: conic-gradient(from 90deg at top left, #2563eb 0%, #db2777 100%);');

    // Six more stops: each lands in the widest gap, coloured halfway between its neighbours.
    const add = canvas.getByRole('button', { name: 'Add Stop' });
    for (let i = 0; i < 6; i++) await userEvent.click(add);
    await expect(add).toBeDisabled();
    await expect(canvas.getByText('Color stops (8 of 8)')).toBeVisible();
    await expectAccepted(
      canvas,
      'background: conic-gradient(from 90deg at top left, #2563eb 0%, #3c5cdd 13%, #5354ce 25%, #6a4dc0 38%, #8045b1 50%, #973ea3 63%, #ae3694 75%, #db2777 100%);',
    );

    await userEvent.click(canvas.getByRole('switch', { name: 'Repeating' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Color interpolation' }), 'oklch');
    await expectAccepted(
      canvas,
      'background: repeating-conic-gradient(from 90deg at top left in oklch, #2563eb 0%, #3c5cdd 13%, #5354ce 25%, #6a4dc0 38%, #8045b1 50%, #973ea3 63%, #ae3694 75%, #db2777 100%);',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'linear');
    await expectAccepted(
      canvas,
      'background: repeating-linear-gradient(90deg in oklch, #2563eb 0%, #3c5cdd 13%, #5354ce 25%, #6a4dc0 38%, #8045b1 50%, #973ea3 63%, #ae3694 75%, #db2777 100%);',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ repeating: true, interpolation: 'oklch', type: 'linear' }));
  },
};

export const InvalidColour: Story = {
  name: 'Invalid color',
  args: { stops: '#ff0000 0%, #0000ff 100%' },
  play: async ({ canvas }) => {
    const field = stop(canvas, 2).getByRole('textbox', { name: 'Stop 2' });
    await userEvent.clear(field);
    await userEvent.type(field, 'blue');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(stop(canvas, 2).getByText('Enter a hex color like #1e3a8a.')).toBeVisible();
    // The last good colour stays in the CSS until the hex is whole again.
    await expectAccepted(canvas, 'background: linear-gradient(90deg, #ff0000 0%, #0000ff 100%);');
  },
};

export const OutOfOrder: Story = {
  name: 'Positions out of order',
  args: { stops: '#111827 0%, #f59e0b 50%, #10b981 100%' },
  play: async ({ canvas }) => {
    const position = stop(canvas, 3).getByRole('textbox', { name: 'Position (%)' });
    await userEvent.clear(position);
    await userEvent.type(position, '30');
    await userEvent.tab();
    await expect(await canvas.findByText(/Stop 3 sits before the stop above it/)).toBeVisible();
    await expectAccepted(canvas, 'background: linear-gradient(90deg, #111827 0%, #f59e0b 50%, #10b981 30%);');
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by position' }));
    await expectAccepted(canvas, 'background: linear-gradient(90deg, #111827 0%, #10b981 30%, #f59e0b 50%);');
    await expect(canvas.queryByText(/sits before/)).toBeNull();
    await announced(canvas, 'Stops sorted by position.');
  },
};

export const KeyboardReorder: Story = {
  name: 'Reordered and removed with the keyboard',
  args: { stops: '#ef4444, #22c55e, #3b82f6' },
  play: async ({ canvas }) => {
    const down = canvas.getByRole('button', { name: 'Move stop 1 down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    // Focus follows the colour, so pressing again keeps moving it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move stop 2 down' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expectAccepted(canvas, 'background: linear-gradient(90deg, #22c55e 0%, #3b82f6 50%, #ef4444 100%);');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move stop 3 up' })).toHaveFocus());
    await announced(canvas, 'Stop 2 moved down to place 3.');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove stop 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectAccepted(canvas, 'background: linear-gradient(90deg, #22c55e 0%, #3b82f6 50%);');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Stop' })).toHaveFocus());
    await announced(canvas, 'Stop 3 removed. 2 stops.');
  },
};

export const PresetCopied: Story = {
  name: 'Preset applied and copied',
  // Headless Chromium denies clipboard access, so record the write instead.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spotlight' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'CSS property' }), 'background-image');
    const expected = 'background-image: radial-gradient(circle at top, #fde68a 0%, #f59e0b 40%, #78350f 100%);';
    await expectAccepted(canvas, expected);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('radial');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy CSS' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(expected);
    // The property is a setting: remembered for the next visit.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ property: 'background-image' }));
    // "Copied!" lasts 2 s; end on the settled label so both theme screenshots are stable.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy CSS' })).toBeVisible(), { timeout: 4000 });
  },
};

export const Random: Story = {
  name: 'Random gradient',
  args: { type: 'radial' },
  // A fixed "random" source keeps the screenshot stable; the tool only reads crypto.
  beforeEach: () => {
    let call = 0;
    const sequence = [0.5, 0.1, 0.6, 0.9, 0.95, 0.7, 0.2, 0.3, 0.2, 0.8, 0.25];
    const spy = spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array[0] = Math.floor((sequence[call++ % sequence.length] as number) * 2 ** 32);
      return array;
    });
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Random' }));
    await expect(crypto.getRandomValues).toHaveBeenCalled();
    await expectAccepted(canvas, 'background: radial-gradient(circle at center, #1999e6 0%, #f3b333 50%, #4c33cc 100%);');
    await announced(canvas, /^Random gradient: Radial gradient, circle at center: #1999e6 at 0%/);
  },
};

export const German: Story = {
  name: 'German: a conic gradient with three stops',
  globals: { locale: 'de' },
  args: { stops: '#f97316 0%, #db2777 100%' },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Art' }), 'conic');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Mittelpunkt' }), 'top left');
    await userEvent.click(canvas.getByRole('button', { name: 'Stopp hinzufügen' }));
    await expect(canvas.getByText('Farbstopps (3 von 8)')).toBeVisible();
    await expectAccepted(canvas, 'background: conic-gradient(from 90deg at top left, #f97316 0%, #ea4d47 50%, #db2777 100%);');
    await expect(canvas.getByRole('img', { name: 'Konischer Farbverlauf, ab 90° oben links: #f97316 bei 0 %, #ea4d47 bei 50 %, #db2777 bei 100 %' })).toBeVisible();
    await announced(canvas, 'Stopp 2 bei 50 % hinzugefügt. 3 Stopps.');
    await expect(canvas.getByRole('button', { name: 'CSS kopieren' })).toBeVisible();
  },
};
