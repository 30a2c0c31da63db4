import { Badge } from '../../ui/components/Badge';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import {
  TIME_STATE_LABELS,
  describeTimeState,
  formatClaimsText,
  formatLocal,
  formatRelative,
  formatUtc,
  timeState,
  type ClaimView,
  type JsonObject,
  type TimeState,
} from './jwt-decoder';
import * as styles from './JwtDecoder.css';

const TIME_TONES: Record<TimeState, 'success' | 'warning' | 'danger' | 'neutral'> = {
  expired: 'danger',
  'not-yet-valid': 'warning',
  valid: 'success',
  'no-time-limit': 'neutral',
};

export interface ClaimsCardProps {
  payload: JsonObject;
  claims: ClaimView[];
  /** Milliseconds, or null until the page knows the time (prerender, hydration). */
  now: number | null;
  /** Local times are only shown once the page runs (the viewer's zone is unknown before). */
  showLocal: boolean;
  timeZone?: string;
}

function ClaimTime({ time, now, showLocal, timeZone }: { time: number; now: number | null; showLocal: boolean; timeZone?: string }) {
  return (
    <>
      <span className={styles.timeRow}>
        <span>{formatUtc(time)}</span>
        {now !== null ? <span className={styles.strong}>{formatRelative(time, now)}</span> : null}
      </span>
      {showLocal ? <span className={styles.muted}>Local: {formatLocal(time, timeZone)}</span> : null}
    </>
  );
}

/** The registered claims, explained, with the token's time window. */
export function ClaimsCard({ payload, claims, now, showLocal, timeZone }: ClaimsCardProps) {
  const state = now !== null ? timeState(payload, now) : null;
  return (
    <Card
      title="Claims"
      headingLevel={2}
      actions={<CopyButton size="sm" variant="ghost" label="Copy Claims" text={() => formatClaimsText(claims, now, showLocal ? timeZone : 'UTC')} isDisabled={claims.length === 0} />}
    >
      <Stack gap="md" className={styles.claimsArea}>
        <Inline gap="sm">
          {state !== null && now !== null ? (
            <>
              <Badge tone={TIME_TONES[state]}>{TIME_STATE_LABELS[state]}</Badge>
              <p className={styles.timeLine}>{describeTimeState(payload, now)}</p>
            </>
          ) : (
            <p className={styles.timeLine}>Checking the time window…</p>
          )}
        </Inline>
        {claims.length === 0 ? (
          <p className={styles.muted}>No registered claims (iss, sub, aud, exp, nbf, iat, jti) in this payload; its own claims are in the payload above.</p>
        ) : (
          <dl className={styles.claims} aria-label="Registered claims">
            {claims.map((claim) => (
              <div key={claim.name} className={styles.claim}>
                <dt className={styles.claimTerm}>
                  <span>{claim.label}</span>
                  <span className={styles.claimName}>{claim.name}</span>
                </dt>
                <dd className={styles.claimValue}>
                  <span className={styles.mono}>{claim.value}</span>
                  {claim.time != null ? <ClaimTime time={claim.time} now={now} showLocal={showLocal} timeZone={timeZone} /> : null}
                  {claim.problem ? <span className={styles.problem}>{claim.problem}</span> : null}
                  <span className={styles.muted}>{claim.text}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Stack>
    </Card>
  );
}
