import { Trash2 } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { ConfirmDialog } from '../../ui/components/Dialog';

/** Delete Vault, after a confirmation that says what is lost (`message`). */
export function DeleteVault({ message, onDelete }: { message: string; onDelete: () => void }) {
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary" icon={Trash2}>Delete Vault</Button>}
      title="Delete the Vault?"
      message={message}
      confirmLabel="Delete Vault"
      tone="danger"
      onConfirm={onDelete}
    />
  );
}
