import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Download, FileLock, KeyRound } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Checkbox } from '../../ui/components/Checkbox';
import { FileDrop } from '../../ui/components/FileDrop';
import { Stack } from '../../ui/components/Layout';
import { Meter } from '../../ui/components/Meter';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextField } from '../../ui/components/TextField';
import { CANCEL_AFTER_MS, PROGRESS_AFTER_MS, WorkProgress } from '../../ui/components/WorkProgress';
import { downloadBlob } from '../../ui/download';
import { ANY_FILES } from '../../ui/files';
import { formatDecimal } from '../../i18n/numbers';
import { MIN_PASSPHRASE_LENGTH, STRENGTH_TONE, passphraseStrength } from '../secure-notes/secure-notes';
import { useShareState } from '../share-state';
import {
  decryptFile,
  encryptFile,
  encryptedName,
  hasWebCrypto,
  looksEncrypted,
  sizeUnit,
  withoutEncExtension,
  type DecryptFailure,
  type Progress,
} from './file-encryptor';
import { FileFormat } from './FileFormat';
import { useFileEncryptorMessages } from './i18n';
import * as styles from './FileEncryptor.css';

export type Mode = 'encrypt' | 'decrypt';
export { MIN_PASSPHRASE_LENGTH };

export interface FileEncryptorChange {
  mode: Mode;
  status: 'idle' | 'working' | 'done' | 'failed' | 'canceled';
  /** Size of the file ready to download, once done. */
  outputBytes: number | null;
  /** Why a file was refused, once failed. */
  error: DecryptFailure['reason'] | 'error' | null;
}

export interface FileEncryptorProps {
  /** encrypt or decrypt (embed: `mode`). */
  mode?: string;
  /** Stories and tests only: fewer PBKDF2 iterations for new files (the count is stored in each file). */
  iterations?: number;
  /** Stories and tests only: pretend the page has no WebCrypto (a non-secure host page). */
  webCrypto?: boolean;
  onChange?: (detail: FileEncryptorChange) => void;
}

type Failure = DecryptFailure | { reason: 'error'; message: string };

type Job =
  | { status: 'idle' }
  | { status: 'running'; mode: Mode; name: string; done: number; total: number; showProgress: boolean; canCancel: boolean }
  | { status: 'cancelled'; mode: Mode; name: string; done: number; total: number }
  | { status: 'done'; mode: Mode; outputName: string; blob: Blob }
  | { status: 'failed'; name: string; failure: Failure };

const strengthHint = { Weak: 'strengthWeak', Fair: 'strengthFair', Good: 'strengthGood', Strong: 'strengthStrong' } as const;
/** Progress re-renders at most this often: enough for a smooth bar, cheap for the page. */
const PROGRESS_MS = 100;

/** WebCrypto's presence does not change while a page lives. */
const neverChanges = () => () => undefined;

const isMode = (value: unknown): value is Mode => value === 'encrypt' || value === 'decrypt';

