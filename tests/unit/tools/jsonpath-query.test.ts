import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as engine from '../../../src/tools/jsonpath-query/engine';
import {
  BOOKSTORE,
  EXAMPLES,
  SAMPLE_JSON,
  checkExpression,
  pathsJson,
  previewValue,
  runQuery,
  valuesJson,
  type QueryResult,
} from '../../../src/tools/jsonpath-query/jsonpath-query';

function ok(result: QueryResult) {
  if (result.status !== 'ok') throw new Error(`Expected matches, got ${JSON.stringify(result)}`);
  return result.matches;
}
const query = (expression: string, text = SAMPLE_JSON) => ok(runQuery(text, expression, engine));
const values = (expression: string) => query(expression).map((m) => m.value);
const paths = (expression: string) => query(expression).map((m) => m.path);
const [reference, sword, moby, rings] = BOOKSTORE.store.book;
const bicycle = BOOKSTORE.store.bicycle;

describe('RFC 9535 section 1.5: the bookstore examples give the RFC results', () => {
  it('$.store.book[*].author: the authors of all books in the store', () => {
    expect(values('$.store.book[*].author')).toEqual(['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']);
    expect(paths('$.store.book[*].author')).toEqual([0, 1, 2, 3].map((i) => `$['store']['book'][${i}]['author']`));
  });

  it('$..author: all authors', () => {
    expect(values('$..author')).toEqual(['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']);
  });

  it('$.store.*: all things in the store, which are some books and a red bicycle', () => {
    expect(query('$.store.*')).toEqual([
      { path: "$['store']['book']", value: BOOKSTORE.store.book },
      { path: "$['store']['bicycle']", value: bicycle },
    ]);
  });

  it('$.store..price: the prices of everything in the store', () => {
    // Descendant order between siblings is not fixed by the RFC: compared as a set of (path, value).
    expect(query('$.store..price')).toEqual(
      expect.arrayContaining([
        { path: "$['store']['book'][0]['price']", value: 8.95 },
        { path: "$['store']['book'][1]['price']", value: 12.99 },
        { path: "$['store']['book'][2]['price']", value: 8.99 },
        { path: "$['store']['book'][3]['price']", value: 22.99 },
        { path: "$['store']['bicycle']['price']", value: 399 },
      ]),
    );
    expect(query('$.store..price')).toHaveLength(5);
  });

  it('$..book[2]: the third book; $..book[2].author its author; $..book[2].publisher empty', () => {
    expect(query('$..book[2]')).toEqual([{ path: "$['store']['book'][2]", value: moby }]);
    expect(query('$..book[2].author')).toEqual([{ path: "$['store']['book'][2]['author']", value: 'Herman Melville' }]);
    expect(query('$..book[2].publisher')).toEqual([]);
  });

  it('$..book[-1]: the last book in order', () => {
    expect(query('$..book[-1]')).toEqual([{ path: "$['store']['book'][3]", value: rings }]);
  });

  it('$..book[0,1] and $..book[:2]: the first two books', () => {
    const firstTwo = [
      { path: "$['store']['book'][0]", value: reference },
      { path: "$['store']['book'][1]", value: sword },
    ];
    expect(query('$..book[0,1]')).toEqual(firstTwo);
    expect(query('$..book[:2]')).toEqual(firstTwo);
  });

  it('$..book[?@.isbn]: all books with an ISBN number', () => {
    expect(values('$..book[?@.isbn]')).toEqual([moby, rings]);
  });

  it('$..book[?@.price<10]: all books cheaper than 10', () => {
    expect(values('$..book[?@.price<10]')).toEqual([reference, moby]);
    expect(query('$..book[?@.price < 10].title')).toEqual([
      { path: "$['store']['book'][0]['title']", value: 'Sayings of the Century' },
      { path: "$['store']['book'][2]['title']", value: 'Moby Dick' },
    ]);
  });

  it('$..*: all member values and array elements contained in the input value', () => {
    const all = query('$..*');
    // store, book, bicycle, 4 books, their 4 + 4 + 5 + 5 members, the bicycle's 2.
    expect(all).toHaveLength(27);
    expect(new Set(all.map((m) => m.path)).size).toBe(27);
    expect(all).toContainEqual({ path: "$['store']['bicycle']['color']", value: 'red' });
  });

  it('filters with functions, logic and comparisons', () => {
    expect(values("$..book[?match(@.author, '.*Tolkien')].title")).toEqual(['The Lord of the Rings']);
    expect(values("$..book[?search(@.title, 'of')].title")).toEqual(['Sayings of the Century', 'Sword of Honour', 'The Lord of the Rings']);
    expect(values("$..book[?@.category == 'fiction' && @.price > 10].title")).toEqual(['Sword of Honour', 'The Lord of the Rings']);
    expect(values('$..book[?!@.isbn].title')).toEqual(['Sayings of the Century', 'Sword of Honour']);
    expect(values('$.store[?length(@) == 2]')).toEqual([bicycle]);
    expect(values('$[?count(@.*) == 2]')).toEqual([BOOKSTORE.store]);
  });

  it('every example chip is a valid query with matches on the sample', () => {
    for (const example of EXAMPLES) {
      expect(checkExpression(example, engine)).toBeNull();
      expect(query(example).length, example).toBeGreaterThan(0);
    }
  });
});

