import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeInSlices } from '../../../src/tools/hash-generator/useUtf8';

const noPause = () => Promise.resolve();

describe('encodeInSlices (large text hashed without one long encode)', () => {
  it('gives the same bytes as encoding at once, for any text, emoji across slice ends included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat(600_000), async (tail, pad) => {
        // Padding moves the text across the 524,288-character slice boundary.
        const text = 'a'.repeat(pad) + tail;
        const bytes = await encodeInSlices(text, new AbortController().signal, noPause);
        expect(Buffer.from(bytes).equals(Buffer.from(text, 'utf8'))).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps a surrogate pair whole when a slice would end inside it', async () => {
    const text = `${'a'.repeat(512 * 1024 - 1)}😀b`;
    const bytes = await encodeInSlices(text, new AbortController().signal, noPause);
    expect(Buffer.from(bytes).toString('utf8')).toBe(text);
  });

  it('stops when aborted between slices', async () => {
    const abort = new AbortController();
    const pending = encodeInSlices('x'.repeat(2_000_000), abort.signal, () => {
      abort.abort();
      return Promise.resolve();
    });
    await expect(pending).rejects.toThrow();
  });
});
