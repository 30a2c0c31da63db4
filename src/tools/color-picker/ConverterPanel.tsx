import { useEffect, useRef, useState } from 'react';
import { Check, X } from 'lucide-react';
import { Badge } from '../../ui/components/Badge';
import { Card } from '../../ui/components/Card';
import { COPIED_MS } from '../../ui/clipboard';
import { CopyButton } from '../../ui/components/CopyButton';
import { Icon } from '../../ui/components/Icon';
import { Stack } from '../../ui/components/Layout';
import { TextField } from '../../ui/components/TextField';
import { visuallyHidden } from '../../ui/theme/theme.css';
import type { ParseCssColor } from './any-color';
import { EXAMPLE_LIST, FORMAT_NAMES, contrastAgainst, type ColorFormats, type ContrastResult, type FormatName } from './color-picker';
import { CurrentColor } from './CurrentColor';
import * as styles from './ColorPicker.css';
import { colorProblemWords, localPercent, localRatio, orList, useColorPickerMessages } from './i18n';

const BACKGROUNDS = { white: '#ffffff', black: '#000000' } as const;

function FormatRow({ name, value, isCopied, onCopied }: { name: FormatName; value: string; isCopied: boolean; onCopied: () => void }) {
  // §2: the converter's copy confirmation ("Copied to clipboard!" in English).
  const t = useColorPickerMessages();
  return (
    <div className={styles.formatRow} data-format={name}>
      <TextField label={name} value={value} isReadOnly mono className={styles.formatField} />
      <CopyButton iconOnly text={value} label={t('copyFormat', { name })} copiedLabel={t('copiedToClipboard')} onCopied={onCopied} />
      {/* Seen, not read: the copy button's live region already announces it. */}
      {isCopied ? (
        <span className={styles.copiedNote} aria-hidden="true">
          <Icon icon={Check} size={16} />
          {t('copiedToClipboard')}
        </span>
      ) : null}
    </div>
  );
}

function Mark({ level, pass }: { level: string; pass: boolean }) {
  const t = useColorPickerMessages();
  return (
    <Badge tone={pass ? 'success' : 'danger'} icon={pass ? Check : X}>
      {level}
      <span className={visuallyHidden}> {pass ? t('pass') : t('fail')}</span>
    </Badge>
  );
}

function ContrastItem({ hex, result }: { hex: string; result: ContrastResult }) {
  const t = useColorPickerMessages();
  const background = BACKGROUNDS[result.background];
  return (
    <div className={styles.contrastItem}>
      {/* An SVG sample: axe would otherwise flag the deliberately low-contrast preview text. */}
      <svg className={styles.contrastSample} viewBox="0 0 72 56" aria-hidden="true" focusable="false">
        <rect width="72" height="56" fill={background} />
        <text x="36" y="36" textAnchor="middle" fontSize="24" fill={hex}>
          Aa
        </text>
      </svg>
      <div>
        <p className={styles.contrastTitle}>{t('onBackground', { background: result.background })}</p>
        <p className={styles.contrastRatio}>{localRatio(t, result.label)}</p>
      </div>
      <dl className={styles.marks}>
        <dt className={styles.marksLabel}>{t('normalText')}</dt>
        <dd className={styles.marksValue}>
          <Mark level="AA" pass={result.aa} />
          <Mark level="AAA" pass={result.aaa} />
        </dd>
        <dt className={styles.marksLabel}>{t('largeText')}</dt>
        <dd className={styles.marksValue}>
          <Mark level="AA" pass={result.aaLarge} />
          <Mark level="AAA" pass={result.aaaLarge} />
        </dd>
      </dl>
    </div>
  );
}

export interface ConverterPanelProps {
  hex: string;
  alpha: number;
  formats: ColorFormats;
  /** The Any Color field's text. */
  anyText: string;
  onAnyChange: (text: string) => void;
  /** The Any Color parser; null until it has loaded (any-color.ts). */
  parseCss: ParseCssColor | null;
  /** Called when the Any Color field gets focus, so its parser is on its way before the first key. */
  onAnyFocus?: () => void;
}

/**
 * What the Any Color field shows before its parser arrives: no verdict. Until someone types, the
 * field holds the current color's hex, which is valid and inside sRGB; typed text waits for the
 * parser, which then gives the real verdict (an error flashed and withdrawn would be worse).
 */
const NO_VERDICT = { ok: true, clipped: false } as const;

export function ConverterPanel({ hex, alpha, formats, anyText, onAnyChange, parseCss, onAnyFocus }: ConverterPanelProps) {
  const t = useColorPickerMessages();
  const any = parseCss ? parseCss(anyText, colorProblemWords(t, EXAMPLE_LIST)) : NO_VERDICT;
  const percent = alpha < 1 ? localPercent(t, alpha) : '';
  const notes = any.ok
    ? [
        any.clipped ? t('outsideSrgb', { hex }) : null,
        alpha < 1 ? t('alphaNote', { percent }) : null,
      ].filter((note): note is string => note !== null)
    : [];
  // §3 "last-copied item": the row showing the confirmation for COPIED_MS.
  const [copied, setCopied] = useState<FormatName | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const markCopied = (name: FormatName) => {
    setCopied(name);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(null), COPIED_MS);
  };

  return (
    <Stack gap="md">
      <Card title={t('anyColor')} headingLevel={2}>
        <Stack gap="xs">
          <TextField
            label={t('anyColor')}
            value={anyText}
            onChange={onAnyChange}
            onFocus={onAnyFocus}
            isInvalid={!any.ok}
            errorMessage={any.ok ? undefined : any.error}
            description={t('anyDescription', { examples: orList(t, EXAMPLE_LIST) })}
            autoComplete="off"
            mono
          />
          {/* Polite: said once the typing settles on a valid color. */}
          <div aria-live="polite" className={styles.anyNotes} data-testid="any-color-notes">
            {notes.map((note) => (
              <p key={note} className={styles.anyNote}>
                {note}
              </p>
            ))}
          </div>
        </Stack>
      </Card>
      <CurrentColor hex={hex} prefix={t('valuesFor')} />
      <Card title={t('formats')} headingLevel={2}>
        <div className={styles.formatGrid}>
          {FORMAT_NAMES.map((name) => (
            <FormatRow key={name} name={name} value={formats[name]} isCopied={copied === name} onCopied={() => markCopied(name)} />
          ))}
        </div>
      </Card>
      <Card
        title={t('contrast')}
        headingLevel={2}
        description={alpha < 1 ? t('contrastDescriptionAlpha', { percent }) : t('contrastDescription')}
      >
        <div className={styles.contrastGrid}>
          <ContrastItem hex={hex} result={contrastAgainst(hex, 'white')} />
          <ContrastItem hex={hex} result={contrastAgainst(hex, 'black')} />
        </div>
      </Card>
    </Stack>
  );
}
