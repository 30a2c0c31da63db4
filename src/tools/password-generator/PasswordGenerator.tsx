import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Check, Eye, EyeOff, RefreshCw, Trash2 } from 'lucide-react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { COPIED_MS } from '../../ui/clipboard';
import { CopyButton } from '../../ui/components/CopyButton';
import { Icon } from '../../ui/components/Icon';
import { Inline, Stack } from '../../ui/components/Layout';
import { StatGrid } from '../../ui/components/StatGrid';
import { Meter } from '../../ui/components/Meter';
import { FieldErrorMessage, FieldLabel, joinClasses } from '../../ui/components/TextField';
import { input } from '../../ui/components/TextField.css';
import { fieldRoot } from '../../ui/styles.css';
import {
  DEFAULT_SETTINGS,
  STORAGE_KEY,
  addRecent,
  characterPool,
  clampLength,
  cryptoRandom,
  entropyBits,
  generatePassword,
  matchingPreset,
  parseStoredSettings,
  passwordStrength,
  presetById,
  sanitizeSettings,
  type PasswordSettings,
  type RandomSource,
  type StrengthLabel,
} from './password-generator';
import * as styles from './PasswordGenerator.css';
import { SecurityTips } from './SecurityTips';
import { SettingsPanel } from './SettingsPanel';
import { CrackTimeCard } from './CrackTimeCard';
import { useShareState } from '../share-state';
import { formatDecimal } from '../../i18n/numbers';
import { usePasswordGeneratorMessages, type PasswordGeneratorMessage } from './i18n';

export interface PasswordChange {
  /** '' while no character type is selected. */
  password: string;
  strength: StrengthLabel | 'No password';
  entropyBits: number;
  settings: PasswordSettings;
  error: string | null;
}

export interface PasswordGeneratorProps {
  /** Starting settings (React). Any initial prop wins over the settings remembered in this browser. */
  initialSettings?: Partial<PasswordSettings>;
  /** Starting length, 4–50 (the embed's `initial-length` attribute). */
  initialLength?: number | string;
  /** Starting preset: basic, strong, ultra-secure or pin (the embed's `initial-preset` attribute). */
  initialPreset?: string;
  /** Character types and advanced options (embed attributes and share links); each changes the preset's value only where it differs from the default. */
  uppercase?: boolean | string;
  lowercase?: boolean | string;
  numbers?: boolean | string;
  symbols?: boolean | string;
  excludeSimilar?: boolean | string;
  excludeAmbiguous?: boolean | string;
  /** Where randomness comes from; defaults to crypto.getRandomValues. Stories pass a seeded source. */
  randomSource?: RandomSource;
  /** Called with every new password (and with the error when no character type is selected). */
  onChange?: (change: PasswordChange) => void;
}

interface GeneratorState {
  settings: PasswordSettings;
  password: string;
  error: string | null;
  recent: string[];
  /** False until the first password exists (it is made on mount, never during server rendering). */
  ready: boolean;
  /** False for the first password: the strength meter shows it at once and slides only for later ones, which the visitor asked for. */
  animate: boolean;
}

const strengthTone: Record<StrengthLabel | 'No password', 'danger' | 'warning' | 'success'> = {
  'No password': 'danger',
  'Very Weak': 'danger',
  Weak: 'danger',
  Fair: 'warning',
  Good: 'success',
  'Very Strong': 'success',
};

const strengthKey: Record<StrengthLabel | 'No password', PasswordGeneratorMessage> = {
  'No password': 'strength.none',
  'Very Weak': 'strength.veryWeak',
  Weak: 'strength.weak',
  Fair: 'strength.fair',
  Good: 'strength.good',
  'Very Strong': 'strength.veryStrong',
};

const OPTION_KEYS = ['uppercase', 'lowercase', 'numbers', 'symbols', 'excludeSimilar', 'excludeAmbiguous'] as const;

