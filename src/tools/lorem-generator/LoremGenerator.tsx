import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion } from '../../ui/components/LiveRegion';
import { NumberField } from '../../ui/components/NumberField';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { StatGrid } from '../../ui/components/StatGrid';
import { Switch } from '../../ui/components/Switch';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import {
  DEFAULT_SETTINGS,
  MAX_COUNT,
  clampCount,
  downloadName,
  generateLorem,
  parseSettings,
  seedFromProp,
  settingsFromProps,
  type Format,
  type LoremSettings,
  type Unit,
} from './lorem-generator';
import * as styles from './LoremGenerator.css';
import { useShareState } from '../share-state';
import { useLoremGeneratorMessages } from './i18n';

export interface LoremChange extends LoremSettings {
  text: string;
  /** The seed this text came from: the one given, or the random one drawn for it. */
  seed: string;
  words: number;
  sentences: number;
  paragraphs: number;
}

export interface LoremGeneratorProps {
  /** paragraphs, sentences or words (the embed's `unit` attribute). */
  unit?: string;
  /** How many of the unit (the embed's `count` attribute). */
  count?: number | string;
  /** plain or html (the embed's `format` attribute). */
  format?: string;
  /** Any text or number; the same seed always gives the same text. Empty: random. */
  seed?: string | number;
  /** Open with "Lorem ipsum dolor sit amet…" (the embed's `start-with-lorem` attribute). */
  startWithLorem?: boolean | string;
  /** Called with the text after every change. */
  onChange?: (detail: LoremChange) => void;
}

const UNITS = ['paragraphs', 'sentences', 'words'] as const satisfies readonly Unit[];

export default function LoremGenerator({ unit, count, format, seed: seedProp, startWithLorem, onChange }: LoremGeneratorProps) {
  const t = useLoremGeneratorMessages();
  const [given] = useState(() => settingsFromProps({ unit, count, format, startWithLorem }));
  const [remembered, setSettings] = useRememberedSettings<LoremSettings>('lorem-generator', DEFAULT_SETTINGS, parseSettings, given);
  // A count from storage or an attribute may belong to another unit: keep it within this one's range.
  const settings = useMemo(() => ({ ...remembered, count: clampCount(remembered.unit, remembered.count) }), [remembered]);
  const set = (patch: Partial<LoremSettings>) => setSettings((current) => ({ ...current, ...patch }));

  // The count as typed: NaN while the field is empty, so the field can say so; the text keeps the last good count.
  const [countInput, setCountInput] = useState<number | null>(null);
  const max = MAX_COUNT[settings.unit];
  const countShown = countInput ?? settings.count;
  const countInvalid = !Number.isFinite(countShown);

  const [seedText, setSeedText] = useState(() => seedFromProp(seedProp));
  // The seed as typed: without one a link opens new random text, as the tool does.
  useShareState({ ...settings, seed: seedText.trim() });
  // Random text needs randomness, which must not run while the page is prerendered: drawn after mount.
  const [random, setRandom] = useState<string | null>(null);
  const newRandom = () => setRandom(String(crypto.getRandomValues(new Uint32Array(1))[0]));
  const drawn = useRef(false);
  const drawFirst = useEffectEvent(() => newRandom());
  useEffect(() => {
    if (drawn.current) return;
    drawn.current = true;
    drawFirst();
  }, []);

  const fixedSeed = seedText.trim();
  const seed = fixedSeed !== '' ? fixedSeed : random;
  const result = useMemo(() => (seed === null ? null : generateLorem(settings, seed)), [settings, seed]);

  const report = useEffectEvent((detail: LoremChange) => onChange?.(detail));
  useEffect(() => {
    if (result && seed !== null) {
      report({ ...settings, text: result.text, seed, words: result.words, sentences: result.sentences, paragraphs: result.paragraphs.length });
    }
  }, [result, seed, settings]);

  const changeUnit = (next: Unit) => {
    // A count of 400 words is too many paragraphs: keep it within the new unit's range.
    set({ unit: next, count: clampCount(next, settings.count) });
    setCountInput(null);
  };

  const changeCount = (value: number) => {
    setCountInput(value);
    if (Number.isFinite(value)) set({ count: clampCount(settings.unit, value) });
  };

  const words = result ? t('count.words', { count: result.words }) : '';
  const summary = result
    ? settings.unit === 'words'
      ? words
      : settings.unit === 'sentences'
        ? t('summaryWithWords', { first: t('count.sentences', { count: result.sentences }), words })
        : t('summaryWithWords', { first: t('count.paragraphs', { count: result.paragraphs.length }), words })
    : '';

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title={t('options')} headingLevel={2}>
          <Stack gap="lg">
            <RadioGroup
              label={t('generate')}
              orientation="horizontal"
              options={UNITS.map((value) => ({ value, label: t(`unit.${value}`) }))}
              value={settings.unit}
              onChange={(value) => changeUnit(value as Unit)}
            />
            <NumberField
              label={t('howMany', { unit: settings.unit })}
              value={countShown}
              onChange={changeCount}
              minValue={1}
              maxValue={max}
              step={1}
              formatOptions={{ maximumFractionDigits: 0 }}
              isInvalid={countInvalid}
              description={t('range', { max })}
              errorMessage={t('rangeInvalid', { max })}
            />
            <Switch isSelected={settings.startWithLorem} onChange={(value) => set({ startWithLorem: value })}>
              {t('startWithLorem')}
            </Switch>
            <RadioGroup
              label={t('format')}
              orientation="horizontal"
              options={[
                { value: 'plain', label: t('plainText') },
                { value: 'html', label: t('htmlFormat') },
              ]}
              value={settings.format}
              onChange={(value) => set({ format: value as Format })}
            />
            <TextField
              label={t('seed')}
              value={seedText}
              onChange={setSeedText}
              maxLength={100}
              mono
              description={t('seedHint')}
            />
            <Button icon={RefreshCw} variant="primary" onPress={newRandom} isDisabled={fixedSeed !== ''}>
              {t('generateNew')}
            </Button>
          </Stack>
        </Card>

        <Card title={t('generatedText')} headingLevel={2}>
          <Stack gap="md">
            <StatGrid
              stats={[
                { label: t('unit.paragraphs'), value: result ? t.number(result.paragraphs.length) : '–' },
                { label: t('unit.sentences'), value: result ? t.number(result.sentences) : '–' },
                { label: t('unit.words'), value: result ? t.number(result.words) : '–' },
                { label: t('characters'), value: result ? t.number(result.characters) : '–' },
              ]}
            />
            <CodeOutput
              label={settings.format === 'html' ? 'HTML' : t('plainText')}
              value={result?.text ?? ''}
              filename={downloadName(settings.format)}
              mimeType={settings.format === 'html' ? 'text/html;charset=utf-8' : 'text/plain;charset=utf-8'}
              maxHeight="lg"
              wrap
              prose={settings.format !== 'html'}
              emptyText={t('generating')}
            />
            <LiveRegion message={summary ? t('announceGenerated', { summary }) : ''} />
          </Stack>
        </Card>
      </div>
    </div>
  );
}
