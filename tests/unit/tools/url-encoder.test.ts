import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charPosition, convert, decode, encode, indexOfPosition, parseQuery, parseUrl, type Result } from '../../../src/tools/url-encoder/url-encoder';

const value = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const failure = <T>(result: Result<T>) => {
  if (result.ok) throw new Error('expected a failure');
  return result;
};

/** Text made of escapes (valid or not), plain characters and stray % signs. */
const percentText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
      fc.constantFrom('%', '%4', '%G1', 'a', '/', '?', '&', '=', '#', '+', ' ', 'é', '😀'),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('encode', () => {
  it('component scope escapes reserved characters; url scope keeps them', () => {
    expect(value(encode('a b&c=d/é?#', 'component'))).toBe('a%20b%26c%3Dd%2F%C3%A9%3F%23');
    expect(value(encode('https://x.dev/a b?q=é&r=1#top', 'url'))).toBe('https://x.dev/a%20b?q=%C3%A9&r=1#top');
    expect(value(encode('😀', 'component'))).toBe('%F0%9F%98%80');
  });

  it('refuses a lone surrogate with its position', () => {
    const result = failure(encode('ok 😀 \uDE00', 'component'));
    expect(result.position).toBe(6);
    expect(result.message).toBe(
      'Character 6 is a lone surrogate (U+DE00), half of a character pair such as an emoji. It cannot be percent-encoded; remove it or paste the whole character.',
    );
  });
});

describe('decode', () => {
  it('decodes UTF-8 escapes', () => {
    expect(value(decode('caf%C3%A9%20%F0%9F%98%80', 'component'))).toBe('café 😀');
    expect(value(decode('a+b', 'component'))).toBe('a+b');
    expect(value(decode('a+b%2Bc', 'component', { plusAsSpace: true }))).toBe('a b+c');
  });

  it('url scope keeps the escapes of reserved characters, like decodeURI', () => {
    expect(value(decode('a%2Fb%3Fc%20d%23e', 'url'))).toBe('a%2Fb%3Fc d%23e');
  });

  it('a malformed escape names its position', () => {
    const result = failure(decode('100%', 'component'));
    expect(result.position).toBe(4);
    expect(result.message).toBe('Malformed escape at position 4: “%” must be followed by two hexadecimal digits, found “%”. Write a literal % as %25.');
    expect(failure(decode('😀 %G1', 'component')).message).toBe(
      'Malformed escape at position 3: “%” must be followed by two hexadecimal digits, found “%G1”. Write a literal % as %25.',
    );
  });

  it('broken UTF-8 names its position', () => {
    expect(failure(decode('ab%C3', 'component')).message).toBe('Incomplete UTF-8 at position 3: “%C3” starts a character that needs 2 escaped bytes, but only 1 follow.');
    expect(failure(decode('x%C3%28', 'component')).message).toBe('Invalid UTF-8 at position 2: “%C3%28” is not a valid character encoding.');
    expect(failure(decode('%FF', 'component')).message).toBe('Invalid UTF-8 at position 1: %FF cannot start a character.');
    expect(failure(decode('%ED%A0%80', 'component')).position).toBe(1); // an encoded surrogate
  });

  it('agrees with decodeURIComponent and decodeURI: same result, or an error exactly when they throw', () => {
    fc.assert(
      fc.property(percentText, (text) => {
        for (const [scope, native] of [
          ['component', decodeURIComponent],
          ['url', decodeURI],
        ] as const) {
          let expected: string | null;
          try {
            expected = native(text);
          } catch {
            expected = null;
          }
          const ours = decode(text, scope);
          expect(ours.ok ? ours.value : null).toBe(expected);
        }
      }),
    );
  });

  it('round-trips any well-formed string in both scopes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(value(decode(value(encode(text, 'component')), 'component'))).toBe(text);
        expect(value(decode(value(encode(text, 'url')), 'url'))).toBe(decodeURI(encodeURI(text)));
        expect(value(encode(text, 'component'))).toBe(encodeURIComponent(text));
      }),
    );
  });

  it('convert dispatches on the mode', () => {
    expect(convert('a b', 'encode', 'component')).toEqual({ ok: true, value: 'a%20b' });
    expect(convert('a+b', 'decode', 'component', { plusAsSpace: true })).toEqual({ ok: true, value: 'a b' });
  });

  it('positions count characters, and select back to the same place', () => {
    expect(charPosition('😀x', 2)).toBe(2);
    expect(indexOfPosition('😀x', 2)).toBe(2);
  });
});

describe('parseUrl', () => {
  it('splits a URL with repeated and encoded query parameters', () => {
    const url = value(parseUrl('https://user:p%40ss@shop.example.com:8443/search/caf%C3%A9%20menu/a%2Fb?q=cr%C3%A8me+br%C3%BBl%C3%A9e&tag=dessert&tag=french&empty=&flag&a%26b=1%3D2#reviews%20(2)'));
    expect(url).toMatchObject({
      protocol: 'https:',
      username: 'user',
      password: 'p@ss',
      hostname: 'shop.example.com',
      port: '8443',
      defaultPort: '443',
      pathname: '/search/caf%C3%A9%20menu/a%2Fb',
      pathDecoded: '/search/café menu/a%2Fb',
      search: '?q=cr%C3%A8me+br%C3%BBl%C3%A9e&tag=dessert&tag=french&empty=&flag&a%26b=1%3D2',
      hash: '#reviews%20(2)',
      hashDecoded: 'reviews (2)',
      assumedScheme: false,
    });
    expect(url.params.map((p) => [p.index, p.name, p.value, p.hasValue])).toEqual([
      [1, 'q', 'crème brûlée', true],
      [2, 'tag', 'dessert', true],
      [3, 'tag', 'french', true],
      [4, 'empty', '', true],
      [5, 'flag', '', false],
      [6, 'a&b', '1=2', true],
    ]);
  });

  it('gives the default port when none is written, and reads a bare host as https', () => {
    const bare = value(parseUrl('example.com/docs?x=1'));
    expect(bare).toMatchObject({ protocol: 'https:', hostname: 'example.com', port: '', defaultPort: '443', pathname: '/docs', assumedScheme: true });
    expect(value(parseUrl('http://localhost/')).defaultPort).toBe('80');
    expect(value(parseUrl('mailto:someone@example.com')).hostname).toBe('');
  });

  it('reports what it cannot parse', () => {
    expect(failure(parseUrl('')).message).toBe('Enter a URL to see its parts.');
    expect(failure(parseUrl('https://shop<1>.example')).message).toBe('This is not a valid absolute URL. Check the scheme (https://), the host name and any spaces.');
  });

  it('keeps a parameter with a broken escape as written and says why', () => {
    expect(parseQuery('?ok=1&bad=100%&x=%E2%82')).toEqual([
      { index: 1, name: 'ok', value: '1', rawName: 'ok', rawValue: '1', problem: null, hasValue: true },
      {
        index: 2,
        name: 'bad',
        value: '100%',
        rawName: 'bad',
        rawValue: '100%',
        problem: 'Malformed escape: “%” must be followed by two hexadecimal digits, found “%”. Write a literal % as %25.',
        hasValue: true,
      },
      {
        index: 3,
        name: 'x',
        value: '%E2%82',
        rawName: 'x',
        rawValue: '%E2%82',
        problem: 'Incomplete UTF-8: “%E2%82” starts a character that needs 3 escaped bytes, but only 2 follow.',
        hasValue: true,
      },
    ]);
  });
});
