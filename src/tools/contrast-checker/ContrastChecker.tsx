import { formatDecimal } from '../../i18n/numbers';
import { useEffect, useEffectEvent, useState } from 'react';
import { ArrowUpDown, Wand2 } from 'lucide-react';
import { Badge } from '../../ui/components/Badge';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { TextField } from '../../ui/components/TextField';
import { useLocale } from '../../i18n/catalog';
import { isRtl } from '../../i18n/locales';
import { useShareState } from '../share-state';
import {
  DEFAULT_BACKGROUND,
  DEFAULT_TEXT,
  UI_COMPONENTS,
  WCAG,
  apcaLabel,
  checkContrast,
  readColor,
  seenColors,
  suggestPassingColor,
  withAlpha,
  type ColorInput,
  type ContrastReport,
} from './contrast-checker';
import { useContrastCheckerMessages } from './i18n';
import * as styles from './ContrastChecker.css';

export interface ContrastCheckerChange {
  text: string;
  background: string;
  ratio: number | null;
  normalAA: boolean | null;
  normalAAA: boolean | null;
  largeAA: boolean | null;
  largeAAA: boolean | null;
  uiComponents: boolean | null;
  apca: number | null;
}

export interface ContrastCheckerProps {
  /** Text color to start with, any CSS color (embed: `text-color`). */
  textColor?: string;
  /** Background color to start with (embed: `background-color`). */
  backgroundColor?: string;
  onChange?: (detail: ContrastCheckerChange) => void;
}

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

