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
  type TextStats,
} from './word-counter';
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

const TEXT_FILES = { mimeTypes: ['text/plain'], extensions: ['.txt'], label: 'plain text' };

const readabilityTone: Record<ReadabilityLevel, 'success' | 'warning' | 'danger'> = {
  Easy: 'success',
  Moderate: 'warning',
  Difficult: 'danger',
  'Very Difficult': 'danger',
};

/** Stat tiles shown in the panel (the copied table has a few more rows). */
/** The totals shown under the text on a narrow screen. */
const SUMMARY_LABELS = ['Words', 'Characters', 'Sentences', 'Reading time'];

const TILE_LABELS = [
  'Characters',
  'Words',
  'Sentences',
  'Paragraphs',
  'Characters (no spaces)',
  'Average words per sentence',
  'Reading time',
  'Speaking time',
  'Lines',
  'Bytes (UTF-8)',
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
  const rows = useMemo(() => new Map(statRows(stats)), [stats]);
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
      setUploadError(`Could not read ${file.name}. The file may be damaged or no longer available.`);
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
            label="Your text"
            value={text}
            onChange={setText}
            placeholder="Start typing or paste your text here..."
            minHeight="lg"
          />
          {/* On a phone the statistics card is below the buttons: the totals show right under the text while typing. */}
          <p className={styles.summary}>
            {SUMMARY_LABELS.map((label) => (
              <span key={label} className={styles.summaryItem}>
                <span className={styles.summaryLabel}>{label}</span> <strong className={styles.summaryValue}>{rows.get(label)}</strong>
              </span>
            ))}
          </p>
          <Inline gap="sm">
            <Button icon={Eraser} onPress={clear} isDisabled={text === ''}>
              Clear
            </Button>
            <FileDrop compact label="Upload File" accept={TEXT_FILES} onFile={loadFile} />
          </Inline>
          <Inline gap="xs" role="group" aria-labelledby={samplesLabel}>
            <span id={samplesLabel} className={styles.groupLabel}>
              Load Sample:
            </span>
            {SAMPLES.map((sample) => (
              <Button key={sample.id} size="sm" variant="ghost" onPress={() => setText(sample.text)}>
                {sample.label}
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
            title="Statistics"
            headingLevel={2}
            actions={
              <Inline gap="xs">
                <CopyButton size="sm" label="Copy Stats" text={() => formatStatsTable(stats)} isDisabled={text === ''} />
                <Button size="sm" icon={FileDown} onPress={() => downloadText(EXPORT_FILENAME, formatExport(text, stats))} isDisabled={text === ''}>
                  Export
                </Button>
              </Inline>
            }
          >
            <Stack gap="md">
              <WorkProgress label="Counting your text" state={task} />
              <StatGrid size="lg" stats={TILE_LABELS.map((label) => ({ label, value: rows.get(label) }))} />
              <div className={styles.readabilityRow}>
                <span className={styles.readabilityLabel}>Readability</span>
                {stats.readability ? (
                  <Badge tone={readabilityTone[stats.readability]}>{stats.readability}</Badge>
                ) : (
                  <Badge tone="neutral">Not enough text</Badge>
                )}
              </div>
            </Stack>
          </Card>
          <Card title="Top Keywords" headingLevel={2}>
            {stats.keywords.length === 0 ? (
              <p className={styles.muted}>Keywords appear once your text has a few words (common words like “the” are skipped).</p>
            ) : (
              <ol className={styles.keywordList}>
                {stats.keywords.map((k) => (
                  <li key={k.word} className={styles.keywordItem}>
                    <span>{k.word}</span>
                    <span>
                      {k.count} ({k.percent}%)
                    </span>
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
