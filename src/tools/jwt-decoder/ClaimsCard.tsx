import { Badge } from '../../ui/components/Badge';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { formatClaimsText, formatUtc, timeState, type ClaimView, type JsonObject, type TimeState } from './jwt-decoder';
import { claimLabel, claimText, claimsWords, localText, problemText, relativeText, timeLabel, windowText, type JwtText } from './i18n';
import * as styles from './JwtDecoder.css';

const TIME_TONES: Record<TimeState, 'success' | 'warning' | 'danger' | 'neutral'> = {
  expired: 'danger',
  'not-yet-valid': 'warning',
  valid: 'success',
  'no-time-limit': 'neutral',
};

export interface ClaimsCardProps {
  t: JwtText;
  payload: JsonObject;
  claims: ClaimView[];
  /** Milliseconds, or null until the page knows the time (prerender, hydration). */
  now: number | null;
  /** Local times are only shown once the page runs (the viewer's zone is unknown before). */
  showLocal: boolean;
  timeZone?: string;
}

function ClaimTime({ t, time, now, showLocal, timeZone }: { t: JwtText; time: number; now: number | null; showLocal: boolean; timeZone?: string }) {
  return (
    <>
      <span className={styles.timeRow}>
        <span dir="ltr">{formatUtc(time)}</span>
        {now !== null ? <span className={styles.strong}>{relativeText(t, time, now)}</span> : null}
      </span>
      {showLocal ? <span className={styles.muted}>{t('localTime', { time: localText(t, time, timeZone) })}</span> : null}
    </>
  );
}

/** The registered claims, explained, with the token's time window. */
export function ClaimsCard({ t, payload, claims, now, showLocal, timeZone }: ClaimsCardProps) {
  const state = now !== null ? timeState(payload, now) : null;
  return (
    <Card
      title={t('claims')}
      headingLevel={2}
      actions={
        <CopyButton
          size="sm"
          variant="ghost"
          label={t('copyClaims')}
          text={() => formatClaimsText(claims, now, showLocal ? timeZone : 'UTC', claimsWords(t))}
          isDisabled={claims.length === 0}
        />
      }
    >
      <Stack gap="md" className={styles.claimsArea}>
        <Inline gap="sm">
          {state !== null && now !== null ? (
            <>
              <Badge tone={TIME_TONES[state]}>{timeLabel(t, state)}</Badge>
              <p className={styles.timeLine}>{windowText(t, payload, now)}</p>
            </>
          ) : (
            <p className={styles.timeLine}>{t('checkingTime')}</p>
          )}
        </Inline>
        {claims.length === 0 ? (
          <p className={styles.muted}>{t('noClaims')}</p>
        ) : (
          <dl className={styles.claims} aria-label={t('registeredClaims')}>
            {claims.map((claim) => (
              <div key={claim.name} className={styles.claim}>
                <dt className={styles.claimTerm}>
                  <span>{claimLabel(t, claim.name)}</span>
                  <span className={styles.claimName}>{claim.name}</span>
                </dt>
                <dd className={styles.claimValue}>
                  <span className={styles.mono} dir="ltr">
                    {claim.value}
                  </span>
                  {claim.time != null ? <ClaimTime t={t} time={claim.time} now={now} showLocal={showLocal} timeZone={timeZone} /> : null}
                  {claim.problem ? <span className={styles.problem}>{problemText(t, claim.problem)}</span> : null}
                  <span className={styles.muted}>{claimText(t, claim.name)}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Stack>
    </Card>
  );
}
