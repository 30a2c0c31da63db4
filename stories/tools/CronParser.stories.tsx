import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import CronParser from '../../src/tools/cron-parser/CronParser';
import { messages } from '../../src/tools/cron-parser/i18n';
import { recordClipboardWrites } from './support';

const STORAGE_KEY = 'toolshed:cron-parser';

/** Saturday 2026-11-28 12:00:00 UTC: every story's "now", so the run times never move. */
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

/**
 * Every story pins "now" and a time zone, so the run times are the same on every machine. The
 * engines (cron-parser, cronstrue) load once there is an expression, so results are awaited.
 */
const meta = {
  title: 'Tools/Cron Parser',
  component: CronParser,
  args: { now: NOW, zone: 'America/New_York', onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The remembered zone from one story must not leak into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof CronParser>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name = 'Cron Expression') => canvas.getByRole('textbox', { name });
const summary = (canvas: Canvas) => canvas.getByTestId('cron-summary');
const zoneMenu = (canvas: Canvas, name = 'Time Zone') => canvas.getByRole('combobox', { name: new RegExp(name) }) as HTMLSelectElement;
const run = (canvas: Canvas, index: number) => canvas.getByTestId(`run-${index}`);
const fieldRow = (canvas: Canvas, id: string) => canvas.getByTestId(`field-${id}`);

async function typeInto(canvas: Canvas, text: string) {
  await userEvent.clear(field(canvas));
  await userEvent.type(field(canvas), text.replace(/[{[]/g, (c) => c + c));
}

/** Nothing a user reads is a JavaScript failure word. */
const noBrokenValues = (root: HTMLElement) => expect(root.textContent).not.toMatch(/NaN|Invalid Date|undefined|Infinity|null/);

export const Empty: Story = {
  name: 'Empty',
  play: async ({ canvas, canvasElement, args }) => {
    await expect(field(canvas)).toHaveValue('');
    await expect(summary(canvas)).toHaveTextContent('Type a cron expression, or press Load Sample.');
    await expect(canvas.getByText('Type a valid expression to see when it runs.')).toBeVisible();
    await expect(canvas.getByText('Each field of the expression is explained here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Description' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy Runs' })).toBeDisabled();
    await expect(zoneMenu(canvas).value).toBe('America/New_York');
    // The viewer's zone is named once there is an expression (no Intl before).
    await expect(zoneMenu(canvas).options[0]).toHaveTextContent('Your Time Zone');
    await expect(zoneMenu(canvas).options[1]).toHaveTextContent('UTC');
    await expect(args.onChange).toHaveBeenLastCalledWith({ expression: '', zone: '', valid: false, description: null, nextRuns: [], invalidFields: [], error: null });
    await noBrokenValues(canvasElement);
  },
};

export const Sample: Story = {
  name: 'Load Sample: description, next 10 runs, fields; Copy',
  beforeEach: recordClipboardWrites,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(field(canvas)).toHaveValue('*/15 9-17 * * 1-5');
    await waitFor(() => expect(summary(canvas)).toHaveTextContent('Every 15 minutes, between 9:00 AM and 5:59 PM, Monday through Friday'));
    // Saturday noon UTC is 7:00 in New York: the next runs are on Monday morning.
    await expect(canvas.getByText('From now, in America/New_York.')).toBeVisible();
    // The runs are found one at a time after the description (the main thread is handed back between them).
    await waitFor(() => expect(run(canvas, 9)).toBeVisible());
    await expect(run(canvas, 0)).toHaveTextContent('2026-11-30T09:00:00-05:00');
    await expect(run(canvas, 9)).toHaveTextContent('2026-11-30T11:15:00-05:00');
    await expect(canvas.getByText(/^Mon, Nov 30, 2026, 9:00\sAM$/)).toBeVisible();
    await expect(fieldRow(canvas, 'minute')).toHaveTextContent('Minute*/150, 15, 30, 45');
    await expect(fieldRow(canvas, 'hour')).toHaveTextContent('Hour9-179–17');
    await expect(fieldRow(canvas, 'dayOfMonth')).toHaveTextContent('Every day of the month');
    await expect(fieldRow(canvas, 'dayOfWeek')).toHaveTextContent('Day of Week1-5Monday–Friday');
    // Reported from an effect, after the engines' results are on screen.
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ expression: '*/15 9-17 * * 1-5', valid: true, zone: 'America/New_York', invalidFields: [], error: null }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Description' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText).mock.calls[0]?.[0]).toBe('Every 15 minutes, between 9:00 AM and 5:59 PM, Monday through Friday');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Runs' }));
    const runs = mocked(navigator.clipboard.writeText).mock.calls[1]?.[0] ?? '';
    await expect(runs.split('\n')).toHaveLength(10);
    await expect(runs.split('\n')[1]).toBe('2026-11-30T09:15:00-05:00');
    // The buttons say "Copied!" for two seconds: the screenshots show them back at rest.
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: 'Copied!' })).toHaveLength(0), { timeout: 5000 });
  },
};

