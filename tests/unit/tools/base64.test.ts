import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64Filename,
  convert,
  decodeBase64,
  decodeInput,
  decodedFilename,
  encodeBytes,
  encodeText,
  findLoneSurrogate,
  formatBytes,
  hexPreview,
  indexOfPosition,
  charPosition,
  parseDataUrl,
  sniffType,
  utf8Decode,
  Base64Encoder,
  decodeSteps,
  encodeFile,
  encodeFileTask,
  encodeSteps,
  encodeTextSteps,
  type Result,
} from '../../../src/tools/base64/base64';

const bytes = (text: string) => new TextEncoder().encode(text);
const value = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const failure = <T>(result: Result<T>) => {
  if (result.ok) throw new Error('expected a failure');
  return result;
};

// RFC 4648 §10 test vectors.
const RFC_VECTORS: Array<[string, string]> = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
];

describe('RFC 4648 test vectors', () => {
  it.each(RFC_VECTORS)('%j ↔ %j (standard, padded)', (plain, encoded) => {
    expect(encodeBytes(bytes(plain), { urlSafe: false, padding: true })).toBe(encoded);
    expect(new TextDecoder().decode(value(decodeBase64(encoded)))).toBe(plain);
  });

  it.each(RFC_VECTORS)('%j ↔ %j without padding', (plain, encoded) => {
    const bare = encoded.replace(/=+$/, '');
    expect(encodeBytes(bytes(plain), { urlSafe: false, padding: false })).toBe(bare);
    expect(new TextDecoder().decode(value(decodeBase64(bare)))).toBe(plain);
  });

  it('uses - and _ in the URL-safe alphabet (RFC 4648 §5)', () => {
    const data = new Uint8Array([0xfb, 0xff, 0xbf, 0xfe]);
    expect(encodeBytes(data, { urlSafe: false, padding: true })).toBe('+/+//g==');
    expect(encodeBytes(data, { urlSafe: true, padding: true })).toBe('-_-__g==');
    expect(encodeBytes(data, { urlSafe: true, padding: false })).toBe('-_-__g');
    expect([...value(decodeBase64('-_-__g'))]).toEqual([0xfb, 0xff, 0xbf, 0xfe]);
    expect([...value(decodeBase64('+/+//g=='))]).toEqual([0xfb, 0xff, 0xbf, 0xfe]);
  });

  it('encodes all 256 byte values like Node', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(encodeBytes(all)).toBe(Buffer.from(all).toString('base64'));
    expect(encodeBytes(all, { urlSafe: true, padding: false })).toBe(Buffer.from(all).toString('base64url'));
  });
});

describe('text', () => {
  it('encodes UTF-8, not Latin-1', () => {
    expect(value(encodeText('héllo'))).toBe('aMOpbGxv');
    expect(value(encodeText('€'))).toBe('4oKs');
    expect(value(encodeText('😀'))).toBe('8J+YgA==');
    expect(value(encodeText('😀', { urlSafe: true, padding: false }))).toBe('8J-YgA');
  });

  it('refuses a lone surrogate with its position instead of changing it', () => {
    const result = failure(encodeText('ab\uD83Dcd'));
    expect(result.position).toBe(3);
    expect(result.message).toBe(
      'Character 3 is a lone surrogate (U+D83D), half of a character pair such as an emoji. It has no UTF-8 form; remove it or paste the whole character.',
    );
    // Positions count whole characters: the emoji before it is one.
    expect(failure(encodeText('😀x\uDE00')).position).toBe(3);
    expect(findLoneSurrogate('😀')).toBe(-1);
    expect(findLoneSurrogate('\uDE00😀')).toBe(0);
  });

  it('keeps a byte-order mark when decoding', () => {
    expect(utf8Decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('\uFEFFA');
    expect(utf8Decode(new Uint8Array([0xc3]))).toBeNull();
  });

  it('round-trips any well-formed string through Base64 (both alphabets, with and without padding)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), fc.boolean(), (text, urlSafe, padding) => {
        const encoded = value(encodeText(text, { urlSafe, padding }));
        expect(utf8Decode(value(decodeBase64(encoded)))).toBe(text);
      }),
    );
  });

  it('fails on every string with a lone surrogate', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string(), (before, surrogate, after) => {
        const text = `${before.replace(/[\uD800-\uDFFF]/g, '')}${String.fromCharCode(surrogate)}${after.replace(/[\uD800-\uDFFF]/g, '')}`;
        const result = encodeText(text);
        expect(result.ok).toBe(false);
      }),
    );
  });
});

