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
import { jobProgress, useHashEngine, useStreamHash } from '../hash-generator/useStreamHash';
import { jobErrorText, jobWords, sourceWords } from '../hash-generator/hash-words';
import { useHashVerifierMessages, verifierWords, type HashVerifierMessage } from './i18n';
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

/** The example hash in the expected field's placeholder: SHA-256 of nothing. */
const EXAMPLE_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** "SHA-256 (detected from the length)": where the algorithm came from. */
const HOW_KEYS = { length: 'algorithmDetected', line: 'algorithmNamed', chosen: 'algorithmChosen' } as const satisfies Record<string, HashVerifierMessage>;

export default function HashVerifier({ initialText = '', expected: initialExpected = '', algorithm, onChange }: HashVerifierProps) {
  const given: Partial<VerifierSettings> = isVerifyAlgorithm(algorithm) ? { algorithm } : {};
  const [settings, setSettings] = useRememberedSettings<VerifierSettings>('hash-verifier', { algorithm: 'auto', ...given }, parseStored, given);
  const { source, text, file, hasContent, tabs } = useHashSource(initialText);
  const t = useHashVerifierMessages();
  const words = useMemo(() => verifierWords(t), [t]);
  const algorithmItems = VERIFY_ALGORITHMS.map((id) => ({ id, label: id === 'auto' ? t('algorithm.auto') : ALGORITHMS.find((a) => a.id === id)!.label }));
  const [expectedText, setExpectedText] = useState(initialExpected);

  const fileName = source === 'file' ? (file?.name ?? null) : null;
  const deferredExpected = useDeferredValue(expectedText);
  const plan = useMemo(() => planVerification(deferredExpected, settings.algorithm, fileName, words), [deferredExpected, settings.algorithm, fileName, words]);
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

  const label = algorithmId ? algorithmById(algorithmId).label : '';
  const algorithmText = plan.ok ? t(HOW_KEYS[plan.algorithmSource], { label }) : '';
  const actualWritten = plan.ok && actual ? writeLike(actual, plan.expected.encoding) : '';
  const expectedWritten = plan.ok ? writeLike(plan.expected.bytes, plan.expected.encoding) : '';

  let waiting: string | null = null;
  if (loaded.status === 'failed') waiting = t('engineFailed');
  else if (!plan.ok) waiting = plan.kind === 'incomplete' ? plan.message : t('fixExpected');
  else if (source === 'text' && text === '') waiting = t('typeToCheck');
  else if (source === 'file' && !file) waiting = t('chooseFile');
  else if (status === 'pending' && streaming && stream.job.status === 'cancelled') waiting = t('hashingCancelled');
  else if (status === 'pending' && streaming && stream.job.status === 'error') waiting = jobErrorText(t, stream.job);
  else if (status === 'pending') waiting = t('hashing');

  return (
    <div className={styles.root} data-ran-on={stream.job.status === 'done' ? stream.job.ranOn : 'inline'} {...startProps}>
      <div className={styles.layout}>
        <Card title={t('input')} headingLevel={2}>
          <Stack gap="md">
            <SourceTabs words={sourceWords(t)} minHeight="sm" {...tabs} />
            {streaming ? <WorkProgress {...jobProgress(stream, jobWords(t, source === 'file' ? (file?.name ?? '') : null))} /> : null}
            <TextArea
              label={t('expectedHash')}
              description={t('expectedDescription')}
              value={expectedText}
              onChange={setExpectedText}
              placeholder={t('expectedPlaceholder', { hash: EXAMPLE_HASH })}
              minHeight="sm"
              mono
              isInvalid={!plan.ok && plan.kind === 'invalid'}
              errorMessage={!plan.ok ? plan.message : undefined}
            />
            <Select
              label={t('algorithm')}
              items={algorithmItems}
              selectedKey={settings.algorithm}
              onSelectionChange={(next) => setSettings({ algorithm: next as VerifyAlgorithm })}
              description={t('algorithmDescription')}
            />
          </Stack>
        </Card>

        <Card title={t('result')} headingLevel={2}>
          <Stack gap="md">
            {status === 'match' ? (
              <StatusBanner tone="success" title={t('match')}>
                {fileName === null ? t('matchText', { label }) : t('matchFile', { label, name: fileName })}
              </StatusBanner>
            ) : null}
            {status === 'mismatch' ? (
              <StatusBanner tone="error" title={t('noMatch')}>
                {fileName === null ? t('mismatchText', { label }) : t('mismatchFile', { label, name: fileName })}
              </StatusBanner>
            ) : null}
            {waiting ? <p className={styles.muted}>{waiting}</p> : null}
            {plan.ok && plan.nameMismatch && plan.entry?.name ? (
              <StatusBanner tone="warning">
                {t('nameMismatch', { lineName: plan.entry.name, fileName: fileName ?? '' })}
              </StatusBanner>
            ) : null}
            {plan.ok ? (
              <dl className={styles.details}>
                <div className={styles.detailRow}>
                  <dt className={styles.detailLabel}>{t('detailAlgorithm')}</dt>
                  <dd className={styles.detailValue}>
                    {algorithmText}
                  </dd>
                </div>
                {plan.entry ? (
                  <div className={styles.detailRow}>
                    <dt className={styles.detailLabel}>{t('detailLine')}</dt>
                    <dd className={styles.detailValue}>
                      {t.number(plan.entry.line)}
                      {plan.entry.name ? `: ${plan.entry.name}` : ''}
                    </dd>
                  </div>
                ) : null}
                <div className={styles.detailRow}>
                  <dt className={styles.detailLabel}>{t('detailExpected')}</dt>
                  <dd className={styles.hashRow}>
                    <code className={styles.hash}>{expectedWritten}</code>
                  </dd>
                </div>
                {actualWritten ? (
                  <div className={styles.detailRow}>
                    <dt className={styles.detailLabel}>{t('detailComputed')}</dt>
                    <dd className={styles.hashRow}>
                      <code className={styles.hash}>{actualWritten}</code>
                      <CopyButton iconOnly size="sm" variant="ghost" label={t('copyComputed')} text={actualWritten} />
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
