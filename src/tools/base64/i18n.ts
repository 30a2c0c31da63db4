import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { reasonMessage } from '../../i18n/reasons';
import { catalogSizeWords } from '../../i18n/sizes';
import type { FailureReason, FileType } from './base64';
import type en from './messages/en';

/** The Base64 tool's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/base64/messages/*.ts'));

export type Base64Message = keyof typeof en;
export type Base64Text = Translate<Base64Message>;
export const useBase64Messages = () => useMessages(messages);

/** File sizes in the page's locale (base64.ts keeps English as its default). */
export const sizeWords = catalogSizeWords;

const KIND_KEYS = {
  image: 'kind.image',
  document: 'kind.document',
  archive: 'kind.archive',
  font: 'kind.font',
  audio: 'kind.audio',
  media: 'kind.media',
  video: 'kind.video',
  module: 'kind.module',
} as const;
const NAME_KEYS: Partial<Record<string, Base64Message>> = { icon: 'type.icon', text: 'type.text', 'binary data': 'type.binary' };

/**
 * A file type's name in the page's locale. base64.ts names types in English ("PNG image");
 * the format stays as it is, the kind is translated. Formats named alone (JSON, HTML) and
 * undeclared media types ("application/x-foo") read the same in every language.
 */
export function typeName(t: Base64Text, type: FileType): string {
  const named = NAME_KEYS[type.label];
  if (named) return t(named);
  const kind = /^(.+) (image|document|archive|font|audio|media|video|module)$/.exec(type.label);
  return kind ? t(KIND_KEYS[kind[2] as keyof typeof KIND_KEYS], { format: kind[1]! }) : type.label;
}

/** Why the input was refused, in the page's locale (base64.ts keeps the English `message`). */
export const failureText = (t: Base64Text, reason: FailureReason): string => reasonMessage(t, reason);
