import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInput, propName, type ToolApi, type ToolInput } from '../../../src/tools/api';
import { toolApis } from '../../../src/tools/apis';
import { readShareQuery, SHARE_VALUE_LIMIT, writeShareQuery } from '../../../src/tools/share';
import { shareNote } from '../../../src/site/share/ShareBar';
import { toolFrameMessages } from '../../../src/site/share/i18n';
import { translator } from '../../../src/i18n/catalog';
import { api as unitApi } from '../../../src/tools/unit-converter/api';

const events: ToolApi['events'] = [];
const demo: ToolApi = {
  inputs: [
    { name: 'text', type: 'string', default: '', description: 'Text.' },
    { name: 'size', type: 'number', default: 10, min: 1, max: 100, integer: true, description: 'Size.' },
    { name: 'sort-keys', type: 'boolean', default: false, description: 'Sort.' },
    { name: 'mode', type: 'enum', values: ['a', 'b', 'c'], default: 'a', description: 'Mode.' },
    { name: 'key', type: 'string', default: '', secret: true, description: 'A secret.' },
  ],
  events,
};

describe('share links', () => {
  it('the issue example: ?category=length&from=in&to=cm&value=0.7 gives the unit converter those props', () => {
    expect(readShareQuery(unitApi, '?category=length&from=in&to=cm&value=0.7')).toEqual({
      props: { category: 'length', from: 'in', to: 'cm', value: '0.7' },
      invalid: [],
    });
  });

  it('a link with some inputs gives every other shareable input its default (not a remembered setting)', () => {
    expect(readShareQuery(demo, 'size=12').props).toEqual({ text: '', size: 12, sortKeys: false, mode: 'a' });
    expect(readShareQuery(demo, '').props).toEqual({});
    expect(readShareQuery(demo, 'unknown=1').props).toEqual({});
  });

  it('invalid values are reported, not applied', () => {
    expect(readShareQuery(demo, 'size=0&mode=z&sort-keys=maybe')).toEqual({
      props: {},
      invalid: [
        { name: 'size', reason: 'below the minimum 1' },
        { name: 'sort-keys', reason: 'expected true or false' },
        { name: 'mode', reason: 'expected one of a, b, c' },
      ],
    });
  });

  it('secrets are never written to a link and never read from one', () => {
    expect(writeShareQuery(demo, { text: 'hi', key: 'hunter2' })).toEqual({ query: '?text=hi', tooLarge: [] });
    expect(readShareQuery(demo, 'key=hunter2&text=hi').props).not.toHaveProperty('key');
  });

  it('share controls only where a link carries what a person entered: the tools whose content is secret or a file have none', () => {
    const unshareable = toolApis.filter(({ api }) => api.share === false).map(({ id }) => id).sort();
    expect(unshareable).toEqual(['base64', 'file-encryptor', 'image-resizer', 'jwt-decoder', 'password-checker', 'secure-notes', 'url-encoder']);
  });

  it('a shareable tool with a secret input says in one plain sentence what stays out of links', () => {
    for (const { id, api } of toolApis) {
      if (api.share === false) continue;
      if (api.inputs.some((input) => input.secret)) expect(api.linkNote, id).toMatch(/^[A-Z][^.]*never put in (a link|one)\.$/);
      if (api.linkNote) expect(api.linkNote, id).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('the share note: private, too large, and the tool\'s own sentence', async () => {
    const t = translator('en', await toolFrameMessages.load('en'));
    expect(shareNote({ isPrivate: true, tooLarge: ['initial-text'], linkNote: 'Files are never put in a link.' }, t)).toBe('Private: the address and the link keep none of your inputs.');
    expect(shareNote({ isPrivate: false, tooLarge: [] }, t)).toBe('');
    expect(shareNote({ isPrivate: false, tooLarge: ['initial-text'], linkNote: 'Files are never put in a link.' }, t)).toBe(
      'The link leaves out your text: over 2 kB is too large for a link. Files are never put in a link.',
    );
    expect(shareNote({ isPrivate: false, tooLarge: ['original', 'modified'] }, t)).toBe('The link leaves out your original text and modified text: over 2 kB is too large for a link.');
    expect(shareNote({ isPrivate: false, tooLarge: ['urls'] }, t)).toBe('The link leaves out your URLs: over 2 kB is too large for a link.');
  });

  it('defaults are left out; values of the wrong type or that would not parse back are left out', () => {
    expect(writeShareQuery(demo, { text: '', size: 10, sortKeys: false, mode: 'a' })).toEqual({ query: '', tooLarge: [] });
    expect(writeShareQuery(demo, { size: 2.5, mode: 'z', sortKeys: 'yes', text: undefined })).toEqual({ query: '', tooLarge: [] });
    expect(writeShareQuery(demo, { size: 12, sortKeys: true, mode: 'c' }).query).toBe('?size=12&sort-keys=true&mode=c');
  });

  it(`text over ${SHARE_VALUE_LIMIT} characters stays out of the link and is reported`, () => {
    expect(writeShareQuery(demo, { text: 'x'.repeat(SHARE_VALUE_LIMIT), mode: 'b' }).tooLarge).toEqual([]);
    expect(writeShareQuery(demo, { text: 'x'.repeat(SHARE_VALUE_LIMIT + 1), mode: 'b' })).toEqual({ query: '?mode=b', tooLarge: ['text'] });
  });

  const valueFor = (input: ToolInput): fc.Arbitrary<string | number | boolean> => {
    switch (input.type) {
      case 'string':
        // maxLength counts UTF-16 units, as the declaration does.
        return fc.string({ maxLength: Math.min(input.maxLength ?? 120, 120), unit: 'binary' }).filter((s) => s.length <= (input.maxLength ?? Infinity));
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...input.values);
      case 'number':
        return input.integer
          ? fc.integer({ min: Math.max(input.min ?? -1e6, -1e6), max: Math.min(input.max ?? 1e6, 1e6) })
          : fc.double({ min: input.min ?? -1e6, max: input.max ?? 1e6, noNaN: true, noDefaultInfinity: true });
    }
  };

  it('property: for every tool, writing its values and reading the link back gives the same non-secret values', () => {
    for (const { id, api } of toolApis) {
      const shareable = api.inputs.filter((i) => !i.secret);
      if (shareable.length === 0) continue;
      const record = fc.record(Object.fromEntries(api.inputs.map((i) => [propName(i.name), valueFor(i)])));
      fc.assert(
        fc.property(record, (values) => {
          const { query, tooLarge } = writeShareQuery(api, values);
          const { props, invalid } = readShareQuery(api, query);
          const restored = query === '' || shareable.every((i) => formatInput(props[propName(i.name)]!) === formatInput(values[propName(i.name)]!));
          const noSecrets = api.inputs.every((i) => !i.secret || !(propName(i.name) in props));
          if (tooLarge.length > 0 || invalid.length > 0 || !restored || !noSecrets) throw new Error(`${id}: ${query}`);
        }),
        { numRuns: 25 },
      );
    }
  });
});
