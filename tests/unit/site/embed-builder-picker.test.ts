import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/tools/catalogue';
import { matchNames } from '../../../src/site/sections/embed-builder/ToolPicker';

const ids = (query: string) => matchNames(query, catalogue).map((tool) => tool.id);

describe('the embed builder picker’s search before the ranking has loaded (names only)', () => {
  it('finds a tool by the start of each word of its name, in any case, in catalogue order', () => {
    expect(ids('qr')).toEqual(['qr-generator']);
    expect(ids('LOAN')).toEqual(['loan-calculator']);
    expect(ids('json form')).toEqual(['json-formatter']);
    expect(ids('hash')).toEqual(['hash-generator', 'hash-verifier']);
  });

  it('matches whole words’ starts only, folding accents', () => {
    // "ounter" is inside "Counter" but starts no word.
    expect(ids('ounter')).toEqual([]);
    expect(ids('wörd cöunter')).toEqual(['word-counter']);
  });

  it('leaves descriptions and tags to the ranking: a tag word finds nothing yet', () => {
    // "mortgage" is a tag of the loan calculator, not in its name.
    expect(ids('mortgage')).toEqual([]);
  });

  it('matches nothing for punctuation alone', () => {
    expect(ids(' -- ')).toEqual([]);
  });
});
