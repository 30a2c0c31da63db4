import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import StopwatchTimer from '../../src/tools/stopwatch-timer/StopwatchTimer';
import { messages } from '../../src/tools/stopwatch-timer/i18n';
import { recordClipboardWrites } from './support';

const STORAGE_KEY = 'toolshed:stopwatch-timer';

/**
 * Time is injected: every story reads a fake clock that moves only when the story moves it, so
 * readings (and the screenshots) are exact. The tool re-reads the clock on every animation frame
 * while a clock runs, so a story advances the fake time and waits for the reading.
 */
let fakeNow = 1_000_000;
const clock = () => fakeNow;
const advance = (ms: number) => {
  fakeNow += ms;
};

/** Oscillators started (the alert's tone), counted instead of heard. */
function countTones() {
  const create = spyOn(AudioContext.prototype, 'createOscillator');
  return () => create.mockRestore();
}

const meta = {
  title: 'Tools/Stopwatch & Timer',
  component: StopwatchTimer,
  args: { onChange: fn(), clock },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  beforeEach: () => {
    fakeNow = 1_000_000;
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof StopwatchTimer>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const reading = (canvas: Canvas) => canvas.getByRole('timer');
const rows = (canvasElement: HTMLElement) => Array.from(canvasElement.querySelectorAll('tbody tr'), (tr) => Array.from(tr.children, (cell) => cell.textContent));

export const StopwatchReady: Story = {
  name: 'Stopwatch: ready',
  play: async ({ canvas, args }) => {
    const title = document.title;
    await expect(canvas.getByRole('tab', { name: 'Stopwatch' })).toHaveAttribute('aria-selected', 'true');
    await expect(reading(canvas)).toHaveTextContent('00:00.00');
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Lap' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(canvas.getByText('Press Lap while the stopwatch runs to record a lap time and a split time.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy CSV' })).toBeNull();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({
      mode: 'stopwatch', status: 'idle', duration: 300, work: 25, shortBreak: 5, longBreak: 15, rounds: 4, sound: true,
      laps: [], splits: [], alerts: 0, phase: 'work', completedWork: 0,
    }));
    // Outside the site's tool page (a story, an embed) the document title is never touched.
    await expect(document.title).toBe(title);
  },
};

export const StopwatchRunningByKeys: Story = {
  name: 'Stopwatch: started with Space, a lap with L, still running',
  play: async ({ canvas, canvasElement, args }) => {
    // The keys work once focus is inside the tool: Tab reaches the reading after the tabs.
    canvas.getByRole('region', { name: 'Elapsed' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    advance(3000);
    await waitFor(() => expect(reading(canvas)).toHaveTextContent('00:03.00'));
    await userEvent.keyboard('l');
    await expect(rows(canvasElement)).toEqual([['1', '00:03.00', '00:03.00']]);
    advance(1234);
    await waitFor(() => expect(reading(canvas)).toHaveTextContent('00:04.23'));
    await expect(canvas.getByRole('button', { name: 'Lap' })).toBeEnabled();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'running', laps: [3000], splits: [3000] })));
    // A key typed outside the tool does nothing.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard(' ');
    advance(10);
    await waitFor(() => expect(reading(canvas)).toHaveTextContent('00:04.24'));
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

export const StopwatchLapsCopied: Story = {
  name: 'Stopwatch: three laps, paused, copied as CSV',
  beforeEach: recordClipboardWrites,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    for (const ms of [1500, 2500, 61_250]) {
      advance(ms);
      await userEvent.click(canvas.getByRole('button', { name: 'Lap' }));
    }
    advance(750);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(reading(canvas)).toHaveTextContent('01:06.00');
    await expect(canvas.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lap' })).toBeDisabled();
    await expect(canvas.getByText('3 laps, newest first')).toBeVisible();
    await expect(rows(canvasElement)).toEqual([
      ['3', '01:01.25', '01:05.25'],
      ['2', '00:02.50', '00:04.00'],
      ['1', '00:01.50', '00:01.50'],
    ]);
    // Lap times add up to the last split.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'paused', laps: [1500, 2500, 61_250], splits: [1500, 4000, 65_250] })));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy CSV' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText).mock.calls[0]?.[0]).toBe('Lap,Lap Time,Split Time\n1,00:01.50,00:01.50\n2,00:02.50,00:04.00\n3,01:01.25,01:05.25');
  },
};

