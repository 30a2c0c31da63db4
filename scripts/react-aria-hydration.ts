import type { Plugin } from 'vite';

/**
 * Patches six react-aria modules so that hydrating a prerendered page does not end in one long
 * task (issue #9). At the commit that ends hydration, react-aria re-renders every control
 * synchronously, three times over:
 *
 * - `useIsSSR()` is a useSyncExternalStore whose server snapshot is `true` and client snapshot
 *   `false`, so React forces a synchronous re-render of every component that calls it (every
 *   `useId`, `useLocale`, `useFocusVisible` user), inside the commit;
 * - `useSlotId` and `useSlot` look for their slot element in a layout effect and set state when it
 *   is missing, which React also renders synchronously, inside the commit;
 * - `TextField` learns whether its input is a `<textarea>` in a ref callback, which sets state in
 *   the commit too: every text area re-rendered synchronously (robots generator: a quarter of its
 *   hydration commit).
 *
 * The patch lets src/site/hydration-phase.ts (through its global, `__toolshedHydration`) decide when that happens: while
 * the page hydrates, `useIsSSR()` keeps answering `true` and the slot checks wait; afterwards they
 * run in small batches. Without that global (Storybook, tests, the embed bundle, client-rendered
 * pages) every patched function behaves as before. One more change: `useId` no longer subscribes
 * to `useIsSSR()` only to pick its prefix once; it always uses `react-aria`, as it already does for
 * ids hydrated from the server (client-made ids cannot collide with them: React's own ids differ).
 *
 * And one module so that loading a page does not start ICU: `useDefaultLocale` validated the
 * browser's locale with `Intl.DateTimeFormat.supportedLocalesOf()` when its module was evaluated,
 * on every page. That call loads ICU's locale data and lists every supported locale, 30-60 ms in one
 * task on this machine before anything renders (`/tools` needs no other Intl call).
 * `Intl.getCanonicalLocales()` rejects the same malformed tags without touching locale data, and
 * the default locale is worked out when the first react-aria control mounts instead of at import.
 * `isRTL()` answers English (the site's fixed `en-US`) without `new Intl.Locale(...).maximize()`,
 * which loaded ICU's likely-subtags data in the first render of every page with a react-aria
 * control (about 30 ms in one hydration unit, 115 ms at 4× CPU throttle on `/tools`).
 *
 * Every replacement must match exactly once. When react-aria changes one of these modules, the
 * build stops here and says which: compare the new source with the intent above, then update the
 * pattern or drop the part that upstream fixed.
 */

const PHASE = 'globalThis.__toolshedHydration';
/** Runs `run` now, or once hydration has ended if it has not. */
const afterHydration = (run: string) => `{ let phase = ${PHASE}; phase?.hydrating ? phase.later.push(${run}) : (${run})(); }`;

interface Replacement {
  pattern: RegExp;
  replace: string;
}

interface ModulePatch {
  /** The module's path inside node_modules. */
  file: string;
  replacements: Replacement[];
}

export const REACT_ARIA_PATCHES: ModulePatch[] = [
  {
    file: 'react-aria/dist/private/ssr/SSRProvider.mjs',
    replacements: [
      {
        // Client snapshot: still "server" while the page hydrates.
        pattern: /(function \$\w+\$var\$getSnapshot\(\) \{)\s*return false;\s*\}/,
        replace: `$1 return !!${PHASE}?.hydrating; }`,
      },
      {
        // Told once when hydration ends, in a batch (React re-checks the snapshot then).
        pattern: /(function \$\w+\$var\$subscribe\(onStoreChange\) \{)\s*\/\/ noop\s*return \(\)=>\{\};\s*\}/,
        replace: `$1 let phase = ${PHASE}, live = true; phase?.hydrating && phase.later.push(() => live && onStoreChange()); return ()=>{ live = false; }; }`,
      },
      {
        pattern: /let \[didSSR\] = \(0, \$\w+\$useState\)\(\$\w+\$export\$\w+\(\)\);/,
        replace: 'let didSSR = true;',
      },
    ],
  },
  {
    file: 'react-aria/dist/private/utils/useId.mjs',
    replacements: [{ pattern: /(\(0, \$[\w$]+\)\()updateId(, \[\s*id,\s*updateId,\s*\.\.\.depArray\s*\]\);)/, replace: `$1() => ${afterHydration('updateId')}$2` }],
  },
  {
    file: 'react-aria-components/dist/private/TextField.mjs',
    replacements: [
      {
        pattern: /if \(el\) setInputElementType\(el instanceof HTMLTextAreaElement \? 'textarea' : 'input'\);/,
        replace: `if (el) { let type = el instanceof HTMLTextAreaElement ? 'textarea' : 'input'; ${afterHydration('() => setInputElementType(type)')} }`,
      },
    ],
  },
  {
    file: 'react-aria/dist/private/i18n/useDefaultLocale.mjs',
    replacements: [
      // Same RangeError for a malformed tag; no locale data loaded.
      { pattern: /Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\);/, replace: 'Intl.getCanonicalLocales(locale);' },
      // Worked out on first use (a control's first render), not when the module is evaluated.
      { pattern: /let (\$\w+\$var\$currentLocale) = (\$\w+\$export\$\w+)\(\);/, replace: 'let $1 = null; const $1$get = () => $1 ??= $2();' },
      { pattern: /(\(0, \$\w+\$useState\)\()(\$\w+\$var\$currentLocale)\)/, replace: '$1$2$get)' },
    ],
  },
  {
    file: 'react-aria/dist/private/i18n/utils.mjs',
    replacements: [
      {
        // The site's ten languages (src/i18n/locales.ts) are answered without Intl.Locale, whose
        // maximize() loads ICU's likely-subtags data while the page hydrates: Arabic is written
        // right to left, the others left to right, with at most a region (and Chinese's script).
        pattern: /(function \$\w+\$export\$\w+\(localeString\) \{)(\s*\/\/ If the Intl\.Locale API is available)/,
        replace:
          '$1 if (/^((en|es|pt|fr|de|it|ja|ru)|zh(-Han[st])?)(-[A-Za-z]{2}|-\\d{3})?$/.test(localeString)) return false; if (/^ar(-[A-Za-z]{2}|-\\d{3})?$/.test(localeString)) return true;$2',
      },
    ],
  },
  ...['react-aria/dist/private/utils/useSlot.mjs', 'react-aria-components/dist/private/utils.mjs'].map((file) => ({
    file,
    replacements: [{ pattern: /if \(!hasRun\.current\) setHasSlot\(false\);/, replace: afterHydration('() => hasRun.current || setHasSlot(false)') }],
  })),
];

/** Applies a module's patch; throws, naming the module and pattern, when a pattern does not match exactly once. */
export function patchModule(patch: ModulePatch, code: string): string {
  let result = code;
  for (const { pattern, replace } of patch.replacements) {
    const matches = result.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
    if (matches !== 1) {
      throw new Error(
        `react-aria-hydration: ${patch.file} has ${matches} matches for ${pattern} (expected 1). react-aria changed this module; see scripts/react-aria-hydration.ts.`,
      );
    }
    result = result.replace(pattern, replace);
  }
  return result;
}

const normalise = (id: string) => id.split('?')[0]!.replace(/\\/g, '/');

export function reactAriaHydration(): Plugin {
  return {
    name: 'toolshed:react-aria-hydration',
    enforce: 'pre',
    transform(code, id) {
      const path = normalise(id);
      const patch = REACT_ARIA_PATCHES.find((p) => path.endsWith(`/node_modules/${p.file}`));
      if (!patch) return null;
      return { code: patchModule(patch, code), map: null };
    },
  };
}
