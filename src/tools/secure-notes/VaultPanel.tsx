import { useState, type FormEvent } from 'react';
import { FileDown, FileUp, KeyRound } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Dialog } from '../../ui/components/Dialog';
import { Inline, Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextField } from '../../ui/components/TextField';
import { DeleteVault } from './DeleteVault';
import { ExportFileFields, NewPassphraseFields, useExportFile } from './Gate';
import { AUTO_LOCK_MINUTES, WRONG_PASSPHRASE, passphraseProblem, type ExportFile, type ImportMode } from './secure-notes';
import * as styles from './SecureNotes.css';

export type Persistence = 'unknown' | 'granted' | 'denied' | 'unsupported';

const persistenceText: Record<Persistence, string> = {
  unknown: 'Checking whether this browser keeps the notes…',
  granted: 'Persistent storage granted: the browser will not clear your notes to free up space.',
  denied: 'Persistent storage not granted: the browser may clear your notes when space runs low. Export them regularly.',
  unsupported: 'This browser cannot promise to keep the notes. Export them regularly.',
};

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

export interface VaultPanelProps {
  autoLockMinutes: number;
  onAutoLockChange: (minutes: number) => void;
  persistence: Persistence;
  onChangePassphrase: (current: string, next: string) => Promise<string | null>;
  onExport: () => Promise<void>;
  onImport: (file: ExportFile, passphrase: string, mode: ImportMode) => Promise<string | null>;
  onDeleteVault: () => void;
}

export function VaultPanel(props: VaultPanelProps) {
  const choices = [...new Set([...AUTO_LOCK_MINUTES, props.autoLockMinutes])].sort((a, b) => a - b);
  return (
    <Card title="Vault" headingLevel={2}>
      <Stack gap="md">
        <Select
          label="Auto-lock after"
          items={choices.map((n) => ({ id: String(n), label: `${minutes(n)} without activity` }))}
          selectedKey={String(props.autoLockMinutes)}
          onSelectionChange={(key) => props.onAutoLockChange(Number(key))}
        />
        <p className={styles.muted} data-visual-mask="">
          {persistenceText[props.persistence]}
        </p>
        <Inline gap="sm">
          <ChangePassphrase onChange={props.onChangePassphrase} />
          <Button icon={FileDown} onPress={() => void props.onExport()}>
            Export
          </Button>
          <ImportNotes onImport={props.onImport} />
          <DeleteVault message="Every note in this vault is erased from this browser. Exported files are not affected. This cannot be undone." onDelete={props.onDeleteVault} />
        </Inline>
      </Stack>
    </Card>
  );
}

function ChangePassphrase({ onChange }: { onChange: VaultPanelProps['onChangePassphrase'] }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = (isOpen: boolean) => {
    setOpen(isOpen);
    setCurrent('');
    setNext('');
    setConfirm('');
    setSubmitted(false);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || current === '' || passphraseProblem(next) || confirm !== next) return;
    setBusy(true);
    const problem = await onChange(current, next);
    setBusy(false);
    if (problem) setError(problem);
    else reset(false);
  };

  return (
    <Dialog
      trigger={<Button icon={KeyRound}>Change Passphrase</Button>}
      isOpen={open}
      onOpenChange={reset}
      title="Change Passphrase"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <p className={styles.muted}>Every note is re-encrypted with a new key in one step. Other open tabs lock.</p>
          <TextField
            label="Current passphrase"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(v) => {
              setCurrent(v);
              setError(null);
            }}
            isInvalid={error === WRONG_PASSPHRASE || (submitted && current === '')}
            errorMessage={error === WRONG_PASSPHRASE ? WRONG_PASSPHRASE : 'Enter your current passphrase'}
          />
          <NewPassphraseFields label="New passphrase" value={next} confirm={confirm} onValue={setNext} onConfirm={setConfirm} submitted={submitted} />
          {error && error !== WRONG_PASSPHRASE ? <StatusBanner tone="error">{error}</StatusBanner> : null}
          <Inline gap="sm" justify="end">
            <Button onPress={() => reset(false)}>Cancel</Button>
            <Button type="submit" variant="primary">
              {busy ? 'Re-Encrypting…' : 'Change Passphrase'}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}

function ImportNotes({ onImport }: { onImport: VaultPanelProps['onImport'] }) {
  const [open, setOpen] = useState(false);
  const exportFile = useExportFile();
  const { file, passphrase, setError } = exportFile;
  const [mode, setMode] = useState<ImportMode>('merge');
  const [busy, setBusy] = useState(false);

  const reset = (isOpen: boolean) => {
    setOpen(isOpen);
    exportFile.clear();
    setMode('merge');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !file || passphrase === '') return;
    setBusy(true);
    const problem = await onImport(file.data, passphrase, mode);
    setBusy(false);
    if (problem) setError(problem);
    else reset(false);
  };

  return (
    <Dialog trigger={<Button icon={FileUp}>Import</Button>} isOpen={open} onOpenChange={reset} title="Import Notes">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ExportFileFields exportFile={exportFile} autoComplete="off">
            <Select
              label="How to import"
              items={[
                { id: 'merge', label: 'Merge: add the notes, keep the newer copy of any note in both' },
                { id: 'replace', label: 'Replace: the vault becomes exactly the export' },
              ]}
              selectedKey={mode}
              onSelectionChange={(key) => setMode(key === 'replace' ? 'replace' : 'merge')}
            />
          </ExportFileFields>
          <Inline gap="sm" justify="end">
            <Button onPress={() => reset(false)}>Cancel</Button>
            <Button type="submit" variant="primary" isDisabled={!file || passphrase === ''}>
              {busy ? 'Importing…' : 'Import'}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}
