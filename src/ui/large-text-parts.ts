/**
 * The parts of the shared large-text path (issue #37) that load on demand (issue #31): a page
 * starts with the field, the viewer for normal-size text, the job hook and the progress's live
 * region, and these come when first needed or, before that, at the visitor's first input
 * (lazy-part.ts). Their loaders are in this one module, so the list of stylesheets each import
 * waits for is written once, not in every component that uses one.
 */
import { lazyPart } from './lazy-part';

/** The job runner: a module Worker, or slices on the main thread (useBackgroundTask). */
export const taskRunnerPart = lazyPart(() => import('./task-runner'));

/** WorkProgress's bar, Cancel and Run Again. */
export const workProgressBarPart = lazyPart(() => import('./components/WorkProgressBar'));

/** LargeTextArea's read-only view and a TextViewer's virtualized rows, for text too long to lay out whole. */
export const largeTextPart = lazyPart(() => import('./components/LargeTextView'));