export const InvalidFields: Story = {
  name: 'Invalid fields named by the field',
  play: async ({ canvas, canvasElement, args }) => {
    await typeInto(canvas, '* * * *');
    await waitFor(() => expect(canvas.getByText('Expected 5 fields (or 6 with seconds first), found 4. Separate the fields with spaces.')).toBeVisible());
    await typeInto(canvas, '61 25 * * MON');
    await waitFor(() => expect(field(canvas)).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Minute field: 61 is outside 0–59. Hour field: 25 is outside 0–23.')).toBeVisible();
    await expect(summary(canvas)).toHaveTextContent('Fix the expression to see its schedule.');
    // Under the field, and in place of the runs.
    await expect(canvas.getAllByText('Fix the expression to see its schedule.')).toHaveLength(2);
    await expect(fieldRow(canvas, 'minute')).toHaveTextContent('Minute Invalid6161 is outside 0–59.');
    // The fields that read are explained even while others are invalid.
    await expect(fieldRow(canvas, 'dayOfWeek')).toHaveTextContent('Day of WeekMONMonday');
    await expect(canvas.getByRole('button', { name: 'Copy Runs' })).toBeDisabled();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ valid: false, invalidFields: ['minute', 'hour'], nextRuns: [], description: null })));
    await noBrokenValues(canvasElement);
  },
};

export const Macros: Story = {
  name: 'Macros: @reboot, then @weekly in Berlin',
  args: { zone: 'Europe/Berlin' },
  play: async ({ canvas, args }) => {
    await typeInto(canvas, '@reboot');
    await waitFor(() => expect(summary(canvas)).toHaveTextContent('Once, at start-up'));
    await expect(canvas.getAllByText('@reboot runs once, when the system starts: there are no times to list.')).toHaveLength(2);
    await typeInto(canvas, '@weekly');
    await waitFor(() => expect(summary(canvas)).toHaveTextContent('At 12:00 AM, only on Sunday'));
    await expect(canvas.getByText('@weekly stands for 0 0 * * 0.')).toBeVisible();
    await waitFor(() => expect(run(canvas, 0)).toHaveTextContent('2026-11-29T00:00:00+01:00'));
    await expect(run(canvas, 1)).toHaveTextContent('2026-12-06T00:00:00+01:00');
    await expect(fieldRow(canvas, 'dayOfWeek')).toHaveTextContent('Sunday');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ zone: 'Europe/Berlin', valid: true, description: 'At 12:00 AM, only on Sunday' })));
  },
};

export const SecondsAndSpecialDays: Story = {
  name: 'Seconds field; day of month or the 2nd Monday; zone changed',
  play: async ({ canvas, args }) => {
    await typeInto(canvas, '0 30 8 1 * 1#2');
    await waitFor(() => expect(fieldRow(canvas, 'second')).toHaveTextContent('Second00'));
    await expect(fieldRow(canvas, 'dayOfMonth')).toHaveTextContent('Day of Month11');
    await expect(fieldRow(canvas, 'dayOfWeek')).toHaveTextContent('the 2nd Monday of the month');
    await expect(canvas.getByText('Day of month and day of week are both set: a day matching either one runs (standard cron).')).toBeVisible();
    // Chromium lists some zones under their old names (Asia/Calcutta): Adelaide keeps its name, and a half-hour offset.
    await userEvent.selectOptions(zoneMenu(canvas), 'Australia/Adelaide');
    await waitFor(() => expect(run(canvas, 0)).toHaveTextContent('2026-12-01T08:30:00+10:30'));
    await waitFor(() => expect(run(canvas, 1)).toHaveTextContent('2026-12-14T08:30:00+10:30'));
    await expect(canvas.getByText(/^Tue, Dec 1, 2026, 8:30:00\sAM$/)).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ zone: 'Australia/Adelaide' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ zone: 'Australia/Adelaide', valid: true })));
  },
};

export const German: Story = {
  name: 'German',
  globals: { locale: 'de' },
  args: { expression: '*/15 9-17 * * 1-5', zone: 'Europe/Berlin' },
  play: async ({ canvas }) => {
    await expect(field(canvas, 'Cron-Ausdruck')).toHaveValue('*/15 9-17 * * 1-5');
    await waitFor(() => expect(summary(canvas)).toHaveTextContent('Alle 15 Minuten, zwischen 09:00 und 17:59, Montag bis Freitag'));
    await waitFor(() => expect(run(canvas, 0)).toHaveTextContent('2026-11-30T09:00:00+01:00'));
    await expect(canvas.getByText('Ab jetzt, in Europe/Berlin.')).toBeVisible();
    await expect(fieldRow(canvas, 'dayOfWeek')).toHaveTextContent('Wochentag1-5Montag–Freitag');
    await expect(canvas.getByRole('button', { name: 'Beispiel laden' })).toBeVisible();
    await expect(zoneMenu(canvas, 'Zeitzone').value).toBe('Europe/Berlin');
  },
};
