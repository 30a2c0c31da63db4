import { startTransition, useEffect, useEffectEvent, useState, type ClipboardEvent } from 'react';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { FileDrop } from '../../ui/components/FileDrop';
import { NumberField } from '../../ui/components/NumberField';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { Stack } from '../../ui/components/Layout';
import { Switch } from '../../ui/components/Switch';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { englishNumberText, formatDecimal } from '../../i18n/numbers';
import {
  ALGORITHMS,
  DEFAULT_SETTINGS,
  MAX_PERIOD,
  MIN_PERIOD,
  REMEMBER_KEY,
  algorithmLabel,
  base32Encode,
  cleanCode,
  groupCode,
  hotp,
  isAlgorithm,
  isPeriod,
  parseSettings,
  readSecretInput,
  secondsLeft as secondsLeftAt,
  stepAt,
  type Algorithm,
  type Digits,
  type SecretInput,
  type TotpSettings,
} from './totp';
import { QR_IMAGES, readQrImage } from './qr-image';
import { useTotpGeneratorMessages } from './i18n';
import { useShareState } from '../share-state';
import * as styles from './TotpGenerator.css';

export interface TotpGeneratorChange {
  algorithm: Algorithm;
  digits: Digits;
  period: number;
  showingCode: boolean;
  secretError: boolean;
  verification: 'valid' | 'invalid' | null;
  remembered: boolean;
}

export interface TotpGeneratorProps {
  /** A Base32 secret or an otpauth://totp URI to start with (embed: `secret`; never in a link). */
  secret?: string;
  /** SHA1, SHA256 or SHA512 (embed: `algorithm`). */
  algorithm?: string;
  /** 6 or 8 (embed: `digits`). */
  digits?: string | number;
  /** Seconds per code (embed: `period`). */
  period?: number;
  /** Stories and tests only: a fixed "now" (ms since 1970) instead of the clock. */
  now?: number;
  onChange?: (detail: TotpGeneratorChange) => void;
}

interface Remembered {
  secret: string;
  issuer: string;
  account: string;
}

function readRemembered(): Remembered | null {
  try {
    const raw = localStorage.getItem(REMEMBER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Remembered> | null;
    if (!value || typeof value.secret !== 'string') return null;
    return { secret: value.secret, issuer: typeof value.issuer === 'string' ? value.issuer : '', account: typeof value.account === 'string' ? value.account : '' };
  } catch {
    return null;
  }
}

function writeRemembered(value: Remembered | null) {
  try {
    if (value) localStorage.setItem(REMEMBER_KEY, JSON.stringify(value));
    else localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // Storage blocked (sandboxed frame, privacy mode): nothing is kept, the tool works the same.
  }
}

function givenSettings({ algorithm, digits, period }: Pick<TotpGeneratorProps, 'algorithm' | 'digits' | 'period'>): Partial<TotpSettings> {
  return parseSettings({ algorithm, digits: digits === undefined ? undefined : Number(digits), period });
}

/**
 * "Now" in ms, updated at every whole second from Date.now (not a counted interval), so a new
 * code appears exactly when its period starts, and at once when a hidden tab comes back. Null
 * until the page runs (a prerendered page was built at another time).
 */
function useNow(fixed: number | undefined): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (fixed !== undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      clearTimeout(timer);
      timer = setTimeout(tick, 1000 - (time % 1000));
    };
    timer = setTimeout(tick, 0);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [fixed]);
  return fixed ?? now;
}

/** The radius of the countdown ring in its 44 × 44 viewBox, and its length. */
const RING_RADIUS = 20;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

