/**
 * Runs the pattern off the page's thread, so a catastrophic one can be stopped: the page
 * terminates this worker when it overruns its time limit (regex-runner.ts) and starts a new one.
 */
import { findMatches, type MatchRequest } from './regex-tester';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; request: MatchRequest }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = ({ data }) => {
  scope.postMessage({ id: data.id, outcome: findMatches(data.request) });
};
// The time limit counts from here: loading this module on a busy machine is not the pattern's time.
scope.postMessage({ ready: true });