export const TimerReady: Story = {
  name: 'Timer: 5 minutes, ready',
  args: { mode: 'timer' },
  play: async ({ canvas }) => {
    await expect(reading(canvas)).toHaveTextContent('05:00');
    await expect(canvas.getByRole('button', { name: '5 Minutes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Minutes' })).toHaveValue('5');
    await expect(canvas.getByRole('switch', { name: 'Sound' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '25 Minutes' }));
    await expect(reading(canvas)).toHaveTextContent('25:00');
    await expect(canvas.getByRole('textbox', { name: 'Minutes' })).toHaveValue('25');
  },
};

export const TimerZeroLength: Story = {
  name: 'Timer: a length of zero is refused',
  args: { mode: 'timer', duration: 90 },
  play: async ({ canvas, args }) => {
    await expect(reading(canvas)).toHaveTextContent('01:30');
    // No minutes: 30 seconds is still a length.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Minutes' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Minutes' }), '0{Enter}');
    await expect(reading(canvas)).toHaveTextContent('00:30');
    // No seconds either: refused next to the fields, and the last good length stands.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Seconds' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Seconds' }), '0{Enter}');
    await expect(canvas.getByText('Set a length of at least 1 second.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Seconds' })).toHaveAttribute('aria-invalid', 'true');
    await expect(reading(canvas)).toHaveTextContent('00:30');
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeEnabled();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'timer', duration: 30 })));
  },
};

export const TimerDone: Story = {
  name: 'Timer: 5 seconds up, the alert fired once',
  args: { mode: 'timer', duration: 5 },
  beforeEach: countTones,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    advance(2000);
    await waitFor(() => expect(reading(canvas)).toHaveTextContent('00:03'));
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '1 Minute' })).toBeDisabled();
    await expect(canvas.getByText('Reset the timer to change its length.')).toBeVisible();
    advance(3000);
    await expect(await canvas.findByText('Time’s up!')).toBeVisible();
    await expect(canvas.getByText('The 00:05 timer has ended.')).toBeVisible();
    await expect(reading(canvas)).toHaveTextContent('00:00');
    await expect(canvas.getByRole('button', { name: 'Restart' })).toBeVisible();
    advance(60_000);
    await expect(reading(canvas)).toHaveTextContent('00:00');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'done', alerts: 1 })));
    await expect(mocked(AudioContext.prototype.createOscillator)).toHaveBeenCalledTimes(1);
  },
};

export const PomodoroBreak: Story = {
  name: 'Pomodoro: the first work session over, a short break',
  args: { mode: 'pomodoro', work: 1, shortBreak: 2, sound: false },
  beforeEach: countTones,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Work', { selector: 'span' })).toBeVisible();
    await expect(reading(canvas)).toHaveTextContent('01:00');
    await expect(canvas.getByText('Session 1 of 4 · No work sessions finished yet')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(canvas.getByRole('textbox', { name: 'Work (minutes)' })).toBeDisabled();
    advance(60_000);
    await expect(await canvas.findByText('Short break')).toBeVisible();
    await expect(canvas.getByText('Take 2 minutes.')).toBeVisible();
    await expect(canvas.getByText('1 work session finished')).toBeVisible();
    advance(30_000);
    await waitFor(() => expect(reading(canvas)).toHaveTextContent('01:30'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'pomodoro', status: 'paused', phase: 'shortBreak', completedWork: 1, alerts: 1 })));
    // Sound off: the alert is seen, not heard.
    await expect(mocked(AudioContext.prototype.createOscillator)).not.toHaveBeenCalled();
  },
};

export const GermanStopwatch: Story = {
  name: 'German: a lap with a decimal comma',
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Starten' }));
    advance(12_340);
    await userEvent.click(canvas.getByRole('button', { name: 'Runde' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pausieren' }));
    await expect(reading(canvas)).toHaveTextContent('00:12,34');
    await expect(rows(canvasElement)).toEqual([['1', '00:12,34', '00:12,34']]);
    await expect(canvas.getByText('1 Runde, neueste zuerst')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fortsetzen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'CSV kopieren' })).toBeVisible();
  },
};
