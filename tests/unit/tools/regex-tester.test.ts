import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MATCH_DETAIL_LIMIT,
  WORK_BUDGET,
  compilePattern,
  findMatches,
  findMatchesGuarded,
  groupNames,
  matchesAsText,
  normalizeFlags,
  patternCost,
  safeTextLength,
  segmentText,
  type MatchOutcome,
  type MatchResult,
} from '../../../src/tools/regex-tester/regex-tester';
import { RegexRunner, type RunResult } from '../../../src/tools/regex-tester/regex-runner';
import { findMatches as workerFind } from '../../../src/tools/regex-tester/regex-tester';

const ok = (outcome: MatchOutcome): MatchResult => {
  if (outcome.kind !== 'ok') throw new Error(`expected matches, got ${outcome.kind}`);
  return outcome.result;
};

describe('findMatches', () => {
  it('finds both dates with their named groups, and previews $<m>/$<y>', () => {
    const result = ok(findMatches({ pattern: '(?<y>\\d{4})-(?<m>\\d\\d)', flags: 'g', text: '2024-05 and 2025-11', replacement: '$<m>/$<y>' }));
    expect(result.count).toBe(2);
    expect(result.groupCount).toBe(2);
    expect(result.matches).toEqual([
      {
        index: 0,
        end: 7,
        text: '2024-05',
        groups: [
          { number: 1, name: 'y', value: '2024', span: null },
          { number: 2, name: 'm', value: '05', span: null },
        ],
      },
      {
        index: 12,
        end: 19,
        text: '2025-11',
        groups: [
          { number: 1, name: 'y', value: '2025', span: null },
          { number: 2, name: 'm', value: '11', span: null },
        ],
      },
    ]);
    expect(result.replaced).toBe('05/2024 and 11/2025');
  });

  it('gives group spans with the d flag, and undefined for a group that took no part', () => {
    const result = ok(findMatches({ pattern: '(a)|(?<bee>b)', flags: 'gd', text: 'xb', replacement: null }));
    expect(result.matches).toEqual([
      {
        index: 1,
        end: 2,
        text: 'b',
        groups: [
          { number: 1, name: null, value: undefined, span: null },
          { number: 2, name: 'bee', value: 'b', span: [1, 2] },
        ],
      },
    ]);
    expect(result.replaced).toBeNull();
  });

  it('finds one match without g, and the sticky flag holds it to the start', () => {
    expect(ok(findMatches({ pattern: 'o', flags: '', text: 'foo', replacement: '0' }))).toMatchObject({ count: 1, replaced: 'f0o' });
    expect(ok(findMatches({ pattern: 'o', flags: 'y', text: 'foo', replacement: '0' }))).toMatchObject({ count: 0, replaced: 'foo' });
    expect(ok(findMatches({ pattern: 'o', flags: 'gy', text: 'oof', replacement: '0' }))).toMatchObject({ count: 2, replaced: '00f' });
  });

  it('shows the engine’s own message for an invalid pattern', () => {
    let engine = '';
    const unterminated = '(?<y>\\d+';
    try {
      new RegExp(unterminated, 'g');
    } catch (error) {
      engine = (error as Error).message;
    }
    expect(engine).toMatch(/Invalid regular expression/);
    expect(findMatches({ pattern: '(?<y>\\d+', flags: 'g', text: '2024', replacement: null })).toEqual({ kind: 'invalid', message: engine });
    expect(compilePattern('a{2,1}', '')).toEqual({ ok: false, message: expect.stringMatching(/numbers out of order/) });
  });

  it('keeps the first MATCH_DETAIL_LIMIT matches and counts them all', () => {
    const result = ok(findMatches({ pattern: '\\d', flags: 'g', text: '7'.repeat(MATCH_DETAIL_LIMIT + 5), replacement: null }));
    expect(result.count).toBe(MATCH_DETAIL_LIMIT + 5);
    expect(result.matches).toHaveLength(MATCH_DETAIL_LIMIT);
  });

  it('agrees with String.prototype.matchAll, match and replace for random patterns (fast-check)', () => {
    const token = fc.constantFrom('a', 'b', '1', '.', '\\d', '\\w', '\\s', '\\b', '[ab]', '[^a]', '^', '$', '*', '+', '?', '*?', '{1,2}', '|', '(', ')', '(?:', '(?<n>', '(?=', '(?<!', '\\1');
    const pattern = fc.array(token, { maxLength: 8 }).map((parts) => parts.join(''));
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '1', ' ', '\n', 'é'), maxLength: 16 });
    const flags = fc.subarray(['g', 'i', 'm', 's', 'u', 'y', 'd']).map((list) => list.join(''));
    const replacement = fc.constantFrom('', '-', '$&', '$1', '[$<n>]', '$$', "$`|$'");
    fc.assert(
      fc.property(pattern, flags, text, replacement, (source, flagText, input, replace) => {
        const compiled = compilePattern(source, flagText);
        fc.pre(compiled.ok);
        const outcome = ok(findMatches({ pattern: source, flags: flagText, text: input, replacement: replace }));
        const regex = new RegExp(source, flagText);
        const native = regex.global ? [...input.matchAll(regex)] : [input.match(regex)].filter((m): m is RegExpMatchArray => m !== null);
        expect(outcome.count).toBe(native.length);
        expect(outcome.matches.map((m) => [m.index, m.text, m.groups.map((g) => g.value)])).toEqual(native.map((m) => [m.index, m[0], m.slice(1)]));
        // Named groups carry their names: each agrees with match.groups.
        native.forEach((m, i) => {
          for (const group of outcome.matches[i]?.groups ?? []) if (group.name !== null) expect(m.groups?.[group.name]).toBe(group.value);
        });
        regex.lastIndex = 0;
        expect(outcome.replaced).toBe(input.replace(regex, replace));
        // The highlighted view loses no character.
        expect(segmentText(input, outcome.matches).map((s) => s.text).join('')).toBe(input);
      }),
      { numRuns: 400 },
    );
  });
});

