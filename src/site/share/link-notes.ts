import type { Translate } from '../../i18n/catalog';
import type en from './messages/en';

type Key = keyof typeof en;

/**
 * The tools whose declaration (api.ts) says what never goes in their link (`linkNote`). The
 * declaration's English feeds /docs/api; the tool page shows this catalog's words in its locale
 * (tests/unit/site/link-notes.test.ts keeps the two English texts the same).
 */
export const LINK_NOTE_KEYS: Readonly<Record<string, Key>> = {
  'hash-verifier': 'linkNoteHashVerifier',
  'uuid-generator': 'linkNoteUuidGenerator',
  'totp-generator': 'linkNoteTotpGenerator',
  'stopwatch-timer': 'linkNoteStopwatchTimer',
  'hash-generator': 'linkNoteHashGenerator',
  'password-generator': 'linkNotePasswordGenerator',
  'favicon-generator': 'linkNoteFaviconGenerator',
  'random-generator': 'linkNoteRandomGenerator',
};

/** The tool's link note in the page's locale (the declaration's English where no translation exists). */
export function linkNoteText(toolId: string, english: string | undefined, t: Translate<Key>): string | undefined {
  if (english === undefined) return undefined;
  const key = LINK_NOTE_KEYS[toolId];
  return key ? t(key) : english;
}
