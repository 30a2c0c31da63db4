// The stopwatch, the countdown timer and the Pomodoro cycle as pure state machines over an
// injected clock (milliseconds from performance.now(), Date.now() or a test's fake). Nothing here
// counts ticks: every value shown is computed from timestamps, so it stays right when the tab is
// hidden and the browser throttles timers and animation frames. React-free; the screen is
// StopwatchTimer.tsx.

export const MODES = ['stopwatch', 'timer', 'pomodoro'] as const;
export type Mode = (typeof MODES)[number];
export const isMode = (value: unknown): value is Mode => typeof value === 'string' && (MODES as readonly string[]).includes(value);

// ── A run: time that passes only while it is running ──────────────────────────────────────────

/** Time banked by earlier running intervals, plus the start of the current one (null when stopped). */
export interface Run {
  readonly startedAt: number | null;
  readonly banked: number;
}

export const IDLE_RUN: Run = { startedAt: null, banked: 0 };

export const isRunning = (run: Run): boolean => run.startedAt !== null;

/** Starts (or resumes) at `now`; a running run is left as it is. */
export const startRun = (run: Run, now: number): Run => (run.startedAt !== null ? run : { startedAt: now, banked: run.banked });

/** Pauses at `now`, banking the interval just ended; a clock that went backwards adds nothing. */
export const pauseRun = (run: Run, now: number): Run =>
  run.startedAt === null ? run : { startedAt: null, banked: run.banked + Math.max(0, now - run.startedAt) };

/** The sum of every running interval up to `now`. */
export const elapsedAt = (run: Run, now: number): number => run.banked + (run.startedAt === null ? 0 : Math.max(0, now - run.startedAt));

// ── Stopwatch ──────────────────────────────────────────────────────────────────────────────────

/** A stopwatch: its run and the split time (elapsed at the press) of every lap, oldest first. */
export interface Stopwatch {
  readonly run: Run;
  readonly splits: readonly number[];
}

export const NEW_STOPWATCH: Stopwatch = { run: IDLE_RUN, splits: [] };

export type Status = 'idle' | 'running' | 'paused' | 'done';

export const stopwatchStatus = (watch: Stopwatch): Status => (isRunning(watch.run) ? 'running' : watch.run.banked > 0 ? 'paused' : 'idle');

/** Start/Pause/Resume in one: what Space does. */
export const toggleStopwatch = (watch: Stopwatch, now: number): Stopwatch =>
  isRunning(watch.run) ? { ...watch, run: pauseRun(watch.run, now) } : { ...watch, run: startRun(watch.run, now) };

/** Records a lap at `now` (only while running: a paused stopwatch has nothing new to split). */
export const lapStopwatch = (watch: Stopwatch, now: number): Stopwatch =>
  isRunning(watch.run) ? { ...watch, splits: [...watch.splits, elapsedAt(watch.run, now)] } : watch;

/** Each lap's own time: the difference between consecutive splits (they add up to the last split). */
export const lapTimes = (splits: readonly number[]): number[] => splits.map((split, i) => split - (i === 0 ? 0 : splits[i - 1]!));

// ── Countdown timer ────────────────────────────────────────────────────────────────────────────

/** Longest countdown: 99 h 59 min 59 s. */
export const MAX_DURATION_S = 99 * 3600 + 59 * 60 + 59;
export const TIMER_PRESETS_MIN = [1, 5, 10, 25] as const;

export interface Countdown {
  /** The length in milliseconds. */
  readonly duration: number;
  readonly run: Run;
  /** True once the alert has fired: it never fires twice for one countdown. */
  readonly fired: boolean;
}

export const newCountdown = (durationMs: number): Countdown => ({ duration: durationMs, run: IDLE_RUN, fired: false });

export const countdownStatus = (timer: Countdown): Status =>
  timer.fired ? 'done' : isRunning(timer.run) ? 'running' : timer.run.banked > 0 ? 'paused' : 'idle';

/** Milliseconds left at `now`, never below 0. */
export const remainingAt = (timer: Countdown, now: number): number => Math.max(0, timer.duration - elapsedAt(timer.run, now));

