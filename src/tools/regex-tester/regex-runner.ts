/**
 * Runs a pattern where it can be stopped. One `exec` of a catastrophic pattern (`(a+)+$` on
 * 28 a's and "!") runs for minutes and cannot be interrupted from inside, so the matching runs
 * in a module Worker (same origin, bundled by Vite; no blob: or eval) with a time limit: past it
 * the worker is terminated, a fresh one is started for the next run, and the run reports
 * `timeout`. Where no Worker can start (an embed on another origin, a host CSP without
 * worker-src), the page runs only what is provably quick (`findMatchesGuarded`): an exponential
 * pattern is not run, any other on as much of the text as its bound allows.
 */
import { findMatchesGuarded, type MatchRequest, type MatchResult, type MatchOutcome } from './regex-tester';

/** A run that has not answered this long after the worker was ready is stopped. */
export const TIME_LIMIT_MS = 1000;
/** A worker that has not loaded by then counts as blocked (a CSP may refuse it without an error event). */
export const START_LIMIT_MS = 10_000;

export type RanOn = 'worker' | 'main';

export type RunResult =
  | { kind: 'ok'; result: MatchResult; ranOn: RanOn; tested: number; elapsedMs: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'timeout'; limitMs: number }
  /** No Worker, and the pattern may take exponential time: not run on the page. */
  | { kind: 'unsafe' };

type WorkerStarter = () => Worker | null;

interface Pending {
  id: number;
  request: MatchRequest;
  resolve: (result: RunResult | null) => void;
  timer: ReturnType<typeof setTimeout> | null;
  started: number;
}

/** Only a same-origin module worker: cross-origin or under a CSP without worker-src it is null. */
export function sameOriginWorker(url: () => string): WorkerStarter {
  return () => {
    if (typeof Worker === 'undefined') return null;
    try {
      return new Worker(url(), { type: 'module' });
    } catch {
      return null;
    }
  };
}

export class RegexRunner {
  private worker: Worker | null = null;
  private ready = false;
  private blocked = false;
  private pending: Pending | null = null;
  private nextId = 1;
  private startTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly start: WorkerStarter,
    private readonly limitMs = TIME_LIMIT_MS,
  ) {}

  /** Where the next run goes. */
  get ranOn(): RanOn {
    return this.blocked ? 'main' : 'worker';
  }

  /** Resolves with the outcome, or null when a newer run superseded this one. */
  run(request: MatchRequest): Promise<RunResult | null> {
    this.supersede();
    return new Promise((resolve) => {
      const job: Pending = { id: this.nextId++, request, resolve, timer: null, started: 0 };
      this.pending = job;
      const worker = this.getWorker();
      if (!worker) return void this.runOnMain(job);
      if (this.ready) this.send(job);
    });
  }

  dispose(): void {
    this.supersede();
    this.stopWorker();
  }

  private supersede() {
    const job = this.pending;
    if (!job) return;
    this.pending = null;
    if (job.timer) clearTimeout(job.timer);
    // A job still running in the worker may be the slow one: a fresh worker is quicker than waiting.
    if (job.started > 0) this.restart();
    job.resolve(null);
  }

  private getWorker(): Worker | null {
    if (this.blocked) return null;
    if (this.worker) return this.worker;
    const worker = this.start();
    if (!worker) {
      this.blocked = true;
      return null;
    }
    this.worker = worker;
    this.ready = false;
    worker.addEventListener('message', this.onMessage);
    worker.addEventListener('error', this.onError);
    this.startTimer = setTimeout(() => this.onError(), START_LIMIT_MS);
    return worker;
  }

  private send(job: Pending) {
    job.started = performance.now();
    job.timer = setTimeout(() => this.onTimeout(job), this.limitMs);
    this.worker?.postMessage({ id: job.id, request: job.request });
  }

  private readonly onMessage = ({ data }: MessageEvent<{ ready?: true; id?: number; outcome?: MatchOutcome }>) => {
    if (data.ready) {
      this.ready = true;
      if (this.startTimer) clearTimeout(this.startTimer);
      if (this.pending && this.pending.started === 0) this.send(this.pending);
      return;
    }
    const job = this.pending;
    if (!job || data.id !== job.id || !data.outcome) return;
    this.finish(job, toResult(data.outcome, 'worker', job.request.text.length, performance.now() - job.started));
  };

  // The script could not load (a CSP that allows the constructor but not the fetch): every run
  // goes to the page from now on, this one included.
  private readonly onError = (event?: Event) => {
    event?.preventDefault();
    this.blocked = true;
    this.stopWorker();
    const job = this.pending;
    if (job) {
      if (job.timer) clearTimeout(job.timer);
      job.timer = null;
      void this.runOnMain(job);
    }
  };

  private onTimeout(job: Pending) {
    if (this.pending !== job) return;
    this.restart();
    this.finish(job, { kind: 'timeout', limitMs: this.limitMs });
  }

  private finish(job: Pending, result: RunResult) {
    if (job.timer) clearTimeout(job.timer);
    if (this.pending === job) this.pending = null;
    job.resolve(result);
  }

  /** Terminates the worker and starts the next one at once, so it is loaded before the next run. */
  private restart() {
    this.stopWorker();
    this.getWorker();
  }

  private stopWorker() {
    if (this.startTimer) clearTimeout(this.startTimer);
    this.startTimer = null;
    if (!this.worker) return;
    this.worker.removeEventListener('message', this.onMessage);
    this.worker.removeEventListener('error', this.onError);
    this.worker.terminate();
    this.worker = null;
    this.ready = false;
  }

  private async runOnMain(job: Pending) {
    // Let the page paint the pending state first; a newer run may supersede this one meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (this.pending !== job) return;
    const started = performance.now();
    const { outcome, tested } = findMatchesGuarded(job.request);
    if (outcome.kind === 'unsafe') return this.finish(job, { kind: 'unsafe' });
    this.finish(job, toResult(outcome, 'main', tested, performance.now() - started));
  }
}

function toResult(outcome: MatchOutcome, ranOn: RanOn, tested: number, elapsedMs: number): RunResult {
  return outcome.kind === 'invalid' ? outcome : { kind: 'ok', result: outcome.result, ranOn, tested, elapsedMs };
}
