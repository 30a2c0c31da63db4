import fc from 'fast-check';
import * as changeCase from 'change-case';
import { describe, expect, it } from 'vitest';
import {
  CASES,
  CASE_IDS,
  PREVIEW_LIMIT,
  alternatingCase,
  convertAll,
  convertCase,
  inverseCase,
  parseBoolean,
  parseOptions,
  previewSource,
  type CaseId,
} from '../../../src/tools/case-converter/case-converter';

const WHOLE = { perLine: false };

/** The cases change-case defines, and its function for each. */
const CHANGE_CASE: Partial<Record<CaseId, (text: string) => string>> = {
  title: changeCase.capitalCase,
  sentence: changeCase.sentenceCase,
  camel: changeCase.camelCase,
  pascal: changeCase.pascalCase,
  snake: changeCase.snakeCase,
  constant: changeCase.constantCase,
  kebab: changeCase.kebabCase,
  dot: changeCase.dotCase,
  path: changeCase.pathCase,
  header: changeCase.trainCase,
};

const TRICKY = ['XMLHttpRequest', 'hello_world-foo bar', 'version 1.2.3 test2Go', 'Ça va déjà Élan', 'emoji 🎉 party😀time', 'I18nSupport v2'];

describe('the fourteen cases, by hand', () => {
  it('has fourteen cases in the order shown', () => {
    expect(CASES.map((c) => c.label)).toEqual([
      'lower case',
      'UPPER CASE',
      'Title Case',
      'Sentence case',
      'camelCase',
      'PascalCase',
      'snake_case',
      'CONSTANT_CASE',
      'kebab-case',
      'dot.case',
      'path/case',
      'Header-Case',
      'aLtErNaTiNg cAsE',
      'iNVERSE cASE',
    ]);
  });

  it('converts XMLHttpRequest at the camel humps', () => {
    expect(convertAll('XMLHttpRequest')).toEqual({
      lower: 'xmlhttprequest',
      upper: 'XMLHTTPREQUEST',
      title: 'Xml Http Request',
      sentence: 'Xml http request',
      camel: 'xmlHttpRequest',
      pascal: 'XmlHttpRequest',
      snake: 'xml_http_request',
      constant: 'XML_HTTP_REQUEST',
      kebab: 'xml-http-request',
      dot: 'xml.http.request',
      path: 'xml/http/request',
      header: 'Xml-Http-Request',
      alternating: 'xMlHtTpReQuEsT',
      inverse: 'xmlhTTPrEQUEST',
    });
  });

  it('splits at underscores, hyphens and spaces', () => {
    expect(convertAll('hello_world-foo bar')).toEqual({
      lower: 'hello_world-foo bar',
      upper: 'HELLO_WORLD-FOO BAR',
      title: 'Hello World Foo Bar',
      sentence: 'Hello world foo bar',
      camel: 'helloWorldFooBar',
      pascal: 'HelloWorldFooBar',
      snake: 'hello_world_foo_bar',
      constant: 'HELLO_WORLD_FOO_BAR',
      kebab: 'hello-world-foo-bar',
      dot: 'hello.world.foo.bar',
      path: 'hello/world/foo/bar',
      header: 'Hello-World-Foo-Bar',
      alternating: 'hElLo_WoRlD-fOo BaR',
      inverse: 'HELLO_WORLD-FOO BAR',
    });
  });

  it('keeps digits attached to words and marks digit-led words in camel and Pascal case', () => {
    const r = convertAll('version 1.2.3 test2Go');
    expect(r.camel).toBe('version_1_2_3Test2Go');
    expect(r.pascal).toBe('Version_1_2_3Test2Go');
    expect(r.snake).toBe('version_1_2_3_test2_go');
    expect(r.header).toBe('Version-1-2-3-Test2-Go');
    expect(r.alternating).toBe('vErSiOn 1.2.3 TeSt2Go');
  });

  it('handles accented letters like any other letter', () => {
    const r = convertAll('Ça va déjà Élan');
    expect(r.camel).toBe('çaVaDéjàÉlan');
    expect(r.constant).toBe('ÇA_VA_DÉJÀ_ÉLAN');
    expect(r.inverse).toBe('çA VA DÉJÀ éLAN');
    expect(r.upper).toBe('ÇA VA DÉJÀ ÉLAN');
  });

  it('treats emoji as separators in the word cases and keeps them in the letter cases', () => {
    const r = convertAll('emoji 🎉 party😀time');
    expect(r.kebab).toBe('emoji-party-time');
    expect(r.title).toBe('Emoji Party Time');
    expect(r.upper).toBe('EMOJI 🎉 PARTY😀TIME');
    expect(r.alternating).toBe('eMoJi 🎉 PaRtY😀tImE');
    expect(r.inverse).toBe('EMOJI 🎉 PARTY😀TIME');
  });

  it.each(TRICKY)('equals change-case for every case it defines: %s', (input) => {
    for (const [id, fn] of Object.entries(CHANGE_CASE)) expect(convertCase(id as CaseId, input, WHOLE)).toBe(fn(input));
  });
});

describe('alternating and inverse', () => {
  it('alternates letters only, starting small', () => {
    expect(alternatingCase('hello world')).toBe('hElLo WoRlD');
    expect(alternatingCase('a-b-c')).toBe('a-B-c');
    expect(alternatingCase('')).toBe('');
  });
  it('flips every letter and leaves the rest', () => {
    expect(inverseCase('Hello, World 42!')).toBe('hELLO, wORLD 42!');
  });
});

