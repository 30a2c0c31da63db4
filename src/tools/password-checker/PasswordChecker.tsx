import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { CircleCheck, CircleX, Eraser, Eye, EyeOff, Hourglass, Info, LoaderCircle, RotateCw, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { Badge } from '../../ui/components/Badge';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Icon } from '../../ui/components/Icon';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion } from '../../ui/components/LiveRegion';
import { Meter } from '../../ui/components/Meter';
import { Select } from '../../ui/components/Select';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { FieldDescription, FieldLabel, joinClasses } from '../../ui/components/TextField';
import { input } from '../../ui/components/TextField.css';
import { fieldRoot } from '../../ui/styles.css';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  DEFAULT_SETTINGS,
  LABEL_RULE,
  SCORE_LABELS,
  SCORE_MEANINGS,
  USAGES,
  USAGE_LABELS,
  buildReport,
  codePointLength,
  formatReport,
  isUsage,
  nistChecks,
  parseSettings,
  strengthFrom,
  type ScoreLabel,
  type CheckStatus,
  type PasswordReport,
  type ReportState,
  type Usage,
} from './password-checker';
import { usePasswordStrength, type EstimatorLoader } from './usePasswordStrength';
import { CrackTimeList } from '../CrackTimeList';
import * as pendingStyles from '../CrackTimeList.css';
import * as styles from './PasswordChecker.css';

export interface PasswordCheckerProps {
  /** Password to check first (the embed's secret `initial-password` attribute). Never stored. */
  initialPassword?: string;
  /** single-factor or multi-factor (the embed's `usage` attribute); wins over the remembered choice. */
  usage?: Usage | string;
  /** Where zxcvbn comes from; defaults to the lazily loaded dictionaries. Stories pass stand-ins. */
  loadEstimator?: EstimatorLoader;
  /** Called after every settled check with the report (never the password). */
  onChange?: (report: PasswordReport) => void;
}

const labelTone: Record<ScoreLabel, 'danger' | 'warning' | 'success'> = {
  'Very weak': 'danger',
  Weak: 'danger',
  Fair: 'warning',
  Strong: 'success',
  'Very strong': 'success',
};

const statusLook: Record<CheckStatus, { icon: LucideIcon; word: string; tone: 'success' | 'danger' | 'neutral' | 'accent' }> = {
  pass: { icon: CircleCheck, word: 'Pass', tone: 'success' },
  fail: { icon: CircleX, word: 'Fail', tone: 'danger' },
  info: { icon: Info, word: 'Note', tone: 'accent' },
  pending: { icon: Hourglass, word: 'Pending', tone: 'neutral' },
};

