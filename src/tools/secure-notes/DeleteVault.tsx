import { Trash2 } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { ConfirmDialog } from '../../ui/components/Dialog';
import { useSecureNotesMessages } from './i18n';

/** Delete Vault, after a confirmation that says what is lost (`message`). */
export function DeleteVault({ message, onDelete }: { message: string; onDelete: () => void }) {
  const t = useSecureNotesMessages();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" icon={Trash2}>
          {t('deleteVault')}
        </Button>
      }
      title={t('deleteVaultTitle')}
      message={message}
      confirmLabel={t('deleteVault')}
      tone="danger"
      onConfirm={onDelete}
    />
  );
}
