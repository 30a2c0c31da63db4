import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type { VerifierWords } from './hash-verifier';
import type en from './messages/en';

/** The hash verifier's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/hash-verifier/messages/*.ts'));

export type HashVerifierMessage = keyof typeof en;
export const useHashVerifierMessages = () => useMessages(messages);

/** The verification's messages in the page's locale (hash-verifier.ts keeps English as its default). */
export function verifierWords(t: Translate<HashVerifierMessage>): VerifierWords {
  return {
    notAHash: t('notAHash'),
    badLine: (line) => t('badLine', { line }),
    listNeedsFile: (count) => t('listNeedsFile', { count }),
    noLineNames: (name) => t('noLineNames', { name }),
    wrongLength: (label, wanted, got) => t('wrongLength', { label, wanted, got }),
    pasteExpected: t('pasteExpected'),
  };
}
