import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forwardedDetail, queryAttributes, queryStyle, toolPageLink } from '../../../src/embed/frame';
import { api as passwordGenerator } from '../../../src/tools/password-generator/api';
import { api as base64 } from '../../../src/tools/base64/api';
import { toolApis } from '../../../src/tools/apis';

describe('iframe embeds (src/embed/frame.ts)', () => {
  it('leave the declared secret fields out of a forwarded detail, and nothing else', () => {
    const secretFields = passwordGenerator.events[0].secretFields;
    expect(forwardedDetail({ password: 'hunter2hunter2', strength: 'Strong', entropyBits: 70 }, secretFields)).toEqual({ strength: 'Strong', entropyBits: 70 });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.string()), (detail, secrets) => {
        const out = forwardedDetail(detail, secrets) as Record<string, unknown>;
        for (const key of Object.keys(detail)) {
          if (secrets.includes(key)) expect(Object.hasOwn(out, key)).toBe(false);
          else expect(out[key]).toEqual(detail[key]);
        }
      }),
    );
  });

  it('read theme, lang and the declared inputs from the query, as given (the element checks them)', () => {
    expect(queryAttributes('?theme=dark&lang=ar&mode=decode&input=c2VjcmV0&url-safe=maybe&other=1', base64)).toEqual([
      ['theme', 'dark'],
      ['lang', 'ar'],
      ['mode', 'decode'],
      ['input', 'c2VjcmV0'],
      ['url-safe', 'maybe'],
    ]);
  });

  it('read the custom properties by their short names, and nothing else', () => {
    expect(queryStyle('?accent=%237c3aed&radius=%204px%20&font=&theme=dark&--toolshed-font=x')).toEqual([
      ['--toolshed-accent', '#7c3aed'],
      ['--toolshed-radius', '4px'],
    ]);
  });

  it('link the tool page with the non-secret inputs only', () => {
    expect(toolPageLink('base64', '?theme=dark&mode=decode&input=c2VjcmV0&padding=false', base64)).toBe('/tools/base64?mode=decode&padding=false');
    expect(toolPageLink('base64', '?input=c2VjcmV0', base64)).toBe('/tools/base64');
  });

  it('declare secret fields that exist: each names a top-level field of its event detail', () => {
    const declared = toolApis.flatMap(({ id, api }) => api.events.flatMap((event) => (event.secretFields ?? []).map((field) => ({ id, field, detail: event.detail }))));
    expect(declared.map(({ id, field }) => `${id}.${field}`)).toEqual(['base64.output', 'url-encoder.output', 'password-generator.password']);
    for (const { field, detail } of declared) expect(detail).toMatch(new RegExp(`^\\{ (.*; )?${field}: `));
  });
});
