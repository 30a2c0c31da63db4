/**
 * Compiled ICU messages and their runtime (issue #31). Catalogs are written as ICU MessageFormat
 * (`src/**\/messages/<locale>.ts`); at build time `scripts/vite-messages.ts` turns each message
 * into this compact form, so the page never parses a message: a message without arguments stays
 * a string, any other becomes an array of parts.
 */
import type { Locale } from './locales';
import { pluralCategory, type PluralCategory } from './plurals';
import { formatNumber } from './numbers';

/** A literal, or `{name}`, `{n, number}`, plural, select, `#` or a `<tag>…</tag>`. */
export type Part =
  | string
  | readonly [kind: 0, name: string]
  | readonly [kind: 1, name: string, style?: string]
  | readonly [kind: 2, name: string, offset: number, options: Readonly<Record<string, Compiled>>, ordinal?: 1]
  | readonly [kind: 3, name: string, options: Readonly<Record<string, Compiled>>]
  | readonly [kind: 4]
  | readonly [kind: 5, tag: string, children: Compiled];
export type Compiled = string | readonly Part[];

export type MessageValue = string | number;
export type MessageValues = Readonly<Record<string, MessageValue>>;

const PART_NUMBER = 1;

/** Where `#` stands inside a plural branch: the number, already offset. */
interface Scope {
  pound?: number;
}

function pluralBranch(locale: Locale, value: number, offset: number, options: Readonly<Record<string, Compiled>>, ordinal: boolean): Compiled {
  const exact = options[`=${value}`];
  if (exact !== undefined) return exact;
  const category: PluralCategory = pluralCategory(locale, value - offset, ordinal);
  return options[category] ?? options.other ?? '';
}

/** Renders a compiled message; `tag` receives each `<tag>` with its rendered children. */
function render<T>(locale: Locale, message: Compiled, values: MessageValues, scope: Scope, text: (s: string) => T, tag: (name: string, children: T[]) => T): T[] {
  if (typeof message === 'string') return [text(message)];
  const out: T[] = [];
  for (const part of message) {
    if (typeof part === 'string') {
      out.push(text(part));
      continue;
    }
    switch (part[0]) {
      case 0: {
        const value = values[part[1]];
        out.push(text(typeof value === 'number' ? formatNumber(locale, value) : (value ?? `{${part[1]}}`)));
        break;
      }
      case PART_NUMBER: {
        const value = Number(values[part[1]]);
        out.push(text(formatNumber(locale, value, part[2] === 'percent' ? { style: 'percent' } : undefined)));
        break;
      }
      case 2: {
        const value = Number(values[part[1]]);
        const branch = pluralBranch(locale, value, part[2], part[3], part[4] === 1);
        out.push(...render(locale, branch, values, { pound: value - part[2] }, text, tag));
        break;
      }
      case 3: {
        const key = String(values[part[1]]);
        out.push(...render(locale, part[2][key] ?? part[2].other ?? '', values, scope, text, tag));
        break;
      }
      case 4:
        out.push(text(scope.pound === undefined ? '#' : formatNumber(locale, scope.pound)));
        break;
      case 5:
        out.push(tag(part[1], render(locale, part[2], values, scope, text, tag)));
        break;
    }
  }
  return out;
}

/** A message as text (tags keep only their content). */
export function formatMessage(locale: Locale, message: Compiled, values: MessageValues = {}): string {
  if (typeof message === 'string') return message;
  return render<string>(locale, message, values, {}, (s) => s, (_name, children) => children.join('')).join('');
}

/** A message whose `<tag>`s become whatever `tag` builds (React elements, for rich text). */
export function formatRich<T>(locale: Locale, message: Compiled, values: MessageValues, text: (s: string) => T, tag: (name: string, children: T[]) => T): T[] {
  return render(locale, message, values, {}, text, tag);
}
