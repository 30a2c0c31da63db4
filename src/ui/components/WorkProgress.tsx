import { useEffect, useId } from 'react';
import { RotateCcw, X } from 'lucide-react';
import type { TaskState } from '../background-task';
import { fieldLabel } from '../styles.css';
import { Button } from './Button';
import { LiveRegion, useAnnouncer } from './LiveRegion';
import { labelRow, meter, track, valueText } from './Meter.css';
import { MeterFill } from './MeterFill';
import * as styles from './WorkProgress.css';

export interface WorkProgressProps {
  /** What is being done, as a label: "Counting your text". */
  label: string;
  /** The task's state from useBackgroundTask. */
  state: Pick<TaskState<unknown>, 'status' | 'progress' | 'showProgress' | 'canCancel' | 'cancel' | 'restart'>;
}

/**
 * Progress of a tool's long work on large input (useBackgroundTask): nothing for the first
 * 300 ms, then a progress bar, then Cancel from 2 s. After Cancel, a note that the results are
 * out of date and Run Again.
 *
 * **Accessibility:** a WAI-ARIA progressbar labelled by `label`; the start and a cancel are
 * announced once, not every repaint of the bar.
 */
export function WorkProgress({ label, state }: WorkProgressProps) {
  const labelId = useId();
  const [message, announce] = useAnnouncer();
  const { status, showProgress } = state;
  useEffect(() => {
    if (status === 'running' && showProgress) announce(`${label}…`);
    else if (status === 'cancelled') announce('Cancelled.');
  }, [status, showProgress, label, announce]);

  const percent = Math.min(100, Math.floor(state.progress * 100));
  return (
    <div className={styles.root}>
      {status === 'running' && showProgress ? (
        <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`} className={meter}>
          <div className={labelRow}>
            <span id={labelId} className={fieldLabel}>
              {label}
            </span>
            <span className={valueText} aria-hidden="true">
              {percent}%
            </span>
          </div>
          <div className={track}>
            <MeterFill percentage={percent} tone="accent" />
          </div>
        </div>
      ) : null}
      {status === 'running' && state.canCancel ? (
        <div className={styles.row}>
          <p className={styles.note}>Large text takes a moment. Results appear when it is done.</p>
          <Button size="sm" icon={X} onPress={state.cancel}>
            Cancel
          </Button>
        </div>
      ) : null}
      {status === 'cancelled' ? (
        <div className={styles.row}>
          <p className={styles.note}>Cancelled. The results are not up to date with your text.</p>
          <Button size="sm" icon={RotateCcw} onPress={state.restart}>
            Run Again
          </Button>
        </div>
      ) : null}
      <LiveRegion message={message} />
    </div>
  );
}
