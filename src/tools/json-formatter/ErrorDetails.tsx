import { LocateFixed } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../ui/components/Button';
import { errorContext } from './json-formatter';
import * as styles from './JsonFormatter.css';
import type { JsonFormatterText } from './i18n';

export interface ErrorDetailsProps {
  t: JsonFormatterText;
  text: string;
  offset: number;
  line: number;
  column: number;
  /** Moves the cursor to the error in the input; absent when the input is read-only. */
  onGoTo?: () => void;
}

/** Where the parser stopped: line and column, and the lines around it with the offending one marked. */
export function ErrorDetails({ t, text, offset, line, column, onGoTo }: ErrorDetailsProps) {
  const lines = useMemo(() => errorContext(text, offset, line), [text, offset, line]);
  const digits = String(lines[lines.length - 1]?.number ?? line).length;
  const position = { line: t.number(line), column: t.number(column) };
  return (
    <div className={styles.errorDetails}>
      <div className={styles.errorHeader}>
        <span className={styles.errorWhere}>{t('errorWhere', position)}</span>
        {onGoTo ? (
          <Button size="sm" variant="secondary" icon={LocateFixed} onPress={onGoTo}>
            {t('goToError')}
          </Button>
        ) : null}
      </div>
      <div className={styles.frame} role="region" aria-label={t('errorRegion', position)} tabIndex={0}>
        {lines.map((l) => (
          <div key={l.number} className={l.mark === null ? styles.frameLine : `${styles.frameLine} ${styles.frameLineError}`}>
            <span className={styles.frameNumber} aria-hidden="true">
              {String(l.number).padStart(digits)}
            </span>
            <span className={styles.frameMarker} aria-hidden="true">
              {l.mark === null ? ' ' : '›'}
            </span>
            <span className={styles.frameCode}>
              {l.clippedStart ? <span className={styles.frameClip}>…</span> : null}
              {l.mark === null ? (
                l.text
              ) : (
                <>
                  {l.text.slice(0, l.mark)}
                  {/* Past the end of the line the error is "end of input" or a line break: mark a space. */}
                  <mark className={styles.frameMark}>{l.text.slice(l.mark, l.mark + 1) || ' '}</mark>
                  {l.text.slice(l.mark + 1)}
                </>
              )}
              {l.clippedEnd ? <span className={styles.frameClip}>…</span> : null}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
