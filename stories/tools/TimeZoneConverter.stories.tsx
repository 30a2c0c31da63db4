import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import TimeZoneConverter from '../../src/tools/time-zone-converter/TimeZoneConverter';
import { messages } from '../../src/tools/time-zone-converter/i18n';

const STORAGE_KEY = 'toolshed:time-zone-converter';

/**
 * Every story fixes the visitor's zone (`localZone`) and either the date and time or "now", so
 * results and screenshots do not depend on the machine's zone or the day the tests run.
 */
const meta = {
  title: 'Tools/Time Zone Converter',
  component: TimeZoneConverter,
  args: { onChange: fn(), localZone: 'America/New_York' },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The remembered zones from one story must not leak into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof TimeZoneConverter>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const rowText = (canvasElement: HTMLElement, zone: string) => canvasElement.querySelector(`li[data-zone="${zone}"]`)?.textContent ?? '';
/** The strip's working hours for one zone's row, as shown (sorted). */
const workingHours = (canvas: Canvas, city: string) => {
  const row = canvas.getByRole('rowheader', { name: city }).closest('tr');
  return [...(row?.querySelectorAll('td[data-working]') ?? [])].map((cell) => cell.firstChild?.textContent ?? '').sort();
};

export const WorkedExample: Story = {
  name: '2026-07-01 09:00 New York in Berlin and Tokyo',
  args: { date: '2026-07-01', time: '09:00', zones: 'Europe/Berlin,Asia/Tokyo' },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-07-01');
    await expect(canvas.getByLabelText('Time')).toHaveValue('09:00');
    await expect(canvas.getByLabelText('Time zone of this time')).toHaveValue('America/New_York');
    await expect(rowText(canvasElement, 'America/New_York')).toContain('09:00');
    await expect(rowText(canvasElement, 'America/New_York')).toContain('Your time zone');
    await expect(rowText(canvasElement, 'Europe/Berlin')).toContain('15:00');
    await expect(rowText(canvasElement, 'Europe/Berlin')).toContain('UTC+02:00');
    await expect(rowText(canvasElement, 'Asia/Tokyo')).toContain('22:00');
    await expect(rowText(canvasElement, 'Asia/Tokyo')).toContain('Wed, Jul 1, 2026');
    // The strip marks 09–16 (the hours inside 9–17) in every zone; no hour suits all three.
    for (const city of ['New York', 'Berlin', 'Tokyo']) await expect(workingHours(canvas, city)).toEqual(['09', '10', '11', '12', '13', '14', '15', '16']);
    await expect(canvas.getByText('No hour of this day is within working hours (09:00–17:00) in every time zone.')).toHaveAttribute('role', 'status');
    // The column of 09:00 New York: working hours there and in Berlin, 22:00 in Tokyo.
    await expect(canvas.getAllByText('(working hours, the time being converted)')).toHaveLength(2);
    await expect(canvas.getAllByText('(the time being converted)')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Times' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      [
        'New York (America/New_York): Wed, Jul 1, 2026, 09:00 (UTC\u221204:00)',
        'Berlin (Europe/Berlin): Wed, Jul 1, 2026, 15:00 (UTC+02:00)',
        'Tokyo (Asia/Tokyo): Wed, Jul 1, 2026, 22:00 (UTC+09:00)',
      ].join('\n'),
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ dst: 'exact', instant: '2026-07-01T13:00:00.000Z', from: 'America/New_York', commonHours: [] }),
      ),
    );
  },
};

export const DstGap: Story = {
  name: 'A time skipped by daylight saving (London, 2026-03-29 01:30)',
  args: { localZone: 'Europe/London', date: '2026-03-29', time: '01:30', zones: 'America/New_York' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('This time does not exist')).toBeVisible();
    await expect(
      canvas.getByText('On Sun, Mar 29, 2026, clocks in London jump forward 1 hour, so 01:30 is skipped. It is shown as 02:30 (UTC+01:00), 1 hour later.'),
    ).toBeVisible();
    await expect(rowText(canvasElement, 'Europe/London')).toContain('02:30');
    await expect(rowText(canvasElement, 'America/New_York')).toContain('21:30');
    await expect(rowText(canvasElement, 'America/New_York')).toContain('Previous day');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ dst: 'gap', instant: '2026-03-29T01:30:00.000Z' })));
  },
};