/** Start/Pause/Resume; a finished countdown starts again from its full length. */
export const toggleCountdown = (timer: Countdown, now: number): Countdown => {
  if (timer.fired) return { ...newCountdown(timer.duration), run: startRun(IDLE_RUN, now) };
  return isRunning(timer.run) ? { ...timer, run: pauseRun(timer.run, now) } : { ...timer, run: startRun(timer.run, now) };
};

/**
 * The countdown at `now`: once its time is up it stops at exactly its length and `fired` turns true;
 * `alert` is true only on that one call, so the alert sounds once however often this is asked.
 */
export function settleCountdown(timer: Countdown, now: number): { timer: Countdown; alert: boolean } {
  if (timer.fired || !isRunning(timer.run) || elapsedAt(timer.run, now) < timer.duration) return { timer, alert: false };
  return { timer: { duration: timer.duration, run: { startedAt: null, banked: timer.duration }, fired: true }, alert: true };
}

/** Hours, minutes and seconds of a whole number of seconds. */
export const splitSeconds = (total: number) => ({ h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 });

/** h, m and s as typed (each a whole number ≥ 0) → seconds, or null for nothing or more than MAX_DURATION_S. */
export function durationSeconds(h: number, m: number, s: number): number | null {
  if (![h, m, s].every((n) => Number.isInteger(n) && n >= 0)) return null;
  const total = h * 3600 + m * 60 + s;
  return total >= 1 && total <= MAX_DURATION_S ? total : null;
}

// ── Pomodoro ───────────────────────────────────────────────────────────────────────────────────

export interface PomodoroSettings {
  /** Minutes of each work session. */
  readonly work: number;
  /** Minutes of a short break. */
  readonly shortBreak: number;
  /** Minutes of the long break. */
  readonly longBreak: number;
  /** Work sessions before the long break. */
  readonly rounds: number;
}

export const POMODORO_DEFAULTS: PomodoroSettings = { work: 25, shortBreak: 5, longBreak: 15, rounds: 4 };
export const POMODORO_LIMITS = { work: [1, 180], shortBreak: [1, 60], longBreak: [1, 120], rounds: [1, 12] } as const satisfies Record<keyof PomodoroSettings, readonly [number, number]>;