describe('RFC 9535 section 2.7: normalized paths', () => {
  it('escapes member names as the RFC says', () => {
    const doc = JSON.stringify({ "a'b": 1, 'c\\d': 2, 'e\nf': 3, '\u000b': 4, 'ü 𝄞': 5, '': 6 });
    expect(query('$.*', doc).map((m) => m.path)).toEqual(["$['a\\'b']", "$['c\\\\d']", "$['e\\nf']", "$['\\u000b']", "$['ü 𝄞']", "$['']"]);
  });

  it('every path of $..* is a query that finds exactly its value (any JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        const text = JSON.stringify(value);
        const data: unknown = JSON.parse(text);
        for (const match of query('$..*', text)) {
          expect(query(match.path, text)).toEqual([match]);
        }
        expect(query('$', text)).toEqual([{ path: '$', value: data }]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('problems are named with their place', () => {
  it('invalid JSON: line and column next to the JSON field, the expression still checked', () => {
    expect(runQuery('{\n  "a": 1,\n  "b": tru\n}', '$.a', engine)).toMatchObject({
      status: 'error',
      json: { kind: 'invalidJson', line: 3, column: 11 },
      expression: null,
    });
    expect(runQuery('{"a": }', '$.a[', engine)).toMatchObject({ status: 'error', json: { line: 1, column: 7 }, expression: { kind: 'syntax', column: 5 } });
  });

  it('an expression that does not start with $', () => {
    expect(checkExpression('store.book', engine)).toEqual({ kind: 'missingRoot', found: 's' });
    expect(checkExpression('   ', engine)).toEqual({ kind: 'emptyExpression' });
  });

  it('a syntax error: the character where it stops, what was found and what could come', () => {
    expect(checkExpression('$.store.book[', engine)).toMatchObject({ kind: 'syntax', column: 14, found: null });
    const problem = checkExpression('$..book[?@.price < 10 &&]', engine);
    expect(problem).toMatchObject({ kind: 'syntax', column: 25, found: ']' });
    expect(problem?.kind === 'syntax' && problem.expected).toEqual(expect.arrayContaining(['@', '$', '(', '!']));
    expect(checkExpression('$.a b', engine)).toMatchObject({ kind: 'syntax', column: 5, found: 'b', expected: ['.', '..', '['] });
  });

  it('an unknown function is named (RFC 9535 defines five)', () => {
    expect(checkExpression('$..book[?@.price > 1 && size(@.title) > 3]', engine)).toEqual({ kind: 'unknownFunction', name: 'size', column: 25 });
    expect(runQuery(SAMPLE_JSON, '$[?foo(@)]', engine)).toEqual({ status: 'error', json: null, expression: { kind: 'unknownFunction', name: 'foo', column: 4 } });
  });

  it('no JSON is empty, whatever the expression', () => {
    expect(runQuery('  \n', '$..*', engine)).toEqual({ status: 'empty' });
  });
});

describe('copies and previews', () => {
  it('Copy Values is a JSON array of the values; Copy Paths one of the paths', () => {
    const matches = query('$..book[?@.price < 10].title');
    expect(JSON.parse(valuesJson(matches))).toEqual(['Sayings of the Century', 'Moby Dick']);
    expect(JSON.parse(pathsJson(matches))).toEqual(["$['store']['book'][0]['title']", "$['store']['book'][2]['title']"]);
  });

  it('a long value is cut in its preview', () => {
    expect(previewValue({ a: 'x'.repeat(300) }, 20)).toBe('{"a":"xxxxxxxxxxxxxx…');
    expect(previewValue(8.95)).toBe('8.95');
  });
});

describe('the engine runs under the site CSP', () => {
  it('has no eval or new Function in its code', () => {
    const root = join(process.cwd(), 'node_modules/jsonpath-rfc9535/dist/esm');
    const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.js') ? [join(dir, name)] : []));
    for (const file of files(root)) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(/\beval\s*\(|new\s+Function\b|\bFunction\s*\(/);
    }
  });
});