export const DstOverlap: Story = {
  name: 'A time that happens twice (London, 2026-10-25 01:30), the second chosen',
  args: { localZone: 'Europe/London', date: '2026-10-25', time: '01:30', zones: 'Asia/Tokyo' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('This time happens twice')).toBeVisible();
    await expect(canvas.getByText(/first at UTC\+01:00, then at UTC±00:00\. Shown: the first\./)).toBeVisible();
    await expect(rowText(canvasElement, 'Asia/Tokyo')).toContain('09:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the Second (UTC±00:00)' }));
    await expect(canvas.getByText(/Shown: the second\./)).toBeVisible();
    await expect(rowText(canvasElement, 'Asia/Tokyo')).toContain('10:30');
    await expect(canvas.getByRole('button', { name: 'Show the First (UTC+01:00)' })).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ dst: 'overlap', instant: '2026-10-25T01:30:00.000Z' })));
  },
};

export const AddAndRemoveZones: Story = {
  name: 'Search by offset and city, add and remove zones, common meeting hours',
  args: { date: '2026-07-01', time: '09:00', zones: 'Asia/Tokyo' },
  play: async ({ canvas, canvasElement, args }) => {
    const search = canvas.getByRole('combobox', { name: 'Add a time zone' });
    await userEvent.type(search, 'zzz');
    await expect(canvas.getByText(/No time zone matches “zzz”/)).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(search);
    await userEvent.type(search, 'UTC+2');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(options.every((option) => option.textContent?.includes('UTC+02:00'))).toBe(true);
    await userEvent.clear(search);
    await userEvent.type(search, 'berl');
    await userEvent.keyboard('{Enter}');
    await expect(search).toHaveValue('');
    await expect(await canvas.findByText('Berlin added.')).toBeInTheDocument();
    await expect(rowText(canvasElement, 'Europe/Berlin')).toContain('15:00');
    // Tokyo goes: New York and Berlin share 09:00–11:00 New York time.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Tokyo' }));
    await expect(canvasElement.querySelector('li[data-zone="Asia/Tokyo"]')).toBeNull();
    await expect(canvas.getByText('Everyone is within working hours at 09:00–11:00 (New York time).')).toBeVisible();
    await expect(canvas.getAllByText(/everyone within working hours/)).toHaveLength(4);
    // The visitor's own zone cannot be removed.
    await expect(canvas.queryByRole('button', { name: 'Remove New York' })).toBeNull();
    // Berlin as the source: 09:00 Berlin is 03:00 in New York.
    await userEvent.selectOptions(canvas.getByLabelText('Time zone of this time'), 'Europe/Berlin');
    await expect(rowText(canvasElement, 'America/New_York')).toContain('03:00');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ from: 'Europe/Berlin', zones: ['America/New_York', 'Europe/Berlin'] })));
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ zones: ['Europe/Berlin'] });
  },
};

export const NowAndMissingTime: Story = {
  name: 'Following the clock, then a missing time',
  args: { now: Date.UTC(2026, 10, 28, 14, 5), zones: 'Asia/Kolkata' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-11-28');
    await expect(canvas.getByLabelText('Time')).toHaveValue('09:05');
    await expect(canvas.getByText('Showing the current time; it moves on every minute until you change it.')).toBeVisible();
    await expect(rowText(canvasElement, canvasElement.querySelector('li[data-zone^="Asia/"]')?.getAttribute('data-zone') ?? '')).toContain('19:35');
    await expect(canvas.getByRole('button', { name: 'Date and time: now' })).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText('Time'));
    await expect(canvas.getByText('Enter a date and a time to see them in every time zone.')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Copy Times' })).toBeDisabled();
    await expect(canvas.queryByRole('heading', { name: 'Meeting Planner' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Date and time: now' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left): Dubai and London',
  globals: { locale: 'ar' },
  args: { localZone: 'Asia/Dubai', date: '2026-07-01', time: '10:00', zones: 'Europe/London' },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { name: 'المناطق الزمنية' })).toBeVisible();
    await expect(rowText(canvasElement, 'Europe/London')).toContain('07:00');
    await expect(canvas.getByRole('button', { name: 'نسخ الأوقات' })).toBeVisible();
    await expect(canvas.getByText('الجميع ضمن ساعات العمل في 12:00–17:00 (بتوقيت Dubai).')).toBeVisible();
  },
};