export default function FileEncryptor({ mode: modeProp, iterations, webCrypto, onChange }: FileEncryptorProps) {
  const t = useFileEncryptorMessages();
  const [mode, setMode] = useState<Mode>(isMode(modeProp) ? modeProp : 'encrypt');
  const [file, setFile] = useState<File | null>(null);
  const [switched, setSwitched] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [job, setJob] = useState<Job>({ status: 'idle' });
  // Known after hydration: the prerendered page (built where WebCrypto exists) and its first render agree.
  const cryptoReady = useSyncExternalStore(neverChanges, () => webCrypto ?? hasWebCrypto(), () => true);
  const controller = useRef<AbortController | null>(null);
  const userCancelled = useRef(false);
  // Only the mode is declared (api.ts): the passphrase and the file never reach a link.
  useShareState({ mode });

  useEffect(() => () => controller.current?.abort(), []);

  /** Any change to what would be processed drops the last result (and frees its Blob) and stops a run. */
  const reset = () => {
    controller.current?.abort();
    controller.current = null;
    setJob({ status: 'idle' });
  };

  const changeMode = (value: string) => {
    if (!isMode(value)) return;
    setMode(value);
    setSwitched(false);
    setSubmitted(false);
    reset();
  };

  const chooseFile = async (chosen: File) => {
    reset();
    setFile(chosen);
    setSubmitted(false);
    const encrypted = await looksEncrypted(chosen);
    setSwitched(encrypted && mode === 'encrypt');
    if (encrypted) setMode('decrypt');
  };

  const size = (bytes: number) => {
    const { unit, value } = sizeUnit(bytes);
    if (unit === 'B') return t('bytes', { count: value });
    const text = formatDecimal(t.locale, value, 1);
    return unit === 'kB' ? t('kilobytes', { value: text }) : unit === 'MB' ? t('megabytes', { value: text }) : t('gigabytes', { value: text });
  };

  // What stops a run, worked out once: shown after the first submit, checked by every submit.
  const encrypting = mode === 'encrypt';
  const passphraseProblem = encrypting ? ([...passphrase].length < MIN_PASSPHRASE_LENGTH ? t('tooShort') : undefined) : passphrase === '' ? t('enterPassphrase') : undefined;
  const confirmProblem = encrypting && passphraseProblem === undefined && confirm !== passphrase ? t('mismatch') : undefined;
  const fileProblem = !file ? t('needFile') : undefined;
  const passphraseError = submitted ? passphraseProblem : undefined;
  const confirmError = submitted ? confirmProblem : undefined;
  const fileError = submitted ? fileProblem : undefined;

  const run = async () => {
    if (!file || !cryptoReady) return;
    reset();
    const abort = new AbortController();
    controller.current = abort;
    userCancelled.current = false;
    const runMode = mode;
    const name = file.name || 'file';
    const total = file.size;
    let progress: Progress = { done: 0, total };
    let showProgress = false;
    let canCancel = false;
    let shown = 0;
    const report = () => {
      if (!abort.signal.aborted) setJob({ status: 'running', mode: runMode, name, ...progress, showProgress, canCancel });
    };
    report();
    // Cancel shows at once, even while the key derivation (which cannot be interrupted) finishes unseen.
    abort.signal.addEventListener('abort', () => {
      if (userCancelled.current) setJob({ status: 'cancelled', mode: runMode, name, ...progress });
    });
    const timers = [
      setTimeout(() => {
        showProgress = true;
        report();
      }, PROGRESS_AFTER_MS),
      setTimeout(() => {
        canCancel = true;
        report();
      }, CANCEL_AFTER_MS),
    ];
    const onProgress = (value: Progress) => {
      progress = value;
      const now = performance.now();
      if (now - shown < PROGRESS_MS) return;
      shown = now;
      report();
    };
    try {
      if (runMode === 'encrypt') {
        const blob = await encryptFile(file, name, passphrase, { signal: abort.signal, onProgress, ...(iterations ? { iterations } : {}) });
        if (!abort.signal.aborted) setJob({ status: 'done', mode: runMode, outputName: encryptedName(name), blob });
      } else {
        const result = await decryptFile(file, passphrase, { signal: abort.signal, onProgress });
        if (abort.signal.aborted) return;
        if (result.ok) setJob({ status: 'done', mode: runMode, outputName: result.name || withoutEncExtension(name), blob: result.blob });
        else setJob({ status: 'failed', name, failure: result });
      }
    } catch (error) {
      // Canceled (shown by the abort listener), or a newer run or a change took over.
      if (abort.signal.aborted) return;
      const reason = error instanceof DOMException || error instanceof Error ? error.name : '';
      setJob({
        status: 'failed',
        name,
        failure: reason === 'NotReadableError' || reason === 'NotFoundError' ? { reason: 'unreadable' } : { reason: 'error', message: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      timers.forEach(clearTimeout);
      if (controller.current === abort) controller.current = null;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!fileProblem && !passphraseProblem && !confirmProblem) void run();
  };

  const cancel = () => {
    userCancelled.current = true;
    controller.current?.abort();
  };

  const failureText = (name: string, failure: Failure): string => {
    switch (failure.reason) {
      case 'not-encrypted':
        return t('notEncrypted', { name });
      case 'version':
        return t('badVersion', { name, version: failure.version });
      case 'bad-header':
        return t('badHeader', { name });
      case 'wrong-passphrase':
        return t('wrongPassphrase', { name });
      case 'tampered':
        return t('tampered', { name, chunk: failure.chunk });
      case 'truncated':
        return t('truncated', { name });
      case 'unreadable':
        return t('unreadable', { name });
      case 'error':
        return t('failed', { name, reason: failure.message });
    }
  };

  const status: FileEncryptorChange['status'] = job.status === 'running' ? 'working' : job.status === 'cancelled' ? 'canceled' : job.status;
  const reportChange = useEffectEvent((detail: FileEncryptorChange) => onChange?.(detail));
  const outputBytes = job.status === 'done' ? job.blob.size : null;
  const errorReason = job.status === 'failed' ? job.failure.reason : null;
  useEffect(() => {
    reportChange({ mode, status, outputBytes, error: errorReason });
  }, [mode, status, outputBytes, errorReason]);

  const strength = passphraseStrength(passphrase);
  const running = job.status === 'running';
  const progressState = {
    status: job.status === 'running' ? ('running' as const) : job.status === 'cancelled' ? ('cancelled' as const) : ('idle' as const),
    progress: job.status === 'running' || job.status === 'cancelled' ? (job.total > 0 ? job.done / job.total : 0) : 0,
    showProgress: job.status === 'running' && job.showProgress,
    canCancel: job.status === 'running' && job.canCancel,
    cancel,
    restart: () => void run(),
  };
  const jobMode = job.status === 'running' || job.status === 'cancelled' ? job.mode : mode;
  const jobName = job.status === 'running' || job.status === 'cancelled' ? job.name : '';

  return (
    <div className={styles.root}>
      {cryptoReady ? null : (
        <StatusBanner tone="warning" title={t('noCryptoTitle')}>
          {t('noCryptoText')}
        </StatusBanner>
      )}
      <div className={styles.layout}>
        <div className={styles.mainArea}>
          <Card title={t('mainCard')} headingLevel={2}>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <RadioGroup
                  label={t('mode')}
                  orientation="horizontal"
                  options={[
                    { value: 'encrypt', label: t('encrypt') },
                    { value: 'decrypt', label: t('decrypt') },
                  ]}
                  value={mode}
                  onChange={changeMode}
                />
                <div className={styles.fileField}>
                  <FileDrop label={t('uploadFile')} accept={ANY_FILES} onFile={(chosen) => void chooseFile(chosen)} description={t('fileHelp')} isDisabled={running} />
                  <p className={styles.chosen} data-testid="file-encryptor-file">
                    {file ? t('chosenFile', { name: file.name || 'file', size: size(file.size) }) : null}
                  </p>
                  {switched && file ? <p className={styles.muted}>{t('switchedToDecrypt', { name: file.name })}</p> : null}
                  <p role="alert" className={styles.error} data-testid="file-encryptor-error">
                    {fileError ?? (job.status === 'failed' ? failureText(job.name, job.failure) : null)}
                  </p>
                </div>
                <TextField
                  label={t('passphrase')}
                  type={show ? 'text' : 'password'}
                  autoComplete={encrypting ? 'new-password' : 'current-password'}
                  spellCheck="false"
                  value={passphrase}
                  onChange={(value) => {
                    setPassphrase(value);
                    if (job.status === 'done' || job.status === 'failed') reset();
                  }}
                  description={encrypting ? t('passphraseHelpEncrypt') : t('passphraseHelpDecrypt')}
                  isInvalid={passphraseError !== undefined}
                  errorMessage={passphraseError}
                />
                {encrypting ? (
                  <>
                    <Meter
                      label={t('strength')}
                      value={passphrase ? strength.percent : 0}
                      valueLabel={passphrase ? t('strengthLabel', { label: strength.label }) : t('strengthNone')}
                      tone={passphrase ? STRENGTH_TONE[strength.label] : 'danger'}
                    />
                    <p className={styles.muted} data-testid="file-encryptor-strength">
                      {passphrase ? t(strengthHint[strength.label]) : t('strengthEmpty')}
                    </p>
                    <TextField
                      label={t('confirmPassphrase')}
                      type={show ? 'text' : 'password'}
                      autoComplete="new-password"
                      spellCheck="false"
                      value={confirm}
                      onChange={(value) => {
                        setConfirm(value);
                        if (job.status === 'done' || job.status === 'failed') reset();
                      }}
                      isInvalid={confirmError !== undefined}
                      errorMessage={confirmError}
                    />
                  </>
                ) : null}
                <Checkbox isSelected={show} onChange={setShow}>
                  {t('showPassphrase')}
                </Checkbox>
                <div className={styles.actions}>
                  <Button type="submit" variant="primary" icon={encrypting ? FileLock : KeyRound} isDisabled={!cryptoReady || running}>
                    {encrypting ? t('encryptFile') : t('decryptFile')}
                  </Button>
                </div>
                <WorkProgress
                  label={jobMode === 'encrypt' ? t('encrypting', { name: jobName }) : t('decrypting', { name: jobName })}
                  state={progressState}
                  restartLabel={jobMode === 'encrypt' ? t('encryptAgain') : t('decryptAgain')}
                  detail={
                    job.status === 'running'
                      ? t('progressDetail', { done: size(job.done), total: size(job.total) })
                      : job.status === 'cancelled'
                        ? t('cancelledDetail', { done: size(job.done), total: size(job.total) })
                        : undefined
                  }
                />
                {job.status === 'done' ? (
                  <>
                    <StatusBanner tone="success" title={job.mode === 'encrypt' ? t('encryptedTitle') : t('decryptedTitle')}>
                      {job.mode === 'encrypt' ? t('encryptedText', { name: job.outputName, size: size(job.blob.size) }) : t('decryptedText', { name: job.outputName, size: size(job.blob.size) })}
                    </StatusBanner>
                    <div className={styles.actions}>
                      <Button variant="primary" icon={Download} onPress={() => downloadBlob(job.outputName, job.blob)}>
                        {t('download', { name: job.outputName })}
                      </Button>
                    </div>
                  </>
                ) : null}
                <p className={styles.muted}>{t('privacy')}</p>
              </Stack>
            </form>
          </Card>
        </div>
        <div className={styles.formatArea}>
          <FileFormat />
        </div>
      </div>
    </div>
  );
}
