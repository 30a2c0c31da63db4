import { useId } from 'react';
import { RotateCcw, X } from 'lucide-react';
import { fieldLabel } from '../styles.css';
import { Button } from './Button';
import { labelRow, meter, track, valueText } from './Meter.css';
import { MeterFill } from './MeterFill';
import type { WorkProgressProps } from './WorkProgress';
import * as styles from './WorkProgress.css';
import { useUiMessages } from '../i18n';

/**
 * What WorkProgress shows of a job: the bar, Cancel, the figures, and after a cancel the note and
 * Run Again. Its own module, loaded when a job starts (or at the visitor's first input): a page
 * whose tool has not run one yet shows none of it.
 */
export function WorkProgressBar({ label, state, detail, doneLabel, restartLabel }: WorkProgressProps) {
  const t = useUiMessages();
  const labelId = useId();
  const { status, showProgress } = state;
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
    <>
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
    </>
  );
}
