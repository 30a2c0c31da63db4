import { useEffect, useId } from 'react';
import { RotateCcw, X } from 'lucide-react';
import type { TaskState } from '../background-task';
import { fieldLabel } from '../styles.css';
import { Button } from './Button';
import { LiveRegion, useAnnouncer } from './LiveRegion';
import { labelRow, meter, track, valueText } from './Meter.css';
import { MeterFill } from './MeterFill';
import * as styles from './WorkProgress.css';
import { useUiMessages } from '../i18n';

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
 * **Accessibility:** a WAI-ARIA progressbar labelled by `label`; the start, a cancel and (with
 * `doneLabel`) the end are announced once, not every repaint of the bar.
 */
export function WorkProgress({ label, state, detail, doneLabel, restartLabel }: WorkProgressProps) {
  const t = useUiMessages();
  const labelId = useId();
  const [message, announce] = useAnnouncer();
  const { status, showProgress } = state;
  const working = t('working', { label });
  const cancelled = t('cancelled');
  useEffect(() => {
    if (status === 'running' && showProgress) announce(working);
    else if (status === 'cancelled') announce(cancelled);
    else if (status === 'done' && doneLabel) announce(`${doneLabel}.`);
  }, [status, showProgress, working, cancelled, doneLabel, announce]);

  const done = status === 'done' && doneLabel !== undefined;
  const percent = done ? 100 : Math.min(100, Math.floor(state.progress * 100));
  const figures =
    detail === undefined ? null : (
      // It fills its row, so its screenshot mask is as wide whatever the numbers.
      <p className={styles.detail} data-visual-mask>
        {detail}
      </p>
    );
  return (
    <div className={styles.root}>
      {(status === 'running' && showProgress) || done ? (
        <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={t.number(percent / 100, { style: 'percent' })} className={meter}>
          <div className={labelRow}>
            <span id={labelId} className={fieldLabel}>
              {done ? doneLabel : label}
            </span>
            <span className={valueText} aria-hidden="true">
              {t.number(percent / 100, { style: 'percent' })}
            </span>
          </div>
          <div className={track}>
            <MeterFill percentage={percent} tone="accent" />
          </div>
        </div>
      ) : null}
      {status === 'running' && state.canCancel ? (
        <div className={styles.row}>
          {figures ?? <p className={styles.note}>{t('workingNote')}</p>}
          <Button size="sm" icon={X} onPress={state.cancel}>
            {t('cancel')}
          </Button>
        </div>
      ) : null}
      {status === 'running' && showProgress && !state.canCancel ? figures : null}
      {done ? figures : null}
      {status === 'cancelled' ? (
        <div className={styles.row}>
          {figures ?? <p className={styles.note}>{t('cancelledNote')}</p>}
          <Button size="sm" icon={RotateCcw} onPress={state.restart}>
            {restartLabel ?? t('runAgain')}
          </Button>
        </div>
      ) : null}
      <LiveRegion message={message} />
    </div>
  );
}
