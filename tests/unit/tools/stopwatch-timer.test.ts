import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IDLE_RUN,
  MAX_DURATION_S,
  NEW_STOPWATCH,
  POMODORO_DEFAULTS,
  POMODORO_LIMITS,
  countdownStatus,
  durationSeconds,
  elapsedAt,
  formatCountdown,
  formatStopwatch,
  formatWholeSeconds,
  lapStopwatch,
  lapTimes,
  lapsCsv,
  newCountdown,
  newPomodoro,
  pauseRun,
  pomodoroAt,
  remainingAt,
  settleCountdown,
  settlePomodoro,
  skipPhase,
  startRun,
  stopwatchStatus,
  toggleCountdown,
  togglePomodoro,
  toggleStopwatch,
  validPomodoroValue,
  type Countdown,
  type Run,
  type Stopwatch,
} from '../../../src/tools/stopwatch-timer/stopwatch-timer';

const MIN = 60_000;

describe('a run', () => {
  it('counts only the running intervals', () => {
    let run: Run = startRun(IDLE_RUN, 1000);
    expect(elapsedAt(run, 1500)).toBe(500);
    run = pauseRun(run, 2000);
    expect(elapsedAt(run, 9000)).toBe(1000);
    run = startRun(run, 10_000);
    expect(elapsedAt(run, 10_250)).toBe(1250);
    // Starting a running run or pausing a paused one changes nothing.
    expect(startRun(run, 12_000)).toBe(run);
    expect(pauseRun(IDLE_RUN, 5)).toBe(IDLE_RUN);
  });

  it('elapsed is the sum of the running intervals for any sequence of start and pause presses', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ gap: fc.integer({ min: 0, max: 100_000 }), press: fc.constantFrom('start', 'pause') }), { maxLength: 40 }), (events) => {
        let now = 0;
        let run: Run = IDLE_RUN;
        let expected = 0;
        let since: number | null = null;
        for (const { gap, press } of events) {
          now += gap;
          if (press === 'start') {
            run = startRun(run, now);
            since ??= now;
          } else {
            run = pauseRun(run, now);
            if (since !== null) expected += now - since;
            since = null;
          }
        }
        const end = now + 1234;
        expect(elapsedAt(run, end)).toBe(expected + (since === null ? 0 : end - since));
      }),
    );
  });

  it('never goes backwards or below zero when the clock does', () => {
    const run = startRun(IDLE_RUN, 5000);
    expect(elapsedAt(run, 4000)).toBe(0);
    expect(pauseRun(run, 4000).banked).toBe(0);
  });
});

describe('the stopwatch', () => {
  it('reads 3 s after 3 s of wall time, whatever happened in between (a hidden tab renders nothing)', () => {
    const started = toggleStopwatch(NEW_STOPWATCH, 100_000.4);
    expect(stopwatchStatus(started)).toBe('running');
    expect(elapsedAt(started.run, 103_000.4)).toBeCloseTo(3000, 6);
    expect(formatStopwatch(elapsedAt(started.run, 103_000.4))).toBe('00:03.00');
  });

  it('pauses, resumes, laps only while running, and keeps lap and split times', () => {
    let watch: Stopwatch = toggleStopwatch(NEW_STOPWATCH, 0);
    watch = lapStopwatch(watch, 1500);
    watch = lapStopwatch(watch, 4000);
    watch = toggleStopwatch(watch, 5000);
    expect(stopwatchStatus(watch)).toBe('paused');
    expect(lapStopwatch(watch, 6000)).toBe(watch);
    watch = toggleStopwatch(watch, 10_000);
    watch = lapStopwatch(watch, 10_250);
    expect(watch.splits).toEqual([1500, 4000, 5250]);
    expect(lapTimes(watch.splits)).toEqual([1500, 2500, 1250]);
  });

  it('laps add up to the total for any sequence of presses', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ gap: fc.integer({ min: 0, max: 50_000 }), press: fc.constantFrom('toggle', 'lap', 'lap') }), { maxLength: 50 }), (events) => {
        let now = 0;
        let watch: Stopwatch = NEW_STOPWATCH;
        for (const { gap, press } of events) {
          now += gap;
          watch = press === 'toggle' ? toggleStopwatch(watch, now) : lapStopwatch(watch, now);
        }
        const laps = lapTimes(watch.splits);
        for (const lap of laps) expect(lap).toBeGreaterThanOrEqual(0);
        expect(laps.reduce((a, b) => a + b, 0)).toBe(watch.splits.at(-1) ?? 0);
        expect(watch.splits.at(-1) ?? 0).toBeLessThanOrEqual(elapsedAt(watch.run, now));
      }),
    );
  });

  it('copies laps as CSV with lap and split times, as shown', () => {
    expect(lapsCsv([1500, 4000, 65_250])).toBe('Lap,Lap Time,Split Time\n1,00:01.50,00:01.50\n2,00:02.50,00:04.00\n3,01:01.25,01:05.25');
    expect(lapsCsv([])).toBe('Lap,Lap Time,Split Time');
    // German: decimal comma inside a field, so the field is quoted.
    expect(lapsCsv([1500], { lap: 'Runde', lapTime: 'Rundenzeit', splitTime: 'Zwischenzeit' }, ',')).toBe('Runde,Rundenzeit,Zwischenzeit\n1,"00:01,50","00:01,50"');
  });
});

