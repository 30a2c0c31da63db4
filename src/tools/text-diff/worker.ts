/** Compares large texts off the main thread: the page keeps painting and taking input. */
import { WORKER_BUDGET, compareTexts } from './text-diff';
import type { WorkerRequest, WorkerResponse } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};

scope.onmessage = ({ data }) => {
  scope.postMessage({ id: data.id, result: compareTexts(data.original, data.modified, data.options, WORKER_BUDGET) });
};
