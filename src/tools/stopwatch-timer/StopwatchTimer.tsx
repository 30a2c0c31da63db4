import { memo, useContext, useEffect, useEffectEvent, useId, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Flag, Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { NumberField } from '../../ui/components/NumberField';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { decimalMark } from '../../i18n/numbers';
import { readProp } from '../api';
import { ShareStateContext, useShareState } from '../share-state';
import { api } from './api';
import {
  MAX_DURATION_S,
  MODES,
  NEW_STOPWATCH,
  POMODORO_DEFAULTS,
  POMODORO_LIMITS,
  TIMER_PRESETS_MIN,
  countdownStatus,
  durationSeconds,
  elapsedAt,
  formatCountdown,
  formatStopwatch,
  formatWholeSeconds,
  isMode,
  isRunning,
  lapStopwatch,
  lapTimes,
  lapsCsv,
  newCountdown,
  newPomodoro,
  pomodoroAt,
  pomodoroStatus,
  remainingAt,
  settleCountdown,
  settlePomodoro,
  skipPhase,
  splitSeconds,
  stopwatchStatus,
  toggleCountdown,
  togglePomodoro,
  toggleStopwatch,
  validPomodoroValue,
  type Countdown,
  type Mode,
  type PhaseKind,
  type Pomodoro,
  type PomodoroPhase,
  type PomodoroSettings,
  type Status,
  type Stopwatch,
} from './stopwatch-timer';
import { useStopwatchTimerMessages } from './i18n';
import * as styles from './StopwatchTimer.css';

export interface StopwatchTimerChange {
  mode: Mode;
  /** The shown clock's state. */
  status: Status;
  duration: number;
  work: number;
  shortBreak: number;
  longBreak: number;
  rounds: number;
  sound: boolean;
  /** Each lap's own time in milliseconds, oldest first. */
  laps: number[];
  /** The split time of each lap (elapsed at the press) in milliseconds. */
  splits: number[];
  /** How many alerts (timer ends and Pomodoro phase changes) have fired since the tool opened. */
  alerts: number;
  /** The Pomodoro phase now. */
  phase: PhaseKind;
  /** Pomodoro work sessions finished. */
  completedWork: number;
}

export interface StopwatchTimerProps {
  /** stopwatch, timer or pomodoro (the embed's `mode` attribute). */
  mode?: string;
  /** The countdown in seconds (the embed's `duration` attribute). */
  duration?: number | string;
  /** Minutes of a Pomodoro work session (`work`). */
  work?: number | string;
  /** Minutes of a short break (`short-break`). */
  shortBreak?: number | string;
  /** Minutes of the long break (`long-break`). */
  longBreak?: number | string;
  /** Work sessions before the long break (`rounds`). */
  rounds?: number | string;
  /** Play a tone when time is up (`sound`). */
  sound?: boolean | string;
  /** Milliseconds from a fixed origin; defaults to performance.now(). Stories and tests pass a fake. */
  clock?: () => number;
  /** Called with the settings and the shown clock's state after every press, lap and alert. */
  onChange?: (detail: StopwatchTimerChange) => void;
}

/** What is remembered and shared (never a running clock or laps). */
interface Settings extends PomodoroSettings {
  mode: Mode;
  duration: number;
  sound: boolean;
}

const DEFAULTS: Settings = { mode: 'stopwatch', duration: 300, sound: true, ...POMODORO_DEFAULTS };
const POMODORO_KEYS = ['work', 'shortBreak', 'longBreak', 'rounds'] as const;

/** Settings from untrusted data (storage, props): each valid one kept, the rest left out. */
function validSettings(input: Record<string, unknown>): Partial<Settings> {
  const out: { -readonly [K in keyof Settings]?: Settings[K] } = {};
  if (isMode(input.mode)) out.mode = input.mode;
  const duration = input.duration;
  if (typeof duration === 'number' && Number.isInteger(duration) && duration >= 1 && duration <= MAX_DURATION_S) out.duration = duration;
  if (typeof input.sound === 'boolean') out.sound = input.sound;
  for (const key of POMODORO_KEYS) {
    const value = input[key];
    if (validPomodoroValue(key, value)) out[key] = value;
  }
  return out;
}

const parseStored = (stored: unknown): Partial<Settings> => (stored && typeof stored === 'object' ? validSettings(stored as Record<string, unknown>) : {});

function settingsFromProps(props: StopwatchTimerProps): Partial<Settings> {
  return validSettings({
    mode: readProp(api, 'mode', props.mode),
    duration: readProp(api, 'duration', props.duration),
    work: readProp(api, 'work', props.work),
    shortBreak: readProp(api, 'short-break', props.shortBreak),
    longBreak: readProp(api, 'long-break', props.longBreak),
    rounds: readProp(api, 'rounds', props.rounds),
    sound: readProp(api, 'sound', props.sound),
  });
}

const pomodoroSettings = (settings: Settings): PomodoroSettings => ({
  work: settings.work,
  shortBreak: settings.shortBreak,
  longBreak: settings.longBreak,
  rounds: settings.rounds,
});

// ── The clocks: one reducer, so two ticks in one task can never both see a countdown unfinished ──

/** The last alert shown: the timer's end, or the Pomodoro phase that began. */
type Alert = { source: 'timer'; duration: number } | { source: 'pomodoro'; phase: PomodoroPhase };

interface Clocks {
  now: number;
  stopwatch: Stopwatch;
  timer: Countdown;
  pomodoro: Pomodoro;
  /** Alerts fired so far: each one sounds once (an effect watches the count). */
  alerts: number;
  alert: Alert | null;
}

type Action =
  | { type: 'tick'; now: number }
  | { type: 'toggle'; mode: Mode; now: number }
  | { type: 'lap'; now: number }
  | { type: 'reset'; mode: Mode; now: number }
  | { type: 'skip'; now: number }
  | { type: 'length'; ms: number }
  | { type: 'pomodoroSettings'; settings: PomodoroSettings }
  | { type: 'dismiss' };

function settle(state: Clocks, now: number): Clocks {
  let next: Clocks = { ...state, now };
  const timer = settleCountdown(state.timer, now);
  if (timer.alert) next = { ...next, timer: timer.timer, alerts: next.alerts + 1, alert: { source: 'timer', duration: timer.timer.duration } };
  const pomodoro = settlePomodoro(state.pomodoro, now);
  if (pomodoro.began) next = { ...next, pomodoro: pomodoro.pomodoro, alerts: next.alerts + 1, alert: { source: 'pomodoro', phase: pomodoro.began } };
  return next;
}

function clocksReducer(state: Clocks, action: Action): Clocks {
  switch (action.type) {
    case 'tick':
      return settle(state, action.now);
    case 'toggle': {
      const settled = settle(state, action.now);
      if (action.mode === 'stopwatch') return { ...settled, stopwatch: toggleStopwatch(settled.stopwatch, action.now) };
      if (action.mode === 'timer') return { ...settled, alert: null, timer: toggleCountdown(settled.timer, action.now) };
      return { ...settled, alert: null, pomodoro: togglePomodoro(settled.pomodoro, action.now) };
    }
    case 'lap':
      return { ...state, now: action.now, stopwatch: lapStopwatch(state.stopwatch, action.now) };
    case 'reset':
      if (action.mode === 'stopwatch') return { ...state, now: action.now, stopwatch: NEW_STOPWATCH };
      if (action.mode === 'timer') return { ...state, now: action.now, alert: null, timer: newCountdown(state.timer.duration) };
      return { ...state, now: action.now, alert: null, pomodoro: newPomodoro(state.pomodoro.settings) };
    case 'skip': {
      const settled = settle(state, action.now);
      return { ...settled, alert: null, pomodoro: skipPhase(settled.pomodoro, action.now) };
    }
    case 'length':
      // Only a stopped countdown changes length (the fields are disabled while one runs or is paused).
      return countdownStatus(state.timer) === 'running' || countdownStatus(state.timer) === 'paused' || state.timer.duration === action.ms
        ? state
        : { ...state, timer: newCountdown(action.ms), alert: state.alert?.source === 'timer' ? null : state.alert };
    case 'pomodoroSettings':
      return pomodoroStatus(state.pomodoro) !== 'idle' || JSON.stringify(state.pomodoro.settings) === JSON.stringify(action.settings)
        ? state
        : { ...state, pomodoro: newPomodoro(action.settings) };
    case 'dismiss':
      return { ...state, alert: null };
  }
}

const defaultClock = () => performance.now();

/**
 * Re-reads the clock on every animation frame while a clock runs and the page is visible; while
 * hidden (no frames), once a second and at the next alert's due time (`dueAt`, on the tool's
 * clock), so the alert and the title stay on time in a background tab. The readings themselves
 * never depend on how often this runs.
 */
function useTicking(active: boolean, dueAt: number | null, clock: () => number, tick: () => void) {
  const onTick = useEffectEvent(tick);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const loop = () => {
      onTick();
      frame = document.visibilityState === 'hidden' ? 0 : requestAnimationFrame(loop);
    };
    const onVisibility = () => {
      cancelAnimationFrame(frame);
      loop();
    };
    loop();
    const interval = window.setInterval(onTick, 1000);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active]);
  const readClock = useEffectEvent(clock);
  useEffect(() => {
    if (!active || dueAt === null) return;
    const timeout = window.setTimeout(onTick, Math.max(0, dueAt - readClock()));
    return () => window.clearTimeout(timeout);
  }, [active, dueAt]);
}

