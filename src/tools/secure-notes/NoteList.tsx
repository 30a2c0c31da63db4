// The list of notes. Memoized row by row: typing in the open note, or saving it, renders that
// one row at most, not every note in the vault (at 500 notes each key cost 25–30 ms before).
import { memo } from 'react';
import type { Locale } from '../../i18n/locales';
import { noteDate, useSecureNotesMessages } from './i18n';
import { noteTitle, type Note } from './secure-notes';
import * as styles from './SecureNotes.css';

const NoteRow = memo(function NoteRow({ note, current, onOpen, untitled, locale }: { note: Note; current: boolean; onOpen: (note: Note) => void; untitled: string; locale: Locale }) {
  return (
    <li className={styles.noteItem}>
      <button type="button" className={styles.noteButton} aria-current={current} onClick={() => onOpen(note)}>
        {/* The user's own title reads in its own direction (an English title stays left to right in
            Arabic) while the row lines up with the page's start. */}
        <span className={styles.noteTitle}>{note.title.trim() ? <span dir="auto">{noteTitle(note)}</span> : untitled}</span>
        <span className={styles.noteDate} data-visual-mask="">
          {noteDate(locale, note.updatedAt)}
        </span>
      </button>
    </li>
  );
});

export interface NoteListProps {
  notes: Note[];
  /** The id of the note open in the editor. */
  currentId: string | undefined;
  /** Must keep its identity across renders, or every row renders again. */
  onOpen: (note: Note) => void;
}

export const NoteList = memo(function NoteList({ notes, currentId, onOpen }: NoteListProps) {
  const t = useSecureNotesMessages();
  const untitled = t('untitled');
  return (
    <ul className={styles.noteList} aria-label={t('notes')}>
      {notes.map((note) => (
        <NoteRow key={note.id} note={note} current={note.id === currentId} onOpen={onOpen} untitled={untitled} locale={t.locale} />
      ))}
    </ul>
  );
});