describe('helpers', () => {
  it('normalizes flags to the canonical order, once each, dropping unknown letters', () => {
    expect(normalizeFlags('yigx g')).toBe('giy');
    expect(normalizeFlags('dsmu')).toBe('dmsu');
    expect(normalizeFlags('')).toBe('');
  });

  it('names groups by number, skipping non-capturing groups, lookarounds, escapes and classes', () => {
    expect(groupNames('(a)(?:b)(?<x>c)(?=d)(?<!e)\\((?<y>[(]f)')).toEqual([null, null, 'x', 'y']);
    expect(groupNames('[\\]()](g)')).toEqual([null, null]);
  });

  it('cuts the text at matches, empty matches as markers, up to a limit', () => {
    const result = ok(findMatches({ pattern: 'b|(?=c)', flags: 'g', text: 'abc abc', replacement: null }));
    expect(segmentText('abc abc', result.matches)).toEqual([
      { text: 'a', match: null },
      { text: 'b', match: 0 },
      { text: '', match: 1, empty: true },
      { text: 'c a', match: null },
      { text: 'b', match: 2 },
      { text: '', match: 3, empty: true },
      { text: 'c', match: null },
    ]);
    expect(segmentText('abc abc', result.matches, 4)).toEqual([
      { text: 'a', match: null },
      { text: 'b', match: 0 },
      { text: '', match: 1, empty: true },
      { text: 'c ', match: null },
    ]);
    expect(matchesAsText(result.matches)).toBe('b\n\nb\n');
  });
});

