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
import { STRENGTH_TONE, parseExport, passphraseProblem, passphraseStrength, type ExportFile } from './secure-notes';
import { PassphraseField } from './PassphraseField';
import * as styles from './SecureNotes.css';

export const EXPORT_FILES = { mimeTypes: ['application/json'], extensions: ['.json'], label: 'Secure Notes export' };

/** A new passphrase typed twice, with a strength hint. Shared by create and change passphrase. */
export function NewPassphraseFields({
  value,
  confirm,
  onValue,
  onConfirm,
  submitted,
  label = 'Passphrase',
}: {
  value: string;
  confirm: string;
  onValue: (v: string) => void;
  onConfirm: (v: string) => void;
  submitted: boolean;
  label?: string;
}) {
  const strength = passphraseStrength(value);
  const problem = submitted ? passphraseProblem(value) : null;
  const mismatch = submitted && confirm !== value;
  return (
    <Stack gap="sm">
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={onValue}
        isInvalid={problem !== null}
        errorMessage={problem}
        description="At least 8 characters. A few random words are easy to remember and hard to guess."
      />
      <Meter label="Strength" value={strength.percent} valueLabel={value ? strength.label : 'None'} tone={value ? STRENGTH_TONE[strength.label] : 'danger'} />
      <p className={styles.muted}>{strength.hint}</p>
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        isInvalid={mismatch}
        errorMessage="Passphrases do not match"
      />
    </Stack>
  );
}

export function CreateVault({ onCreate, onRestore }: { onCreate: (passphrase: string) => Promise<string | null>; onRestore: (file: ExportFile, passphrase: string) => Promise<string | null> }) {
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
      <Card title="Create Your Vault" headingLevel={2} description="Choose a passphrase. It encrypts every note before anything is stored.">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <NewPassphraseFields value={value} confirm={confirm} onValue={setValue} onConfirm={setConfirm} submitted={submitted} />
            <StatusBanner tone="warning" title="There is no reset">
              If you forget this passphrase, your notes cannot be recovered by anyone.
            </StatusBanner>
            {error ? <StatusBanner tone="error">{error}</StatusBanner> : null}
            <div>
              <Button type="submit" variant="primary" icon={KeyRound}>
                {busy ? 'Creating Vault…' : 'Create Vault'}
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
  const { file, fileError, passphrase, setPassphrase, error, setError, load } = exportFile;
  return (
    <>
      <FileDrop compact label="Choose Export File" accept={EXPORT_FILES} onFile={(f) => void load(f)} />
      {fileError ? <StatusBanner tone="error">{fileError}</StatusBanner> : null}
      {file ? (
        <>
          <p className={styles.muted}>
            {file.name}: {file.data.notes.length} encrypted note{file.data.notes.length === 1 ? '' : 's'}
          </p>
          <PassphraseField label="Passphrase of the export" autoComplete={autoComplete} value={passphrase} onValue={setPassphrase} error={error} onError={setError} />
          {children}
        </>
      ) : null}
    </>
  );
}

function RestoreCard({ onRestore }: { onRestore: (file: ExportFile, passphrase: string) => Promise<string | null> }) {
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
    <Card title="Restore From an Export" headingLevel={2} description="Have a file from Export? Restore it here with the passphrase it was exported with.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ExportFileFields exportFile={exportFile} autoComplete="current-password">
            <div>
              <Button type="submit" icon={Upload} isDisabled={passphrase === ''}>
                {busy ? 'Restoring…' : 'Restore'}
              </Button>
            </div>
          </ExportFileFields>
        </Stack>
      </form>
    </Card>
  );
}
