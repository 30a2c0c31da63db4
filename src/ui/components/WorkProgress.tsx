import { useEffect } from 'react';
import type { TaskState } from '../background-task';
import { workProgressBarPart } from '../large-text-parts';
import { useLazyPart } from '../lazy-part';
import { LiveRegion, useAnnouncer } from './LiveRegion';
import * as styles from './WorkProgress.css';
import { useUiMessages } from '../i18n';

/** Progress shows once a job has run this long; Cancel once it has run CANCEL_AFTER_MS. */
export const PROGRESS_AFTER_MS = 300;
export const CANCEL_AFTER_MS = 2000;

export interface WorkProgressProps {
  /** What is being done, as a label: "Counting your text". */
  label: string;
  /** The task's state from useBackgroundTask (or a job shaped like it). */
  state: Pick<TaskState<unknown>, 'status' | 'progress' | 'showProgress' | 'canCancel' | 'cancel' | 'restart'>;
  /**
   * A line of figures in place of the default notes, running, done and cancelled ("12.6 MB of
   * 209.7 MB"). It changes run to run, so screenshots mask it.
   */
  detail?: string;
  /** Once done, the bar stays full under this label ("Hashed big.bin"), announced; by default it goes. */
  doneLabel?: string;
  /** The button that starts a cancelled task again. */
  restartLabel?: string;
}

/**
 * Progress of a tool's long work on large input (useBackgroundTask): nothing for the first
 * 300 ms, then a progress bar, then Cancel from 2 s. After Cancel, a note that the results are
 * out of date and Run Again.
 *
 * A job with figures to show (the hash tools' files) passes `detail` ("12.6 MB of 209.7 MB"),
 * and `doneLabel` to keep the full bar and the final figures once it is done.
 *
 * The bar, Cancel and Run Again (WorkProgressBar) load when a job starts, or before it at the
 * visitor's first input; the live region is here from the first render, so the start of a job is
 * announced even if they are still on their way.
 *
 * **Accessibility:** a WAI-ARIA progressbar labelled by `label`; the start, a cancel and (with
 * `doneLabel`) the end are announced once, not every repaint of the bar.
 */
export function WorkProgress(props: WorkProgressProps) {
  const { label, state, doneLabel } = props;
  const t = useUiMessages();
  const [message, announce] = useAnnouncer();
  const { status, showProgress } = state;
  const working = t('working', { label });
  const cancelled = t('cancelled');
  useEffect(() => {
    if (status === 'running' && showProgress) announce(working);
    else if (status === 'cancelled') announce(cancelled);
    else if (status === 'done' && doneLabel) announce(`${doneLabel}.`);
  }, [status, showProgress, working, cancelled, doneLabel, announce]);

  // Needed from a job's start: the bar shows PROGRESS_AFTER_MS later (at once for a file job).
  const shows = status === 'running' || status === 'cancelled' || (status === 'done' && doneLabel !== undefined);
  const bar = useLazyPart(workProgressBarPart, shows);
  return (
    <div className={styles.root}>
      {bar && shows ? <bar.WorkProgressBar {...props} /> : null}
      <LiveRegion message={message} />
    </div>
  );
}
