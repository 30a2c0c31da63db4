import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changesSettings, mergeRemembered } from '../../../src/ui/useRememberedSettings';

const settings = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.oneof(fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 })));

describe('changesSettings (whether remembered settings cost the tool a re-render)', () => {
  it('is false on a first visit: nothing stored, and the given settings are already in the first render', () => {
    const first = { size: 16, mode: 'lines', given: true };
    expect(changesSettings(first, {}, { given: true })).toBe(false);
  });

  it('is false when storage holds what the tool already shows, arrays compared by value', () => {
    expect(changesSettings({ size: 16, tags: ['a', 'b'] }, { size: 16, tags: ['a', 'b'] }, {})).toBe(false);
  });

  it('is true when one stored value differs', () => {
    expect(changesSettings({ size: 16, tags: ['a'] }, { tags: ['a', 'b'] }, {})).toBe(true);
    expect(changesSettings({ size: 16 }, { size: 12 }, {})).toBe(true);
  });

  it('is false when a given setting overrides the stored one back to what is shown', () => {
    expect(changesSettings({ size: 12 }, { size: 16 }, { size: 12 })).toBe(false);
  });

  it('is true exactly when some key of the merge holds a different value', () => {
    fc.assert(
      fc.property(settings, settings, settings, (base, stored, given) => {
        const first = { ...base, ...given };
        const merged = { ...first, ...stored, ...given };
        const differs = Object.keys(merged).some((key) => JSON.stringify(merged[key]) !== JSON.stringify(first[key]));
        expect(changesSettings(first, stored, given)).toBe(differs);
      }),
    );
  });
});

describe('mergeRemembered (the remembered settings applied after the first render)', () => {
  it('applies stored settings, given ones winning, when nothing was changed yet', () => {
    const first = { format: 'png', scale: 100, quality: 90 };
    expect(mergeRemembered(first, first, { format: 'webp', scale: 50 }, { scale: 100 })).toEqual({ format: 'webp', scale: 100, quality: 90 });
  });

  it('keeps a setting the visitor changed before the merge committed (a click on a slow phone)', () => {
    const first = { format: 'jpeg', scale: 100, quality: 70 };
    const clicked = { ...first, scale: 150, format: 'webp' };
    expect(mergeRemembered(first, clicked, { format: 'png', scale: 25, quality: 40 }, {})).toEqual({ format: 'webp', scale: 150, quality: 40 });
  });

  it('is the plain merge for untouched settings and the visitor\'s value for changed ones, for any settings', () => {
    fc.assert(
      fc.property(settings, settings, settings, settings, (first, changes, stored, given) => {
        const current = { ...first, ...changes };
        const merged = mergeRemembered(first, current, stored, given);
        for (const key of new Set([...Object.keys(current), ...Object.keys(stored), ...Object.keys(given)])) {
          const touched = !Object.is(current[key], first[key]);
          const expected = touched ? current[key] : { ...current, ...stored, ...given }[key];
          expect(merged[key]).toEqual(expected);
        }
        if (Object.keys(changes).every((key) => Object.is(changes[key], first[key]))) expect(merged).toEqual({ ...first, ...stored, ...given });
      }),
    );
  });
});