export default function ContrastChecker({ textColor, backgroundColor, onChange }: ContrastCheckerProps) {
  const t = useContrastCheckerMessages();
  const [text, setText] = useState(() => (typeof textColor === 'string' && textColor.trim() !== '' ? textColor : DEFAULT_TEXT));
  const [background, setBackground] = useState(() => (typeof backgroundColor === 'string' && backgroundColor.trim() !== '' ? backgroundColor : DEFAULT_BACKGROUND));
  const [note, setNote] = useState<string | null>(null);
  useShareState({ textColor: text, backgroundColor: background });

  const textInput = readColor(text);
  const backgroundInput = readColor(background);
  const report: ContrastReport | null = textInput.ok && backgroundInput.ok ? checkContrast(textInput.color, backgroundInput.color) : null;
  const seen = textInput.ok && backgroundInput.ok ? seenColors(textInput.color, backgroundInput.color) : null;
  const rgb = (c: { r: number; g: number; b: number }) => `rgb(${Math.round(c.r)}, ${Math.round(c.g)}, ${Math.round(c.b)})`;
  const rtl = isRtl(useLocale());
  // Sample lines start at the reading side, 16 px in: in Arabic the SVG's direction is rtl, so "start" is the right edge.
  const line = rtl ? { x: '100%', dx: -16, textAnchor: 'start' as const } : { x: 16, dx: 0, textAnchor: 'start' as const };

  const errorFor = (input: ColorInput, value: string) => (input.ok ? undefined : input.reason === 'empty' ? t('emptyColor') : t('invalidColor', { value: value.trim() }));
  // Written without Intl, so the page creates none while it loads (issue #9).
  const number = (value: number) => formatDecimal(t.locale, value, 2);
  // WCAG's level names are the same in every language.
  const level = (name: 'AA' | 'AAA', ratio: number) => `${name} ${number(ratio)}:1`;

  const reportChange = useEffectEvent((detail: ContrastCheckerChange) => onChange?.(detail));
  useEffect(() => {
    reportChange({
      text,
      background,
      ratio: report ? Math.round(report.ratio * 100) / 100 : null,
      normalAA: report?.normalAA ?? null,
      normalAAA: report?.normalAAA ?? null,
      largeAA: report?.largeAA ?? null,
      largeAAA: report?.largeAAA ?? null,
      uiComponents: report?.uiComponents ?? null,
      apca: report ? Number(apcaLabel(report.apca)) : null,
    });
  }, [text, background, report?.ratio, report?.apca]); // eslint-disable-line react-hooks/exhaustive-deps -- the report is derived from the two colors

  const swap = () => {
    setText(background);
    setBackground(text);
    setNote(null);
  };

  const suggest = () => {
    if (!textInput.ok || !backgroundInput.ok) return;
    const suggestion = suggestPassingColor(textInput.color, backgroundInput.color);
    if (suggestion.status === 'passes') setNote(t('alreadyPasses'));
    else if (suggestion.status === 'impossible') setNote(t('impossible'));
    else {
      const next = withAlpha(suggestion.hex, textInput.color.alpha);
      setNote(
        t('suggested', {
          from: text.trim(),
          to: next,
          fromLightness: percent(suggestion.from.l),
          toLightness: percent(suggestion.to.l),
          ratio: suggestion.report.label,
        }),
      );
      setText(next);
    }
  };

  const checks: Array<{ group: string; items: Array<{ level: string; passes: boolean }> }> = report
    ? [
        {
          group: t('normalText'),
          items: [
            { level: level('AA', WCAG.aa), passes: report.normalAA },
            { level: level('AAA', WCAG.aaa), passes: report.normalAAA },
          ],
        },
        {
          group: t('largeText'),
          items: [
            { level: level('AA', WCAG.aaLarge), passes: report.largeAA },
            { level: level('AAA', WCAG.aaaLarge), passes: report.largeAAA },
          ],
        },
        { group: t('uiComponents'), items: [{ level: level('AA', UI_COMPONENTS), passes: report.uiComponents }] },
      ]
    : [];

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title={t('colors')} headingLevel={2}>
          <Stack gap="md">
            <TextField
              label={t('textColor')}
              value={text}
              onChange={(value) => {
                setText(value);
                setNote(null);
              }}
              mono
              autoComplete="off"
              spellCheck="false"
              description={t('colorHelp')}
              isInvalid={!textInput.ok}
              errorMessage={errorFor(textInput, text)}
            />
            <TextField
              label={t('backgroundColor')}
              value={background}
              onChange={(value) => {
                setBackground(value);
                setNote(null);
              }}
              mono
              autoComplete="off"
              spellCheck="false"
              description={t('colorHelp')}
              isInvalid={!backgroundInput.ok}
              errorMessage={errorFor(backgroundInput, background)}
            />
            {/* On a phone the Contrast card is a screen below: the ratio and the AA verdicts show here while typing. */}
            {report ? (
              <div className={styles.quick} data-testid="contrast-quick">
                <strong className={styles.quickRatio} dir="ltr">
                  {`${number(Number(report.label.split(':')[0]))}:1`}
                </strong>
                {checks.map((check) => (
                  <span key={check.group} className={styles.checkItem}>
                    <span>{`${check.group} AA`}</span>
                    <Badge tone={check.items[0]?.passes ? 'success' : 'danger'}>{check.items[0]?.passes ? t('pass') : t('fail')}</Badge>
                  </span>
                ))}
              </div>
            ) : null}
            <Inline gap="sm">
              <Button icon={ArrowUpDown} onPress={swap}>
                {t('swap')}
              </Button>
              <Button icon={Wand2} variant="secondary" onPress={suggest} isDisabled={!report}>
                {t('suggest')}
              </Button>
            </Inline>
            <p role="status" className={styles.note} data-testid="contrast-note">
              {note}
            </p>
          </Stack>
        </Card>

        <Card
          title={t('contrast')}
          headingLevel={2}
          actions={<CopyButton size="sm" label={t('copyRatio')} text={report?.label ?? ''} isDisabled={!report} />}
        >
          {report ? (
            <Stack gap="md">
              <div className={styles.summary}>
                <span className={styles.summaryLabel}>{t('ratio')}</span>
                <strong className={styles.ratio} data-testid="contrast-ratio" dir="ltr">
                  {`${number(Number(report.label.split(':')[0]))}:1`}
                </strong>
              </div>
              {seen ? (
                /* An SVG sample, as the color tool's: it paints the colors with fill attributes (the CSP allows no style
                   attributes) and axe does not flag its deliberately low-contrast text. */
                <svg className={styles.preview} role="img" aria-label={t('preview')} data-testid="contrast-preview" data-text={rgb(seen.text)} data-background={rgb(seen.background)}>
                  <rect width="100%" height="100%" fill={rgb(seen.background)} />
                  <text {...line} y="36" fontSize="16" fill={rgb(seen.text)}>
                    {t('sampleNormal')}
                  </text>
                  <text {...line} y="76" fontSize="24" fill={rgb(seen.text)}>
                    {t('sampleLarge')}
                  </text>
                  {/* A button outline (a UI component) at the reading side: a nested viewport at the right edge in Arabic. */}
                  <svg x={rtl ? '100%' : 0} overflow="visible">
                    <rect x={rtl ? -128 : 16} y="96" width="112" height="36" rx="6" fill="none" stroke={rgb(seen.text)} strokeWidth="2" />
                    <text x={rtl ? -72 : 72} y="120" fontSize="16" fontWeight="600" textAnchor="middle" fill={rgb(seen.text)}>
                      {t('sampleButton')}
                    </text>
                  </svg>
                </svg>
              ) : null}
              <dl className={styles.checks}>
                {checks.map((check) => (
                  <div key={check.group} className={styles.checkRow}>
                    <dt className={styles.checkGroup}>{check.group}</dt>
                    {check.items.map((item) => (
                      <dd key={item.level} className={styles.checkItem}>
                        <span>{item.level}</span>
                        <Badge tone={item.passes ? 'success' : 'danger'}>{item.passes ? t('pass') : t('fail')}</Badge>
                      </dd>
                    ))}
                  </div>
                ))}
              </dl>
              <div className={styles.apca}>
                <span className={styles.summaryLabel}>{t('apca')}</span>
                <strong data-testid="apca-lc" dir="ltr">
                  {number(Number(apcaLabel(report.apca)))}
                </strong>
                <p className={styles.note}>{t('apcaHelp')}</p>
              </div>
            </Stack>
          ) : (
            <p className={styles.note}>{t('fixColors')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
