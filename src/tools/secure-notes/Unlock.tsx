// The unlock screen: loaded only when this browser holds a vault (or it was just locked).
import { useState, type FormEvent } from 'react';
import { LockOpen } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Stack } from '../../ui/components/Layout';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { DeleteVault } from './DeleteVault';
import { PassphraseField } from './PassphraseField';
import { WRONG_PASSPHRASE } from './secure-notes';
import * as styles from './SecureNotes.css';

export function UnlockVault({ reason, onUnlock, onDelete }: { reason: string | null; onUnlock: (passphrase: string) => Promise<string | null>; onDelete: () => void }) {
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (passphrase === '') {
      setError('Enter your passphrase');
      return;
    }
    setBusy(true);
    const problem = await onUnlock(passphrase);
    // Unlocked: this screen stays "Unlocking…" until the notes replace it.
    if (problem === null) return;
    setBusy(false);
    setError(problem);
    if (problem === WRONG_PASSPHRASE) setPassphrase('');
  };

  return (
    <Stack gap="lg" className={styles.gate}>
      {reason ? <StatusBanner tone="info">{reason}</StatusBanner> : null}
      <Card title="Unlock Your Vault" headingLevel={2} description="Your notes are encrypted. Enter your passphrase to read and edit them.">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PassphraseField label="Passphrase" autoComplete="current-password" value={passphrase} onValue={setPassphrase} error={error} onError={setError} />
            <div>
              <Button type="submit" variant="primary" icon={LockOpen}>
                {busy ? 'Unlocking…' : 'Unlock'}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
      <Card title="Forgot Your Passphrase?" headingLevel={2} description="Without it the notes cannot be decrypted. You can delete the vault and start again.">
        <div>
          <DeleteVault message="Every note in this vault is erased from this browser. This cannot be undone." onDelete={onDelete} />
        </div>
      </Card>
    </Stack>
  );
}
