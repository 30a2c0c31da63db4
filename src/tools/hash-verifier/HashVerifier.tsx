import { useDeferredValue, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextArea } from '../../ui/components/TextArea';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import { SYNC_TEXT_LIMIT } from '../hash-generator/hash-generator';
import { ALGORITHMS, algorithm as algorithmById, toHex, utf8, type AlgorithmId } from '../hash-generator/algorithms';
import { SourceTabs, useHashSource } from '../hash-generator/SourceTabs';
import { ENGINE_FAILED, jobProgress, useHashEngine, useStreamHash } from '../hash-generator/useStreamHash';
import {
  VERIFY_ALGORITHMS,
  constantTimeEqual,
  isVerifyAlgorithm,
  planVerification,
  writeLike,
  type HashVerifierChange,
  type VerifyAlgorithm,
  type VerifyStatus,
} from './hash-verifier';
import * as styles from './HashVerifier.css';

export type { HashVerifierChange } from './hash-verifier';

export interface HashVerifierProps {
  /** Text to check at first (the embed's `initial-text`). */
  initialText?: string;
  /** The expected hash or checksum list at first. */
  expected?: string;
  /** auto (detect from the length) or an algorithm id. */
  algorithm?: string;
  /** Called with the verdict whenever it changes. */
  onChange?: (detail: HashVerifierChange) => void;
}

interface VerifierSettings {
  algorithm: VerifyAlgorithm;
}

const parseStored = (stored: unknown): Partial<VerifierSettings> => {
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>).algorithm : undefined;
  return isVerifyAlgorithm(value) ? { algorithm: value } : {};
};

const ALGORITHM_ITEMS = VERIFY_ALGORITHMS.map((id) => ({
  id,
  label: id === 'auto' ? 'Detect from the hash length' : ALGORITHMS.find((a) => a.id === id)!.label,
}));