describe('the countdown', () => {
  it('a 5 s timer fires its alert exactly once, at 5 s, and stops at 00:00', () => {
    let timer: Countdown = toggleCountdown(newCountdown(5000), 0);
    let alerts = 0;
    for (let now = 0; now <= 20_000; now += 16.7) {
      const settled = settleCountdown(timer, now);
      timer = settled.timer;
      if (settled.alert) {
        alerts++;
        expect(now).toBeGreaterThanOrEqual(5000);
        expect(now).toBeLessThan(5017);
      }
    }
    expect(alerts).toBe(1);
    expect(countdownStatus(timer)).toBe('done');
    expect(remainingAt(timer, 99_999)).toBe(0);
    expect(formatCountdown(remainingAt(timer, 99_999))).toBe('00:00');
  });

  it('fires once however the checks are spread (a hidden tab checks rarely)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(fc.integer({ min: 0, max: 4000 }), { maxLength: 30 }), (duration, gaps) => {
        let timer = toggleCountdown(newCountdown(duration), 0);
        let now = 0;
        let alerts = 0;
        for (const gap of [...gaps, duration + 1]) {
          now += gap;
          const settled = settleCountdown(timer, now);
          timer = settled.timer;
          if (settled.alert) alerts++;
        }
        expect(alerts).toBe(1);
        expect(timer.run.banked).toBe(duration);
      }),
    );
  });

  it('pauses without firing, and a finished timer starts again from its full length', () => {
    let timer = toggleCountdown(newCountdown(5000), 0);
    timer = toggleCountdown(timer, 2000);
    expect(countdownStatus(timer)).toBe('paused');
    expect(settleCountdown(timer, 60_000).alert).toBe(false);
    expect(remainingAt(timer, 60_000)).toBe(3000);
    expect(formatCountdown(remainingAt(timer, 60_000))).toBe('00:03');
    timer = toggleCountdown(timer, 70_000);
    timer = settleCountdown(timer, 73_000).timer;
    expect(timer.fired).toBe(true);
    timer = toggleCountdown(timer, 80_000);
    expect(countdownStatus(timer)).toBe('running');
    expect(remainingAt(timer, 80_000)).toBe(5000);
  });

  it('rounds the remaining time up to whole seconds and reads h:mm:ss past an hour', () => {
    expect(formatCountdown(4001)).toBe('00:05');
    expect(formatCountdown(4000)).toBe('00:04');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(25 * MIN)).toBe('25:00');
    expect(formatCountdown(3600_000)).toBe('1:00:00');
    expect(formatCountdown(MAX_DURATION_S * 1000)).toBe('99:59:59');
  });

  it('reads a typed duration from hours, minutes and seconds', () => {
    expect(durationSeconds(0, 0, 5)).toBe(5);
    expect(durationSeconds(1, 30, 0)).toBe(5400);
    expect(durationSeconds(0, 90, 0)).toBe(5400);
    expect(durationSeconds(0, 0, 0)).toBeNull();
    expect(durationSeconds(100, 0, 0)).toBeNull();
    expect(durationSeconds(0, Number.NaN, 1)).toBeNull();
    expect(durationSeconds(0, 1.5, 0)).toBeNull();
  });
});

describe('the stopwatch reading', () => {
  it('floors to hundredths and uses the locale decimal mark', () => {
    expect(formatStopwatch(0)).toBe('00:00.00');
    expect(formatStopwatch(2999.99)).toBe('00:02.99');
    expect(formatStopwatch(754_560)).toBe('12:34.56');
    expect(formatStopwatch(3_723_450, ',')).toBe('1:02:03,45');
    expect(formatStopwatch(-5)).toBe('00:00.00');
    expect(formatWholeSeconds(3999)).toBe('00:03');
    expect(formatWholeSeconds(3_723_450)).toBe('1:02:03');
  });
});

