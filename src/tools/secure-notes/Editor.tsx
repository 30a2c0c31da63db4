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
import { useSecureNotesMessages, type SecureNotesText } from './i18n';
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

const stateText = (t: SecureNotesText, draft: Draft) => {
  if (draft.conflict) return t('stateNotSaved');
  if (draft.saving) return t('stateSaving');
  if (draft.dirty) return t('stateUnsaved');
  return draft.base === null ? t('stateNew') : t('stateSaved');
};

export interface EditorProps {
  draft: Draft;
  onEdit: (change: Partial<Pick<Draft, 'title' | 'body'>>) => void;
  onSave: () => void;
  onDelete: () => void;
  onResolve: (keep: 'mine' | 'theirs') => void;
}

export function Editor({ draft, onEdit, onSave, onDelete, onResolve }: EditorProps) {
  const t = useSecureNotesMessages();
  const title = noteTitle(draft, t('untitled'));
  // The heading holds the user's own title: its direction is its own (an English title reads
  // left to right in the Arabic page); "Untitled" is the page's word and follows the page.
  return (
    <Card
      title={
        <span data-user-content dir={draft.title.trim() ? 'auto' : undefined}>
          {title}
        </span>
      }
      headingLevel={2}
      actions={
        <span className={styles.saveState} data-testid="save-state">
          {stateText(t, draft)}
        </span>
      }
    >
      <Stack gap="md">
        {draft.conflict ? (
          <StatusBanner tone="warning" title={t('conflictTitle')}>
            <Stack gap="sm">
              <span>
                {draft.conflict === 'deleted' ? t('conflictDeleted') : t('conflictChanged')}
              </span>
              <Inline gap="sm">
                <Button size="sm" variant="primary" onPress={() => onResolve('mine')}>
                  {t('keepMine')}
                </Button>
                <Button size="sm" onPress={() => onResolve('theirs')}>
                  {draft.conflict === 'deleted' ? t('discardMine') : t('loadTheirs')}
                </Button>
              </Inline>
            </Stack>
          </StatusBanner>
        ) : null}
        <TextField label={t('title')} value={draft.title} onChange={(title) => onEdit({ title })} />
        <TextArea label={t('note')} value={draft.body} onChange={(body) => onEdit({ body })} minHeight="lg" />
        <Inline gap="sm">
          <Button variant="primary" icon={Save} onPress={onSave} isDisabled={!draft.dirty || draft.saving}>
            {t('save')}
          </Button>
          <CopyButton label={t('copyNote')} text={() => (draft.title ? `${draft.title}\n\n${draft.body}` : draft.body)} isDisabled={!draft.title && !draft.body} />
          <ConfirmDialog
            trigger={
              <Button variant="ghost" icon={Trash2}>
                {t('deleteNote')}
              </Button>
            }
            title={t('deleteNoteTitle')}
            message={t('deleteNoteText', { title: t.locale === 'ar' ? `\u2068${title}\u2069` : title })}
            confirmLabel={t('deleteNote')}
            tone="danger"
            onConfirm={onDelete}
          />
        </Inline>
        <p className={styles.muted}>{t('autosaveHint')}</p>
      </Stack>
    </Card>
  );
}
