import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import BmiCalculator from '../../src/tools/bmi-calculator/BmiCalculator';
import { messages } from '../../src/tools/bmi-calculator/i18n';

const STORAGE_KEY = 'toolshed:bmi-calculator';

const meta = {
  title: 'Tools/BMI Calculator',
  component: BmiCalculator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The remembered unit system would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof BmiCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectBmi = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getByTestId('bmi-value').textContent).toBe(text));

const tileValue = (canvasElement: HTMLElement, label: string) =>
  Array.from(canvasElement.querySelectorAll('dt')).find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Metric (cm, kg)' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Height (cm)' })).toHaveValue('');
    await expect(canvas.getByText('Enter your height and weight to see your BMI.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Result' })).toBeDisabled();
    await expect(canvas.getByText(/does not apply to children and teens/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'WHO adult categories' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ units: 'metric', bmi: null, category: null, healthyMin: null, healthyMax: null, unit: 'kg', error: null });
  },
};

export const Metric: Story = {
  name: 'Metric: normal weight',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Height (cm)' }), '175');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Weight (kg)' }), '70');
    await expectBmi(canvasElement, '22.9');
    await expect(canvas.getByText('Your BMI is 22.9: Normal weight.')).toHaveAttribute('role', 'status');
    await expect(tileValue(canvasElement, 'Healthy weight for 175 cm')).toBe('56.7–76.3 kg');
    await expect(tileValue(canvasElement, 'To a healthy BMI')).toBe('In range');
    await expect(canvas.getByRole('row', { current: true })).toHaveTextContent('Normal weight');
    await expect(args.onChange).toHaveBeenLastCalledWith({ units: 'metric', bmi: 22.9, category: 'normal', healthyMin: 56.7, healthyMax: 76.3, unit: 'kg', error: null });
  },
};

export const UsUnits: Story = {
  name: 'US units: obesity class I',
  args: { units: 'us', height: 70, weight: 215 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'US (ft, in, lb)' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Height (ft)' })).toHaveValue('5');
    await expect(canvas.getByRole('textbox', { name: 'Height (in)' })).toHaveValue('10');
    // 215 lb at 5 ft 10 in = 30.85…
    await expectBmi(canvasElement, '30.8');
    await expect(canvas.getByText('Your BMI is 30.8: Obesity class I.')).toBeVisible();
    await expect(canvas.getByRole('row', { current: true })).toHaveTextContent('Obesity class IYour result30.0 – 34.9');
    await expect(tileValue(canvasElement, 'To a healthy BMI')).toBe('Lose 41.5 lb');
  },
};

export const SwitchUnits: Story = {
  name: 'Switching units converts the values',
  args: { height: 175, weight: 70 },
  play: async ({ canvas, canvasElement }) => {
    await expectBmi(canvasElement, '22.9');
    await userEvent.click(canvas.getByRole('radio', { name: 'US (ft, in, lb)' }));
    await expect(canvas.getByRole('textbox', { name: 'Height (ft)' })).toHaveValue('5');
    await expect(canvas.getByRole('textbox', { name: 'Height (in)' })).toHaveValue('8.9');
    await expect(canvas.getByRole('textbox', { name: 'Weight (lb)' })).toHaveValue('154.3');
    await expectBmi(canvasElement, '22.9');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ units: 'us' }));
  },
};

