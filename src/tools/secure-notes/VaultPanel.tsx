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
import { AUTO_LOCK_MINUTES, passphraseProblem, type ExportFile, type ImportMode } from './secure-notes';
import { useSecureNotesMessages, type SecureNotesMessage } from './i18n';
import * as styles from './SecureNotes.css';

export type Persistence = 'unknown' | 'granted' | 'denied' | 'unsupported';

const persistenceText = {
  unknown: 'persistUnknown',
  granted: 'persistGranted',
  denied: 'persistDenied',
  unsupported: 'persistUnsupported',
} as const satisfies Record<Persistence, SecureNotesMessage>;

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
  const t = useSecureNotesMessages();
  const choices = [...new Set([...AUTO_LOCK_MINUTES, props.autoLockMinutes])].sort((a, b) => a - b);
  return (
    <Card title={t('vault')} headingLevel={2}>
      <Stack gap="md">
        <Select
          label={t('autoLock')}
          items={choices.map((n) => ({ id: String(n), label: t('autoLockChoice', { count: n }) }))}
          selectedKey={String(props.autoLockMinutes)}
          onSelectionChange={(key) => props.onAutoLockChange(Number(key))}
        />
        <p className={styles.muted} data-visual-mask="">
          {t(persistenceText[props.persistence])}
        </p>
        <Inline gap="sm">
          <ChangePassphrase onChange={props.onChangePassphrase} />
          <Button icon={FileDown} onPress={() => void props.onExport()}>
            {t('export')}
          </Button>
          <ImportNotes onImport={props.onImport} />
          <DeleteVault message={t('deleteVaultUnlocked')} onDelete={props.onDeleteVault} />
        </Inline>
      </Stack>
    </Card>
  );
}

function ChangePassphrase({ onChange }: { onChange: VaultPanelProps['onChangePassphrase'] }) {
  const t = useSecureNotesMessages();
  const wrong = t('error.wrongPassphrase');
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
      trigger={<Button icon={KeyRound}>{t('changePassphrase')}</Button>}
      isOpen={open}
      onOpenChange={reset}
      title={t('changePassphrase')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <p className={styles.muted}>{t('rekeyText')}</p>
          <TextField
            label={t('currentPassphrase')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(v) => {
              setCurrent(v);
              setError(null);
            }}
            isInvalid={error === wrong || (submitted && current === '')}
            errorMessage={error === wrong ? wrong : t('enterCurrent')}
          />
          <NewPassphraseFields isNew value={next} confirm={confirm} onValue={setNext} onConfirm={setConfirm} submitted={submitted} />
          {error && error !== wrong ? <StatusBanner tone="error">{error}</StatusBanner> : null}
          <Inline gap="sm" justify="end">
            <Button onPress={() => reset(false)}>{t('cancel')}</Button>
            <Button type="submit" variant="primary">
              {busy ? t('reEncrypting') : t('changePassphrase')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}

function ImportNotes({ onImport }: { onImport: VaultPanelProps['onImport'] }) {
  const t = useSecureNotesMessages();
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
    <Dialog trigger={<Button icon={FileUp}>{t('import')}</Button>} isOpen={open} onOpenChange={reset} title={t('importTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ExportFileFields exportFile={exportFile} autoComplete="off">
            <Select
              label={t('importMode')}
              items={[
                { id: 'merge', label: t('importMerge') },
                { id: 'replace', label: t('importReplace') },
              ]}
              selectedKey={mode}
              onSelectionChange={(key) => setMode(key === 'replace' ? 'replace' : 'merge')}
            />
          </ExportFileFields>
          <Inline gap="sm" justify="end">
            <Button onPress={() => reset(false)}>{t('cancel')}</Button>
            <Button type="submit" variant="primary" isDisabled={!file || passphrase === ''}>
              {busy ? t('importing') : t('import')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}
