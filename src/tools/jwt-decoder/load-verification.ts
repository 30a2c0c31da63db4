/**
 * The signature check (verify.ts, keys.ts and the verdict's words) is kept out of the page's
 * start-up script: it loads when the browser is idle after hydration, or at the first focus or
 * press in the tool, whichever comes first, so it is in before a token is pasted or typed. A check
 * asked for earlier (a token given as a prop) waits for it, and the panel says it is checking.
 */
export type Verification = typeof import('./verification');

let loading: Promise<Verification> | null = null;

export function loadVerification(): Promise<Verification> {
  loading ??= import('./verification').catch((error: unknown) => {
    loading = null; // the next change or focus tries again
    throw error;
  });
  return loading;
}

/** Starts the load once the browser is idle (soon after hydration); returns the cancel. */
export function loadVerificationWhenIdle(): () => void {
  const start = () => void loadVerification().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(start, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 200);
  return () => clearTimeout(id);
}
