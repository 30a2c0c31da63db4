import { useEffect, useId, useRef } from 'react';
import { RotateCcw, X } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Inline } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { MeterFill } from '../../ui/components/MeterFill';
import { labelRow, meter, track, valueText } from '../../ui/components/Meter.css';
import { fieldLabel } from '../../ui/styles.css';
import { formatBytes, formatSpeed } from './algorithms';
import type { StreamJob } from './useStreamHash';
import * as styles from './HashGenerator.css';

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100);

export interface HashProgressProps {
  name: string;
  job: StreamJob;
  onCancel: () => void;
  onRestart: () => void;
}

/** The file job's progress bar, Cancel / Hash Again, and what happened, announced. */
export function HashProgress({ name, job, onCancel, onRestart }: HashProgressProps) {
  const [message, announce] = useAnnouncer();
  const labelId = useId();
  const quarter = useRef(-1);
  const status = job.status;
  const percent = job.status === 'running' || job.status === 'cancelled' ? percentOf(job.done, job.total) : job.status === 'done' ? 100 : 0;

  // Screen readers hear the start, each quarter, and the end; not every repaint of the bar.
  useEffect(() => {
    if (status === 'running') {
      const q = Math.floor(percent / 25);
      if (quarter.current === -1) announce(`Hashing ${name}…`);
      else if (q > quarter.current && q < 4) announce(`Hashing: ${q * 25}%`);
      quarter.current = Math.max(quarter.current, q);
      return;
    }
    quarter.current = -1;
    if (status === 'done') announce(`Done: ${name} hashed.`);
    else if (status === 'cancelled') announce('Hashing cancelled.');
  }, [status, percent, name, announce]);

  let detail = '';
  if (job.status === 'running') detail = `${formatBytes(job.done)} of ${formatBytes(job.total)}`;
  else if (job.status === 'done') detail = `${formatBytes(job.total)} in ${formatSpeed(job.total, job.ms)}`;
  else if (job.status === 'cancelled') detail = `Cancelled after ${formatBytes(job.done)} of ${formatBytes(job.total)}`;

  return (
    <div className={styles.progress}>
      {/* A plain WAI-ARIA progressbar: the bar needs no behavior, so no library code. */}
      <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`} className={meter}>
        <div className={labelRow}>
          <span id={labelId} className={fieldLabel}>
            {job.status === 'done' ? `Hashed ${name}` : `Hashing ${name}`}
          </span>
          <span className={valueText} aria-hidden="true">
            {percent}%
          </span>
        </div>
        <div className={track}>
          <MeterFill percentage={percent} tone="accent" />
        </div>
      </div>
      <Inline gap="sm" align="center" justify="between">
        {/* Timings differ run to run: masked in screenshots (the span fills its row, so the mask is as wide every run). */}
        <span className={styles.progressDetail} data-visual-mask>
          {detail}
        </span>
        {job.status === 'running' ? (
          <Button size="sm" icon={X} onPress={onCancel}>
            Cancel
          </Button>
        ) : null}
        {job.status === 'cancelled' ? (
          <Button size="sm" icon={RotateCcw} onPress={onRestart}>
            Hash Again
          </Button>
        ) : null}
      </Inline>
      <LiveRegion message={message} />
    </div>
  );
}
