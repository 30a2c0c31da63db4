import { crc32, deflateSync } from 'node:zlib';
import decodeIco from 'decode-ico';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  PNG_SIZES,
  buildFiles,
  buildManifest,
  buildSnippet,
  buildZip,
  cornerRadius,
  loadZip,
  encodeIco,
  manifestJson,
  parseHexColor,
  parseSettings,
  pngFileName,
  shortName,
  validateGlyph,
} from '../../../src/tools/favicon-generator/favicon-generator';

/** A real, minimal RGBA PNG of the given size (transparent), built independently of the tool. */
function png(size: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(size * (size * 4 + 1));
  return new Uint8Array(Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}

describe('encodeIco', () => {
  it('writes ICONDIR and one ICONDIRENTRY per image, then the PNGs', () => {
    const a = png(16);
    const b = png(32);
    const ico = encodeIco([
      { size: 16, png: a },
      { size: 32, png: b },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
    // First entry: 16×16, no palette, 1 plane, 32 bpp, its length, offset 6 + 2×16 = 38.
    expect([...ico.subarray(6, 10)]).toEqual([16, 16, 0, 0]);
    expect([view.getUint16(10, true), view.getUint16(12, true), view.getUint32(14, true), view.getUint32(18, true)]).toEqual([1, 32, a.length, 38]);
    expect([...ico.subarray(22, 26)]).toEqual([32, 32, 0, 0]);
    expect(view.getUint32(34, true)).toBe(38 + a.length);
    expect(ico.length).toBe(38 + a.length + b.length);
    expect(ico.subarray(38, 38 + a.length)).toEqual(a);
    expect(ico.subarray(38 + a.length)).toEqual(b);
  });

  it('writes 256 as 0 and rejects sizes an ICO cannot hold', () => {
    expect(encodeIco([{ size: 256, png: png(1) }])[6]).toBe(0);
    expect(() => encodeIco([])).toThrow(RangeError);
    expect(() => encodeIco([{ size: 257, png: png(1) }])).toThrow(RangeError);
    expect(() => encodeIco([{ size: 0, png: png(1) }])).toThrow(RangeError);
  });

  it('is read back by decode-ico with three PNG entries of 16, 32 and 48 px', () => {
    const ico = encodeIco([16, 32, 48].map((size) => ({ size, png: png(size) })));
    const images = decodeIco(ico);
    expect(images.map((image) => [image.type, image.width, image.height, image.bpp])).toEqual([
      ['png', 16, 16, 32],
      ['png', 32, 32, 32],
      ['png', 48, 48, 32],
    ]);
  });
});

describe('buildManifest', () => {
  it('lists the 192 and 512 icons and the colours, display standalone', () => {
    expect(buildManifest({ name: 'Toolshed Utilities', themeColor: '#2563eb', backgroundColor: '#ffffff' })).toEqual({
      name: 'Toolshed Utilities',
      short_name: 'Toolshed Uti',
      icons: [
        { src: '/android-chrome-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/android-chrome-512x512.png', sizes: '512x512', type: 'image/png' },
      ],
      theme_color: '#2563eb',
      background_color: '#ffffff',
      display: 'standalone',
    });
  });

  it('falls back to a default name and keeps short names whole', () => {
    expect(buildManifest({ name: '   ', themeColor: '#000000', backgroundColor: '#000000' }).name).toBe('My Site');
    expect(shortName('  Blog  ')).toBe('Blog');
    expect(shortName('👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻')).toBe('👩‍💻'.repeat(12));
  });

  it('round-trips through JSON for any name and colours', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(fc.string(), hex, hex, (name, themeColor, backgroundColor) => {
        const options = { name, themeColor, backgroundColor };
        const parsed: unknown = JSON.parse(manifestJson(options));
        expect(parsed).toEqual(buildManifest(options));
        expect(buildManifest(options).display).toBe('standalone');
      }),
    );
  });
});

describe('buildSnippet', () => {
  it('links every file and escapes the theme colour', () => {
    expect(buildSnippet('#2563eb')).toBe(
      [
        '<link rel="icon" href="/favicon.ico" sizes="48x48">',
        '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">',
        '<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">',
        '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">',
        '<link rel="manifest" href="/site.webmanifest">',
        '<meta name="theme-color" content="#2563eb">',
      ].join('\n'),
    );
    expect(buildSnippet('"><script>')).toContain('content="&quot;&gt;&lt;script&gt;"');
  });
});

describe('files and ZIP', () => {
  it('names the PNGs as the snippet refers to them', () => {
    expect(PNG_SIZES.map(pngFileName)).toEqual([
      'favicon-16x16.png',
      'favicon-32x32.png',
      'favicon-48x48.png',
      'apple-touch-icon.png',
      'android-chrome-192x192.png',
      'android-chrome-512x512.png',
    ]);
  });

  it('zips the ICO, six PNGs, the manifest and the snippet with the lazily loaded zipper', async () => {
    const pngs = new Map(PNG_SIZES.map((size) => [size as number, png(size)]));
    const options = { name: 'Example', themeColor: '#112233', backgroundColor: '#112233' };
    const unzipped = unzipSync(buildZip(buildFiles(pngs, options), await loadZip()));
    expect(Object.keys(unzipped).sort()).toEqual(
      [
        'android-chrome-192x192.png',
        'android-chrome-512x512.png',
        'apple-touch-icon.png',
        'favicon-16x16.png',
        'favicon-32x32.png',
        'favicon-48x48.png',
        'favicon-snippet.html',
        'favicon.ico',
        'site.webmanifest',
      ].sort(),
    );
    expect(unzipped['apple-touch-icon.png']).toEqual(pngs.get(180));
    expect(decodeIco(unzipped['favicon.ico']!).map((image) => image.width)).toEqual([16, 32, 48]);
    expect(JSON.parse(strFromU8(unzipped['site.webmanifest']!))).toEqual(buildManifest(options));
    expect(strFromU8(unzipped['favicon-snippet.html']!)).toBe(`${buildSnippet('#112233')}\n`);
  });

  it('refuses a set with a size missing', () => {
    expect(() => buildFiles(new Map([[16, png(16)]]), { name: 'x', themeColor: '#000000', backgroundColor: '#000000' })).toThrow('Missing the 32 px PNG.');
  });
});

describe('inputs', () => {
  it('parses hex colours', () => {
    expect(parseHexColor('#ABC')).toBe('#aabbcc');
    expect(parseHexColor(' 1e3a8a ')).toBe('#1e3a8a');
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('red')).toBeNull();
  });

  it('keeps only valid settings', () => {
    expect(parseSettings({ background: '#FFF', color: 'nope', shape: 'circle', extra: 1 })).toEqual({ background: '#ffffff', shape: 'circle' });
    expect(parseSettings({ shape: 'hexagon' })).toEqual({});
    expect(parseSettings(null)).toEqual({});
    expect(parseSettings('x')).toEqual({});
  });

  it('accepts one or two characters, emoji counted once', () => {
    expect(validateGlyph(' A ')).toEqual({ ok: true, glyph: 'A' });
    expect(validateGlyph('JS')).toEqual({ ok: true, glyph: 'JS' });
    expect(validateGlyph('👩‍💻')).toEqual({ ok: true, glyph: '👩‍💻' });
    expect(validateGlyph('   ')).toEqual({ ok: false, message: 'Enter a letter or an emoji.' });
    expect(validateGlyph('ABC')).toEqual({ ok: false, message: 'Use at most 2 characters: more will not be readable at 16 px.' });
  });

  it('gives each shape its corner radius', () => {
    expect([cornerRadius('square', 512), cornerRadius('rounded', 512), cornerRadius('circle', 512)]).toEqual([0, 102.4, 256]);
  });
});