export default function TotpGenerator({ secret: secretProp, algorithm, digits, period, now: fixedNow, onChange }: TotpGeneratorProps) {
  const t = useTotpGeneratorMessages();
  const initial = typeof secretProp === 'string' ? secretProp : '';
  const initialInput = readSecretInput(initial);
  const [input, setInput] = useState(initial);
  const [issuer, setIssuer] = useState(initialInput.kind === 'uri' ? initialInput.fields.issuer : '');
  const [account, setAccount] = useState(initialInput.kind === 'uri' ? initialInput.fields.account : '');
  const [fromLink, setFromLink] = useState(initialInput.kind === 'uri');
  const [settings, setSettings] = useRememberedSettings<TotpSettings>(
    'totp-generator',
    DEFAULT_SETTINGS,
    parseSettings,
    initialInput.kind === 'uri' ? { algorithm: initialInput.fields.algorithm, digits: initialInput.fields.digits, period: initialInput.fields.period } : givenSettings({ algorithm, digits, period }),
  );
  const [remember, setRemember] = useState(false);
  const [qrNote, setQrNote] = useState<{ text: string; error: boolean } | null>(null);
  const [typedCode, setTypedCode] = useState('');
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [computeError, setComputeError] = useState<string | null>(null);
  const now = useNow(fixedNow);
  // A link carries the settings only: the secret is declared secret (api.ts) and never written to one.
  useShareState({ algorithm: settings.algorithm, digits: String(settings.digits), period: settings.period });

  const secret: SecretInput = readSecretInput(input);
  const key = secret.kind === 'secret' || secret.kind === 'uri' ? secret.bytes : null;
  const keyId = key ? `${base32Encode(key)}|${settings.algorithm}|${settings.digits}|${settings.period}` : null;
  const step = now === null ? null : stepAt(now, settings.period);
  const codeAt = (offset: number) => (keyId && step !== null ? codes[`${keyId}|${step + offset}`] : undefined);
  const current = codeAt(0);
  const next = codeAt(1);

  // The codes of the previous, current and next step, computed once each (HMAC is asynchronous on WebCrypto).
  useEffect(() => {
    if (!key || !keyId || step === null) return;
    let live = true;
    const wanted = [step - 1, step, step + 1];
    Promise.all(wanted.map((counter) => hotp(key, counter, settings.algorithm, settings.digits)))
      .then((values) => {
        if (!live) return;
        setComputeError(null);
        setCodes(Object.fromEntries(values.map((value, index) => [`${keyId}|${wanted[index]}`, value])));
      })
      .catch((error: unknown) => {
        if (live) setComputeError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      live = false;
    };
  }, [keyId, step]); // eslint-disable-line react-hooks/exhaustive-deps -- keyId names the key and the settings

  // A remembered secret comes back after hydration, unless the embedding page gave one.
  useEffect(() => {
    if (initial !== '') return;
    const stored = readRemembered();
    if (!stored) return;
    const read = readSecretInput(stored.secret);
    // A transition, as the remembered settings are merged: the restore renders in slices that yield to input.
    startTransition(() => {
      setInput(stored.secret);
      setIssuer(stored.issuer);
      setAccount(stored.account);
      setFromLink(read.kind === 'uri');
      setRemember(true);
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after the first render

  // While Remember on This Device is on, the storage follows the secret; off deletes it (in toggleRemember).
  useEffect(() => {
    if (remember) writeRemembered({ secret: input, issuer, account });
  }, [remember, input, issuer, account]);

  const toggleRemember = (on: boolean) => {
    setRemember(on);
    if (!on) writeRemembered(null);
  };

  const changeInput = (value: string) => {
    setInput(value);
    const read = readSecretInput(value);
    if (read.kind === 'uri') {
      // The link fills every field.
      setIssuer(read.fields.issuer);
      setAccount(read.fields.account);
      setSettings({ algorithm: read.fields.algorithm, digits: read.fields.digits, period: read.fields.period });
    }
    setFromLink(read.kind === 'uri');
  };

  const loadImage = async (file: File) => {
    const name = file.name || 'image';
    setQrNote({ text: t('qrReading', { name }), error: false });
    const read = await readQrImage(file).catch(() => ({ status: 'unreadable' as const }));
    if (read.status === 'unreadable') setQrNote({ text: t('qrFailed', { name }), error: true });
    else if (read.status === 'none') setQrNote({ text: t('qrNone', { name }), error: true });
    else if (readSecretInput(read.text).kind !== 'uri') {
      // A QR code's text that reads as an error of an otpauth link (hotp, a bad secret) goes in the field, which names it.
      if (/^\s*otpauth:/i.test(read.text)) {
        changeInput(read.text);
        setQrNote(null);
      } else setQrNote({ text: t('qrNotOtpauth', { name }), error: true });
    } else {
      changeInput(read.text);
      setQrNote({ text: t('qrRead', { name }), error: false });
    }
  };

  // A screenshot pasted anywhere in the secret card is read as a QR code.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const image = Array.from(event.clipboardData.files).find((file) => file.type.startsWith('image/'));
    if (!image) return;
    event.preventDefault();
    void loadImage(image);
  };

  const secretError = (() => {
    if (secret.kind !== 'error') return undefined;
    const problem = secret.problem;
    switch (problem.reason) {
      case 'empty':
        return undefined;
      case 'invalid':
        return t('invalidCharacters', { characters: problem.characters.map((c) => `“${c}”`).join(', '), count: problem.characters.length });
      case 'length':
        return t('badLength', { count: input.replace(/[\s=-]+/g, '').length });
      case 'hotp':
        return t('hotpLink');
      case 'not-otpauth':
        return t('notOtpauth');
      case 'no-secret':
        return t('noSecret');
      case 'bad-secret':
        return t('badSecret', { value: problem.value ?? '' });
      case 'bad-algorithm':
        return t('badAlgorithm', { value: problem.value ?? '' });
      case 'bad-digits':
        return t('badDigits', { value: problem.value ?? '' });
      case 'bad-period':
        return t('badPeriod', { value: problem.value ?? '' });
    }
  })();

  // The code typed under Verify: Arabic-Indic and other digits as typed in the page's language.
  const typed = cleanCode(englishNumberText(t.locale, typedCode));
  const verification: { status: 'malformed' } | { status: 'valid'; offset: -1 | 0 | 1 } | { status: 'invalid' } | null = (() => {
    if (typed === '' || !current) return null;
    if (!new RegExp(`^\\d{${settings.digits}}$`).test(typed)) return { status: 'malformed' };
    for (const offset of [0, -1, 1] as const) if (codeAt(offset) === typed) return { status: 'valid', offset };
    return codeAt(-1) && next ? { status: 'invalid' } : null;
  })();

  const showingCode = Boolean(current) && computeError === null;
  const reportChange = useEffectEvent((detail: TotpGeneratorChange) => onChange?.(detail));
  const verificationStatus = verification?.status === 'valid' ? 'valid' : verification?.status === 'invalid' ? 'invalid' : null;
  useEffect(() => {
    reportChange({ ...settings, showingCode, secretError: secret.kind === 'error' && secret.problem.reason !== 'empty', verification: verificationStatus, remembered: remember });
  }, [settings, showingCode, secret.kind, verificationStatus, remember]); // eslint-disable-line react-hooks/exhaustive-deps -- the detail is built from these

  const left = now === null ? settings.period : secondsLeftAt(now, settings.period);
  const number = (value: number) => formatDecimal(t.locale, value, 0);
  const offsetName = (offset: -1 | 0 | 1) => (offset === -1 ? 'previous' : offset === 1 ? 'next' : 'current');
  const offsetText = (offset: -1 | 0 | 1) => (offset === 0 ? '0' : offset === 1 ? '+1' : '−1');

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <div className={styles.secretArea} onPaste={onPaste}>
          <Card title={t('secretCard')} headingLevel={2}>
            <Stack gap="md">
              <TextField
                label={t('secret')}
                value={input}
                onChange={changeInput}
                mono
                dir="ltr"
                autoComplete="off"
                spellCheck="false"
                description={t('secretHelp')}
                isInvalid={secretError !== undefined}
                errorMessage={secretError}
              />
              {/* On a phone the Code card is below: the code shows here too while typing. */}
              {showingCode && current ? (
                <p className={styles.quick} data-testid="totp-quick">
                  <span className={styles.quickCode} dir="ltr">
                    {groupCode(current)}
                  </span>
                  <span className={styles.muted}>{t('secondsLeft', { count: left })}</span>
                </p>
              ) : null}
              <div className={styles.fieldRow}>
                <TextField label={t('issuer')} value={issuer} onChange={setIssuer} autoComplete="off" />
                <TextField label={t('account')} value={account} onChange={setAccount} autoComplete="off" />
              </div>
              {fromLink ? <p className={styles.muted}>{t('fromLink')}</p> : null}
              <FileDrop compact label={t('uploadQr')} accept={{ ...QR_IMAGES, label: t('qrImages') }} onFile={(file) => void loadImage(file)} />
              <p className={styles.muted}>{t('qrHelp')}</p>
              <p role="status" className={qrNote?.error ? styles.error : styles.muted} data-testid="totp-qr-note">
                {qrNote?.text}
              </p>
              <Switch isSelected={remember} onChange={toggleRemember} description={t('rememberHelp')}>
                {t('remember')}
              </Switch>
              <p className={styles.muted} data-testid="totp-remember-note">
                {remember ? t('rememberOn') : t('rememberOff')}
              </p>
            </Stack>
          </Card>
        </div>

        <div className={styles.codeArea}>
          <Card title={t('codeCard')} headingLevel={2} actions={<CopyButton size="sm" label={t('copyCode')} text={current ?? ''} isDisabled={!showingCode} />}>
            {showingCode && current ? (
              <Stack gap="md">
                <div className={styles.codeRow}>
                  <svg className={styles.ring} viewBox="0 0 44 44" aria-hidden="true" data-testid="totp-ring" data-left={left}>
                    <circle className={styles.ringTrack} cx="22" cy="22" r={RING_RADIUS} />
                    <circle
                      className={left <= 5 ? styles.ringEnding : styles.ringFill}
                      cx="22"
                      cy="22"
                      r={RING_RADIUS}
                      strokeDasharray={RING_LENGTH}
                      strokeDashoffset={RING_LENGTH * (1 - left / settings.period)}
                      transform="rotate(-90 22 22)"
                    />
                    <text className={styles.ringText} x="22" y="22" dominantBaseline="central" textAnchor="middle">
                      {number(left)}
                    </text>
                  </svg>
                  <div className={styles.codeText}>
                    <span className={styles.label}>{t('currentCode')}</span>
                    <strong className={styles.code} data-testid="totp-code" dir="ltr">
                      {groupCode(current)}
                    </strong>
                    <span className={styles.muted} data-testid="totp-seconds">
                      {t('secondsLeft', { count: left })}
                    </span>
                  </div>
                </div>
                <p className={styles.next}>
                  <span className={styles.label}>{t('nextCode')}</span>{' '}
                  <span className={styles.nextCode} data-testid="totp-next" dir="ltr">
                    {next ? groupCode(next) : ''}
                  </span>
                </p>
                <TextField
                  label={t('verify')}
                  value={typedCode}
                  onChange={setTypedCode}
                  mono
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="off"
                  description={t('verifyHelp')}
                  isInvalid={verification?.status === 'malformed'}
                  errorMessage={verification?.status === 'malformed' ? t('verifyMalformed', { digits: settings.digits }) : undefined}
                />
                <p role="status" className={verification?.status === 'valid' ? styles.valid : verification?.status === 'invalid' ? styles.error : styles.muted} data-testid="totp-verify">
                  {verification?.status === 'valid'
                    ? t('verifyValid', { offset: offsetName(verification.offset), step: offsetText(verification.offset) })
                    : verification?.status === 'invalid'
                      ? t('verifyInvalid')
                      : null}
                </p>
              </Stack>
            ) : (
              <p className={computeError ? styles.error : styles.muted}>
                {computeError ? t('computeFailed', { reason: computeError }) : secret.kind === 'error' ? t('fixSecret') : secret.kind === 'empty' ? t('noCode') : null}
              </p>
            )}
          </Card>
        </div>

        <div className={styles.settingsArea}>
          <Card title={t('settingsCard')} headingLevel={2}>
            <Stack gap="md">
              <RadioGroup
                label={t('algorithm')}
                orientation="horizontal"
                options={ALGORITHMS.map((id) => ({ value: id, label: algorithmLabel(id) }))}
                value={settings.algorithm}
                onChange={(value) => isAlgorithm(value) && setSettings((s) => ({ ...s, algorithm: value }))}
              />
              <RadioGroup
                label={t('digits')}
                orientation="horizontal"
                options={[
                  { value: '6', label: number(6) },
                  { value: '8', label: number(8) },
                ]}
                value={String(settings.digits)}
                onChange={(value) => setSettings((s) => ({ ...s, digits: value === '8' ? 8 : 6 }))}
              />
              <NumberField
                label={t('period')}
                description={t('periodHelp')}
                value={settings.period}
                minValue={MIN_PERIOD}
                maxValue={MAX_PERIOD}
                step={1}
                onChange={(value) => isPeriod(value) && setSettings((s) => ({ ...s, period: value }))}
              />
            </Stack>
          </Card>
        </div>
      </div>
    </div>
  );
}
