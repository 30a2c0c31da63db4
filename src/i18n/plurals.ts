/**
 * CLDR plural rules for the site's locales, as plain functions (make-plural, a few hundred bytes
 * each) instead of `Intl.PluralRules`: choosing "1 Werkzeug" or "2 Werkzeuge" during the first
 * render must not make the page load ICU's locale data (issue #9: the first Intl call of a page
 * costs 30-60 ms on a phone). Only the locales the site speaks today are bundled (every page loads
 * this table); a locale joining SITE_LOCALES adds its rule here (tsc fails until it does).
 */
import { ar, de, en, es, fr, it, ja, pt, ru, zh } from 'make-plural/plurals';
import type { SiteLocale } from './locales';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Rule = (n: number | string, ord?: boolean) => PluralCategory;

const RULES: Record<SiteLocale, Rule> = { en, es, 'pt-BR': pt, fr, de, it, ja, 'zh-Hans': zh, ru, ar };

/** The plural category of `n` in `locale` (cardinal, or ordinal for "1st", "2nd"); other locales count as English. */
export function pluralCategory(locale: string, n: number, ordinal = false): PluralCategory {
  const rule = (RULES as Record<string, Rule | undefined>)[locale] ?? en;
  return rule(Math.abs(n), ordinal);
}