describe('bytes', () => {
  it('round-trips any bytes and matches Node’s encoder', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), fc.boolean(), (data, urlSafe, padding) => {
        const encoded = encodeBytes(data, { urlSafe, padding });
        const node = Buffer.from(data).toString(urlSafe ? 'base64url' : 'base64');
        expect(encoded).toBe(padding ? (urlSafe ? node.padEnd(Math.ceil(node.length / 4) * 4, '=') : node) : node.replace(/=+$/, ''));
        expect([...value(decodeBase64(encoded))]).toEqual([...data]);
      }),
    );
  });

  it('encodes across the internal slice boundary', () => {
    const data = Uint8Array.from({ length: 3 * 16_384 + 2 }, (_, i) => (i * 7) & 255);
    expect(encodeBytes(data)).toBe(Buffer.from(data).toString('base64'));
  });
});

describe('in chunks (issue #37): the same result as in one go, for any chunk size', () => {
  const OPTIONS = fc.record({ urlSafe: fc.boolean(), padding: fc.boolean() });
  /** Node's encoder: the independent reference. */
  const node = (data: Uint8Array, { urlSafe, padding }: { urlSafe: boolean; padding: boolean }) => {
    const bare = Buffer.from(data).toString('base64url').replace(/=+$/, '');
    const alphabet = urlSafe ? bare : bare.replace(/[-_]/g, (c) => (c === '-' ? '+' : '/'));
    return padding ? alphabet.padEnd(Math.ceil(alphabet.length / 4) * 4, '=') : alphabet;
  };
  /** Every step of a generator, then its result. */
  const stepsOf = <R>(run: Generator<number, R, void>) => {
    const progress: number[] = [];
    for (;;) {
      const step = run.next();
      if (step.done) return { progress, result: step.value };
      progress.push(step.value);
    }
  };

  it('pieces pushed through the encoder concatenate to the one-shot encoding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 8 }), OPTIONS, (data, cuts, options) => {
        const points = [...new Set(cuts.map((c) => Math.min(c, data.length)))].sort((a, b) => a - b);
        const encoder = new Base64Encoder(options);
        let out = '';
        let from = 0;
        for (const point of [...points, data.length]) {
          out += encoder.push(data.subarray(from, point));
          from = point;
        }
        out += encoder.end();
        expect(out).toBe(node(data, options));
        expect(out).toBe(encodeBytes(data, options));
      }),
    );
  });

  it('encodes in blocks of any size (multiples of 3 or not), with progress up to 1', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.integer({ min: 1, max: 64 }), OPTIONS, (data, block, options) => {
        const { progress, result } = stepsOf(encodeSteps(data, options, block));
        expect(result).toBe(node(data, options));
        expect(progress).toHaveLength(Math.ceil(data.length / block));
        if (progress.length > 0) expect(progress.at(-1)).toBe(1);
      }),
    );
  });

  it('encodes text in blocks without splitting a surrogate pair, or fails at the same place', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', '€', '😀', '\uD800', '\uDC00', '\n'), maxLength: 60 }), fc.integer({ min: 1, max: 9 }), OPTIONS, (text, block, options) => {
        const chunked = stepsOf(encodeTextSteps(text, options, block)).result;
        const whole = encodeText(text, options);
        if (findLoneSurrogate(text) >= 0) {
          expect(chunked).toEqual(failure(whole));
        } else {
          expect(chunked).toEqual({ ok: true, value: { output: node(new TextEncoder().encode(text), options), byteLength: new TextEncoder().encode(text).length } });
        }
      }),
    );
  });

  it('decodes in blocks of any size to the same bytes (whitespace anywhere), and round-trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 1, max: 64 }), OPTIONS, fc.array(fc.nat(), { maxLength: 6 }), (data, block, options, breaks) => {
        let encoded = node(data, options);
        for (const b of breaks) encoded = `${encoded.slice(0, b % (encoded.length + 1))}\r\n${encoded.slice(b % (encoded.length + 1))}`;
        const chunked = value(stepsOf(decodeSteps(encoded, 0, block)).result);
        expect([...chunked]).toEqual([...data]);
        expect([...chunked]).toEqual([...value(decodeBase64(encoded))]);
      }),
    );
  });

  it('decodes invalid input in blocks to the same failure as in one go', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('A', 'b', '+', '_', '=', ' ', '$', 'é'), maxLength: 40 }), fc.integer({ min: 1, max: 12 }), (text, block) => {
        expect(stepsOf(decodeSteps(text, 0, block)).result).toEqual(decodeBase64(text));
      }),
    );
  });

  it('a megabyte-sized file: Base64 and data URL equal Node’s, in many steps', () => {
    const data = Uint8Array.from({ length: 1_000_003 }, (_, i) => (i * 2654435761) >>> 24);
    const expected = Buffer.from(data).toString('base64');
    const { progress, result } = stepsOf(encodeFileTask({ bytes: data, declaredType: null, options: { urlSafe: false, padding: true } }));
    expect(progress.length).toBeGreaterThan(20);
    expect(result.base64).toBe(expected);
    expect(result.dataUrl).toBe(`data:${result.type.mimeType};base64,${expected}`);
    expect(value(decodeBase64(result.base64)).length).toBe(data.length);
  });
});

