/**
 * The site's react-aria strings chunk per locale keeps only the packages the site uses
 * (scripts/vite-aria-strings.ts): the same strings and formatters as react-aria's own file.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARIA_STRING_PACKAGES, usedAriaStrings } from '../../../scripts/vite-aria-strings';
import { ARIA_LOCALE, SITE_LOCALES } from '../../../src/i18n/locales';

const i18nDir = path.resolve(import.meta.dirname, '../../../node_modules/react-aria-components/i18n');

type Strings = Record<string, Record<string, string | ((values: Record<string, string>, formatter: unknown) => string)>>;
/** react-aria's formatter, enough for the plural, select and number calls its messages make (a form is text or a function). */
type Form = string | (() => string);
const form = (forms: Record<string, Form>, key: string) => {
  const chosen = forms[key] ?? forms.other ?? '';
  return typeof chosen === 'function' ? chosen() : chosen;
};
const formatter = { plural: (count: number, forms: Record<string, Form>) => form(forms, count === 1 ? 'one' : 'other'), number: String, select: (forms: Record<string, Form>, value: string) => form(forms, value) };
const values = { itemText: 'X', beforeItemText: 'A', afterItemText: 'B', count: '2', dropTarget: 'T' };

describe('react-aria strings in each site locale', () => {
  for (const locale of SITE_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: only the used packages, each the same as react-aria's`, async () => {
      const file = path.join(i18nDir, `${ARIA_LOCALE[locale]}.mjs`);
      const code = await usedAriaStrings(file);
      const used = new Function(`return (${code.replace(/^export default /, '').replace(/;\s*$/, '')});`)() as Strings;
      const all = ((await import(file)) as { default: Strings }).default;
      expect(Object.keys(used)).toEqual(ARIA_STRING_PACKAGES);
      for (const name of ARIA_STRING_PACKAGES) {
        expect(Object.keys(used[name]!)).toEqual(Object.keys(all[name]!));
        for (const [key, message] of Object.entries(all[name]!)) {
          const copy = used[name]![key];
          if (typeof message === 'string') expect(copy).toBe(message);
          else expect(typeof copy === 'function' ? copy(values, formatter) : copy).toBe(message(values, formatter));
        }
      }
      // react-aria's file has every package's (the date and color pickers', the tables'…).
      expect(Object.keys(all).length).toBeGreaterThan(ARIA_STRING_PACKAGES.length + 10);
    });
  }
});
