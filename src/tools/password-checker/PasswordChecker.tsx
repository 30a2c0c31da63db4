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
  SCORE_LABELS,
  USAGES,
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
import { crackTimeText } from '../crack-time-text';
import {
  LABEL_KEYS,
  MEANING_KEYS,
  STATUS_KEYS,
  USAGE_KEYS,
  checkText,
  localeFigure,
  reportText,
  suggestionText,
  usePasswordCheckerMessages,
  warningText,
} from './i18n';
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

const statusLook: Record<CheckStatus, { icon: LucideIcon; tone: 'success' | 'danger' | 'neutral' | 'accent' }> = {
  pass: { icon: CircleCheck, tone: 'success' },
  fail: { icon: CircleX, tone: 'danger' },
  info: { icon: Info, tone: 'accent' },
  pending: { icon: Hourglass, tone: 'neutral' },
};

export default function PasswordChecker({ initialPassword, usage: usageProp, loadEstimator, onChange }: PasswordCheckerProps) {
  const t = usePasswordCheckerMessages();
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
  // In English for the change event; `local` is the same report in the page's language.
  const strength = useMemo(() => (estimate ? strengthFrom(estimate) : null), [estimate]);
  const checks = useMemo(
    () => (shown ? nistChecks(shown.password, settings.usage, shown.estimate.sequence, shown.analysed) : nistChecks(password, settings.usage, null)),
    [shown, password, settings.usage],
  );
  const crackText = useMemo(() => crackTimeText(t), [t]);
  const local = useMemo(() => {
    if (!estimate) return null;
    const words = strengthFrom(estimate, crackText);
    const ids = estimate.feedback.ids;
    return {
      ...words,
      guesses: localeFigure(t, words.guesses),
      warning: words.warning === null ? null : warningText(t, words.warning, ids?.warning),
      suggestions: words.suggestions.map((text, i) => suggestionText(t, text, ids?.suggestions[i])),
    };
  }, [estimate, crackText, t]);
  const localChecks = useMemo(
    () =>
      shown
        ? nistChecks(shown.password, settings.usage, shown.estimate.sequence, shown.analysed, checkText(t))
        : nistChecks(password, settings.usage, null, password, checkText(t)),
    [shown, password, settings.usage, t],
  );
  const checkedLength = codePointLength(shown ? shown.password : password);

  const state: ReportState | 'checking' =
    password === '' ? 'empty' : engine === 'error' ? 'error' : engine !== 'ready' ? 'loading' : settled ? 'ready' : 'checking';

  const report = useEffectEvent(() => {
    if (state !== 'checking') onChange?.(buildReport(state, password, strength, checks));
  });
  useEffect(() => report(), [state, strength, checks]);

  const announcement =
    state === 'loading'
      ? t('loading')
      : strength && state !== 'empty' && state !== 'error'
        ? t('announce', { label: t(LABEL_KEYS[strength.label]), score: strength.score })
        : '';

  // Characters past the limit are not analysed (zxcvbn would take seconds on them); said beside the field.
  const truncated = codePointLength(password) > limit;
  const description = truncated ? t('descriptionTruncated', { limit }) : t('description');
  // Where the page blocks background threads the check runs here, on fewer characters: said beside the result.
  const fallbackNotice =
    ranOn === 'main' && truncated ? t('fallbackNotice', { limit }) : null;

  return (
    <div className={styles.root} data-ran-on={ranOn ?? undefined}>
      <LiveRegion message={announcement} />
      <div className={styles.layout}>
        <Stack gap="lg">
          <Card title={t('checkTitle')} headingLevel={2}>
            <Stack gap="md">
              <AriaTextField value={password} onChange={setPassword} type={visible ? 'text' : 'password'} className={fieldRoot}>
                <FieldLabel>{t('password')}</FieldLabel>
                <div className={styles.fieldRow}>
                  <Input
                    className={joinClasses(input({ mono: true }), styles.passwordInput)}
                    placeholder={t('placeholder')}
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
                    aria-label={visible ? t('hidePassword') : t('showPassword')}
                    className={styles.fieldButton}
                    onPress={() => setVisible((v) => !v)}
                  />
                  <Button icon={Eraser} aria-label={t('clearPassword')} className={styles.fieldButton} isDisabled={password === ''} onPress={() => setPassword('')} />
                </div>
                <FieldDescription>{description}</FieldDescription>
              </AriaTextField>
              <Select
                label={t('usageLabel')}
                items={USAGES.map((id) => ({ id, label: t(USAGE_KEYS[id]) }))}
                selectedKey={settings.usage}
                onSelectionChange={(key) => isUsage(key) && setSettings((s) => ({ ...s, usage: key }))}
                description={t('usageDescription')}
              />
            </Stack>
          </Card>

          <Card
            title={t('strength')}
            headingLevel={2}
            actions={
              <CopyButton
                size="sm"
                label={t('copyReport')}
                text={() => (local ? formatReport(local, localChecks, checkedLength, reportText(t, crackText)) : '')}
                isDisabled={!local}
              />
            }
          >
            {state === 'empty' ? (
              <p className={styles.muted}>{t('empty')}</p>
            ) : state === 'error' ? (
              <StatusBanner tone="error" title={t('errorTitle')}>
                <Stack gap="sm">
                  <span>{t('errorText')}</span>
                  <div>
                    <Button size="sm" icon={RotateCw} onPress={load}>
                      {t('retry')}
                    </Button>
                  </div>
                </Stack>
              </StatusBanner>
            ) : state === 'loading' || !strength || !local ? (
              <p className={pendingStyles.pending}>
                <Icon icon={LoaderCircle} size={20} className={pendingStyles.spinner} />
                {t('loading')}
              </p>
            ) : (
              <div className={joinClasses(styles.results, !settled && styles.stale)} aria-busy={!settled}>
                <Stack gap="md">
                  {fallbackNotice ? <p className={styles.muted}>{fallbackNotice}</p> : null}
                  <Meter
                    label={t('score')}
                    value={strength.score + 1}
                    minValue={0}
                    maxValue={5}
                    valueLabel={t('scoreValue', { label: t(LABEL_KEYS[strength.label]), score: strength.score })}
                    tone={labelTone[strength.label]}
                  />
                  <p className={styles.muted}>
                    {t(MEANING_KEYS[strength.score])}
                    {strength.label !== SCORE_LABELS[strength.score]
                      ? ` ${t('capped', { label: t(LABEL_KEYS[strength.label]), original: t(LABEL_KEYS[SCORE_LABELS[strength.score]]) })}`
                      : ''}
                  </p>
                  <StatGrid
                    stats={[
                      { label: t('estimatedGuesses'), value: local.guesses },
                      { label: t('guessesLog10'), value: localeFigure(t, strength.guessesLog10.toFixed(2)) },
                    ]}
                  />
                  <div>
                    <h3 className={styles.subheading}>{t('timeToCrack')}</h3>
                    <CrackTimeList times={local.crackTimes} text={crackText} />
                    <p className={styles.muted}>{t('labelRule')}</p>
                  </div>
                </Stack>
              </div>
            )}
          </Card>
        </Stack>

        <Stack gap="lg">
          {local && state !== 'empty' && state !== 'error' ? (
            <Card title={t('feedback')} headingLevel={2}>
              <div className={joinClasses(styles.results, !settled && styles.stale)}>
                {local.warning || local.suggestions.length ? (
                  <Stack gap="sm">
                    {local.warning ? (
                      <p className={styles.warning}>
                        <Icon icon={TriangleAlert} size={20} className={styles.warningIcon} />
                        {local.warning}
                      </p>
                    ) : null}
                    {local.suggestions.length ? (
                      <ul className={styles.suggestions}>
                        {local.suggestions.map((s) => (
                          <li key={s}>{s}</li>
                        ))}
                      </ul>
                    ) : null}
                  </Stack>
                ) : (
                  <p className={styles.muted}>{t('noWarnings')}</p>
                )}
              </div>
            </Card>
          ) : null}

          <Card title={t('nistTitle')} headingLevel={2} description={t('nistDescription')}>
            <ul className={joinClasses(styles.checks, !settled && shown !== null && styles.stale)}>
              {localChecks.map((check) => {
                const status = password === '' && check.status !== 'info' ? 'pending' : check.status;
                const look = statusLook[status];
                return (
                  <li key={check.id} className={styles.check}>
                    <Icon icon={look.icon} size={20} className={styles.checkIcon[look.tone]} />
                    <div className={styles.checkText}>
                      <span className={styles.checkTitle}>{check.title}</span>
                      <span className={styles.checkDetail}>{check.detail}</span>
                    </div>
                    <Badge tone={look.tone}>{t(STATUS_KEYS[status])}</Badge>
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
