import { lazyPart, whenIdle } from '../../ui/lazy-part';

/**
 * The signature check (verify.ts, keys.ts and the verdict's words) is kept out of the page's
 * start-up script: it loads when the browser is idle after hydration, or at the first focus or
 * press in the tool, whichever comes first, so it is in before a token is pasted or typed. A check
 * asked for earlier (a token given as a prop) waits for it, and the panel says it is checking.
 */
export type Verification = typeof import('./verification');

const verification = lazyPart<Verification>(() => import('./verification'));

/** The check's code; a failed load is tried again at the next change or focus. */
export const loadVerification = (): Promise<Verification> => verification.load();

/** Starts the load once the browser is idle (soon after hydration); returns the cancel. */
export const loadVerificationWhenIdle = (): (() => void) => whenIdle(() => void verification.load().catch(() => undefined));