/** A short three-beep tone from an oscillator (no audio file); one oscillator per alert. */
function playAlert(context: AudioContext) {
  const start = context.currentTime + 0.02;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0, start);
  for (let beep = 0; beep < 3; beep++) {
    const at = start + beep * 0.4;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.3, at + 0.02);
    gain.gain.setValueAtTime(0.3, at + 0.2);
    gain.gain.linearRampToValueAtTime(0, at + 0.25);
  }
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + 1.3);
}

/** Keys that belong to the focused control itself: Space presses a button, types in a field, flips a switch. */
const OWNS_SPACE = 'input, textarea, select, button, a, [role="tab"], [role="switch"], [role="button"], [contenteditable="true"]';
const OWNS_LETTERS = 'input, textarea, select, [contenteditable="true"]';

export default function StopwatchTimer(props: StopwatchTimerProps) {
  const { onChange } = props;
  const clock = typeof props.clock === 'function' ? props.clock : defaultClock;
  const t = useStopwatchTimerMessages();
  const { locale } = t;
  const mark = decimalMark(locale);
  const [given] = useState(() => settingsFromProps(props));
  const [settings, setSettings] = useRememberedSettings<Settings>('stopwatch-timer', DEFAULTS, parseStored, given);
  const set = (patch: Partial<Settings>) => setSettings((current) => ({ ...current, ...patch }));
  const { mode, sound } = settings;

  const [clocks, dispatch] = useReducer(clocksReducer, null, () => ({
    now: 0,
    stopwatch: NEW_STOPWATCH,
    timer: newCountdown(({ ...DEFAULTS, ...given }).duration * 1000),
    pomodoro: newPomodoro(pomodoroSettings({ ...DEFAULTS, ...given })),
    alerts: 0,
    alert: null,
  }));
  const { stopwatch, timer, pomodoro, now } = clocks;

  // Remembered or linked lengths arrive after the first render: a stopped clock takes them.
  useEffect(() => dispatch({ type: 'length', ms: settings.duration * 1000 }), [settings.duration]);
  const pomodoroKey = JSON.stringify(pomodoroSettings(settings));
  useEffect(() => dispatch({ type: 'pomodoroSettings', settings: JSON.parse(pomodoroKey) as PomodoroSettings }), [pomodoroKey]);

  const statuses: Record<Mode, Status> = { stopwatch: stopwatchStatus(stopwatch), timer: countdownStatus(timer), pomodoro: pomodoroStatus(pomodoro) };
  const anyRunning = isRunning(stopwatch.run) || isRunning(timer.run) || isRunning(pomodoro.run);
  const timerLeft = remainingAt(timer, now);
  const phase = pomodoroAt(pomodoro.settings, elapsedAt(pomodoro.run, now));
  const dues = [isRunning(timer.run) ? timerLeft : null, isRunning(pomodoro.run) ? phase.remaining : null].filter((d): d is number => d !== null);
  // The end of the running countdown or phase on the clock: the same at every frame, so the
  // alert's timeout is set once per phase, not once per frame.
  const dueAt = dues.length > 0 ? Math.ceil(now + Math.min(...dues)) : null;
  useTicking(anyRunning, dueAt, clock, () => dispatch({ type: 'tick', now: clock() }));

  const [announcement, announce] = useAnnouncer();

  // ── Sound: a context made on a press (browsers allow audio only after a gesture), one tone per alert.
  const audio = useRef<AudioContext | null>(null);
  const prepareAudio = () => {
    if (!sound || typeof AudioContext !== 'function') return;
    try {
      audio.current ??= new AudioContext();
      if (audio.current.state === 'suspended') void audio.current.resume();
    } catch {
      // No audio output: the visual alert and the announcement remain.
    }
  };
  useEffect(
    () => () => {
      void audio.current?.close();
      audio.current = null;
    },
    [],
  );
  const soundAlert = useEffectEvent(() => {
    if (!sound || typeof AudioContext !== 'function') return;
    try {
      audio.current ??= new AudioContext();
      playAlert(audio.current);
    } catch {
      // As above: the alert is still seen and announced.
    }
  });
  useEffect(() => {
    if (clocks.alerts > 0) soundAlert();
  }, [clocks.alerts]);

  // ── The document title (site page only: an embed never changes its host page's title).
  const onSitePage = useContext(ShareStateContext) !== null;
  const titleTime = (which: Mode): string | null =>
    which === 'stopwatch'
      ? isRunning(stopwatch.run)
        ? formatWholeSeconds(elapsedAt(stopwatch.run, now))
        : null
      : which === 'timer'
        ? isRunning(timer.run)
          ? formatCountdown(timerLeft)
          : null
        : isRunning(pomodoro.run)
          ? `${formatCountdown(phase.remaining)} ${t(`phase.${phase.kind}`)}`
          : null;
  const shownTitle = clocks.alert?.source === 'timer' ? t('titleDone') : (titleTime(mode) ?? MODES.map(titleTime).find((text) => text !== null) ?? null);
  const originalTitle = useRef<string | null>(null);
  useEffect(() => {
    if (!onSitePage) return;
    if (shownTitle === null) {
      if (originalTitle.current !== null) document.title = originalTitle.current;
      originalTitle.current = null;
      return;
    }
    originalTitle.current ??= document.title;
    document.title = `${shownTitle} · ${originalTitle.current}`;
  }, [onSitePage, shownTitle]);
  useEffect(
    () => () => {
      if (originalTitle.current !== null) document.title = originalTitle.current;
    },
    [],
  );

  // ── Presses
  const toggle = (which: Mode) => {
    const at = clock();
    if (which !== 'stopwatch') prepareAudio();
    const status = statuses[which];
    dispatch({ type: 'toggle', mode: which, now: at });
    if (status === 'running') {
      const shown = which === 'stopwatch' ? formatStopwatch(elapsedAt(stopwatch.run, at), mark) : formatCountdown(which === 'timer' ? remainingAt(timer, at) : pomodoroAt(pomodoro.settings, elapsedAt(pomodoro.run, at)).remaining);
      announce(t('announce.paused', { time: shown }));
    } else announce(t('announce.started'));
  };
  const lap = () => {
    if (!isRunning(stopwatch.run)) return;
    const at = clock();
    const split = elapsedAt(stopwatch.run, at);
    const previous = stopwatch.splits.at(-1) ?? 0;
    dispatch({ type: 'lap', now: at });
    announce(t('announce.lap', { n: stopwatch.splits.length + 1, lap: formatStopwatch(split - previous, mark), split: formatStopwatch(split, mark) }));
  };
  const reset = (which: Mode) => {
    dispatch({ type: 'reset', mode: which, now: clock() });
    announce(t('announce.reset'));
  };

  // Space and L typed anywhere inside the tool (not on a control that uses the key itself) reach
  // this listener on the tool's root, never keys typed elsewhere on the host page; every key also
  // has a button.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof Element)) return;
    if (event.key === ' ' && !event.target.closest(OWNS_SPACE)) {
      event.preventDefault();
      toggle(mode);
    } else if ((event.key === 'l' || event.key === 'L') && mode === 'stopwatch' && !event.target.closest(OWNS_LETTERS)) {
      event.preventDefault();
      lap();
    }
  };

  // ── Timer length: typed as hours, minutes, seconds
  const [typed, setTyped] = useState<{ h: number; m: number; s: number } | null>(null);
  const parts = typed ?? splitSeconds(settings.duration);
  const typedSeconds = durationSeconds(parts.h, parts.m, parts.s);
  const typePart = (part: 'h' | 'm' | 's', value: number) => {
    const next = { ...parts, [part]: Number.isNaN(value) ? 0 : value };
    setTyped(next);
    const seconds = durationSeconds(next.h, next.m, next.s);
    if (seconds !== null) set({ duration: seconds });
  };
  const choosePreset = (minutes: number) => {
    setTyped(null);
    set({ duration: minutes * 60 });
    announce(t('announce.length', { time: formatCountdown(minutes * 60_000) }));
  };

  useShareState({
    mode,
    duration: settings.duration,
    work: settings.work,
    shortBreak: settings.shortBreak,
    longBreak: settings.longBreak,
    rounds: settings.rounds,
    sound,
  });

  const report = useEffectEvent((detail: StopwatchTimerChange) => onChange?.(detail));
  const detail: StopwatchTimerChange = {
    mode,
    status: statuses[mode],
    duration: settings.duration,
    work: settings.work,
    shortBreak: settings.shortBreak,
    longBreak: settings.longBreak,
    rounds: settings.rounds,
    sound,
    laps: lapTimes(stopwatch.splits).map(Math.round),
    splits: stopwatch.splits.map(Math.round),
    alerts: clocks.alerts,
    phase: phase.kind,
    completedWork: phase.completedWork,
  };
  const detailKey = JSON.stringify(detail);
  useEffect(() => {
    report(JSON.parse(detailKey) as StopwatchTimerChange);
  }, [detailKey]);

  const readingId = useId();
  const startLabel = (status: Status) => (status === 'running' ? t('pause') : status === 'paused' ? t('resume') : status === 'done' ? t('restart') : t('start'));
  const startButton = (which: Mode) => (
    <Button variant="primary" icon={statuses[which] === 'running' ? Pause : Play} onPress={() => toggle(which)}>
      {startLabel(statuses[which])}
    </Button>
  );
  const resetButton = (which: Mode) => (
    <Button icon={RotateCcw} onPress={() => reset(which)} isDisabled={statuses[which] === 'idle'}>
      {t('reset')}
    </Button>
  );
  const reading = (label: string, text: string, alerting: boolean, extra?: ReactNode) => (
    // A tab stop that is not a control, so Space and L reach the tool's keys (the handler on the root).
    <div className={styles.readingBox} role="region" tabIndex={0} aria-labelledby={readingId}>
      <span id={readingId} className={styles.readingLabel}>
        {label}
      </span>
      <div role="timer" aria-labelledby={readingId} className={alerting ? `${styles.reading} ${styles.alerting}` : styles.reading} dir="ltr">
        {text}
      </div>
      {extra}
    </div>
  );
  const soundSwitch = (
    <Switch isSelected={sound} onChange={(value) => set({ sound: value })} description={t('soundHelp')}>
      {t('sound')}
    </Switch>
  );
  const alertBanner =
    clocks.alert === null ? null : clocks.alert.source === 'timer' ? (
      mode === 'timer' ? (
        <StatusBanner tone="warning" title={t('timesUp')} onDismiss={() => dispatch({ type: 'dismiss' })}>
          {t('timesUpText', { length: formatCountdown(clocks.alert.duration) })}
        </StatusBanner>
      ) : null
    ) : mode === 'pomodoro' ? (
      <StatusBanner tone="info" title={t('phaseBegan', { phase: clocks.alert.phase.kind })} onDismiss={() => dispatch({ type: 'dismiss' })}>
        {t('phaseBeganText', { phase: clocks.alert.phase.kind, round: clocks.alert.phase.round, rounds: pomodoro.settings.rounds, minutes: pomodoro.settings[clocks.alert.phase.kind] })}
      </StatusBanner>
    ) : null;
  const timerLocked = statuses.timer === 'running' || statuses.timer === 'paused';
  const pomodoroLocked = statuses.pomodoro !== 'idle';

  const panels: Record<Mode, ReactNode> = {
    stopwatch: (
      <div className={styles.layout}>
        <Card title={t('mode.stopwatch')} headingLevel={2}>
          <Stack gap="md">
            {reading(t('elapsed'), formatStopwatch(elapsedAt(stopwatch.run, now), mark), false)}
            <div className={styles.buttons}>
              {startButton('stopwatch')}
              <Button icon={Flag} onPress={lap} isDisabled={statuses.stopwatch !== 'running'}>
                {t('lap')}
              </Button>
              {resetButton('stopwatch')}
            </div>
            <p className={styles.hint}>{t('keys')}</p>
          </Stack>
        </Card>
        <Card
          title={t('laps')}
          headingLevel={2}
          actions={
            stopwatch.splits.length > 0 ? (
              <CopyButton size="sm" label={t('copyCsv')} text={() => lapsCsv(stopwatch.splits, { lap: t('lapNumber'), lapTime: t('lapTime'), splitTime: t('splitTime') }, mark)} />
            ) : undefined
          }
        >
          {stopwatch.splits.length === 0 ? <p className={styles.hint}>{t('noLaps')}</p> : <LapTable splits={stopwatch.splits} mark={mark} t={t} />}
        </Card>
      </div>
    ),
    timer: (
      <div className={styles.layout}>
        <Card title={t('mode.timer')} headingLevel={2}>
          <Stack gap="md">
            {alertBanner}
            {reading(t('remaining'), formatCountdown(timerLeft), statuses.timer === 'done')}
            <div className={styles.buttons}>
              {startButton('timer')}
              {resetButton('timer')}
            </div>
            <p className={styles.hint}>{t('keysTimer')}</p>
          </Stack>
        </Card>
        <Card title={t('length')} headingLevel={2}>
          <Stack gap="md">
            <div role="group" aria-label={t('presets')} className={styles.buttons}>
              {TIMER_PRESETS_MIN.map((minutes) => (
                <Button key={minutes} size="sm" isDisabled={timerLocked} onPress={() => choosePreset(minutes)} aria-pressed={settings.duration === minutes * 60}>
                  {t('preset', { minutes })}
                </Button>
              ))}
            </div>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('custom')}</legend>
              <div className={styles.parts}>
                <NumberField label={t('hours')} value={parts.h} minValue={0} maxValue={99} onChange={(v) => typePart('h', v)} isDisabled={timerLocked} isInvalid={typedSeconds === null} />
                <NumberField label={t('minutes')} value={parts.m} minValue={0} maxValue={59} onChange={(v) => typePart('m', v)} isDisabled={timerLocked} isInvalid={typedSeconds === null} />
                <NumberField label={t('seconds')} value={parts.s} minValue={0} maxValue={59} onChange={(v) => typePart('s', v)} isDisabled={timerLocked} isInvalid={typedSeconds === null} />
              </div>
              {typedSeconds === null ? (
                <p className={styles.error} role="alert">
                  {t('zeroLength')}
                </p>
              ) : null}
            </fieldset>
            {timerLocked ? <p className={styles.hint}>{t('lockedTimer')}</p> : null}
            {soundSwitch}
          </Stack>
        </Card>
      </div>
    ),
    pomodoro: (
      <div className={styles.layout}>
        <Card title={t('mode.pomodoro')} headingLevel={2}>
          <Stack gap="md">
            {alertBanner}
            {reading(
              t(`phase.${phase.kind}`),
              formatCountdown(phase.remaining),
              false,
              <p className={styles.phaseLine}>
                {phase.kind === 'work' ? t('round', { round: phase.round, rounds: pomodoro.settings.rounds }) : null}
                {phase.kind === 'work' ? ' · ' : null}
                {t('completed', { count: phase.completedWork })}
              </p>,
            )}
            <div className={styles.buttons}>
              {startButton('pomodoro')}
              <Button icon={SkipForward} onPress={() => dispatch({ type: 'skip', now: clock() })} isDisabled={statuses.pomodoro === 'idle'}>
                {t('skip')}
              </Button>
              {resetButton('pomodoro')}
            </div>
            <p className={styles.hint}>{t('keysTimer')}</p>
          </Stack>
        </Card>
        <Card title={t('settings')} headingLevel={2}>
          <Stack gap="md">
            <div className={styles.parts}>
              {POMODORO_KEYS.map((key) => (
                <NumberField
                  key={key}
                  label={t(key)}
                  value={settings[key]}
                  minValue={POMODORO_LIMITS[key][0]}
                  maxValue={POMODORO_LIMITS[key][1]}
                  isRequired
                  isDisabled={pomodoroLocked}
                  onChange={(value) => validPomodoroValue(key, value) && set({ [key]: value })}
                />
              ))}
            </div>
            {pomodoroLocked ? <p className={styles.hint}>{t('lockedPomodoro')}</p> : null}
            {soundSwitch}
          </Stack>
        </Card>
      </div>
    ),
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the tool's key shortcuts (Space, L), each also a button
    <div className={styles.root} onKeyDown={onKeyDown}>
      <Tabs selectedKey={mode} onSelectionChange={(key) => isMode(key) && set({ mode: key })}>
        <TabList aria-label={t('mode')}>
          {MODES.map((id) => (
            <Tab key={id} id={id}>
              {t(`mode.${id}`)}
            </Tab>
          ))}
        </TabList>
        {MODES.map((id) => (
          <TabPanel key={id} id={id}>
            {panels[id]}
          </TabPanel>
        ))}
      </Tabs>
      <LiveRegion message={announcement} />
    </div>
  );
}

type Translate = ReturnType<typeof useStopwatchTimerMessages>;

/** The laps, newest first; memoised so the running clock's frames do not re-render a long table. */
const LapTable = memo(function LapTable({ splits, mark, t }: { splits: readonly number[]; mark: string; t: Translate }) {
  const laps = lapTimes(splits);
  const captionId = useId();
  return (
    <Stack gap="sm">
      <p id={captionId} className={styles.hint}>
        {t('lapsCaption', { count: splits.length })}
      </p>
      <div className={styles.tableBox} tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('lapNumber')}</th>
              <th scope="col">{t('lapTime')}</th>
              <th scope="col">{t('splitTime')}</th>
            </tr>
          </thead>
          <tbody>
            {splits.map((_, i) => splits.length - 1 - i).map((i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td dir="ltr">{formatStopwatch(laps[i]!, mark)}</td>
                <td dir="ltr">{formatStopwatch(splits[i]!, mark)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
});