function initialSettingsFrom(props: PasswordGeneratorProps) {
  const { initialSettings, initialLength, initialPreset } = props;
  let settings = DEFAULT_SETTINGS;
  const preset = typeof initialPreset === 'string' ? presetById(initialPreset) : undefined;
  if (preset) settings = preset.settings;
  if (initialSettings && typeof initialSettings === 'object') settings = sanitizeSettings(initialSettings, settings);
  // Length and options given as attributes or link parameters change the preset only where they
  // differ from the declared defaults: a share link names every input, and a default there
  // means "as the preset has it".
  const given = sanitizeSettings({ length: initialLength, ...Object.fromEntries(OPTION_KEYS.map((key) => [key, props[key]])) });
  const changes = (Object.keys(given) as Array<keyof PasswordSettings>).filter((key) => given[key] !== DEFAULT_SETTINGS[key]);
  settings = { ...settings, ...Object.fromEntries(changes.map((key) => [key, given[key]])) };
  const explicit =
    Boolean(preset) || initialSettings !== undefined || initialLength !== undefined || OPTION_KEYS.some((key) => props[key] !== undefined);
  return { settings, explicit };
}

/** The inputs a share link carries: a matching preset by name, else the options that differ from the defaults. */
function shareValues(settings: PasswordSettings) {
  const preset = matchingPreset(settings);
  const shown = preset ? DEFAULT_SETTINGS : settings;
  return { initialPreset: preset?.id ?? 'strong', initialLength: shown.length, ...Object.fromEntries(OPTION_KEYS.map((key) => [key, shown[key]])) };
}

const mask = (password: string) => '•'.repeat([...password].length);

