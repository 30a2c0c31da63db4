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
  const [source, setSource] = useState<LargeTextSource | null>(() => named(initialText, t('initialDocument'), t));
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  /** New text: typed or pasted (no title: the field names it), or set by the tool under a title. */
  const setInput = (next: string, title: string | null = null) => {
    setText(next);
    setSource(title === null ? null : named(next, title, t));
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
    /** The text's size for a status line: the source's own words for large text, else its characters. */
    size: source && text.length >= LARGE_TEXT_CHARS ? source.size : t('characters', { count: text.length }),
    setInput,
    loadFile,
    fileProblem,
    dismissFileProblem: () => setFileProblem(null),
  };
}

/** A source for text the tool set, only where the text is large enough to be shown read-only. */
function named(text: string, title: string, t: Translate<LargeTextInputKey>): LargeTextSource | null {
  return text.length >= LARGE_TEXT_CHARS ? { title, size: t('characters', { count: text.length }) } : null;
}