describe('the bound used where no Worker can run the pattern', () => {
  it('calls repeated groups that repeat or branch exponential', () => {
    for (const source of ['(a+)+$', '(a*)*', '(a|b)*c', '(?:\\w+\\s?)+$', '(\\w)\\1+', '(x+x+)+y']) expect(patternCost(source, ''), source).toEqual({ kind: 'exponential' });
  });

  it('gives other patterns a polynomial bound', () => {
    expect(patternCost('(?<y>\\d{4})-(?<m>\\d\\d)', 'g')).toEqual({ kind: 'polynomial', constant: 1, degree: 0 });
    expect(patternCost('\\w+@\\w+\\.com', 'gi')).toEqual({ kind: 'polynomial', constant: 1, degree: 2 });
    expect(patternCost('a*a*b', '')).toEqual({ kind: 'polynomial', constant: 1, degree: 2 });
    expect(patternCost('(\\d{1,3}\\.){3}\\d{1,3}', '')).toEqual({ kind: 'polynomial', constant: 81, degree: 0 });
    expect(patternCost('cat|dog|bird', '')).toEqual({ kind: 'polynomial', constant: 3, degree: 0 });
    expect(patternCost('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'u')).toEqual({ kind: 'polynomial', constant: 2, degree: 1 });
    expect(patternCost('[a-z{}()|*+]\\p{L}x{', 'u')).toEqual({ kind: 'polynomial', constant: 1, degree: 0 });
    expect(patternCost('a{', '')).toEqual({ kind: 'polynomial', constant: 1, degree: 0 });
  });

  it('works out the longest text within the budget', () => {
    expect(safeTextLength({ kind: 'exponential' }, 6)).toBe(0);
    expect(safeTextLength({ kind: 'polynomial', constant: 1, degree: 0 }, 10)).toBe(WORK_BUDGET / 10);
    expect(safeTextLength({ kind: 'polynomial', constant: 1, degree: 1 }, 5)).toBe(1414);
    expect(safeTextLength({ kind: 'polynomial', constant: 1, degree: 2 }, 5, 1000)).toBe(5);
  });

  it('finishes the worst cases quickly at their safe length', () => {
    for (const [source, unit] of [
      ['a*a*b', 'a'],
      ['\\s*\\s*$', ' '],
      ['.*.*.*=', 'x'],
      ['(\\w+)\\s\\1x', 'ab '],
      ['^(\\d+)*$', '1'],
    ] as const) {
      const cost = patternCost(source, '');
      if (cost.kind === 'exponential') continue;
      const length = safeTextLength(cost, source.length);
      const started = performance.now();
      findMatches({ pattern: source, flags: 'g', text: unit.repeat(length), replacement: null });
      expect(performance.now() - started, `${source} on ${length} characters`).toBeLessThan(200);
    }
  });

  it('refuses an exponential pattern and runs others on the part of the text it can prove quick', () => {
    expect(findMatchesGuarded({ pattern: '(a+)+$', flags: 'g', text: `${'a'.repeat(28)}!`, replacement: null })).toEqual({ outcome: { kind: 'unsafe' }, tested: 0 });
    const text = 'word '.repeat(100_000);
    const guarded = findMatchesGuarded({ pattern: '\\w+', flags: 'g', text, replacement: 'W' });
    const tested = safeTextLength(patternCost('\\w+', 'g'), 3);
    expect(guarded.tested).toBe(tested);
    const result = ok(guarded.outcome as MatchOutcome);
    expect(result.count).toBe(Math.ceil(tested / 5));
    expect(result.replaced).toBe(text.slice(0, tested).replace(/\w+/g, 'W') + text.slice(tested));
    // A bounded pattern takes the whole text.
    expect(findMatchesGuarded({ pattern: 'word', flags: 'g', text, replacement: null }).tested).toBe(text.length);
    expect(findMatchesGuarded({ pattern: '(', flags: 'g', text, replacement: null }).outcome.kind).toBe('invalid');
  });
});

/** A stand-in for the module worker: answers after a tick, never for the pattern "HANG". */
class FakeWorker extends EventTarget {
  static started = 0;
  terminated = false;
  constructor(private readonly failToLoad = false) {
    super();
    FakeWorker.started++;
    setTimeout(() => (this.failToLoad ? this.dispatchEvent(new Event('error')) : this.dispatchEvent(new MessageEvent('message', { data: { ready: true } }))), 1);
  }
  postMessage({ id, request }: { id: number; request: Parameters<typeof workerFind>[0] }) {
    if (request.pattern === 'HANG') return;
    setTimeout(() => !this.terminated && this.dispatchEvent(new MessageEvent('message', { data: { id, outcome: workerFind(request) } })), 1);
  }
  terminate() {
    this.terminated = true;
  }
}
const asWorker = (fake: FakeWorker) => fake as unknown as Worker;

describe('RegexRunner', () => {
  const request = (pattern: string, text = 'aaa') => ({ pattern, flags: 'g', text, replacement: null });

  it('stops a run past the time limit, restarts the worker and answers the next run', async () => {
    FakeWorker.started = 0;
    const runner = new RegexRunner(() => asWorker(new FakeWorker()), 50);
    const started = performance.now();
    expect(await runner.run(request('HANG'))).toEqual({ kind: 'timeout', limitMs: 50 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(FakeWorker.started).toBe(2);
    const next = (await runner.run(request('a'))) as Extract<RunResult, { kind: 'ok' }>;
    expect(next).toMatchObject({ kind: 'ok', ranOn: 'worker', tested: 3 });
    expect(next.result.count).toBe(3);
    runner.dispose();
  });

  it('answers a superseded run with null', async () => {
    const runner = new RegexRunner(() => asWorker(new FakeWorker()), 50);
    const first = runner.run(request('HANG'));
    const second = runner.run(request('a'));
    expect(await first).toBeNull();
    expect(await second).toMatchObject({ kind: 'ok' });
    runner.dispose();
  });

  it('runs on the page when no worker starts or its script fails to load, and never runs an exponential pattern there', async () => {
    const blocked = new RegexRunner(() => null);
    expect(await blocked.run(request('(a+)+$', `${'a'.repeat(28)}!`))).toEqual({ kind: 'unsafe' });
    expect(await blocked.run(request('a'))).toMatchObject({ kind: 'ok', ranOn: 'main' });
    const failing = new RegexRunner(() => asWorker(new FakeWorker(true)));
    expect(await failing.run(request('a+'))).toMatchObject({ kind: 'ok', ranOn: 'main' });
    expect(failing.ranOn).toBe('main');
  });
});
