import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import Percentage from '../../src/tools/percentage/Percentage';
import { messages } from '../../src/tools/percentage/i18n';

const STORAGE_KEY = 'toolshed:percentage';

const meta = {
  title: 'Tools/Percentage Calculator',
  component: Percentage,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings (calculator, rounding) would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof Percentage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The big result figure, exactly (after the re-render an interaction causes). */
const expectResult = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getByTestId('percentage-result').textContent).toBe(text));

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'X% of Y' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Percent (X)' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Of value (Y)' })).toHaveValue('');
    await expect(canvas.getByText('Enter both values to see the result.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Result' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      mode: 'of',
      x: '',
      y: '',
      decimals: 4,
      result: null,
      value: null,
      exact: null,
      direction: null,
      error: null,
    });
  },
};

export const PercentOf: Story = {
  name: 'X% of Y',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Percent (X)' }), '15');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Of value (Y)' }), '1,250.5');
    await expectResult(canvasElement, '187.575');
    await expect(canvas.getByText('15% of 1,250.5 is 187.575.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'of', x: '15', y: '1,250.5', result: '187.575', value: 187.575, exact: true }));
    // The result sentence is a polite live region, so each new result is announced.
    await expect(canvas.getByText('15% of 1,250.5 is 187.575.')).toHaveAttribute('role', 'status');
  },
};

export const WhatPercent: Story = {
  name: 'X Is What % of Y, rounded',
  args: { mode: 'what', x: '1', y: '3' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'X Is What % of Y' })).toHaveAttribute('aria-selected', 'true');
    await expectResult(canvasElement, '≈ 33.3333%');
    await expect(canvas.getByText('≈ rounded; choose more decimal places for more digits.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Round to/ }), '2');
    await expectResult(canvasElement, '≈ 33.33%');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'what', decimals: 2, result: '33.33', exact: false }));
    // The rounding is a setting, remembered for the next visit.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ mode: 'what', precision: 2 }));
  },
};

export const ChangeIncreaseDecrease: Story = {
  name: '% change: increase and decrease',
  args: { mode: 'change', x: '80', y: '100' },
  play: async ({ canvas, canvasElement, args }) => {
    await expectResult(canvasElement, '+25%');
    await expect(canvas.getByText('Increase')).toBeVisible();
    await expect(canvas.getByText('From 80 to 100 is a 25% increase.')).toBeVisible();
    await expect(canvas.getByText('Difference (Y − X): +20')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Swap X and Y' }));
    await expect(canvas.getByRole('textbox', { name: 'From (X)' })).toHaveValue('100');
    await expectResult(canvasElement, '−20%');
    await expect(canvas.getByText('Decrease')).toBeVisible();
    await expect(canvas.getByText('From 100 to 80 is a 20% decrease.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'change', result: '-20', value: -20, direction: 'decrease' }));
  },
};

export const ZeroDivisor: Story = {
  name: 'Zero divisor',
  args: { mode: 'what', x: '5', y: '0' },
  play: async ({ canvas, args }) => {
    const total = canvas.getByRole('textbox', { name: 'Of total (Y)' });
    await expect(total).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Cannot be 0: there is no percentage of zero.')).toBeVisible();
    await expect(canvas.getByText('Fix the highlighted field to see the result.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Result' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ result: null, error: 'Cannot be 0: there is no percentage of zero.' }));
    await expect(canvas.queryByText(/NaN|Infinity/)).toBeNull();
  },
};

export const InvalidInput: Story = {
  name: 'Invalid input',
  args: { x: '25', y: '80' },
  play: async ({ canvas, canvasElement }) => {
    await expectResult(canvasElement, '20');
    const y = canvas.getByRole('textbox', { name: 'Of value (Y)' });
    await userEvent.clear(y);
    await userEvent.type(y, '1,5');
    await expect(y).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use a point for decimals (12.5); commas only group thousands (1,250).')).toBeVisible();
    await expect(canvas.queryByTestId('percentage-result')).toBeNull();
  },
};

export const Copied: Story = {
  args: { mode: 'change', x: '3', y: '4', decimals: 2 },
  // Headless Chromium denies clipboard access, so record the write instead.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await expectResult(canvasElement, '≈ +33.33%');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Result' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('+33.33%');
    // "Copied!" lasts 2 s; end on the settled label so both theme screenshots are stable.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Result' })).toBeVisible(), { timeout: 4000 });
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'X% of Y' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '% Change From X to Y' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'From (X)' })).toHaveFocus();
    await userEvent.keyboard('50');
    await userEvent.tab();
    await userEvent.keyboard('75');
    await expectResult(canvasElement, '+50%');
  },
};

export const German: Story = {
  name: 'German: decimal comma and sentences',
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'X % von Y' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Geben Sie beide Werte ein, um das Ergebnis zu sehen.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prozent (X)' }), '12,5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Grundwert (Y)' }), '1.250');
    await expectResult(canvasElement, '156,25');
    // getByText compares whitespace-normalized text: the no-break space before % reads as a space.
    await expect(canvas.getByText('12,5 % von 1.250 sind 156,25.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'of', x: '12.5', y: '1,250', result: '156.25', value: 156.25 }));
    await userEvent.click(canvas.getByRole('tab', { name: '% Änderung von X nach Y' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Von (X)' }), '80');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nach (Y)' }), '100');
    await expectResult(canvasElement, '+25\u00a0%');
    await expect(canvas.getByText('Von 80 auf 100 ist ein Anstieg um 25 %.')).toBeVisible();
    await expect(canvas.getByText('Anstieg')).toBeVisible();
    await expect(canvas.getByText('Differenz (Y − X): +20')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Nach (Y)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nach (Y)' }), '100.5');
    await expect(canvas.getByText('Dezimalstellen trennen Sie mit einem Komma (12,5); ein Punkt trennt nur Tausender (1.250).')).toBeVisible();
  },
};