describe('lines', () => {
  it('converts each line on its own and keeps the line breaks as they were', () => {
    expect(convertCase('camel', 'user id\r\nfirst name\n\nLastName')).toBe('userId\r\nfirstName\n\nlastName');
    expect(convertCase('sentence', 'hello there\nGENERAL kenobi')).toBe('Hello there\nGeneral kenobi');
  });
  it('joins all lines into one phrase when perLine is off', () => {
    expect(convertCase('camel', 'user id\nfirst name', WHOLE)).toBe('userIdFirstName');
    expect(convertCase('upper', 'a\nb', WHOLE)).toBe('A\nB');
  });
});

describe('previewSource', () => {
  it('leaves short text alone', () => {
    expect(previewSource('short text')).toEqual({ text: 'short text', truncated: false });
    expect(previewSource('x'.repeat(PREVIEW_LIMIT)).truncated).toBe(false);
  });
  it('cuts after the last whole line, else the last whole word, else anywhere', () => {
    expect(previewSource('aaaa bbbb\ncc dd ee', 16)).toEqual({ text: 'aaaa bbbb', truncated: true });
    expect(previewSource('aaaa bbbb cccc dddd', 12)).toEqual({ text: 'aaaa bbbb', truncated: true });
    expect(previewSource('abcdefghijklmnop', 10)).toEqual({ text: 'abcdefghij', truncated: true });
  });
  it('previews exactly the start of the full result when cut at a word boundary', () => {
    const long = 'The quickBrown fox_jumps-over 12 lazy dogs. '.repeat(400);
    const { text, truncated } = previewSource(long);
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(PREVIEW_LIMIT);
    for (const id of CASE_IDS) expect(convertCase(id, long).startsWith(convertCase(id, text))).toBe(true);
  });
});

describe('settings and props', () => {
  it('keeps only a boolean perLine from storage', () => {
    expect(parseOptions({ perLine: false, other: 1 })).toEqual({ perLine: false });
    expect(parseOptions({ perLine: 'yes' })).toEqual({});
    expect(parseOptions(null)).toEqual({});
    expect(parseOptions('x')).toEqual({});
  });
  it('reads boolean attributes', () => {
    expect(parseBoolean('false')).toBe(false);
    expect(parseBoolean('')).toBe(true);
    expect(parseBoolean(true)).toBe(true);
    expect(parseBoolean('maybe')).toBeUndefined();
    expect(parseBoolean(3)).toBeUndefined();
  });
});

describe('properties', () => {
  const ascii = fc.string({ unit: fc.constantFrom(...'abcXYZ019 _-./\n'.split('')), maxLength: 40 });
  const anyText = fc.string({ unit: 'grapheme', maxLength: 40 });
  const letters = fc.string({ unit: fc.constantFrom(...'abcXYZéÉ _-./\n'.split('')), maxLength: 40 });

  it('every case change-case defines matches it on any single line', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const [id, fn] of Object.entries(CHANGE_CASE)) expect(convertCase(id as CaseId, text, WHOLE)).toBe(fn(text));
      }),
    );
  });

  it('each case that keeps its word joints is idempotent', () => {
    fc.assert(
      // No digits: change-case splits "9A" at the digit, so CONSTANT_CASE of "9a" ("9A") would split again.
      fc.property(letters, fc.boolean(), (text, perLine) => {
        for (const id of CASE_IDS) {
          // camel/Pascal lose the joint between one-letter words ("a Y" → "AY" → "Ay"); inverse flips back.
          if (id === 'inverse' || id === 'camel' || id === 'pascal') continue;
          const once = convertCase(id, text, { perLine });
          expect(convertCase(id, once, { perLine })).toBe(once);
        }
      }),
    );
  });

  it('camel and Pascal case are idempotent on lower-case words of two or more letters', () => {
    const words = fc.array(fc.stringMatching(/^[a-zé]{2,8}$/), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(words, fc.constantFrom(' ', '_', '-', '.', ' / '), (list, sep) => {
        const text = list.join(sep);
        for (const id of ['camel', 'pascal'] as const) {
          const once = convertCase(id, text);
          expect(convertCase(id, once)).toBe(once);
        }
      }),
    );
  });

  it('inverse twice gives the text back; lower and upper absorb each other', () => {
    fc.assert(
      fc.property(ascii, (text) => {
        expect(inverseCase(inverseCase(text))).toBe(text);
        expect(convertCase('lower', convertCase('upper', text))).toBe(text.toLowerCase());
        expect(convertCase('upper', convertCase('lower', text))).toBe(text.toUpperCase());
      }),
    );
  });

  it('the letter cases keep the length and every non-letter in place', () => {
    fc.assert(
      fc.property(ascii, (text) => {
        for (const id of ['lower', 'upper', 'alternating', 'inverse'] as const) {
          const out = convertCase(id, text);
          expect(out.length).toBe(text.length);
          expect(out.toLowerCase()).toBe(text.toLowerCase());
        }
      }),
    );
  });

  it('snake, kebab, dot, path and constant are the same words with a different joint', () => {
    fc.assert(
      fc.property(ascii, (text) => {
        const snake = convertCase('snake', text, WHOLE);
        expect(convertCase('kebab', text, WHOLE)).toBe(snake.replaceAll('_', '-'));
        expect(convertCase('dot', text, WHOLE)).toBe(snake.replaceAll('_', '.'));
        expect(convertCase('path', text, WHOLE)).toBe(snake.replaceAll('_', '/'));
        expect(convertCase('constant', text, WHOLE)).toBe(snake.toUpperCase());
      }),
    );
  });

  it('per-line conversion keeps the number of lines', () => {
    fc.assert(
      fc.property(ascii, (text) => {
        const lines = text.split('\n').length;
        for (const id of CASE_IDS) expect(convertCase(id, text).split('\n').length).toBe(lines);
      }),
    );
  });
});
