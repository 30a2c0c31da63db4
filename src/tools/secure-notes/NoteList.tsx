// The list of notes. Memoized row by row: typing in the open note, or saving it, renders that
// one row at most, not every note in the vault (at 500 notes each key cost 25–30 ms before).
import { memo } from 'react';
import { formatUpdated, noteTitle, type Note } from './secure-notes';
import * as styles from './SecureNotes.css';

const NoteRow = memo(function NoteRow({ note, current, onOpen }: { note: Note; current: boolean; onOpen: (note: Note) => void }) {
  return (
    <li className={styles.noteItem}>
      <button type="button" className={styles.noteButton} aria-current={current} onClick={() => onOpen(note)}>
        <span className={styles.noteTitle}>{noteTitle(note)}</span>
        <span className={styles.noteDate} data-visual-mask="">
          {formatUpdated(note.updatedAt)}
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
  return (
    <ul className={styles.noteList} aria-label="Notes">
      {notes.map((note) => (
        <NoteRow key={note.id} note={note} current={note.id === currentId} onOpen={onOpen} />
      ))}
    </ul>
  );
});
