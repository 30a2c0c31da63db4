import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changesSettings } from '../../../src/ui/useRememberedSettings';

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
