import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REACT_ARIA_PATCHES, patchModule } from '../../../scripts/react-aria-hydration';
import { beginHydration, endHydration } from '../../../src/site/hydration-phase';

const require = createRequire(import.meta.url);
/** The installed source of a patched module (package directories found through their package.json). */
function installed(file: string): string {
  const [pkg, ...rest] = file.split('/');
  return readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), ...rest), 'utf8');
}

const phase = () => globalThis.__toolshedHydration;

describe('react-aria hydration patch (scripts/react-aria-hydration.ts)', () => {
  it('applies to the installed react-aria: each pattern matches exactly once', () => {
    for (const patch of REACT_ARIA_PATCHES) expect(() => patchModule(patch, installed(patch.file)), patch.file).not.toThrow();
  });

  it('makes useIsSSR answer "server" while hydrating, notify once afterwards, and stops useId subscribing', () => {
    const ssr = REACT_ARIA_PATCHES.find((p) => p.file.endsWith('ssr/SSRProvider.mjs'))!;
    const source = installed(ssr.file);
    const patched = patchModule(ssr, source);
    expect(source).toMatch(/getSnapshot\(\) \{\s*return false;/);
    expect(patched).toMatch(/getSnapshot\(\) \{ return !!globalThis\.__toolshedHydration\?\.hydrating; \}/);
    expect(patched).toContain('phase?.hydrating && phase.later.push(() => live && onStoreChange())');
    expect(patched).toContain('let didSSR = true;');
    expect(patched).not.toMatch(/let \[didSSR\]/);
  });

  it('defers the slot checks (useSlotId, both useSlot copies) and the text area check while hydrating, and changes nothing else there', () => {
    /** Per module: its original statement, the deferred callback, and the statement that wraps the deferral. */
    const deferred: Record<string, [original: string, run: string, around: (wrapped: string) => string]> = {
      'react-aria/dist/private/utils/useId.mjs': ['updateId', 'updateId', (wrapped) => `() => ${wrapped}`],
      'react-aria/dist/private/utils/useSlot.mjs': ['if (!hasRun.current) setHasSlot(false);', '() => hasRun.current || setHasSlot(false)', (wrapped) => wrapped],
      'react-aria-components/dist/private/utils.mjs': ['if (!hasRun.current) setHasSlot(false);', '() => hasRun.current || setHasSlot(false)', (wrapped) => wrapped],
      'react-aria-components/dist/private/TextField.mjs': [
        "if (el) setInputElementType(el instanceof HTMLTextAreaElement ? 'textarea' : 'input');",
        '() => setInputElementType(type)',
        (wrapped) => `if (el) { let type = el instanceof HTMLTextAreaElement ? 'textarea' : 'input'; ${wrapped} }`,
      ],
    };
    const patches = REACT_ARIA_PATCHES.filter((p) => !/SSRProvider|useDefaultLocale|i18n\/utils/.test(p.file));
    expect(patches.map((p) => p.file).sort()).toEqual(Object.keys(deferred).sort());
    for (const patch of patches) {
      const [original, run, around] = deferred[patch.file]!;
      const source = installed(patch.file);
      const patched = patchModule(patch, source);
      const wrapped = `{ let phase = globalThis.__toolshedHydration; phase?.hydrating ? phase.later.push(${run}) : (${run})(); }`;
      expect(patched.split(wrapped), patch.file).toHaveLength(2);
      // The rest of the module is untouched: undoing the one edit gives the source back.
      expect(patched.replace(around(wrapped), original), patch.file).toBe(source);
    }
  });

  it('works out the default locale without loading locale data, on first use instead of at import', () => {
    const locale = REACT_ARIA_PATCHES.find((p) => p.file.endsWith('i18n/useDefaultLocale.mjs'))!;
    const source = installed(locale.file);
    const patched = patchModule(locale, source);
    expect(source).toMatch(/Intl\.DateTimeFormat\.supportedLocalesOf\(/);
    expect(patched).not.toMatch(/supportedLocalesOf/);
    expect(patched).toContain('Intl.getCanonicalLocales(locale);');
    // Nothing runs at import: the module-level value starts empty and useState computes it lazily.
    const [, current, getDefault] = /let (\$\w+\$var\$currentLocale) = null; const \1\$get = \(\) => \1 \?\?= (\$\w+\$export\$\w+)\(\);/.exec(patched) ?? [];
    expect(current).toBeDefined();
    expect(patched).toContain(`function ${getDefault}()`);
    expect(patched).toContain(`useState)(${current}$get)`);
    // Both reject what the original rejected (a malformed tag) and accept what it accepted.
    for (const tag of ['en-US', 'de', 'ar-EG', 'zh-Hant-TW']) expect(Intl.getCanonicalLocales(tag)).toHaveLength(Intl.DateTimeFormat.supportedLocalesOf([tag]).length);
    for (const tag of ['en_US!', '', 'x']) {
      expect(() => Intl.DateTimeFormat.supportedLocalesOf([tag])).toThrow(RangeError);
      expect(() => Intl.getCanonicalLocales(tag)).toThrow(RangeError);
    }
  });

  it('answers isRTL for the site’s languages without Intl.Locale, and exactly as before for every tag', () => {
    const utils = REACT_ARIA_PATCHES.find((p) => p.file.endsWith('i18n/utils.mjs'))!;
    const source = installed(utils.file);
    /** The module's isRTL as a function (its one export), with Intl.Locale counted. */
    const load = (code: string) => {
      const [, name] = /export \{([\w$]+) as isRTL\}/.exec(code) ?? [];
      const body = code.replace(/export \{[^}]*\};?/, '').replace(/\/\/# sourceMappingURL=.*/, '');
      let locales = 0;
      const CountingIntl = { ...Intl, Locale: class extends Intl.Locale { constructor(tag: string) { super(tag); locales++; } } };
      const isRTL = new Function('Intl', `${body}\nreturn ${name};`)(CountingIntl) as (tag: string) => boolean;
      return { isRTL, locales: () => locales };
    };
    const before = load(source);
    const after = load(patchModule(utils, source));
    const ltr = ['en-US', 'en', 'en-GB', 'en-001', 'de-DE', 'de', 'es-ES', 'pt-BR', 'fr-FR', 'it-IT', 'ja-JP', 'zh-Hans-CN', 'zh-Hant', 'ru-RU'];
    for (const tag of ltr) {
      expect(after.isRTL(tag), tag).toBe(false);
      expect(before.isRTL(tag), tag).toBe(false);
    }
    for (const tag of ['ar', 'ar-AE', 'ar-EG']) {
      expect(after.isRTL(tag), tag).toBe(true);
      expect(before.isRTL(tag), tag).toBe(true);
    }
    expect(after.locales()).toBe(0);
    expect(before.locales()).toBe(ltr.length + 3);
    for (const tag of ['ar', 'ar-EG', 'he-IL', 'fa', 'ur-PK', 'en-Arab', 'en-Hebr-US', 'ks', 'de-Arab', 'zh-Hant-TW', 'ar-Latn', 'pt-Arab', 'az-Arab', 'sd-Deva', 'ja', 'en-US-u-nu-arab']) {
      expect(after.isRTL(tag), tag).toBe(before.isRTL(tag));
    }
    expect(after.isRTL('ar-EG')).toBe(true);
  });

  it('stops the build, naming the module, when react-aria changes what a pattern expects', () => {
    const slot = REACT_ARIA_PATCHES.find((p) => p.file.endsWith('utils/useSlot.mjs'))!;
    const changed = installed(slot.file).replace('if (!hasRun.current) setHasSlot(false);', 'if (!hasRun.current) setHasSlot(() => false);');
    expect(() => patchModule(slot, changed)).toThrow(/react-aria\/dist\/private\/utils\/useSlot\.mjs has 0 matches/);
    const doubled = installed(slot.file) + '\nif (!hasRun.current) setHasSlot(false);';
    expect(() => patchModule(slot, doubled)).toThrow(/has 2 matches .* \(expected 1\)/);
  });
});

describe('hydration phase (src/site/hydration-phase.ts)', () => {
  afterEach(() => {
    delete globalThis.__toolshedHydration;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is absent unless a prerendered page begins hydrating; ending it then does nothing', () => {
    vi.useFakeTimers();
    endHydration();
    vi.runAllTimers();
    expect(phase()).toBeUndefined();
  });

  it('ends in a later task, then runs the deferred work in order, one callback per task', () => {
    vi.useFakeTimers();
    beginHydration();
    expect(phase()).toEqual({ hydrating: true, later: [] });
    const ran: number[] = [];
    for (let i = 0; i < 3; i++) phase()!.later.push(() => ran.push(i));

    endHydration();
    expect(phase()!.hydrating).toBe(true); // the commit's remaining effects still see it
    expect(ran).toEqual([]);

    vi.advanceTimersToNextTimer();
    expect(phase()!.hydrating).toBe(false);
    expect(ran).toEqual([0]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1]);
    vi.runAllTimers();
    expect(ran).toEqual([0, 1, 2]); // all of it, in order, once
    expect(vi.getTimerCount()).toBe(0);

    endHydration(); // a later page's PageHydrated
    vi.runAllTimers();
    expect(ran).toHaveLength(3);
  });
});