describe('invalid Base64 names the position', () => {
  it('an invalid character', () => {
    const result = failure(decodeBase64('Zm9v%mFy'));
    expect(result.position).toBe(5);
    expect(result.message).toBe('Invalid character “%” (U+0025) at position 5. Base64 uses only A–Z, a–z, 0–9, + and / (or - and _), with = at the end.');
  });

  it('an invisible or non-ASCII character', () => {
    expect(failure(decodeBase64('Zm9v\u200b')).message).toMatch(/^Invalid character U\+200B at position 5\./);
    expect(failure(decodeBase64('ab😀cd')).message).toMatch(/^Invalid character “😀” \(U\+1F600\) at position 3\./);
    expect(failure(decodeBase64('😀😀é')).position).toBe(1);
  });

  it('ignores whitespace and line breaks but counts them in positions', () => {
    expect(new TextDecoder().decode(value(decodeBase64('Zm9v\nYmFy\r\n  ')))).toBe('foobar');
    expect(failure(decodeBase64('Zm9v\nYm.y')).position).toBe(8);
  });

  it('data after padding', () => {
    const result = failure(decodeBase64('Zg==Zg=='));
    expect(result.position).toBe(5);
    expect(result.message).toBe('Unexpected “Z” at position 5 after the padding at position 3: “=” may only end the input.');
  });

  it('a single trailing character', () => {
    const result = failure(decodeBase64('Zm9vY'));
    expect(result.position).toBe(5);
    expect(result.message).toBe('The input ends with a single character at position 5: a Base64 group needs at least two characters. Part of the text is probably missing.');
  });

  it('wrong padding', () => {
    expect(failure(decodeBase64('Zg=')).message).toBe('Wrong padding at position 3: the last group needs two “=”, not 1.');
    expect(failure(decodeBase64('Zm8==')).message).toBe('Wrong padding at position 4: the last group needs one “=”, not 2.');
    expect(failure(decodeBase64('Zm9v=')).message).toBe('Wrong padding at position 5: the last group needs no padding, not 1.');
  });
});