export const validPomodoroValue = (key: keyof PomodoroSettings, value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= POMODORO_LIMITS[key][0] && value <= POMODORO_LIMITS[key][1];

export type PhaseKind = 'work' | 'shortBreak' | 'longBreak';

export interface PomodoroPhase {
  /** 0 for the first work session, counting every phase since the start. */
  readonly index: number;
  readonly kind: PhaseKind;
  /** The phase's length and what is left of it, in milliseconds. */
  readonly length: number;
  readonly remaining: number;
  /** Work sessions finished so far. */
  readonly completedWork: number;
  /** Which work session of the current set this is or follows (1 … rounds). */
  readonly round: number;
}

const MINUTE = 60_000;

/** The kind of the phase at `index` within a set: work, break, work, …, work, long break. */
export const phaseKind = (settings: PomodoroSettings, index: number): PhaseKind => {
  const within = index % (2 * settings.rounds);
  return within % 2 === 0 ? 'work' : within === 2 * settings.rounds - 1 ? 'longBreak' : 'shortBreak';
};

const phaseLength = (settings: PomodoroSettings, kind: PhaseKind) => settings[kind] * MINUTE;

/**
 * Where the cycle stands after `elapsed` milliseconds of running: the phases follow each other
 * without a gap, so a tab hidden through several phases comes back to the right one.
 */
export function pomodoroAt(settings: PomodoroSettings, elapsed: number): PomodoroPhase {
  const { rounds } = settings;
  const setLength = rounds * phaseLength(settings, 'work') + (rounds - 1) * phaseLength(settings, 'shortBreak') + phaseLength(settings, 'longBreak');
  const sets = Math.floor(Math.max(0, elapsed) / setLength);
  let rest = Math.max(0, elapsed) - sets * setLength;
  let index = sets * 2 * rounds;
  let completedWork = sets * rounds;
  for (;;) {
    const kind = phaseKind(settings, index);
    const length = phaseLength(settings, kind);
    if (rest < length) {
      const round = Math.floor((index % (2 * rounds)) / 2) + 1;
      return { index, kind, length, remaining: length - rest, completedWork, round };
    }
    rest -= length;
    if (kind === 'work') completedWork++;
    index++;
  }
}

export interface Pomodoro {
  readonly settings: PomodoroSettings;
  readonly run: Run;
  /** The phase index the alert last announced: a later phase at `now` means one ended. */
  readonly seen: number;
}

export const newPomodoro = (settings: PomodoroSettings): Pomodoro => ({ settings, run: IDLE_RUN, seen: 0 });

export const pomodoroStatus = (pomodoro: Pomodoro): Status => (isRunning(pomodoro.run) ? 'running' : pomodoro.run.banked > 0 ? 'paused' : 'idle');

export const togglePomodoro = (pomodoro: Pomodoro, now: number): Pomodoro =>
  isRunning(pomodoro.run) ? { ...pomodoro, run: pauseRun(pomodoro.run, now) } : { ...pomodoro, run: startRun(pomodoro.run, now) };

/** Ends the current phase now and starts the next one (Skip). */
export function skipPhase(pomodoro: Pomodoro, now: number): Pomodoro {
  const phase = pomodoroAt(pomodoro.settings, elapsedAt(pomodoro.run, now));
  const run = { ...pomodoro.run, banked: pomodoro.run.banked + phase.remaining };
  return { ...pomodoro, run, seen: phase.index + 1 };
}

/** The cycle at `now`, and the phase that just began when one (or more, in a hidden tab) ended since the last call. */
export function settlePomodoro(pomodoro: Pomodoro, now: number): { pomodoro: Pomodoro; phase: PomodoroPhase; began: PomodoroPhase | null } {
  const phase = pomodoroAt(pomodoro.settings, elapsedAt(pomodoro.run, now));
  if (phase.index <= pomodoro.seen) return { pomodoro, phase, began: null };
  return { pomodoro: { ...pomodoro, seen: phase.index }, phase, began: phase };
}

// ── Text ───────────────────────────────────────────────────────────────────────────────────────

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A stopwatch reading, floored to hundredths: 00:03.00, 12:34.56, 1:02:03.45. The decimal mark is
 * the locale's (a comma in German).
 */
export function formatStopwatch(ms: number, decimalMark = '.'): string {
  const centis = Math.floor(Math.max(0, ms) / 10);
  const seconds = Math.floor(centis / 100);
  const { h, m, s } = splitSeconds(seconds);
  const clock = h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  return `${clock}${decimalMark}${two(centis % 100)}`;
}

/** A countdown, in whole seconds rounded up (it shows 00:01 until the last second is over): 05:00, 1:00:00. */
export function formatCountdown(ms: number): string {
  const { h, m, s } = splitSeconds(Math.ceil(Math.max(0, ms) / 1000));
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** Whole elapsed seconds for the document title: 00:03, 1:02:03. */
export function formatWholeSeconds(ms: number): string {
  const { h, m, s } = splitSeconds(Math.floor(Math.max(0, ms) / 1000));
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

export interface LapCsvText {
  lap: string;
  lapTime: string;
  splitTime: string;
}

const csvField = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The laps as CSV (RFC 4180, CRLF-free): a header, then one row per lap, oldest first, times as shown. */
export function lapsCsv(splits: readonly number[], words: LapCsvText = { lap: 'Lap', lapTime: 'Lap Time', splitTime: 'Split Time' }, decimalMark = '.'): string {
  const laps = lapTimes(splits);
  const rows = [[words.lap, words.lapTime, words.splitTime]];
  splits.forEach((split, i) => rows.push([String(i + 1), formatStopwatch(laps[i]!, decimalMark), formatStopwatch(split, decimalMark)]));
  return rows.map((row) => row.map(csvField).join(',')).join('\n');
}