export default function HashVerifier({ initialText = '', expected: initialExpected = '', algorithm, onChange }: HashVerifierProps) {
  const given: Partial<VerifierSettings> = isVerifyAlgorithm(algorithm) ? { algorithm } : {};
  const [settings, setSettings] = useRememberedSettings<VerifierSettings>('hash-verifier', { algorithm: 'auto', ...given }, parseStored, given);
  const { source, text, file, hasContent, tabs } = useHashSource(initialText);
  const [expectedText, setExpectedText] = useState(initialExpected);

  const fileName = source === 'file' ? (file?.name ?? null) : null;
  const deferredExpected = useDeferredValue(expectedText);
  const plan = useMemo(() => planVerification(deferredExpected, settings.algorithm, fileName), [deferredExpected, settings.algorithm, fileName]);
  const algorithmId: AlgorithmId | null = plan.ok ? plan.algorithm : null;
  const ids = useMemo(() => (algorithmId ? [algorithmId] : []), [algorithmId]);

  const [loaded, startProps] = useHashEngine(hasContent);
  const engine = loaded.status === 'ready' ? loaded.engine : null;
  const deferredText = useDeferredValue(text);
  const textBytes = useMemo(() => utf8(deferredText), [deferredText]);
  const textIsLarge = textBytes.length > SYNC_TEXT_LIMIT;
  const textDigest = useMemo(
    () => (engine && source === 'text' && algorithmId && !textIsLarge ? engine.hashBytes(textBytes, [algorithmId])[algorithmId]! : null),
    [engine, source, algorithmId, textIsLarge, textBytes],
  );
  const streamSource = !algorithmId ? null : source === 'file' ? file : textIsLarge ? textBytes : null;
  const stream = useStreamHash(engine, streamSource, ids, undefined);
  const streaming = streamSource !== null;
  const actual = streaming ? (stream.job.status === 'done' && algorithmId ? (stream.job.digests[algorithmId] ?? null) : null) : textDigest;

  let status: VerifyStatus;
  if (!plan.ok) status = plan.kind;
  else if (source === 'file' ? !file : text === '') status = 'incomplete';
  else if (!actual) status = 'pending';
  else status = constantTimeEqual(actual, plan.expected.bytes) ? 'match' : 'mismatch';

  const expectedHex = plan.ok ? toHex(plan.expected.bytes) : null;
  const actualHex = actual ? toHex(actual) : null;
  const line = plan.ok ? (plan.entry?.line ?? null) : null;
  const reportChange = useEffectEvent((detail: HashVerifierChange) => onChange?.(detail));
  useEffect(() => {
    reportChange({ status, algorithm: algorithmId, expected: expectedHex, actual: status === 'incomplete' ? null : actualHex, fileName, line });
  }, [status, algorithmId, expectedHex, actualHex, fileName, line]);

  useShareState({ initialText: text, expected: expectedText, algorithm: settings.algorithm });

  const label = algorithmId ? algorithmById(algorithmId).label : null;
  const how = plan.ok ? { length: 'detected from the length', line: 'named on the line', chosen: 'chosen' }[plan.algorithmSource] : '';
  const actualWritten = plan.ok && actual ? writeLike(actual, plan.expected.encoding) : '';
  const expectedWritten = plan.ok ? writeLike(plan.expected.bytes, plan.expected.encoding) : '';

  let waiting: string | null = null;
  if (loaded.status === 'failed') waiting = ENGINE_FAILED;
  else if (!plan.ok) waiting = plan.kind === 'incomplete' ? plan.message : 'Fix the expected hash to compare.';
  else if (source === 'text' && text === '') waiting = 'Type or paste the text to check.';
  else if (source === 'file' && !file) waiting = 'Choose the file to check.';
  else if (status === 'pending' && streaming && stream.job.status === 'cancelled') waiting = 'Hashing was cancelled. Press Hash Again to finish.';
  else if (status === 'pending' && streaming && stream.job.status === 'error') waiting = stream.job.message;
  else if (status === 'pending') waiting = 'Hashing…';

  return (
    <div className={styles.root} {...startProps}>
      <div className={styles.layout}>
        <Card title="Input" headingLevel={2}>
          <Stack gap="md">
            <SourceTabs purpose="check" {...tabs} />
            {streaming ? <WorkProgress {...jobProgress(source === 'file' ? (file?.name ?? '') : 'the text', stream)} /> : null}
            <TextArea
              label="Expected hash"
              description="A hash in hex or Base64, or sha256sum / md5sum output: one or many “<hash>  <file name>” lines."
              value={expectedText}
              onChange={setExpectedText}
              placeholder="e.g. e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
              minHeight="sm"
              mono
              isInvalid={!plan.ok && plan.kind === 'invalid'}
              errorMessage={!plan.ok ? plan.message : undefined}
            />
            <Select
              label="Algorithm"
              items={ALGORITHM_ITEMS}
              selectedKey={settings.algorithm}
              onSelectionChange={(next) => setSettings({ algorithm: next as VerifyAlgorithm })}
              description="SHA3-256 and SHA3-512 have the same lengths as SHA-256 and SHA-512: choose them here."
            />
          </Stack>
        </Card>

        <Card title="Result" headingLevel={2}>
          <Stack gap="md">
            {status === 'match' ? (
              <StatusBanner tone="success" title="Match">
                The {label} of {fileName ?? 'the text'} is the expected hash.
              </StatusBanner>
            ) : null}
            {status === 'mismatch' ? (
              <StatusBanner tone="error" title="No match">
                The {label} of {fileName ?? 'the text'} differs from the expected hash: the data changed, or the hash belongs to something else.
              </StatusBanner>
            ) : null}
            {waiting ? <p className={styles.muted}>{waiting}</p> : null}
            {plan.ok && plan.nameMismatch && plan.entry?.name ? (
              <StatusBanner tone="warning">
                The line names {plan.entry.name}, not {fileName}: compared anyway.
              </StatusBanner>
            ) : null}
            {plan.ok ? (
              <dl className={styles.details}>
                <div className={styles.detailRow}>
                  <dt className={styles.detailLabel}>Algorithm</dt>
                  <dd className={styles.detailValue}>
                    {label} ({how})
                  </dd>
                </div>
                {plan.entry ? (
                  <div className={styles.detailRow}>
                    <dt className={styles.detailLabel}>Line</dt>
                    <dd className={styles.detailValue}>
                      {plan.entry.line}
                      {plan.entry.name ? `: ${plan.entry.name}` : ''}
                    </dd>
                  </div>
                ) : null}
                <div className={styles.detailRow}>
                  <dt className={styles.detailLabel}>Expected</dt>
                  <dd className={styles.hashRow}>
                    <code className={styles.hash}>{expectedWritten}</code>
                  </dd>
                </div>
                {actualWritten ? (
                  <div className={styles.detailRow}>
                    <dt className={styles.detailLabel}>Computed</dt>
                    <dd className={styles.hashRow}>
                      <code className={styles.hash}>{actualWritten}</code>
                      <CopyButton iconOnly size="sm" variant="ghost" label="Copy computed hash" text={actualWritten} />
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </Stack>
        </Card>
      </div>
    </div>
  );
}
