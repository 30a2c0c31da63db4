/**
 * react-aria's strings in a locale other than English (src/i18n/aria-strings.ts loads one chunk,
 * `react-aria-components/i18n/<tag>.mjs`, before a page that uses react-aria hydrates). That file
 * holds every react-aria package's strings (3.0 kB gzip in Russian: the date pickers', the color
 * pickers', the tables'…); the site's pages use four of those packages, whose strings are 0.4 kB
 * (1.0 kB with @react-aria/dnd's, until FileDrop stopped using react-aria's DropZone).
 * In the site's client build this plugin serves the file with only those packages (issue #31's
 * locale overhead: about 2 kB less on every page in every locale but English), and fails the build
 * when the bundle carries a react-aria string dictionary more than it keeps (a component from a new
 * package would otherwise read English on a German page).
 */
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The react-aria packages with strings that the site's client bundle contains: react-aria-components
 * itself, @react-aria/overlays (Modal's Dismiss), @react-aria/searchfield (Clear search) and
 * @react-aria/autocomplete (the command palette's list). (@react-aria/dnd left with react-aria's
 * DropZone: FileDrop is native.)
 */
export const ARIA_STRING_PACKAGES = ['react-aria-components', '@react-aria/overlays', '@react-aria/searchfield', '@react-aria/autocomplete'];

const LOCALE_FILE = /[\\/]react-aria-components[\\/]i18n[\\/][\w-]+\.mjs$/;
/** What @react-aria/optimize-locales-plugin leaves of each package's dictionary in an English-only build: its locale map, every other locale void. */
const DICTIONARY = /"ar-AE":void 0/g;

/** A strings object back as JavaScript: its messages are strings or self-contained formatting functions. */
function source(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return String(value);
  if (value && typeof value === 'object') return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${source(item)}`).join(',')}}`;
  throw new Error(`react-aria strings: unexpected ${typeof value}`);
}

/** A locale's strings file (`react-aria-components/i18n/de-DE.mjs`) with only ARIA_STRING_PACKAGES, as a module. */
export async function usedAriaStrings(file: string): Promise<string> {
  const { default: all } = (await import(pathToFileURL(file).href)) as { default: Record<string, unknown> };
  const missing = ARIA_STRING_PACKAGES.filter((name) => !(name in all));
  if (missing.length) throw new Error(`${file}: no strings for ${missing.join(', ')} (scripts/vite-aria-strings.ts)`);
  return `export default ${source(Object.fromEntries(ARIA_STRING_PACKAGES.map((name) => [name, all[name]])))};\n`;
}

/** Only the used packages' strings in each locale's file; the bundle checked against that list. */
export function ariaStringsUsed(): Plugin {
  return {
    name: 'toolshed:aria-strings-used',
    load(id) {
      const file = id.split('?')[0] ?? id;
      return LOCALE_FILE.test(file) ? usedAriaStrings(file) : null;
    },
    generateBundle(_options, bundle) {
      let dictionaries = 0;
      for (const output of Object.values(bundle)) if (output.type === 'chunk') dictionaries += output.code.match(DICTIONARY)?.length ?? 0;
      if (dictionaries > ARIA_STRING_PACKAGES.length) {
        this.error(
          `the client bundle has ${dictionaries} react-aria string dictionaries, but each locale's strings chunk keeps ${ARIA_STRING_PACKAGES.length} packages: add the new component's package to ARIA_STRING_PACKAGES (scripts/vite-aria-strings.ts)`,
        );
      }
    },
  };
}
