import { useState } from 'react';
import type { Translate } from '../../i18n/catalog';
import { LARGE_TEXT_CHARS, type LargeTextSource } from '../../ui/components/LargeTextArea';
import { readConverterFile } from './converter-file';

/** The words the hook needs from a tool's catalog (every large-text tool has these four keys). */
export type LargeTextInputKey = 'initialDocument' | 'characters' | 'fileTooBig' | 'readError';

/**
 * The state of a tool's main text input that may hold a whole document (a LargeTextArea with
 * Load Sample, Clear All and Upload File beside it): the text, where large text came from (it
 * titles the read-only view: the file's name, "Initial document"), and the problem of the last
 * file, cleared by any new text.
 */
export function useLargeTextInput(initialText: string, t: Translate<LargeTextInputKey>) {
  const [text, setText] = useState(initialText);
  // What the tool named the text it set (a file's name, "Initial document"); null for typing and pasting.
  const [title, setTitle] = useState<string | null>(() => t('initialDocument'));
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const size = t('characters', { count: text.length });
  // Only large text is shown read-only, under this title.
  const source: LargeTextSource | null = title !== null && text.length >= LARGE_TEXT_CHARS ? { title, size } : null;

  /** New text: typed or pasted (no title: the field names it), or set by the tool under a title. */
  const setInput = (next: string, named: string | null = null) => {
    setText(next);
    setTitle(named);
    setFileProblem(null);
  };

  /**
   * Reads a file into the input (too big or unreadable: the problem is shown by the drop zone and
   * the text stays). Gives the read, so a converter can turn to "from JSON" for a JSON file.
   */
  const loadFile = async (file: File, maxBytes: number) => {
    const read = await readConverterFile(file, maxBytes);
    if ('problem' in read) {
      setFileProblem(t(read.problem, { name: file.name }));
      return null;
    }
    setInput(read.text, file.name);
    return read;
  };

  return {
    text,
    source,
    /** The text's size for a status line ("12,345 characters"). */
    size,
    setInput,
    loadFile,
    fileProblem,
    dismissFileProblem: () => setFileProblem(null),
  };
}
