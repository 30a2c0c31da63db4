/**
 * Story `beforeEach` helpers that replace `window.Worker` for one story and put it back after.
 */

/** Workers start but never answer: the story sees a job in progress (progress bar, Cancel). */
export function silentWorker() {
  const original = window.Worker;
  window.Worker = class {
    onmessage = null;
    onerror = null;
    addEventListener() {}
    removeEventListener() {}
    postMessage() {}
    terminate() {}
  } as unknown as typeof Worker;
  return () => {
    window.Worker = original;
  };
}

/** Workers are refused as a strict host page's CSP refuses them: the tool must work on the page. */
export function blockedWorkers() {
  const original = window.Worker;
  window.Worker = class {
    constructor() {
      throw new DOMException('Refused by the page’s Content Security Policy', 'SecurityError');
    }
  } as unknown as typeof Worker;
  return () => {
    window.Worker = original;
  };
}
