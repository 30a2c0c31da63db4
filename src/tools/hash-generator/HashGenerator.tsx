import { useDeferredValue, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { Card } from '../../ui/components/Card';
import { Checkbox } from '../../ui/components/Checkbox';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { Switch } from '../../ui/components/Switch';
import { TextField } from '../../ui/components/TextField';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  DEFAULT_SETTINGS,
  SYNC_TEXT_LIMIT,
  changeDetail,
  digestLabel,
  digestRows,
  formatAll,
  givenSettings,
  normalizeAlgorithms,
  parseSettings,
  type HashGeneratorChange,
  type HashSettings,
} from './hash-generator';
import {
  ALGORITHMS,
  KEY_FORMATS,
  OUTPUT_FORMATS,
  decodeKey,
  type AlgorithmId,
  type Digests,
  type KeyFormat,
  type OutputFormat,
} from './algorithms';
import { SourceTabs, useHashSource } from './SourceTabs';
import { jobProgress, useHashEngine, useStreamHash } from './useStreamHash';
import { useUtf8 } from './useUtf8';
import { useHashGeneratorMessages } from './i18n';
import { jobErrorText, jobWords, sourceWords } from './hash-words';
import * as styles from './HashGenerator.css';

export type { HashGeneratorChange } from './hash-generator';

export interface HashGeneratorProps {
  /** Text hashed at first (the embed's `initial-text`). */
  initialText?: string;
  /** Algorithms to compute: a comma-separated list (`md5,sha256`) or an array of ids. */
  algorithms?: string | readonly string[];
  /** Digest encoding: hex, hex-upper or base64. */
  format?: string;
  /** HMAC key; when given, HMAC starts switched on. Never stored. */
  hmacKey?: string;
  /** How the key is written: text, hex or base64. */
  keyFormat?: string;
  /** Called with the digests whenever they change. */
  onChange?: (detail: HashGeneratorChange) => void;
}

const NO_KEY = undefined;
const NO_BYTES = new Uint8Array(0);

