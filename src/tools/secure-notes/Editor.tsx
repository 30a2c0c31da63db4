import { Save, Trash2 } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { ConfirmDialog } from '../../ui/components/Dialog';
import { Inline, Stack } from '../../ui/components/Layout';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import { noteTitle } from './secure-notes';
import * as styles from './SecureNotes.css';

export interface Draft {
  id: string;
  title: string;
  body: string;
  /** updatedAt of the stored version this draft started from; null until first saved. */
  base: number | null;
  dirty: boolean;
  saving: boolean;
  /** Set when another tab changed or deleted the note under this draft. */
  conflict: 'changed' | 'deleted' | null;
}

const stateText = (draft: Draft) => {
  if (draft.conflict) return 'Not saved';
  if (draft.saving) return 'Saving…';
  if (draft.dirty) return 'Unsaved changes';
  return draft.base === null ? 'New note' : 'Saved';
};

export interface EditorProps {
  draft: Draft;
  onEdit: (change: Partial<Pick<Draft, 'title' | 'body'>>) => void;
  onSave: () => void;
  onDelete: () => void;
  onResolve: (keep: 'mine' | 'theirs') => void;
}

export function Editor({ draft, onEdit, onSave, onDelete, onResolve }: EditorProps) {
  return (
    <Card
      title={<span data-user-content>{noteTitle(draft)}</span>}
      headingLevel={2}
      actions={
        <span className={styles.saveState} data-testid="save-state">
          {stateText(draft)}
        </span>
      }
    >
      <Stack gap="md">
        {draft.conflict ? (
          <StatusBanner tone="warning" title="Changed in another tab">
            <Stack gap="sm">
              <span>
                {draft.conflict === 'deleted'
                  ? 'This note was deleted in another tab. Your edits here are not saved yet.'
                  : 'This note was saved in another tab after you started editing. Your edits here are not saved yet.'}
              </span>
              <Inline gap="sm">
                <Button size="sm" variant="primary" onPress={() => onResolve('mine')}>
                  Keep my version
                </Button>
                <Button size="sm" onPress={() => onResolve('theirs')}>
                  {draft.conflict === 'deleted' ? 'Discard My Edits' : 'Load the Other Version'}
                </Button>
              </Inline>
            </Stack>
          </StatusBanner>
        ) : null}
        <TextField label="Title" value={draft.title} onChange={(title) => onEdit({ title })} />
        <TextArea label="Note" value={draft.body} onChange={(body) => onEdit({ body })} minHeight="lg" />
        <Inline gap="sm">
          <Button variant="primary" icon={Save} onPress={onSave} isDisabled={!draft.dirty || draft.saving}>
            Save
          </Button>
          <CopyButton label="Copy Note" text={() => (draft.title ? `${draft.title}\n\n${draft.body}` : draft.body)} isDisabled={!draft.title && !draft.body} />
          <ConfirmDialog
            trigger={
              <Button variant="ghost" icon={Trash2}>
                Delete Note
              </Button>
            }
            title="Delete This Note?"
            message={`“${noteTitle(draft)}” is removed from the vault. This cannot be undone.`}
            confirmLabel="Delete Note"
            tone="danger"
            onConfirm={onDelete}
          />
        </Inline>
        <p className={styles.muted}>Changes save automatically a moment after you stop typing.</p>
      </Stack>
    </Card>
  );
}