export const OutOfRange: Story = {
  name: 'Out-of-range input',
  args: { height: 175, weight: 70 },
  play: async ({ canvas, args }) => {
    const height = canvas.getByRole('textbox', { name: 'Height (cm)' });
    const weight = canvas.getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.clear(height);
    await userEvent.type(height, '0');
    await userEvent.clear(weight);
    await userEvent.type(weight, '2000');
    await expect(height).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a height from 50 to 280 cm.')).toBeVisible();
    await expect(canvas.getByText('Enter a weight from 10 to 650 kg.')).toBeVisible();
    await expect(canvas.getByText('Fix the highlighted field to see your BMI.')).toBeVisible();
    await expect(canvas.queryByTestId('bmi-value')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy Result' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ bmi: null, error: 'Enter a height from 50 to 280 cm.' }));
  },
};

export const Copied: Story = {
  args: { height: 180, weight: 100 },
  // Headless Chromium denies clipboard access, so record the write instead.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await expectBmi(canvasElement, '30.9');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Result' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      'BMI: 30.9 (Obesity class I)\nHealthy weight for 180 cm: 59.9–80.7 kg\nTo reach a healthy BMI: lose 19.3 kg\nBMI is a screening measure for adults; it does not apply to children, athletes or pregnancy.',
    );
    // "Copied!" lasts 2 s; end on the settled label so both theme screenshots are stable.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Result' })).toBeVisible(), { timeout: 4000 });
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Metric (cm, kg)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'US (ft, in, lb)' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Height (ft)' })).toHaveFocus();
    await userEvent.keyboard('6');
    await userEvent.tab();
    await userEvent.keyboard('1');
    await userEvent.tab();
    await userEvent.keyboard('170');
    // 170 lb at 6 ft 1 in = 22.43…
    await expectBmi(canvasElement, '22.4');
  },
};

export const German: Story = {
  name: 'German: decimal comma, category and copy',
  globals: { locale: 'de' },
  // Headless Chromium denies clipboard access, so record the write instead.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Geben Sie Größe und Gewicht ein, um Ihren BMI zu sehen.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Größe (cm)' }), '175');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Gewicht (kg)' }), '95,5');
    // 95.5 / 1.75² = 31.18…
    await expectBmi(canvasElement, '31,2');
    await expect(canvas.getByText('Ihr BMI beträgt 31,2: Adipositas Grad I.')).toHaveAttribute('role', 'status');
    await expect(tileValue(canvasElement, 'Gesundes Gewicht bei 175 cm')).toBe('56,7–76,3 kg');
    await expect(tileValue(canvasElement, 'Bis zum gesunden BMI')).toBe('19,2 kg abnehmen');
    await expect(canvas.getByRole('row', { current: true })).toHaveTextContent('Adipositas Grad IIhr Ergebnis30,0 – 34,9');
    await expect(args.onChange).toHaveBeenLastCalledWith({ units: 'metric', bmi: 31.2, category: 'obese-1', healthyMin: 56.7, healthyMax: 76.3, unit: 'kg', error: null });
    await userEvent.click(canvas.getByRole('button', { name: 'Ergebnis kopieren' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      'BMI: 31,2 (Adipositas Grad I)\nGesundes Gewicht bei 175 cm: 56,7–76,3 kg\nBis zum gesunden BMI: 19,2 kg abnehmen\nDer BMI ist ein Orientierungswert für Erwachsene; er gilt nicht für Kinder, Sportler und Schwangere.',
    );
    // Switching units converts the values and writes them the German way.
    await userEvent.click(canvas.getByRole('radio', { name: 'US-Einheiten (Fuß, Zoll, lb)' }));
    await expect(canvas.getByRole('textbox', { name: 'Größe (Fuß)' })).toHaveValue('5');
    await expect(canvas.getByRole('textbox', { name: 'Größe (Zoll)' })).toHaveValue('8,9');
    await expect(canvas.getByRole('textbox', { name: 'Gewicht (lb)' })).toHaveValue('210,5');
    await expectBmi(canvasElement, '31,2');
    // A point where German writes a comma is explained next to the field.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Gewicht (lb)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Gewicht (lb)' }), '210.5');
    await expect(canvas.getByText('Geben Sie eine Zahl ein, z. B. 72,5.')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Gewicht (lb)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Gewicht (lb)' }), '210,5');
    await expectBmi(canvasElement, '31,2');
    // "Kopiert!" lasts 2 s; end on the settled label so both theme screenshots are stable.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ergebnis kopieren' })).toBeVisible(), { timeout: 4000 });
  },
};