export default function PasswordChecker({ initialPassword, usage: usageProp, loadEstimator, onChange }: PasswordCheckerProps) {
  const [password, setPassword] = useState(() => (typeof initialPassword === 'string' ? initialPassword : ''));
  const [visible, setVisible] = useState(false);
  const [settings, setSettings] = useRememberedSettings('password-checker', DEFAULT_SETTINGS, parseSettings, isUsage(usageProp) ? { usage: usageProp } : {});
  const { engine, result, ranOn, limit, load } = usePasswordStrength(password, typeof loadEstimator === 'function' ? loadEstimator : undefined);

  // A share link carries the usage; the password is a secret and is not reported.
  useShareState({ usage: settings.usage });

  // While typing, the last settled check stays on screen (dimmed) until the next one lands.
  const shown = password !== '' && engine === 'ready' ? result : null;
  const settled = shown !== null && shown.password === password;
  // Keyed on the estimate: typing past the analysed characters changes nothing here.
  const estimate = shown?.estimate ?? null;
  const strength = useMemo(() => (estimate ? strengthFrom(estimate) : null), [estimate]);
  const checks = useMemo(
    () => (shown ? nistChecks(shown.password, settings.usage, shown.estimate.sequence, shown.analysed) : nistChecks(password, settings.usage, null)),
    [shown, password, settings.usage],
  );
  const checkedLength = codePointLength(shown ? shown.password : password);

  const state: ReportState | 'checking' =
    password === '' ? 'empty' : engine === 'error' ? 'error' : engine !== 'ready' ? 'loading' : settled ? 'ready' : 'checking';

  const report = useEffectEvent(() => {
    if (state !== 'checking') onChange?.(buildReport(state, password, strength, checks));
  });
  useEffect(() => report(), [state, strength, checks]);

  const announcement =
    state === 'loading' ? 'Loading dictionaries…' : strength && state !== 'empty' && state !== 'error' ? `Strength: ${strength.label}, score ${strength.score} of 4` : '';

  // Characters past the limit are not analysed (zxcvbn would take seconds on them); said beside the field.
  const truncated = codePointLength(password) > limit;
  const description = truncated
    ? `Only the first ${limit} characters are analyzed. Nothing you type is stored or sent.`
    : 'Checked on this page only: nothing you type is stored or sent.';
  // Where the page blocks background threads the check runs here, on fewer characters: said beside the result.
  const fallbackNotice =
    ranOn === 'main' && truncated
      ? `Estimated from the first ${limit} characters only: this site blocks background threads, so the check runs on this page and is kept short to keep typing smooth.`
      : null;

  return (
    <div className={styles.root} data-ran-on={ranOn ?? undefined}>
      <LiveRegion message={announcement} />
      <div className={styles.layout}>
        <Stack gap="lg">
          <Card title="Check a Password" headingLevel={2}>
            <Stack gap="md">
              <AriaTextField value={password} onChange={setPassword} type={visible ? 'text' : 'password'} className={fieldRoot}>
                <FieldLabel>Password</FieldLabel>
                <div className={styles.fieldRow}>
                  <Input
                    className={joinClasses(input({ mono: true }), styles.passwordInput)}
                    placeholder="Type or paste a password"
                    spellCheck={false}
                    autoComplete="off"
                    autoCorrect="off"
                    autoCapitalize="off"
                    onFocus={() => {
                      if (engine === 'idle') load();
                    }}
                  />
                  <Button
                    icon={visible ? EyeOff : Eye}
                    aria-label={visible ? 'Hide password' : 'Show password'}
                    className={styles.fieldButton}
                    onPress={() => setVisible((v) => !v)}
                  />
                  <Button icon={Eraser} aria-label="Clear password" className={styles.fieldButton} isDisabled={password === ''} onPress={() => setPassword('')} />
                </div>
                <FieldDescription>{description}</FieldDescription>
              </AriaTextField>
              <Select
                label="How is this password used?"
                items={USAGES.map((id) => ({ id, label: USAGE_LABELS[id] }))}
                selectedKey={settings.usage}
                onSelectionChange={(key) => isUsage(key) && setSettings((s) => ({ ...s, usage: key }))}
                description="NIST asks for 15 characters when the password is the only factor, 8 with a second factor."
              />
            </Stack>
          </Card>

          <Card
            title="Strength"
            headingLevel={2}
            actions={
              <CopyButton size="sm" label="Copy Report" text={() => (strength ? formatReport(strength, checks, checkedLength) : '')} isDisabled={!strength} />
            }
          >
            {state === 'empty' ? (
              <p className={styles.muted}>Type a password to see its score, how long it would take to crack, and how to improve it.</p>
            ) : state === 'error' ? (
              <StatusBanner tone="error" title="Could not load the password dictionaries">
                <Stack gap="sm">
                  <span>The strength check needs them. Check your connection, then try again.</span>
                  <div>
                    <Button size="sm" icon={RotateCw} onPress={load}>
                      Retry
                    </Button>
                  </div>
                </Stack>
              </StatusBanner>
            ) : state === 'loading' || !strength ? (
              <p className={pendingStyles.pending}>
                <Icon icon={LoaderCircle} size={20} className={pendingStyles.spinner} />
                Loading dictionaries…
              </p>
            ) : (
              <div className={joinClasses(styles.results, !settled && styles.stale)} aria-busy={!settled}>
                <Stack gap="md">
                  {fallbackNotice ? <p className={styles.muted}>{fallbackNotice}</p> : null}
                  <Meter
                    label="Score"
                    value={strength.score + 1}
                    minValue={0}
                    maxValue={5}
                    valueLabel={`${strength.label} (${strength.score} of 4)`}
                    tone={labelTone[strength.label]}
                  />
                  <p className={styles.muted}>
                    {SCORE_MEANINGS[strength.score]}
                    {strength.label !== SCORE_LABELS[strength.score] ? ` Labelled ${strength.label}, not ${SCORE_LABELS[strength.score]}: an offline fast-hash attack would take under a day.` : ''}
                  </p>
                  <StatGrid
                    stats={[
                      { label: 'Estimated guesses', value: strength.guesses },
                      { label: 'Guesses (log10)', value: strength.guessesLog10.toFixed(2) },
                    ]}
                  />
                  <div>
                    <h3 className={styles.subheading}>Time to Crack</h3>
                    <CrackTimeList times={strength.crackTimes} />
                    <p className={styles.muted}>{LABEL_RULE}</p>
                  </div>
                </Stack>
              </div>
            )}
          </Card>
        </Stack>

        <Stack gap="lg">
          {strength && state !== 'empty' && state !== 'error' ? (
            <Card title="Feedback" headingLevel={2}>
              <div className={joinClasses(styles.results, !settled && styles.stale)}>
                {strength.warning || strength.suggestions.length ? (
                  <Stack gap="sm">
                    {strength.warning ? (
                      <p className={styles.warning}>
                        <Icon icon={TriangleAlert} size={20} className={styles.warningIcon} />
                        {strength.warning}
                      </p>
                    ) : null}
                    {strength.suggestions.length ? (
                      <ul className={styles.suggestions}>
                        {strength.suggestions.map((s) => (
                          <li key={s}>{s}</li>
                        ))}
                      </ul>
                    ) : null}
                  </Stack>
                ) : (
                  <p className={styles.muted}>No warnings: zxcvbn found nothing easy to guess.</p>
                )}
              </div>
            </Card>
          ) : null}

          <Card title="NIST SP 800-63B Checks" headingLevel={2} description="For your information: NIST sets length and blocklist rules, never a required character mix.">
            <ul className={joinClasses(styles.checks, !settled && shown !== null && styles.stale)}>
              {checks.map((check) => {
                const look = statusLook[password === '' && check.status !== 'info' ? 'pending' : check.status];
                return (
                  <li key={check.id} className={styles.check}>
                    <Icon icon={look.icon} size={20} className={styles.checkIcon[look.tone]} />
                    <div className={styles.checkText}>
                      <span className={styles.checkTitle}>{check.title}</span>
                      <span className={styles.checkDetail}>{check.detail}</span>
                    </div>
                    <Badge tone={look.tone}>{look.word}</Badge>
                  </li>
                );
              })}
            </ul>
          </Card>
        </Stack>
      </div>
    </div>
  );
}
