import { useDeferredValue, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Eraser, ShieldCheck, Sparkles } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Icon } from '../../ui/components/Icon';
import { Inline, Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { TextArea } from '../../ui/components/TextArea';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import { ClaimsCard } from './ClaimsCard';
import {
  SECRET_ENCODINGS,
  decodeJwt,
  explainClaims,
  prettyJson,
  timeState,
  type DecodedJwt,
  type JsonObject,
  type SecretEncoding,
  type TimeState,
  type TokenPart,
} from './jwt-decoder';
import { decodeErrorText, partName, useJwtMessages, type JwtText } from './i18n';
import { useHydrated } from '../../ui/useHydrated';
import { useClock } from './useClock';
import { loadVerification, loadVerificationWhenIdle, type Verification } from './load-verification';
import type { VerifyResult, VerifyStatus } from './verify';
import { VerifyPanel } from './VerifyPanel';
import * as styles from './JwtDecoder.css';

export interface JwtDecoderProps {
  /** The token to start with (embed: `token`). */
  token?: string;
  /** HMAC secret to start with (embed: `secret`). */
  secret?: string;
  /** 'text' or 'base64' (embed: `secret-encoding`); anything else: the remembered or default choice. */
  secretEncoding?: string;
  /** Public key to start with: PEM, certificate or JWK (embed: `public-key`). */
  publicKey?: string;
  /** Stories and tests only: a fixed "now" (ms since 1970, a Date or an ISO string) instead of the clock. */
  now?: number | string | Date;
  /** Stories and tests only: the time zone for local times instead of the viewer's. */
  timeZone?: string;
  /** Called with the decoded token, its time window and the signature check whenever they change. */
  onChange?: (detail: JwtDecoderChange) => void;
}

export interface JwtDecoderChange {
  status: 'empty' | 'decoded' | 'error';
  error: string | null;
  header: JsonObject | null;
  payload: JsonObject | null;
  alg: string | null;
  time: TimeState | null;
  signature: VerifyStatus | null;
}

interface Settings {
  secretEncoding: SecretEncoding;
}

const DEFAULTS: Settings = { secretEncoding: 'text' };
const isEncoding = (value: unknown): value is SecretEncoding => SECRET_ENCODINGS.includes(value as SecretEncoding);
const parseSettings = (stored: unknown): Partial<Settings> => {
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>).secretEncoding : undefined;
  return isEncoding(value) ? { secretEncoding: value } : {};
};

