// The create screen, and the passphrase and export-file fields the vault panel shares. It stays
// free of dialogs (react-aria's overlay code): a first visit loads only what creating a vault needs.
import { useState, type FormEvent, type ReactNode } from 'react';
import { KeyRound, Upload } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { FileDrop } from '../../ui/components/FileDrop';
import { Stack } from '../../ui/components/Layout';
import { Meter } from '../../ui/components/Meter';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextField } from '../../ui/components/TextField';
import { STRENGTH_TONE, parseExport, passphraseProblem, passphraseStrength, type ExportFile, type StrengthLabel } from './secure-notes';
import { PassphraseField } from './PassphraseField';
import { errorText, useSecureNotesMessages, type SecureNotesMessage } from './i18n';
import * as styles from './SecureNotes.css';

const EXPORT_FILES = { mimeTypes: ['application/json'], extensions: ['.json'] };

/** The hint under the passphrase for each strength label. */
const STRENGTH_HINT = { Weak: 'strengthWeak', Fair: 'strengthFair', Good: 'strengthGood', Strong: 'strengthStrong' } as const satisfies Record<StrengthLabel, SecureNotesMessage>;

/** A new passphrase typed twice, with a strength hint. Shared by create and change passphrase. */
export function NewPassphraseFields({
  value,
  confirm,
  onValue,
  onConfirm,
  submitted,
  isNew = false,
}: {
  value: string;
  confirm: string;
  onValue: (v: string) => void;
  onConfirm: (v: string) => void;
  submitted: boolean;
  /** Labels it "New passphrase" (changing it) instead of "Passphrase" (creating the vault). */
  isNew?: boolean;
}) {
  const t = useSecureNotesMessages();
  const strength = passphraseStrength(value);
  const rawProblem = submitted ? passphraseProblem(value) : null;
  const problem = rawProblem === null ? null : errorText(t, rawProblem);
  const mismatch = submitted && confirm !== value;
  return (
    <Stack gap="sm">
      <TextField
        label={isNew ? t('newPassphrase') : t('passphrase')}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={onValue}
        isInvalid={problem !== null}
        errorMessage={problem}
        description={t('passphraseHelp')}
      />
      <Meter
        label={t('strength')}
        value={strength.percent}
        valueLabel={value ? t('strengthLabel', { label: strength.label }) : t('strengthNone')}
        tone={value ? STRENGTH_TONE[strength.label] : 'danger'}
      />
      <p className={styles.muted}>{value ? t(STRENGTH_HINT[strength.label]) : t('strengthEmpty')}</p>
      <TextField
        label={isNew ? t('confirmNewPassphrase') : t('confirmPassphrase')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        isInvalid={mismatch}
        errorMessage={t('mismatch')}
      />
    </Stack>
  );
}

export function CreateVault({ onCreate, onRestore }: { onCreate: (passphrase: string) => Promise<string | null>; onRestore: (file: ExportFile, passphrase: string) => Promise<string | null> }) {
  const t = useSecureNotesMessages();
  const [value, setValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || passphraseProblem(value) || confirm !== value) return;
    setBusy(true);
    const problem = await onCreate(value);
    // Created: this screen stays busy until the vault replaces it.
    if (problem === null) return;
    setError(problem);
    setBusy(false);
  };

  return (
    <Stack gap="lg" className={styles.gate}>
      <Card title={t('createTitle')} headingLevel={2} description={t('createText')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <NewPassphraseFields value={value} confirm={confirm} onValue={setValue} onConfirm={setConfirm} submitted={submitted} />
            <StatusBanner tone="warning" title={t('noResetTitle')}>
              {t('noResetText')}
            </StatusBanner>
            {error ? <StatusBanner tone="error">{error}</StatusBanner> : null}
            <div>
              <Button type="submit" variant="primary" icon={KeyRound}>
                {busy ? t('creating') : t('create')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
      <RestoreCard onRestore={onRestore} />
    </Stack>
  );
}

interface LoadedExport {
  name: string;
  data: ExportFile;
}

/**
 * An export file and the passphrase it was exported with, as Restore (no vault yet) and Import
 * (in the vault) read them: the file once parsed, why it was refused, the passphrase typed and
 * the error from using it. Show it with ExportFileFields.
 */
export function useExportFile() {
  const [file, setFile] = useState<LoadedExport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | null>(null);

  const load = async (picked: File) => {
    const parsed = parseExport(await picked.text().catch(() => ''));
    setFile(parsed.ok ? { name: picked.name, data: parsed.file } : null);
    setFileError(parsed.ok ? null : parsed.error);
  };
  const clear = () => {
    setFile(null);
    setFileError(null);
    setPassphrase('');
    setError(null);
  };

  return { file, fileError, passphrase, setPassphrase, error, setError, load, clear };
}

/** The file drop, why a file was refused, and once one is read its note count, the passphrase field and `children`. */
export function ExportFileFields({
  exportFile,
  autoComplete,
  children,
}: {
  exportFile: ReturnType<typeof useExportFile>;
  autoComplete: 'current-password' | 'off';
  children?: ReactNode;
}) {
  const t = useSecureNotesMessages();
  const { file, fileError, passphrase, setPassphrase, error, setError, load } = exportFile;
  return (
    <>
      <FileDrop compact label={t('chooseExport')} accept={{ ...EXPORT_FILES, label: t('exportFiles') }} onFile={(f) => void load(f)} />
      {fileError ? <StatusBanner tone="error">{errorText(t, fileError)}</StatusBanner> : null}
      {file ? (
        <>
          <p className={styles.muted}>
            {t('exportSummary', { name: t.locale === 'ar' ? `\u2068${file.name}\u2069` : file.name, count: file.data.notes.length })}
          </p>
          <PassphraseField label={t('exportPassphrase')} autoComplete={autoComplete} value={passphrase} onValue={setPassphrase} error={error} onError={setError} />
          {children}
        </>
      ) : null}
    </>
  );
}

function RestoreCard({ onRestore }: { onRestore: (file: ExportFile, passphrase: string) => Promise<string | null> }) {
  const t = useSecureNotesMessages();
  const exportFile = useExportFile();
  const { file, passphrase, setError } = exportFile;
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    const problem = await onRestore(file.data, passphrase);
    // Restored: this screen stays busy until the vault replaces it.
    if (problem === null) return;
    setError(problem);
    setBusy(false);
  };

  return (
    <Card title={t('restoreTitle')} headingLevel={2} description={t('restoreText')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ExportFileFields exportFile={exportFile} autoComplete="current-password">
            <div>
              <Button type="submit" icon={Upload} isDisabled={passphrase === ''}>
                {busy ? t('restoring') : t('restore')}
              </Button>
            </div>
          </ExportFileFields>
        </Stack>
      </form>
    </Card>
  );
}
