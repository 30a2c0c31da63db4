import { useDeferredValue, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Eraser, Sparkles } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { NumberField } from '../../ui/components/NumberField';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  DEFAULT_OPTIONS,
  MAX_LENGTH_LIMIT,
  SAMPLE_TITLE,
  SAMPLE_TITLES,
  foldLatin,
  isMaxLength,
  isSeparator,
  needsTable,
  parseOptions,
  slugify,
  slugifyLines,
  type SlugOptions,
  type Transliterate,
} from './slug-generator';
import { useSlugGeneratorMessages } from './i18n';
import * as styles from './SlugGenerator.css';

export interface SlugGeneratorChange {
  text: string;
  bulk: boolean;
  /** The slug; in bulk mode every line's slug, joined by line breaks. */
  slug: string;
  /** One slug per title (one per line in bulk mode). */
  slugs: string[];
}

export interface SlugGeneratorProps {
  /** Title(s) to start with (embed: `initial-text`). */
  initialText?: string;
  /** One title a line (embed: `bulk`). */
  bulk?: boolean;
  /** "-", "_" or "." (embed: `separator`). */
  separator?: string;
  /** Lower-case the slug (embed: `lowercase`). */
  lowercase?: boolean;
  /** Longest slug, 0 for no limit (embed: `max-length`). */
  maxLength?: number;
  /** Remove English stop words (embed: `stop-words`). */
  stopWords?: boolean;
  /** Called with the slug(s) after every change. */
  onChange?: (detail: SlugGeneratorChange) => void;
}

interface Settings extends SlugOptions {
  bulk: boolean;
}

const DEFAULTS: Settings = { ...DEFAULT_OPTIONS, bulk: false };

type TableState = { status: 'ready'; transliterate: Transliterate } | { status: 'failed' };

/** The any-ascii table, shared by every slug generator on the page once loaded. */
let table: TableState | null = null;
let tableLoad: Promise<TableState> | null = null;

function loadTable(): Promise<TableState> {
  tableLoad ??= import('./transliteration-table').then(
    (module): TableState => (table = { status: 'ready', transliterate: module.default }),
    (): TableState => (table = { status: 'failed' }),
  );
  return tableLoad;
}

/** Without the table: Latin text folded, every other character left out (it is not a letter a-z). */
const withoutTable: Transliterate = (text) => foldLatin(text) ?? text;

/** The transliteration for `text`: the Latin fold, or the any-ascii table once it has loaded. */
function useTransliteration(text: string): { transliterate: Transliterate | null; failed: boolean } {
  const needed = useMemo(() => needsTable(text), [text]);
  const [state, setState] = useState<TableState | null>(table);
  useEffect(() => {
    if (!needed || state) return;
    let current = true;
    void loadTable().then((loaded) => {
      if (current) setState(loaded);
    });
    return () => {
      current = false;
    };
  }, [needed, state]);
  if (!needed) return { transliterate: state?.status === 'ready' ? state.transliterate : withoutTable, failed: false };
  if (!state) return { transliterate: null, failed: false };
  return state.status === 'ready' ? { transliterate: state.transliterate, failed: false } : { transliterate: withoutTable, failed: true };
}

function givenSettings(props: SlugGeneratorProps): Partial<Settings> {
  const { bulk, separator, lowercase, maxLength, stopWords } = props;
  return {
    ...(typeof bulk === 'boolean' ? { bulk } : {}),
    ...(isSeparator(separator) ? { separator } : {}),
    ...(typeof lowercase === 'boolean' ? { lowercase } : {}),
    ...(isMaxLength(maxLength) ? { maxLength } : {}),
    ...(typeof stopWords === 'boolean' ? { removeStopWords: stopWords } : {}),
  };
}

