import type { Translate } from './catalog';

/**
 * A logic module's reason (`{ id, ...details }`) as its catalog message: the id is the message's
 * key and the details are its arguments, numbers written plainly (a position reads "1234", as the
 * English message and the Select Position control write it).
 */
export function reasonMessage<K extends string>(t: Translate<K>, reason: { readonly id: K } & Readonly<Record<string, string | number>>): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(reason)) if (name !== 'id') values[name] = String(value);
  return t(reason.id, values);
}
