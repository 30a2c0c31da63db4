import { Trash2 } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { ConfirmDialog } from '../../ui/components/Dialog';

/** Delete vault, after a confirmation that says what is lost (`message`). */
export function DeleteVault({ message, onDelete }: { message: string; onDelete: () => void }) {
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary" icon={Trash2}>Delete vault</Button>}
      title="Delete the vault?"
      message={message}
      confirmLabel="Delete vault"
      tone="danger"
      onConfirm={onDelete}
    />
  );
}
