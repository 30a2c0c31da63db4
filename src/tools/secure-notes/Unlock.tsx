// The unlock screen: loaded only when this browser holds a vault (or it was just locked).
import { useState, type FormEvent } from 'react';
import { LockOpen } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Stack } from '../../ui/components/Layout';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { DeleteVault } from './DeleteVault';
import { PassphraseField } from './PassphraseField';
import { useSecureNotesMessages } from './i18n';
import * as styles from './SecureNotes.css';

export function UnlockVault({ reason, onUnlock, onDelete }: { reason: string | null; onUnlock: (passphrase: string) => Promise<string | null>; onDelete: () => void }) {
  const t = useSecureNotesMessages();
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (passphrase === '') {
      setError(t('enterPassphrase'));
      return;
    }
    setBusy(true);
    const problem = await onUnlock(passphrase);
    // Unlocked: this screen stays "Unlocking…" until the notes replace it.
    if (problem === null) return;
    setBusy(false);
    setError(problem);
    if (problem === t('error.wrongPassphrase')) setPassphrase('');
  };

  return (
    <Stack gap="lg" className={styles.gate}>
      {reason ? <StatusBanner tone="info">{reason}</StatusBanner> : null}
      <Card title={t('unlockTitle')} headingLevel={2} description={t('unlockText')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PassphraseField label={t('passphrase')} autoComplete="current-password" value={passphrase} onValue={setPassphrase} error={error} onError={setError} />
            <div>
              <Button type="submit" variant="primary" icon={LockOpen}>
                {busy ? t('unlocking') : t('unlock')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
      <Card title={t('forgotTitle')} headingLevel={2} description={t('forgotText')}>
        <div>
          <DeleteVault message={t('deleteVaultLocked')} onDelete={onDelete} />
        </div>
      </Card>
    </Stack>
  );
}
