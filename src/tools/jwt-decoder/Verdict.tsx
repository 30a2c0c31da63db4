import { StatusBanner, type StatusTone } from '../../ui/components/StatusBanner';
import type { JwtText } from './i18n';
import type { VerifyResult, VerifyStatus } from './verify';
import { noteText, statusTitle, verifyText } from './verify-words';
import * as styles from './JwtDecoder.css';

const TONES: Record<VerifyStatus, StatusTone> = {
  verified: 'success',
  invalid: 'error',
  unsigned: 'warning',
  'needs-key': 'info',
  'key-error': 'warning',
  unsupported: 'warning',
};

/** The signature check's verdict: its title, explanation and notes (with the check, in verification.ts). */
export function Verdict({ t, result }: { t: JwtText; result: VerifyResult }) {
  return (
    <StatusBanner tone={TONES[result.status]} title={statusTitle(t, result.status)}>
      <p className={styles.bannerText}>{verifyText(t, result.reason)}</p>
      {result.noteReasons.length > 0 ? (
        <ul className={styles.notes}>
          {result.noteReasons.map((note) => (
            <li key={note.id}>{noteText(t, note)}</li>
          ))}
        </ul>
      ) : null}
    </StatusBanner>
  );
}
