import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptTokens, describeAccepted, isAcceptedFile, type AcceptedFiles } from '../../../src/ui/files';

const text: AcceptedFiles = { mimeTypes: ['text/plain'], extensions: ['.txt'], label: 'plain text' };
const geo: AcceptedFiles = {
  mimeTypes: ['application/json', 'application/geo+json'],
  extensions: ['.json', '.geojson'],
  label: 'JSON',
};
const images: AcceptedFiles = { mimeTypes: ['image/*'], extensions: [], label: 'image' };

describe('isAcceptedFile', () => {
  it('accepts an exact MIME match', () => {
    expect(isAcceptedFile({ name: 'notes', type: 'text/plain' }, text)).toBe(true);
    expect(isAcceptedFile({ name: 'map.json', type: 'application/json' }, geo)).toBe(true);
  });

  it('accepts a type/* wildcard and nothing outside it', () => {
    expect(isAcceptedFile({ name: 'photo.png', type: 'image/png' }, images)).toBe(true);
    expect(isAcceptedFile({ name: 'icon.svg', type: 'image/svg+xml' }, images)).toBe(true);
    expect(isAcceptedFile({ name: 'notes.txt', type: 'text/plain' }, images)).toBe(false);
    expect(isAcceptedFile({ name: 'imagery', type: 'imagery/x' }, images)).toBe(false);
  });

  it('falls back to the extension, case-insensitively, when the browser gives no type', () => {
    expect(isAcceptedFile({ name: 'roads.GeoJSON', type: '' }, geo)).toBe(true);
    expect(isAcceptedFile({ name: 'README.TXT', type: '' }, text)).toBe(true);
    expect(isAcceptedFile({ name: 'README', type: '' }, text)).toBe(false);
    expect(isAcceptedFile({ name: 'archive.txt.zip', type: '' }, text)).toBe(false);
  });

  it('trusts the extension over a misleading OS type', () => {
    expect(isAcceptedFile({ name: 'data.csv', type: 'application/vnd.ms-excel' }, {
      mimeTypes: ['text/csv'],
      extensions: ['.csv'],
    })).toBe(true);
  });

  it('rejects a file whose type and extension are both outside the lists', () => {
    expect(isAcceptedFile({ name: 'photo.png', type: 'image/png' }, text)).toBe(false);
    expect(isAcceptedFile({ name: 'photo.png', type: '' }, text)).toBe(false);
  });

  it('accepts extensions written without a dot and multi-part extensions', () => {
    expect(isAcceptedFile({ name: 'a.TXT', type: '' }, { mimeTypes: [], extensions: ['txt'] })).toBe(true);
    expect(isAcceptedFile({ name: 'b.tar.gz', type: '' }, { mimeTypes: [], extensions: ['.tar.gz'] })).toBe(true);
  });
});

describe('describeAccepted', () => {
  it('names one extension', () => {
    expect(describeAccepted(text)).toBe('Only plain text (.txt) files are accepted.');
  });

  it('lists several extensions', () => {
    expect(describeAccepted(geo)).toBe('Only JSON (.json, .geojson) files are accepted.');
  });

  it('omits the brackets when there are no extensions', () => {
    expect(describeAccepted(images)).toBe('Only image files are accepted.');
  });

  it('normalises extension spelling', () => {
    expect(describeAccepted({ extensions: ['CSV', '.TSV'], label: 'spreadsheet' })).toBe(
      'Only spreadsheet (.csv, .tsv) files are accepted.',
    );
  });
});

describe('acceptTokens', () => {
  it('joins MIME types and dotted extensions for the input accept attribute', () => {
    expect(acceptTokens({ mimeTypes: ['text/plain'], extensions: ['txt', '.md'] })).toEqual(['text/plain', '.txt', '.md']);
  });

  it('gives no tokens (no filter) when any file is accepted', () => {
    expect(acceptTokens({ mimeTypes: ['*/*'], extensions: [] })).toEqual([]);
  });
});

describe('any file (*/*)', () => {
  it('accepts every file, with or without a type', () => {
    const any = { mimeTypes: ['*/*'], extensions: [] };
    expect(isAcceptedFile({ name: 'photo.png', type: 'image/png' }, any)).toBe(true);
    expect(isAcceptedFile({ name: 'data.bin', type: '' }, any)).toBe(true);
    expect(isAcceptedFile({ name: 'README', type: '' }, any)).toBe(true);
  });
});

const extension = fc.stringMatching(/^[a-z0-9]{1,6}$/);
const randomCase = (value: string) =>
  fc.array(fc.boolean(), { minLength: value.length, maxLength: value.length }).map((upper) =>
    [...value].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''),
  );
const mimeType = fc
  .tuple(fc.stringMatching(/^[a-z]{1,10}$/), fc.stringMatching(/^[a-z0-9+.-]{1,12}$/))
  .map(([type, subtype]) => `${type}/${subtype}`);
const accept = fc.record({
  mimeTypes: fc.array(mimeType, { maxLength: 4 }),
  extensions: fc.array(extension.map((ext) => `.${ext}`), { minLength: 1, maxLength: 4 }),
});

describe('isAcceptedFile properties', () => {
  it('accepts any typeless file whose extension is listed, in any case', () => {
    fc.assert(
      fc.property(
        accept.chain((a) => fc.tuple(fc.constant(a), fc.constantFrom(...a.extensions).chain(randomCase))),
        fc.string(),
        ([a, ext], base) => {
          expect(isAcceptedFile({ name: `${base}${ext}`, type: '' }, a)).toBe(true);
        },
      ),
    );
  });

  it('rejects any file whose MIME type and extension are both outside the lists', () => {
    fc.assert(
      fc.property(accept, fc.option(mimeType, { nil: '' }), extension, fc.stringMatching(/^[a-z]{0,8}$/), (a, type, ext, base) => {
        const name = `${base}.${ext}`;
        fc.pre(!a.mimeTypes.includes(type));
        fc.pre(!a.extensions.some((listed) => name.endsWith(listed)));
        expect(isAcceptedFile({ name, type }, a)).toBe(false);
      }),
    );
  });
});