/** Signed with the secret below; valid from 2025-01-01 to 2100-01-01 UTC. */
export const EXAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20iLCJzdWIiOiIxMjM0NTY3ODkwIiwiYXVkIjoidG9vbHNoZWQtZGVtbyIsIm5hbWUiOiJBZGEgTG92ZWxhY2UiLCJhZG1pbiI6ZmFsc2UsImlhdCI6MTczNTY4OTYwMCwibmJmIjoxNzM1Njg5NjAwLCJleHAiOjQxMDI0NDQ4MDAsImp0aSI6IjZmMWMyZTlhLTRiN2QtNGMzZS04YTJmLTlkMGUxYjJjM2Q0ZSJ9.YOi_lR_HNYTYaOQ_nwfT3jtReys6T-0XrIfNxmcGd3c';
export const EXAMPLE_SECRET = 'toolshed-example-secret-0123456789';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function fixedTime(value: JwtDecoderProps['now']): number | null {
  if (value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

function validTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

const PARTS: TokenPart[] = ['header', 'payload', 'signature'];

/** The token with each part in its colour, and a legend (colour is never the only cue: the legend names them). */
function ColoredToken({ t, token }: { t: JwtText; token: DecodedJwt }) {
  return (
    <Stack gap="xs">
      <p className={styles.tokenView} dir="ltr" aria-label={t('tokenParts')}>
        {PARTS.map((part, i) => (
          <span key={part}>
            {i > 0 ? <span className={styles.dot}>.</span> : null}
            <span className={styles.part[part]}>{token.parts[i]}</span>
          </span>
        ))}
      </p>
      <ul className={styles.legend} aria-label={t('colorKey')}>
        {PARTS.map((part) => (
          <li key={part} className={styles.part[part]}>
            {partName(t, part)}
          </li>
        ))}
      </ul>
    </Stack>
  );
}

export default function JwtDecoder({ token: initialToken, secret: initialSecret, secretEncoding, publicKey: initialKey, now: nowProp, timeZone, onChange }: JwtDecoderProps) {
  const [input, setInput] = useState(() => text(initialToken));
  const [secret, setSecret] = useState(() => text(initialSecret));
  const [publicKey, setPublicKey] = useState(() => text(initialKey));
  const [settings, setSettings] = useRememberedSettings('jwt-decoder', DEFAULTS, parseSettings, isEncoding(secretEncoding) ? { secretEncoding } : {});
  const [message, announce] = useAnnouncer();
  const t = useJwtMessages();

  // A share link carries only the secret's encoding: the token and both keys are secret inputs and are not reported.
  useShareState({ secretEncoding: settings.secretEncoding });

  const liveNow = useClock();
  const fixedNow = fixedTime(nowProp);
  const now = fixedNow ?? liveNow;
  const hydrated = useHydrated();
  const zone = validTimeZone(timeZone);

  // Decoding a long pasted token can take a few milliseconds: let typing win.
  const deferredInput = useDeferredValue(input);
  const decoded = useMemo(() => decodeJwt(deferredInput), [deferredInput]);
  const token = decoded.status === 'ok' ? decoded.token : null;
  const claims = useMemo(() => (token ? explainClaims(token.payload) : []), [token]);

  // The check runs again whenever the token or the key changes; a stale answer is dropped. Its
  // code loads after the page starts (load-verification.ts): a check asked for sooner waits for it.
  const request = JSON.stringify([token?.parts ?? null, secret, settings.secretEncoding, publicKey]);
  const [verification, setVerification] = useState<{ request: string; result: VerifyResult; code: Verification } | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void loadVerification()
      .then(async (code) => ({ code, result: await code.verifyJwt(token, { secret, secretEncoding: settings.secretEncoding, publicKey }) }))
      .then(
        ({ code, result }) => {
          if (current) setVerification({ request, result, code });
        },
        () => undefined, // the code did not arrive: the panel keeps saying it is checking, and the next change tries again
      );
    return () => {
      current = false;
    };
  }, [token, secret, settings.secretEncoding, publicKey, request]);
  useEffect(() => loadVerificationWhenIdle(), []);
  const verdict = token && verification?.request === request ? verification : null;
  const result = verdict?.result ?? null;

  const time = token && now !== null ? timeState(token.payload, now) : null;
  const detail = useMemo<JwtDecoderChange | null>(() => {
    if (decoded.status === 'empty') return { status: 'empty', error: null, header: null, payload: null, alg: null, time: null, signature: null };
    if (decoded.status === 'error') return { status: 'error', error: decoded.message, header: null, payload: null, alg: null, time: null, signature: null };
    // Wait for the clock and the signature check, so the host hears one complete answer.
    if (time === null || result === null) return null;
    const { header, payload, alg } = decoded.token;
    return { status: 'decoded', error: null, header, payload, alg, time, signature: result.status };
  }, [decoded, time, result]);
  const report = useEffectEvent((next: JwtDecoderChange) => onChange?.(next));
  useEffect(() => {
    if (detail) report(detail);
  }, [detail]);

  const summary = token ? t('decodedAnnouncement', { alg: token.alg ?? t('noAlgorithm'), count: claims.length }) : '';
  const announceSummary = useEffectEvent((next: string) => announce(next));
  useEffect(() => announceSummary(summary), [summary]);

  // The first focus or press in the tool starts loading the check, if idle time has not yet.
  const startVerification = () => void loadVerification().catch(() => undefined);

  const loadExample = () => {
    setInput(EXAMPLE_TOKEN);
    setSecret(EXAMPLE_SECRET);
    setSettings((s) => ({ ...s, secretEncoding: 'text' }));
  };
  const clear = () => {
    setInput('');
    setSecret('');
    setPublicKey('');
  };

  const error = decoded.status === 'error' ? decodeErrorText(t, decoded.reason) : undefined;

  return (
    <div className={styles.root} onFocus={startVerification} onPointerDown={startVerification}>
      <p className={styles.privacy}>
        <Icon icon={ShieldCheck} size={16} className={styles.privacyIcon} />
        {t('privacy')}
      </p>
      <div className={styles.layout}>
        <Stack gap="md">
          <TextArea
            label={t('tokenLabel')}
            value={input}
            onChange={setInput}
            mono
            spellCheck={false}
            minHeight="md"
            placeholder={t('tokenPlaceholder')}
            isInvalid={error !== undefined}
            errorMessage={error}
          />
          <Inline gap="sm">
            <Button icon={Sparkles} onPress={loadExample}>
              {t('loadSample')}
            </Button>
            <Button icon={Eraser} onPress={clear} isDisabled={input === '' && secret === '' && publicKey === ''}>
              {t('clearAll')}
            </Button>
          </Inline>
          {token ? <ColoredToken t={t} token={token} /> : null}
          {token ? (
            <VerifyPanel
              t={t}
              alg={token.alg}
              secret={secret}
              onSecretChange={setSecret}
              secretEncoding={settings.secretEncoding}
              onSecretEncodingChange={(value) => setSettings((s) => ({ ...s, secretEncoding: value }))}
              publicKey={publicKey}
              onPublicKeyChange={setPublicKey}
              verdict={verdict}
            />
          ) : null}
        </Stack>
        <Stack gap="md">
          <CodeOutput
            label={partName(t, 'header')}
            language="JSON"
            value={token ? prettyJson(token.header) : ''}
            copyLabel={t('copyHeader')}
            maxHeight="sm"
            className={styles.partBlock.header}
            emptyText={t('headerEmpty')}
          />
          <CodeOutput
            label={partName(t, 'payload')}
            language="JSON"
            value={token ? prettyJson(token.payload) : ''}
            copyLabel={t('copyPayload')}
            className={styles.partBlock.payload}
            emptyText={t('payloadEmpty')}
          />
          {token ? <ClaimsCard t={t} payload={token.payload} claims={claims} now={now} showLocal={hydrated} timeZone={zone} /> : null}
          <CodeOutput
            label={t('signatureLabel')}
            value={token ? token.parts[2] : ''}
            copyLabel={t('copySignature')}
            maxHeight="sm"
            wrap
            className={styles.partBlock.signature}
            emptyText={t(token ? 'unsignedEmpty' : 'signatureEmpty')}
          />
        </Stack>
      </div>
      <LiveRegion message={message} />
    </div>
  );
}
