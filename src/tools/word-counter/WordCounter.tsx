import { useDeferredValue, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { Eraser, FileDown } from 'lucide-react';
import { Badge } from '../../ui/components/Badge';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { FileDrop } from '../../ui/components/FileDrop';
import { Inline, Stack } from '../../ui/components/Layout';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useBackgroundTask, type BackgroundTask } from '../../ui/background-task';
import { downloadText } from '../../ui/download';
import {
  EXPORT_FILENAME,
  SAMPLES,
  analyzeText,
  countTextTask,
  formatExport,
  formatStatsTable,
  statRows,
  type ReadabilityLevel,
  type StatId,
  type TextStats,
} from './word-counter';
import { statsText, useWordCounterMessages } from './i18n';
import * as styles from './WordCounter.css';
import { useShareState } from '../share-state';
import workerUrl from './worker.ts?worker&url';


export interface WordCounterProps {
  /** Text to start with (the embed's `initial-text` attribute). */
  initialText?: string;
  /** Called with fresh statistics whenever the text changes. */
  onChange?: (stats: TextStats) => void;
}

/** From this many characters counting runs in a Worker (or in slices), not during render. */
export const BACKGROUND_CHARS = 100_000;

const COUNT_TASK: BackgroundTask<string, TextStats> = {
  name: 'count',
  run: countTextTask,
  workerUrl: () => new URL(workerUrl, import.meta.url).href,
};

const EMPTY_STATS = analyzeText('');

const TEXT_FILE_TYPES = { mimeTypes: ['text/plain'], extensions: ['.txt'] };

const readabilityTone: Record<ReadabilityLevel, 'success' | 'warning' | 'danger'> = {
  Easy: 'success',
  Moderate: 'warning',
  Difficult: 'danger',
  'Very Difficult': 'danger',
};

const SAMPLE_KEYS: Record<string, 'sampleStory' | 'sampleArticle' | 'sampleAcademic'> = { story: 'sampleStory', article: 'sampleArticle', academic: 'sampleAcademic' };

/** The totals shown under the text on a narrow screen. */
const SUMMARY_STATS: StatId[] = ['words', 'characters', 'sentences', 'readingTime'];

/** Stat tiles shown in the panel (the copied table has a few more rows). */
const TILE_STATS: StatId[] = [
  'characters',
  'words',
  'sentences',
  'paragraphs',
  'charactersNoSpaces',
  'averageWordsPerSentence',
  'readingTime',
  'speakingTime',
  'lines',
  'bytes',
];

export default function WordCounter({ initialText = '', onChange }: WordCounterProps) {
  const [text, setText] = useState(initialText);
  const [uploadError, setUploadError] = useState<string | null>(null);
  useShareState({ initialText: text });
  // Counting a paste can take longer than a keystroke: let typing win. Large text is counted
  // in a Worker (or in slices where workers are blocked) while the last counts stay on screen.
  const deferredText = useDeferredValue(text);
  const background = deferredText.length >= BACKGROUND_CHARS;
  const inlineStats = useMemo(() => (background ? null : analyzeText(deferredText)), [background, deferredText]);
  const task = useBackgroundTask(COUNT_TASK, background ? deferredText : null);
  const [shown, setShown] = useState(EMPTY_STATS);
  const current = inlineStats ?? task.result;
  if (current && current !== shown) setShown(current);
  const stats = current ?? shown;
  const t = useWordCounterMessages();
  // The table's and tiles' words and numbers in the page's locale (the logic stays React-free).
  const words = useMemo(() => statsText(t), [t]);
  const rows = new Map(statRows(stats, words).map(([id, label, value]) => [id, { label, value }]));
  const samplesLabel = useId();

  const reportChange = useEffectEvent((next: TextStats) => onChange?.(next));
  useEffect(() => {
    if (current) reportChange(current);
  }, [current]);

  const loadFile = async (file: File) => {
    try {
      setText(await file.text());
      setUploadError(null);
    } catch {
      setUploadError(t('readError', { name: file.name }));
    }
  };

  const clear = () => {
    setText('');
    setUploadError(null);
  };

  return (
    <div className={styles.root} data-ran-on={task.ranOn ?? 'inline'}>
      <div className={styles.layout}>
        <Stack gap="md">
          <LargeTextArea
            label={t('yourText')}
            value={text}
            onChange={setText}
            placeholder={t('placeholder')}
            minHeight="lg"
          />
          {/* On a phone the statistics card is below the buttons: the totals show right under the text while typing. */}
          <p className={styles.summary}>
            {SUMMARY_STATS.map((id) => (
              <span key={id} className={styles.summaryItem}>
                <span className={styles.summaryLabel}>{rows.get(id)?.label}</span> <strong className={styles.summaryValue}>{rows.get(id)?.value}</strong>
              </span>
            ))}
          </p>
          <Inline gap="sm">
            <Button icon={Eraser} onPress={clear} isDisabled={text === ''}>
              {t('clear')}
            </Button>
            <FileDrop compact label={t('uploadFile')} accept={{ ...TEXT_FILE_TYPES, label: t('plainText') }} onFile={loadFile} />
          </Inline>
          <Inline gap="xs" role="group" aria-labelledby={samplesLabel}>
            <span id={samplesLabel} className={styles.groupLabel}>
              {t('loadSample')}
            </span>
            {SAMPLES.map((sample) => (
              <Button key={sample.id} size="sm" variant="ghost" onPress={() => setText(sample.text)}>
                {t(SAMPLE_KEYS[sample.id] ?? 'sampleStory')}
              </Button>
            ))}
          </Inline>
          {uploadError ? (
            <StatusBanner tone="error" onDismiss={() => setUploadError(null)}>
              {uploadError}
            </StatusBanner>
          ) : null}
        </Stack>

        <Stack gap="md">
          <Card
            title={t('statistics')}
            headingLevel={2}
            actions={
              <Inline gap="xs">
                <CopyButton size="sm" label={t('copyStats')} text={() => formatStatsTable(stats, words)} isDisabled={text === ''} />
                <Button size="sm" icon={FileDown} onPress={() => downloadText(EXPORT_FILENAME, formatExport(text, stats, words))} isDisabled={text === ''}>
                  {t('export')}
                </Button>
              </Inline>
            }
          >
            <Stack gap="md">
              <WorkProgress label={t('counting')} state={task} />
              <StatGrid size="lg" stats={TILE_STATS.map((id) => ({ label: rows.get(id)?.label ?? id, value: rows.get(id)?.value }))} />
              <div className={styles.readabilityRow}>
                <span className={styles.readabilityLabel}>{t('readability')}</span>
                {stats.readability ? (
                  <Badge tone={readabilityTone[stats.readability]}>{words.readability(stats.readability)}</Badge>
                ) : (
                  <Badge tone="neutral">{t('notEnoughText')}</Badge>
                )}
              </div>
            </Stack>
          </Card>
          <Card title={t('topKeywords')} headingLevel={2}>
            {stats.keywords.length === 0 ? (
              <p className={styles.muted}>{t('keywordsEmpty')}</p>
            ) : (
              <ol className={styles.keywordList}>
                {stats.keywords.map((k) => (
                  <li key={k.word} className={styles.keywordItem}>
                    <span>{k.word}</span>
                    <span>{`${words.count(k.count)} (${words.percent(k.percent)})`}</span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </Stack>
      </div>
    </div>
  );
}