export default function HashGenerator({ initialText = '', algorithms, format, hmacKey, keyFormat, onChange }: HashGeneratorProps) {
  const given = givenSettings({ algorithms, format, keyFormat });
  const [settings, setSettings] = useRememberedSettings<HashSettings>('hash-generator', { ...DEFAULT_SETTINGS, ...given }, parseSettings, given);
  const set = (patch: Partial<HashSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const t = useHashGeneratorMessages();
  const formatItems = OUTPUT_FORMATS.map((id) => ({ id, label: t(`format.${id}`) }));
  const keyFormatItems = KEY_FORMATS.map((id) => ({ id, label: t(`keyFormat.${id}`) }));

  const { source, text, file, hasContent, tabs } = useHashSource(initialText);
  // The key is a secret: it lives in this component's state only, never in storage.
  const [hmac, setHmac] = useState(Boolean(hmacKey));
  const [key, setKey] = useState(hmacKey ?? '');
  const [showKey, setShowKey] = useState(false);
  const algorithmsLabel = useId();

  const keyResult = useMemo(() => (hmac ? decodeKey(key, settings.keyFormat) : null), [hmac, key, settings.keyFormat]);
  const keyBytes = keyResult?.ok ? keyResult.bytes : NO_KEY;
  // decodeKey's message is English; the reason follows from the key format.
  const keyError = keyResult && !keyResult.ok ? t(settings.keyFormat === 'hex' ? 'keyHexError' : 'keyBase64Error') : null;
  const ids = settings.algorithms;

  // Typing wins over hashing a long paste.
  const deferredText = useDeferredValue(text);
  const encoded = useUtf8(deferredText);
  const textBytes = encoded ?? NO_BYTES;
  const textIsLarge = encoded === null || textBytes.length > SYNC_TEXT_LIMIT;
  const ready = keyError === null && ids.length > 0;
  const [loaded, startProps] = useHashEngine(hasContent);
  const engine = loaded.status === 'ready' ? loaded.engine : null;

  const textDigests = useMemo<Digests | null>(
    () => (engine && source === 'text' && ready && !textIsLarge && deferredText !== '' ? engine.hashBytes(textBytes, ids, keyBytes) : null),
    [engine, source, ready, textIsLarge, deferredText, textBytes, ids, keyBytes],
  );
  const streamSource = !ready ? null : source === 'file' ? file : textIsLarge ? encoded : null;
  const stream = useStreamHash(engine, streamSource, ids, keyBytes);
  const streaming = streamSource !== null;
  const digests = streaming ? (stream.job.status === 'done' ? stream.job.digests : null) : textDigests;
  const rows = useMemo(() => (digests ? digestRows(digests, settings.format) : []), [digests, settings.format]);

  const hashedBytes = source === 'file' ? (file?.size ?? 0) : textBytes.length;
  const fileName = source === 'file' ? (file?.name ?? null) : null;
  const reportChange = useEffectEvent((detail: HashGeneratorChange) => onChange?.(detail));
  useEffect(() => {
    reportChange(changeDetail({ source, fileName, bytes: hashedBytes, format: settings.format, hmac }, rows));
  }, [source, fileName, hashedBytes, settings.format, hmac, rows]);

  // A share link carries the text and the options; the HMAC key is a secret and is not reported.
  useShareState({ initialText: text, algorithms: ids.length > 0 ? ids.join(',') : undefined, format: settings.format, keyFormat: settings.keyFormat });

  const toggleAlgorithm = (id: AlgorithmId, on: boolean) => {
    const next = on ? [...ids, id] : ids.filter((a) => a !== id);
    set({ algorithms: normalizeAlgorithms(next) ?? [] });
  };

  let placeholder: string | null = null;
  if (loaded.status === 'failed') placeholder = t('engineFailed');
  else if (ids.length === 0) placeholder = t('chooseAlgorithm');
  else if (keyError) placeholder = t('fixKey');
  else if (source === 'text' && text === '') placeholder = t('typeToSee');
  else if (source === 'file' && !file) placeholder = t('chooseFile');
  else if (streaming && stream.job.status === 'running') placeholder = t('hashing');
  else if (streaming && stream.job.status === 'cancelled') placeholder = t('hashingCancelled');
  else if (streaming && stream.job.status === 'error') placeholder = jobErrorText(t, stream.job);

  return (
    <div className={styles.root} data-ran-on={stream.job.status === 'done' ? stream.job.ranOn : 'inline'} {...startProps}>
      <div className={styles.layout}>
        <Card title={t('input')} headingLevel={2} className={styles.inputArea}>
          <Stack gap="md">
            <SourceTabs words={sourceWords(t)} minHeight="md" {...tabs} />
            {streaming && (source === 'file' || textIsLarge) ? (
              <WorkProgress {...jobProgress(stream, jobWords(t, source === 'file' ? (file?.name ?? '') : null))} />
            ) : null}
          </Stack>
        </Card>

        <Card
          title={hmac ? t('hmacs') : t('hashes')}
          headingLevel={2}
          className={styles.resultArea}
          actions={<CopyButton size="sm" label={t('copyAll')} text={() => formatAll(rows, hmac)} isDisabled={rows.length === 0} />}
        >
          {placeholder || rows.length === 0 ? (
            <p className={styles.muted}>{placeholder ?? t('hashing')}</p>
          ) : (
            <dl className={styles.digestList}>
              {rows.map((row) => (
                <div key={row.id} className={styles.digestRow}>
                  <dt className={styles.digestLabel}>{digestLabel(row.id, hmac)}</dt>
                  <dd className={styles.digestValueRow}>
                    <code className={styles.digestValue}>{row.value}</code>
                    <CopyButton iconOnly size="sm" variant="ghost" label={t('copyDigest', { label: digestLabel(row.id, hmac) })} text={row.value} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Card>

        {/* After the digests on a phone (they are what a visitor waits for), under the input on a wide screen. */}
        <div className={styles.optionsArea}>
          <Card title={t('options')} headingLevel={2}>
            <Stack gap="md">
              <div role="group" aria-labelledby={algorithmsLabel}>
                <Stack gap="xs">
                  <span id={algorithmsLabel} className={styles.groupLabel}>
                    {t('algorithms')}
                  </span>
                  <div className={styles.checkboxGrid}>
                    {ALGORITHMS.map((a) => (
                      <Checkbox key={a.id} isSelected={ids.includes(a.id)} onChange={(on) => toggleAlgorithm(a.id, on)}>
                        {a.label}
                      </Checkbox>
                    ))}
                  </div>
                  {ids.length === 0 ? (
                    <p role="alert" className={styles.groupError}>
                      {t('chooseAlgorithm')}
                    </p>
                  ) : null}
                </Stack>
              </div>
              <Select
                label={t('outputFormat')}
                items={formatItems}
                selectedKey={settings.format}
                onSelectionChange={(next) => set({ format: next as OutputFormat })}
              />
              <Switch isSelected={hmac} onChange={setHmac} description={t('hmacDescription')}>
                {t('hmac')}
              </Switch>
              {hmac ? (
                <Stack gap="sm">
                  <TextField
                    label={t('secretKey')}
                    type={showKey ? 'text' : 'password'}
                    value={key}
                    onChange={setKey}
                    mono
                    autoComplete="off"
                    isInvalid={keyError !== null}
                    errorMessage={keyError}
                    description={t('keyDescription')}
                  />
                  <Checkbox isSelected={showKey} onChange={setShowKey}>
                    {t('showKey')}
                  </Checkbox>
                  <Select
                    label={t('keyFormat')}
                    items={keyFormatItems}
                    selectedKey={settings.keyFormat}
                    onSelectionChange={(next) => set({ keyFormat: next as KeyFormat })}
                  />
                </Stack>
              ) : null}
            </Stack>
          </Card>
        </div>
      </div>
    </div>
  );
}