describe('data URLs and files', () => {
  it('reads a Base64 data URL with its type', () => {
    const parsed = value(parseDataUrl('data:image/png;base64,iVBORw0KGgo='));
    expect(parsed.mimeType).toBe('image/png');
    expect([...parsed.bytes]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('reads a percent-encoded data URL and one without a type', () => {
    const parsed = value(parseDataUrl('data:,Hello%2C%20World%21'));
    expect(parsed.mimeType).toBeNull();
    expect(new TextDecoder().decode(parsed.bytes)).toBe('Hello, World!');
    expect(value(parseDataUrl('data:text/plain;charset=utf-8,%E2%82%AC')).mimeType).toBe('text/plain');
  });

  it('positions inside a data URL count from the start of the input', () => {
    expect(failure(decodeInput('data:text/plain;base64,SGk*')).position).toBe(27);
    expect(failure(decodeInput('data:,50%2')).message).toBe('Broken percent escape at position 9: “%” must be followed by two hexadecimal digits.');
  });

  it('file → data URL → file gives identical bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), fc.constantFrom('image/png', 'application/pdf', 'application/octet-stream', null), (data, type) => {
        const encoding = encodeFile({ bytes: Uint8Array.from(data), declaredType: type, options: { urlSafe: true, padding: false } });
        const back = value(decodeInput(encoding.dataUrl));
        expect([...back.bytes]).toEqual([...data]);
        expect(back.mimeType).toBe(type ?? sniffType(data).mimeType);
        // The data URL is always standard Base64 with padding; the Base64 field follows the options.
        expect(encoding.dataUrl.endsWith(`;base64,${Buffer.from(data).toString('base64')}`)).toBe(true);
        expect(encoding.base64).toBe(Buffer.from(data).toString('base64url'));
      }),
    );
  });

  it('sniffs the type from the declared type or the magic bytes', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(sniffType(png)).toEqual({ mimeType: 'image/png', extension: 'png', label: 'PNG image' });
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])).extension).toBe('jpg');
    expect(sniffType(bytes('GIF89a...')).mimeType).toBe('image/gif');
    expect(sniffType(bytes('%PDF-1.7\n')).mimeType).toBe('application/pdf');
    expect(sniffType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20])).extension).toBe('zip');
    expect(sniffType(bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')).mimeType).toBe('image/svg+xml');
    expect(sniffType(bytes('{"a": [1, 2]}')).mimeType).toBe('application/json');
    expect(sniffType(bytes('BMW and Audi')).mimeType).toBe('text/plain');
    expect(sniffType(new Uint8Array([0xc3, 0x28, 0x00]))).toEqual({ mimeType: 'application/octet-stream', extension: 'bin', label: 'binary data' });
    // A data URL's type wins over the bytes.
    expect(sniffType(bytes('hello'), 'text/csv').extension).toBe('csv');
    expect(sniffType(bytes('hello'), 'application/x-thing').extension).toBe('thing');
  });

  it('names downloads and sizes', () => {
    expect(decodedFilename(sniffType(bytes('%PDF-1.4')))).toBe('decoded.pdf');
    expect(base64Filename('photo.png')).toBe('photo.png.b64.txt');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1,023 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });
});

describe('convert (the text box)', () => {
  const options = { urlSafe: false, padding: true };

  it('is empty for blank input', () => {
    expect(convert('', 'encode', options)).toEqual({ status: 'empty' });
    expect(convert('  \n', 'decode', options)).toEqual({ status: 'empty' });
  });

  it('encodes and counts bytes', () => {
    expect(convert('Grüße', 'encode', options)).toEqual({ status: 'encoded', output: 'R3LDvMOfZQ==', byteLength: 7 });
  });

  it('decodes text and recognises binary data', () => {
    const text = convert('R3LDvMOfZQ', 'decode', options);
    expect(text).toMatchObject({ status: 'decoded', text: 'Grüße', type: { mimeType: 'text/plain' } });
    const binary = convert('iVBORw0KGgoAAAANSUhEUg==', 'decode', options);
    expect(binary).toMatchObject({ status: 'decoded', text: null, type: { mimeType: 'image/png' } });
  });

  it('reports errors with positions', () => {
    expect(convert('abc!', 'decode', options)).toMatchObject({ status: 'error', position: 4 });
    expect(convert('\uD800', 'encode', options)).toMatchObject({ status: 'error', position: 1 });
  });
});

describe('hexPreview', () => {
  it('shows offsets and 16 bytes a line, then how many bytes follow', () => {
    const data = Uint8Array.from({ length: 40 }, (_, i) => i);
    expect(hexPreview(data, 20)).toBe(
      '00000000  00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f\n00000010  10 11 12 13\n… 20 more bytes',
    );
    expect(hexPreview(new Uint8Array([0xff]))).toBe('00000000  ff');
  });
});

describe('indexOfPosition', () => {
  it('inverts charPosition, counting an emoji as one character', () => {
    expect(indexOfPosition('ab😀cd', 4)).toBe(4);
    expect(indexOfPosition('abc', 1)).toBe(0);
    expect(indexOfPosition('abc', 9)).toBe(3);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(), (text, n) => {
        const index = Math.min(n, text.length);
        const safe = index > 0 && /[\uDC00-\uDFFF]/.test(text[index] ?? '') ? index - 1 : index;
        expect(indexOfPosition(text, charPosition(text, safe))).toBe(safe);
      }),
    );
  });
});
