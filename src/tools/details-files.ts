/**
 * Where each locale's descriptions and tags of each category are (`details/<locale>/<category>.ts`,
 * one chunk each). A chunk of its own, imported by catalogue-text.ts when a page first shows them:
 * its map names 60 hashed chunks, and only the catalogue shows them as the page starts (it links
 * this module too); every other page loaded the map in the shell it starts with (0.9 kB gzip).
 */
import type { CategoryId } from './ids';
import type { Locale } from '../i18n/locales';

const files = import.meta.glob<{ default: Record<string, string> }>('./details/*/*.ts');

/** Loads a locale's descriptions and tags of a category; undefined when the locale has no such file. */
export const detailsLoader = (locale: Locale, category: CategoryId): (() => Promise<{ default: Record<string, string> }>) | undefined =>
  files[`./details/${locale}/${category}.ts`];
