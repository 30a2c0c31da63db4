import { formatCount } from '../ui/format';
import { toolIds } from '../tools/ids';

/**
 * The home page's stat counters (spec §4, §9): after a 500 ms delay each counter animates
 * from 0 to its target in 60 steps of about 33 ms (two seconds in all). Pure timing logic,
 * so it can be tested with fake timers; the component only decides whether to run it.
 */

export interface Stat {
  /** The owner's marketing figures (DECISIONS.md keeps them as the spec gives them). */
  value: number;
  suffix: string;
  label: string;
}

export const STATS: readonly Stat[] = [
  // A build with a chosen set of tools (issue #36) counts what it has.
  __TOOLSHED_TOOLS__ !== null ? { value: toolIds.length, suffix: '', label: 'Free tools' } : { value: 50, suffix: '+', label: 'Free tools' },
  { value: 10000, suffix: '+', label: 'Happy users' },
  { value: 150, suffix: '+', label: 'Countries' },
];

export const COUNTER_DELAY_MS = 500;
export const COUNTER_STEPS = 60;
/** 60 steps in two seconds: about 33.3 ms a step (timers round it to 33). */
export const COUNTER_STEP_MS = 2000 / COUNTER_STEPS;

/** The value shown at `step` (0…steps): linear, whole numbers, exactly the target at the end. */
export function counterValue(target: number, step: number, steps: number = COUNTER_STEPS): number {
  const clamped = Math.min(Math.max(step, 0), steps);
  return Math.round((target * clamped) / steps);
}

/** "10,000+": grouped the English way on the server and in every browser alike. */
export function formatStat(value: number, suffix = ''): string {
  return `${formatCount(value)}${suffix}`;
}

/**
 * Runs the animation: calls `onFrame` with all zeros at once, then after the delay once per
 * step with the values at that step, the last call being exactly the targets.
 * Returns a function that stops it (for unmounting).
 */
export function animateCounters(targets: readonly number[], onFrame: (values: number[]) => void): () => void {
  let step = 0;
  let interval: ReturnType<typeof setInterval> | undefined;
  onFrame(targets.map(() => 0));
  const delay = setTimeout(() => {
    interval = setInterval(() => {
      step += 1;
      onFrame(targets.map((target) => counterValue(target, step)));
      if (step >= COUNTER_STEPS) clearInterval(interval);
    }, COUNTER_STEP_MS);
  }, COUNTER_DELAY_MS);
  return () => {
    clearTimeout(delay);
    clearInterval(interval);
  };
}
