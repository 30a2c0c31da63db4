import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import ContrastChecker from '../../src/tools/contrast-checker/ContrastChecker';
import { messages } from '../../src/tools/contrast-checker/i18n';
import { recordClipboardWrites } from './support';

type Canvas = ReturnType<typeof within>;

/** The ratio is [data-testid="contrast-ratio"], APCA Lc [data-testid="apca-lc"]; each check is a <dd> with its level and a Pass/Fail badge. */
const meta = {
  title: 'Tools/Contrast Checker',
  component: ContrastChecker,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
} satisfies Meta<typeof ContrastChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

const ratio = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-testid="contrast-ratio"]')?.textContent;
const apca = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-testid="apca-lc"]')?.textContent;
/** Every check as "Group: level result", e.g. "Normal text: AA 4.5:1 Fail". */
const checks = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('dl > div')).flatMap((row) =>
    Array.from(row.querySelectorAll('dd')).map((dd) => `${row.querySelector('dt')?.textContent}: ${Array.from(dd.children).map((c) => c.textContent).join(' ')}`),
  );
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });

export const Default: Story = {
  name: '#777777 on white, Copy Ratio',
  parameters: { visual: { copiedTimer: 'held' } },
  beforeEach: recordClipboardWrites,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(field(canvas, 'Text color')).toHaveValue('#777777');
    await expect(field(canvas, 'Background color')).toHaveValue('#ffffff');
    await expect(ratio(canvasElement)).toBe('4.48:1');
    await expect(checks(canvasElement)).toEqual([
      'Normal text: AA 4.5:1 Fail',
      'Normal text: AAA 7:1 Fail',
      'Large text: AA 3:1 Pass',
      'Large text: AAA 4.5:1 Fail',
      'UI components: AA 3:1 Pass',
    ]);
    await expect(apca(canvasElement)).toBe('71.1');
    const preview = canvas.getByRole('img', { name: 'Preview' });
    await expect(preview).toHaveTextContent('Normal text (16 px)Large text (24 px)Button');
    await expect(preview).toHaveAttribute('data-text', 'rgb(119, 119, 119)');
    await expect(preview).toHaveAttribute('data-background', 'rgb(255, 255, 255)');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      text: '#777777',
      background: '#ffffff',
      ratio: 4.48,
      normalAA: false,
      normalAAA: false,
      largeAA: true,
      largeAAA: false,
      uiComponents: true,
      apca: 71.1,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Ratio' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('4.48:1');
  },
};

export const Suggested: Story = {
  name: 'Suggest a Passing Color',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suggest a Passing Color' }));
    await expect(field(canvas, 'Text color')).toHaveValue('#767676');
    await waitFor(() => expect(ratio(canvasElement)).toBe('4.54:1'));
    await expect(canvas.getByTestId('contrast-note')).toHaveTextContent('Text color changed from #777777 to #767676: lightness 46.7% → 46.4%, now 4.54:1.');
    await expect(checks(canvasElement)[0]).toBe('Normal text: AA 4.5:1 Pass');
  },
};

export const Swapped: Story = {
  name: 'Swap, with other CSS color forms',
  args: { textColor: 'navy', backgroundColor: 'hsl(48 100% 90%)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(ratio(canvasElement)).toBe('14.63:1');
    const before = apca(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Swap' }));
    await expect(field(canvas, 'Text color')).toHaveValue('hsl(48 100% 90%)');
    await expect(field(canvas, 'Background color')).toHaveValue('navy');
    // The WCAG ratio is symmetric; APCA's polarity is not (light text on dark reads negative).
    await expect(ratio(canvasElement)).toBe('14.63:1');
    await expect(Number(apca(canvasElement))).toBeLessThan(0);
    await expect(apca(canvasElement)).not.toBe(before);
  },
};

export const InvalidColor: Story = {
  name: 'A color the tool cannot read',
  args: { textColor: 'blurple' },
  play: async ({ canvas }) => {
    const text = field(canvas, 'Text color');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('“blurple” is not a CSS color this tool can read. Use hex, rgb(), hsl(), oklch() or a color name, e.g. #1e293b.')).toBeVisible();
    await expect(canvas.getByText('Fix the colors above to see their contrast.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Ratio' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Suggest a Passing Color' })).toBeDisabled();
    await userEvent.clear(field(canvas, 'Background color'));
    await expect(canvas.getByText('Enter a CSS color, e.g. #1e293b, rgb(30 41 59), hsl(217 33% 17%) or navy.')).toBeVisible();
  },
};

export const AlreadyPasses: Story = {
  name: 'Suggest when the colors already pass',
  args: { textColor: '#1e293b', backgroundColor: 'white' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suggest a Passing Color' }));
    await expect(canvas.getByTestId('contrast-note')).toHaveTextContent('These colors already pass AA for normal text.');
    await expect(field(canvas, 'Text color')).toHaveValue('#1e293b');
    await expect(checks(canvasElement).every((check) => check.endsWith('Pass'))).toBe(true);
  },
};

export const Impossible: Story = {
  name: 'Suggest for very see-through text',
  args: { textColor: 'rgb(0 0 0 / 10%)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(ratio(canvasElement)).toBe('1.25:1');
    await userEvent.click(canvas.getByRole('button', { name: 'Suggest a Passing Color' }));
    await expect(canvas.getByTestId('contrast-note')).toHaveTextContent('No lightness of this text color reaches 4.5:1 at its transparency. Make the text more opaque.');
    await expect(field(canvas, 'Text color')).toHaveValue('rgb(0 0 0 / 10%)');
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(field(canvas, 'لون النص')).toHaveValue('#777777');
    await expect(ratio(canvasElement)).toBe('4.48:1');
    // Three of the five checks fail (the list of checks; the summary under the fields repeats one).
    await expect(within(canvasElement.querySelector('dl')!).getAllByText('راسب').length).toBe(3);
    await expect(canvas.getByRole('button', { name: 'اقترح لونًا ناجحًا' })).toBeEnabled();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