export default function SlugGenerator(props: SlugGeneratorProps) {
  const { initialText, onChange } = props;
  const t = useSlugGeneratorMessages();
  const [given] = useState(() => givenSettings(props));
  const [settings, setSettings] = useRememberedSettings<Settings>('slug-generator', DEFAULTS, parseOptions, given);
  const [text, setText] = useState(() => (typeof initialText === 'string' ? initialText : ''));
  const set = (patch: Partial<Settings>) => setSettings((current) => ({ ...current, ...patch }));
  useShareState({
    initialText: text,
    bulk: settings.bulk,
    separator: settings.separator,
    lowercase: settings.lowercase,
    maxLength: settings.maxLength,
    stopWords: settings.removeStopWords,
  });

  // A long bulk paste takes a few milliseconds per thousand lines: let typing win.
  const deferredText = useDeferredValue(text);
  const { bulk, separator, lowercase, maxLength, removeStopWords } = settings;
  const { transliterate, failed } = useTransliteration(deferredText);
  const slugs = useMemo(() => {
    if (!transliterate) return null;
    const options = { separator, lowercase, maxLength, removeStopWords };
    return bulk ? slugifyLines(deferredText, options, transliterate) : [slugify(deferredText, options, transliterate)];
  }, [transliterate, deferredText, bulk, separator, lowercase, maxLength, removeStopWords]);
  const slug = slugs?.join('\n') ?? null;
  const empty = deferredText.trim() === '';
  const noLetters = !bulk && !empty && slug === '';

  const report = useEffectEvent((detail: SlugGeneratorChange) => onChange?.(detail));
  useEffect(() => {
    if (slugs && slug !== null) report({ text: deferredText, bulk, slug, slugs });
  }, [deferredText, bulk, slug, slugs]);

  const separatorItems = [
    { id: '-', label: t('hyphen') },
    { id: '_', label: t('underscore') },
    { id: '.', label: t('dot') },
  ];
  const loading = slug === null ? <p role="status" className={styles.muted}>{t('loadingTable')}</p> : null;
  const filledLines = slugs?.filter((line) => line !== '').length ?? 0;

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title={t('input')} headingLevel={2} className={styles.input}>
          <Stack gap="md">
            {bulk ? (
              <LargeTextArea label={t('titles')} value={text} onChange={setText} placeholder={t('titlesPlaceholder')} minHeight="md" spellCheck={false} />
            ) : (
              <TextField
                label={t('title')}
                value={text}
                onChange={setText}
                placeholder={t('titlePlaceholder')}
                autoComplete="off"
                isInvalid={noLetters}
                errorMessage={noLetters ? t('noLetters') : undefined}
              />
            )}
            <Inline gap="sm" align="center" justify="between">
              <Inline gap="sm">
                <Button icon={Eraser} onPress={() => setText('')} isDisabled={text === ''}>
                  {t('clearAll')}
                </Button>
                <Button icon={Sparkles} variant="ghost" onPress={() => setText(bulk ? SAMPLE_TITLES : SAMPLE_TITLE)}>
                  {t('loadSample')}
                </Button>
              </Inline>
              <Switch isSelected={bulk} onChange={(value) => set({ bulk: value })}>
                {t('bulkMode')}
              </Switch>
            </Inline>
          </Stack>
        </Card>

        <Card title={bulk ? t('slugs') : t('slug')} headingLevel={2} className={styles.result}>
          <Stack gap="sm">
            {failed ? <StatusBanner tone="warning">{t('tableFailed')}</StatusBanner> : null}
            {loading ??
              (bulk ? (
                <>
                  <CodeOutput
                    label={t('slugsLabel')}
                    value={empty ? '' : (slug ?? '')}
                    copyLabel={t('copySlugs')}
                    filename="slugs.txt"
                    emptyText={t('slugsEmpty')}
                    maxHeight="lg"
                  />
                  {empty ? null : <p className={styles.muted}>{t('slugCount', { count: filledLines })}</p>}
                </>
              ) : (
                <div className={styles.single}>
                  <output className={styles.slug} data-testid="slug" dir={slug ? 'ltr' : undefined}>
                    {slug === '' ? <span className={styles.placeholder}>{t('slugEmpty')}</span> : slug}
                  </output>
                  <div className={styles.slugFooter}>
                    <span className={styles.muted}>{slug === '' ? '' : t('slugLength', { count: slug?.length ?? 0 })}</span>
                    <CopyButton size="sm" label={t('copySlug')} text={slug ?? ''} isDisabled={!slug} />
                  </div>
                </div>
              ))}
          </Stack>
        </Card>

        <Card title={t('options')} headingLevel={2} className={styles.options}>
          <div className={styles.optionGrid}>
            <Select
              label={t('separator')}
              items={separatorItems}
              selectedKey={separator}
              onSelectionChange={(key) => isSeparator(key) && set({ separator: key })}
            />
            <NumberField
              label={t('maxLength')}
              value={maxLength}
              // The field clamps to 0–200 and keeps whole numbers; emptied, it means no limit.
              onChange={(value) => set({ maxLength: isMaxLength(value) ? value : 0 })}
              minValue={0}
              maxValue={MAX_LENGTH_LIMIT}
              step={1}
              formatOptions={{ maximumFractionDigits: 0 }}
              description={t('maxLengthHelp')}
            />
            <Switch isSelected={lowercase} onChange={(value) => set({ lowercase: value })}>
              {t('lowercase')}
            </Switch>
            <Switch isSelected={removeStopWords} onChange={(value) => set({ removeStopWords: value })} description={t('stopWordsHelp')}>
              {t('stopWords')}
            </Switch>
          </div>
        </Card>
      </div>
    </div>
  );
}
