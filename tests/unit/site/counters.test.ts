import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COUNTER_DELAY_MS,
  COUNTER_STEPS,
  COUNTER_STEP_MS,
  STATS,
  animateCounters,
  counterValue,
  formatStat,
} from '../../../src/site/counters';

describe('constants (spec §4 and §9)', () => {
  it('counts to 50, 10000 and 150 after 500 ms in 60 steps of about 33 ms', () => {
    expect(STATS.map((s) => s.value)).toEqual([50, 10000, 150]);
    expect(STATS.map((s) => formatStat(s.value, s.suffix))).toEqual(['50+', '10,000+', '150+']);
    expect(COUNTER_DELAY_MS).toBe(500);
    expect(COUNTER_STEPS).toBe(60);
    expect(COUNTER_STEP_MS).toBeCloseTo(33.33, 2);
  });
});

describe('counterValue', () => {
  it('starts at 0, ends exactly on the target and is linear in between', () => {
    expect(counterValue(10000, 0)).toBe(0);
    expect(counterValue(10000, 30)).toBe(5000);
    expect(counterValue(10000, 60)).toBe(10000);
    expect(counterValue(50, 1)).toBe(1);
    expect(counterValue(150, 59)).toBe(148);
  });

  it('clamps steps outside 0…60', () => {
    expect(counterValue(150, -3)).toBe(0);
    expect(counterValue(150, 61)).toBe(150);
  });

  it('never decreases and stays within 0…target (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 59 }), (target, step) => {
        const a = counterValue(target, step);
        const b = counterValue(target, step + 1);
        expect(Number.isInteger(a)).toBe(true);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(b).toBeGreaterThanOrEqual(a);
        expect(b).toBeLessThanOrEqual(target);
      }),
    );
  });
});

describe('formatStat', () => {
  it('groups thousands the English way and appends the suffix', () => {
    expect(formatStat(0)).toBe('0');
    expect(formatStat(9999, '+')).toBe('9,999+');
    expect(formatStat(10000, '+')).toBe('10,000+');
  });
});

describe('animateCounters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows zeros, waits 500 ms, then counts up in 60 steps ending on the targets', () => {
    const frames: number[][] = [];
    animateCounters([50, 10000, 150], (values) => frames.push(values));
    expect(frames).toEqual([[0, 0, 0]]);

    vi.advanceTimersByTime(COUNTER_DELAY_MS);
    expect(frames).toHaveLength(1);

    vi.advanceTimersByTime(33);
    expect(frames).toHaveLength(2);
    expect(frames[1]).toEqual([1, 167, 3]);

    vi.advanceTimersByTime(33 * 59);
    expect(frames).toHaveLength(61);
    expect(frames.at(-1)).toEqual([50, 10000, 150]);

    // Stopped after the last step: no more frames.
    vi.advanceTimersByTime(5000);
    expect(frames).toHaveLength(61);
  });

  it('finishes about 2.5 s after it starts', () => {
    const frames: number[][] = [];
    animateCounters([150], (values) => frames.push(values));
    vi.advanceTimersByTime(COUNTER_DELAY_MS + 33 * 59);
    expect(frames.at(-1)).toEqual([148]);
    vi.advanceTimersByTime(33);
    expect(frames.at(-1)).toEqual([150]);
  });

  it('stops when cancelled, during the delay or mid-count', () => {
    const early: number[][] = [];
    animateCounters([50], (values) => early.push(values))();
    vi.advanceTimersByTime(3000);
    expect(early).toEqual([[0]]);

    const mid: number[][] = [];
    const stop = animateCounters([60], (values) => mid.push(values));
    vi.advanceTimersByTime(COUNTER_DELAY_MS + 33 * 10);
    stop();
    vi.advanceTimersByTime(3000);
    expect(mid).toHaveLength(11);
    expect(mid.at(-1)).toEqual([10]);
  });
});