export default function PasswordGenerator(props: PasswordGeneratorProps) {
  const { randomSource, onChange } = props;
  const t = usePasswordGeneratorMessages();
  const [initial] = useState(() => initialSettingsFrom(props));
  const [state, setState] = useState<GeneratorState>({ settings: initial.settings, password: '', error: null, recent: [], ready: false, animate: false });
  const [visible, setVisible] = useState(true);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<number | undefined>(undefined);

  const { settings, password, error, recent, ready, animate } = state;
  // An embed attribute could hand over a string here; only a function is a usable source.
  const source = typeof randomSource === 'function' ? randomSource : cryptoRandom;

  /** Applies settings and makes a new password; `record` adds it to Recent Passwords. */
  const regenerate = (next: PasswordSettings, record = true) => {
    const result = generatePassword(next, source);
    setState((prev) => ({
      settings: next,
      password: result.ok ? result.password : '',
      error: result.ok ? null : result.error,
      recent: result.ok && record ? addRecent(prev.recent, result.password) : prev.recent,
      ready: true,
      animate: prev.ready,
    }));
  };

  // First password on load, from the remembered settings unless the embedder chose some.
  // A ref, not state, guards it: StrictMode re-runs effects and must not add a second password.
  const started = useRef(false);
  const start = useEffectEvent(() => {
    let first = initial.settings;
    if (!initial.explicit) {
      try {
        first = parseStoredSettings(localStorage.getItem(STORAGE_KEY)) ?? first;
      } catch {
        // Storage can be blocked (third-party iframes, privacy modes): fall back to defaults.
      }
    }
    // As a transition: the re-render that shows the first password yields to the browser while
    // the page is still starting, instead of one long task right after hydration.
    startTransition(() => regenerate(first));
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, []);

  useEffect(() => {
    if (!ready) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    } catch {
      // Not remembering settings is harmless.
    }
  }, [settings, ready]);

  // Only the settings: the password itself is not an input and never enters the address.
  useShareState(shareValues(settings));

  const strength = passwordStrength(password);
  const poolSize = error ? 0 : [...characterPool(settings)].length;
  const bits = password ? entropyBits([...password].length, poolSize) : 0;

  const report = useEffectEvent(() => onChange?.({ password, strength: strength.label, entropyBits: bits, settings, error }));
  useEffect(() => {
    if (ready) report();
  }, [password, error, ready]);

  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);
  const showCopied = () => {
    setCopied(true);
    window.clearTimeout(copiedTimer.current);
    copiedTimer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  // While the slider is dragged the password follows it, but only the final one is recorded.
  const commitLength = () =>
    setState((prev) => (prev.password && prev.recent[0] !== prev.password ? { ...prev, recent: addRecent(prev.recent, prev.password) } : prev));

  const noTypes = error !== null;

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Stack gap="lg">
          <Card title={t('generatedPassword')} headingLevel={2}>
            <Stack gap="md">
              <AriaTextField
                isReadOnly
                value={password}
                type={visible ? 'text' : 'password'}
                isInvalid={noTypes}
                className={fieldRoot}
              >
                <div className={styles.labelRow}>
                  <FieldLabel>{t('password')}</FieldLabel>
                  {copied ? (
                    <span className={styles.copiedMessage}>
                      <Icon icon={Check} size={16} />
                      {t('copied')}
                    </span>
                  ) : null}
                </div>
                <div className={styles.fieldRow}>
                  <Input
                    className={joinClasses(input({ mono: true }), styles.passwordInput)}
                    spellCheck={false}
                    autoComplete="off"
                    autoCorrect="off"
                    autoCapitalize="off"
                  />
                  <Button
                    icon={visible ? EyeOff : Eye}
                    aria-label={visible ? t('hidePassword') : t('showPassword')}
                    className={styles.fieldButton}
                    onPress={() => setVisible((v) => !v)}
                  />
                  <CopyButton
                    iconOnly
                    text={() => password}
                    label={t('copyPassword')}
                    copiedLabel={t('copied')}
                    isDisabled={!password}
                    className={styles.fieldButton}
                    onCopied={showCopied}
                  />
                </div>
                <FieldErrorMessage>{error ? t('noClassError') : null}</FieldErrorMessage>
              </AriaTextField>

              <Meter label={t('strength')} value={strength.bar} valueLabel={t(strengthKey[strength.label])} tone={strengthTone[strength.label]} instant={!animate} />

              <StatGrid
                columns={3}
                stats={[
                  { label: t('entropy'), value: formatDecimal(t.locale, bits, 1) },
                  { label: t('length'), value: t.number([...password].length) },
                  { label: t('pool'), value: t.number(poolSize) },
                ]}
              />

              <Inline>
                <Button
                  variant="primary"
                  size="lg"
                  icon={RefreshCw}
                  className={styles.generateButton}
                  isDisabled={noTypes}
                  onPress={() => regenerate(settings)}
                >
                  {t('generateNew')}
                </Button>
              </Inline>
            </Stack>
          </Card>

          {/* From the settings, which the password always matches: the times are already right in the prerendered page. */}
          <CrackTimeCard length={noTypes ? 0 : clampLength(settings.length)} poolSize={poolSize} t={t} />

          {recent.length > 0 ? (
            <Card
              title={t('recentTitle')}
              headingLevel={2}
              actions={
                <Button size="sm" variant="ghost" icon={Trash2} onPress={() => setState((prev) => ({ ...prev, recent: [] }))}>
                  {t('clearAll')}
                </Button>
              }
            >
              <ol className={styles.recentList}>
                {recent.map((entry, index) => (
                  // The same password twice in a row is possible for short PINs, so the index is part of the key.
                  <li key={`${index}-${entry}`} className={styles.recentItem}>
                    <span className={styles.recentPassword}>{visible ? entry : mask(entry)}</span>
                    <CopyButton
                      iconOnly
                      size="sm"
                      variant="ghost"
                      text={entry}
                      label={t('copyRecent', { number: index + 1 })}
                      copiedLabel={t('copied')}
                    />
                  </li>
                ))}
              </ol>
              <p className={joinClasses(styles.muted, styles.recentNote)}>{t('recentNote')}</p>
            </Card>
          ) : null}
        </Stack>

        <SettingsPanel settings={settings} onApply={regenerate} onLengthCommit={commitLength} t={t} />
      </div>

      <SecurityTips t={t} />
    </div>
  );
}