describe('the Pomodoro cycle', () => {
  it('runs work, short break, … and a long break after the fourth work session', () => {
    const at = (minutes: number) => pomodoroAt(POMODORO_DEFAULTS, minutes * MIN);
    expect(at(0)).toEqual({ index: 0, kind: 'work', length: 25 * MIN, remaining: 25 * MIN, completedWork: 0, round: 1 });
    expect(at(25)).toMatchObject({ index: 1, kind: 'shortBreak', remaining: 5 * MIN, completedWork: 1, round: 1 });
    expect(at(30)).toMatchObject({ index: 2, kind: 'work', completedWork: 1, round: 2 });
    // 4 × 25 + 3 × 5 = 115 minutes in: the long break.
    expect(at(115)).toMatchObject({ index: 7, kind: 'longBreak', length: 15 * MIN, completedWork: 4, round: 4 });
    expect(at(129)).toMatchObject({ kind: 'longBreak', remaining: 1 * MIN });
    // 130 minutes: a new set begins.
    expect(at(130)).toMatchObject({ index: 8, kind: 'work', completedWork: 4, round: 1 });
    expect(at(130 * 3 + 26)).toMatchObject({ index: 25, kind: 'shortBreak', completedWork: 13 });
  });

  it('agrees with walking the phases one by one (any settings, any elapsed time)', () => {
    const settings = fc.record({
      work: fc.integer({ min: 1, max: 180 }),
      shortBreak: fc.integer({ min: 1, max: 60 }),
      longBreak: fc.integer({ min: 1, max: 120 }),
      rounds: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(settings, fc.integer({ min: 0, max: 2000 * MIN }), (s, elapsed) => {
        let rest = elapsed;
        let index = 0;
        let done = 0;
        for (;;) {
          const within = index % (2 * s.rounds);
          const kind = within % 2 === 0 ? 'work' : within === 2 * s.rounds - 1 ? 'longBreak' : 'shortBreak';
          const length = s[kind] * MIN;
          if (rest < length) {
            expect(pomodoroAt(s, elapsed)).toMatchObject({ index, kind, remaining: length - rest, completedWork: done });
            return;
          }
          rest -= length;
          if (kind === 'work') done++;
          index++;
        }
      }),
    );
  });

  it('announces each phase change once, and several at once in a hidden tab as the phase now running', () => {
    let pomodoro = togglePomodoro(newPomodoro(POMODORO_DEFAULTS), 0);
    expect(settlePomodoro(pomodoro, 24 * MIN).began).toBeNull();
    const first = settlePomodoro(pomodoro, 25 * MIN);
    expect(first.began).toMatchObject({ kind: 'shortBreak', completedWork: 1 });
    pomodoro = first.pomodoro;
    expect(settlePomodoro(pomodoro, 26 * MIN).began).toBeNull();
    const late = settlePomodoro(pomodoro, 116 * MIN);
    expect(late.began).toMatchObject({ kind: 'longBreak', completedWork: 4 });
    expect(settlePomodoro(late.pomodoro, 117 * MIN).began).toBeNull();
  });

  it('skips to the next phase', () => {
    let pomodoro = togglePomodoro(newPomodoro(POMODORO_DEFAULTS), 0);
    pomodoro = skipPhase(pomodoro, 10 * MIN);
    const settled = settlePomodoro(pomodoro, 10 * MIN);
    expect(settled.phase).toMatchObject({ kind: 'shortBreak', remaining: 5 * MIN, completedWork: 1 });
    expect(settled.began).toBeNull();
  });

  it('checks its settings against the limits', () => {
    expect(validPomodoroValue('work', 25)).toBe(true);
    expect(validPomodoroValue('work', 0)).toBe(false);
    expect(validPomodoroValue('rounds', 13)).toBe(false);
    expect(validPomodoroValue('longBreak', 2.5)).toBe(false);
    expect(validPomodoroValue('shortBreak', '5')).toBe(false);
    expect(POMODORO_LIMITS.rounds).toEqual([1, 12]);
  });
});

describe('the declaration', () => {
  it('matches the logic module', async () => {
    const { api } = await import('../../../src/tools/stopwatch-timer/api');
    const input = (name: string) => api.inputs.find((i) => i.name === name) as { default?: unknown; min?: number; max?: number; values?: readonly string[] } | undefined;
    expect(input('mode')?.values).toEqual(['stopwatch', 'timer', 'pomodoro']);
    expect(input('duration')).toMatchObject({ min: 1, max: MAX_DURATION_S, default: 300 });
    const names = { work: 'work', shortBreak: 'short-break', longBreak: 'long-break', rounds: 'rounds' } as const;
    for (const key of ['work', 'shortBreak', 'longBreak', 'rounds'] as const) {
      expect(input(names[key])).toMatchObject({ min: POMODORO_LIMITS[key][0], max: POMODORO_LIMITS[key][1], default: POMODORO_DEFAULTS[key] });
    }
  });
});
