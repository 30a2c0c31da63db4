import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import fc from 'fast-check';
import {
  DEFAULT_OPTIONS,
  SAMPLE_CSV,
  SAMPLE_JSON,
  convert,
  convertTask,
  csvRow,
  detectFormat,
  inferValue,
  uniqueHeaders,
  type ConvertOptions,
  type ConvertResult,
} from '../../../src/tools/csv-json-converter/csv-json-converter';
import { parseSettings } from '../../../src/tools/csv-json-converter/CsvJsonConverter';

const csvToJson = (text: string, options: Partial<ConvertOptions> = {}) => convert(text, { ...DEFAULT_OPTIONS, ...options, direction: 'csv-to-json' }, Papa);
const jsonToCsv = (text: string, options: Partial<ConvertOptions> = {}) => convert(text, { ...DEFAULT_OPTIONS, ...options, direction: 'json-to-csv' }, Papa);

function ok(result: ConvertResult) {
  if (result.status !== 'ok') throw new Error(`Expected a result, got ${JSON.stringify(result)}`);
  return result;
}
const data = (result: ConvertResult): unknown => JSON.parse(ok(result).output);

/** Random tables whose fields hold the characters RFC 4180 quoting is about. */
const field = fc.string({ unit: fc.constantFrom('a', 'Z', '1', ' ', ',', '"', '\n', '\r', ';', '|', '\t', 'é', '😀'), maxLength: 8 });
const table = fc.integer({ min: 1, max: 5 }).chain((columns) => fc.array(fc.array(field, { minLength: columns, maxLength: columns }), { minLength: 1, maxLength: 12 }));
const writeCsv = (rows: string[][]) => rows.map((row) => csvRow(row, ',')).join('\r\n');

describe('CSV → JSON', () => {
  it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quoted fields', () => {
    const text = 'name,note\r\n"Hopper, Grace","She said ""hi""\nthen left"\r\nplain,\r\n';
    expect(data(csvToJson(text))).toEqual([
      { name: 'Hopper, Grace', note: 'She said "hi"\nthen left' },
      { name: 'plain', note: null },
    ]);
    expect(data(csvToJson(text, { inferTypes: false }))).toEqual([
      { name: 'Hopper, Grace', note: 'She said "hi"\nthen left' },
      { name: 'plain', note: '' },
    ]);
  });

  it('auto-detects a semicolon delimiter (and tab and pipe)', () => {
    const result = ok(csvToJson('name;price;stock\nApple;1.5;true\n"Pear; ripe";2;false'));
    expect(result).toMatchObject({ delimiter: 'semicolon', detected: true, rows: 2, columns: 3 });
    expect(JSON.parse(result.output)).toEqual([
      { name: 'Apple', price: 1.5, stock: true },
      { name: 'Pear; ripe', price: 2, stock: false },
    ]);
    expect(ok(csvToJson('a\tb\n1\t2')).delimiter).toBe('tab');
    expect(ok(csvToJson('a|b\n1|2')).delimiter).toBe('pipe');
    expect(detectFormat(Papa, 'a,b\r\n1,2\r\n', 'auto')).toEqual({ delimiter: 'comma', newline: '\r\n' });
    // A chosen delimiter is used as it is.
    expect(data(csvToJson('a;b\n1;2', { delimiter: 'comma' }))).toEqual([{ 'a;b': '1;2' }]);
  });

  it('reports a ragged row by its row number', () => {
    expect(csvToJson('a,b,c\n1,2,3\n4,5\n6,7,8')).toEqual({ status: 'error', problem: { kind: 'ragged', row: 3, found: 2, expected: 3, firstRow: 1 } });
    // A quoted line break stays in its row, so rows are records, not lines.
    expect(csvToJson('a,b\n"x\ny",1\n2,3,4')).toMatchObject({ problem: { kind: 'ragged', row: 3, found: 3 } });
    expect(csvToJson('a,b\n1,2\n"open,3')).toEqual({ status: 'error', problem: { kind: 'unclosedQuote', row: 3 } });
    expect(csvToJson('a,b\n"x"y,2')).toEqual({ status: 'error', problem: { kind: 'strayQuote', row: 2 } });
  });

  it('infers numbers that keep every digit, booleans and null; leaves the rest as text', () => {
    expect(['12', '-3.5', '1e3', '0', '007', '1,5', '12345678901234567890', '-0', 'true', 'FALSE', 'yes', '', ' 1'].map(inferValue)).toEqual([
      12, -3.5, 1000, 0, '007', '1,5', '12345678901234567890', '-0', true, false, 'yes', null, ' 1',
    ]);
  });

  it('makes arrays without a header row or when asked, and keeps the column order of numeric headers', () => {
    expect(data(csvToJson('a,b\n1,x', { header: false }))).toEqual([['a', 'b'], [1, 'x']]);
    expect(ok(csvToJson('a,b\n1,x', { header: false, shape: 'objects' })).shape).toBe('arrays');
    expect(data(csvToJson('a,b\n1,x', { shape: 'arrays' }))).toEqual([[1, 'x']]);
    expect(ok(csvToJson('2020,2019\n1,2')).output).toBe('[\n  {\n    "2020": 1,\n    "2019": 2\n  }\n]');
    expect(uniqueHeaders(['a', 'a', 'a_1', 'b', 'a'])).toEqual(['a', 'a_2', 'a_1', 'b', 'a_3']);
    expect(data(csvToJson('id,id\n1,2'))).toEqual([{ id: 1, id_1: 2 }]);
  });

  it('skips blank lines and the final line break; empty input is empty', () => {
    expect(data(csvToJson('a,b\n\n1,2\n\n'))).toEqual([{ a: 1, b: 2 }]);
    expect(data(csvToJson('\ufeffa,b\n1,2\n'))).toEqual([{ a: 1, b: 2 }]);
    expect(data(csvToJson('a,b'))).toEqual([]);
    expect(csvToJson('  \n ')).toEqual({ status: 'empty' });
  });

  it('converts the sample', () => {
    expect(ok(csvToJson(SAMPLE_CSV))).toMatchObject({ rows: 4, columns: 6, delimiter: 'comma' });
    expect((data(csvToJson(SAMPLE_CSV)) as Array<Record<string, unknown>>)[3]).toEqual({
      id: 4, name: 'Katherine Johnson', city: 'Hampton,\nVirginia', joined: '1953-06-01', active: true, score: 92.25,
    });
  });

  it('works through large text in steps and gets the same result as one parse', () => {
    const row = '1,"Hopper, Grace","a ""quoted""\nline",true\n';
    const text = `id,name,note,ok\n${row.repeat(40_000)}`;
    const run = convertTask({ text, options: DEFAULT_OPTIONS }, Papa);
    let steps = 0;
    let step = run.next();
    while (!step.done) {
      expect(step.value).toBeGreaterThanOrEqual(0);
      expect(step.value).toBeLessThanOrEqual(1);
      steps++;
      step = run.next();
    }
    expect(steps).toBeGreaterThan(3);
    const result = ok(step.value);
    expect(result.rows).toBe(40_000);
    const rows = JSON.parse(result.output) as unknown[];
    expect(rows[39_999]).toEqual({ id: 1, name: 'Hopper, Grace', note: 'a "quoted"\nline', ok: true });
    expect(result.outputLineStarts.length).toBe(result.output.split('\n').length);
  });
});

describe('JSON → CSV', () => {
  it('writes objects with a header row, quoting as RFC 4180 says', () => {
    const result = ok(jsonToCsv(SAMPLE_JSON));
    expect(result.output).toBe(
      ['id,name,city,active,score', '1,Ada Lovelace,London,true,98.5', '2,"Hopper, Grace",New York,true,', '3,"Alan ""Prof"" Turing",Wilmslow,false,87'].join('\r\n'),
    );
    expect(result).toMatchObject({ rows: 3, columns: 5, delimiter: 'comma' });
  });

  it('unions the keys, writes nested values as JSON, arrays by position, and the chosen delimiter', () => {
    expect(ok(jsonToCsv('[{"a":1},{"b":[1,2],"a":null}]')).output).toBe('a,b\r\n1,\r\n,"[1,2]"');
    expect(ok(jsonToCsv('[{"a":1}]', { header: false })).output).toBe('1');
    expect(ok(jsonToCsv('[[1,"x;y"],[2]]', { delimiter: 'semicolon' })).output).toBe('1;"x;y"\r\n2;');
    expect(ok(jsonToCsv('{"a":"line\\nbreak"}')).output).toBe('a\r\n"line\nbreak"');
    expect(ok(jsonToCsv('[]')).output).toBe('');
  });

  it('names the item that is not a row, and where invalid JSON stops', () => {
    expect(jsonToCsv('[{"a":1},2]')).toEqual({ status: 'error', problem: { kind: 'badItem', item: 2, found: 'number' } });
    expect(jsonToCsv('[[1],{"a":1}]')).toEqual({ status: 'error', problem: { kind: 'mixedItems', item: 2, found: 'object', expected: 'array' } });
    expect(jsonToCsv('"text"')).toEqual({ status: 'error', problem: { kind: 'notTable', found: 'string' } });
    const invalid = jsonToCsv('[\n  {"a": 1},\n  {"a": }\n]');
    expect(invalid).toMatchObject({ status: 'error', problem: { kind: 'invalidJson', line: 3, column: 9 } });
  });
});

describe('round trips', () => {
  it('CSV → JSON → CSV gives the same CSV for any table (fields with commas, quotes and line breaks)', () => {
    fc.assert(
      fc.property(table, (rows) => {
        const csv = writeCsv(rows);
        // One blank or space-only cell is text with nothing in it: the converter says so instead.
        if (csv.trim() === '') {
          expect(csvToJson(csv, { header: false }).status).toBe('empty');
          return;
        }
        const json = ok(csvToJson(csv, { header: false, inferTypes: false, delimiter: 'comma' }));
        expect(JSON.parse(json.output)).toEqual(rows);
        expect(ok(jsonToCsv(json.output, { delimiter: 'comma' })).output).toBe(csv);
      }),
      { numRuns: 300 },
    );
  });

  it('with a header row, through objects, the same CSV comes back', () => {
    const headed = table.map((rows) => [rows[0]!.map((_, c) => `col ${c}, "${c}"`), ...rows]);
    fc.assert(
      fc.property(headed, (rows) => {
        const csv = writeCsv(rows);
        const json = ok(csvToJson(csv, { inferTypes: false, delimiter: 'comma' }));
        expect(ok(jsonToCsv(json.output)).output).toBe(rows.length === 1 ? csvRow(rows[0]!, ',') : csv);
      }),
      { numRuns: 200 },
    );
  });

  it('JSON values round-trip through CSV with type inference', () => {
    const value = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.boolean(), fc.constant(null), fc.string({ unit: fc.constantFrom('x', ',', '"', '\n', ' ') , minLength: 1 }).filter((s) => typeof inferValue(s) === 'string'));
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value), { minLength: 1, maxLength: 8 }), (pairs) => {
        const json = JSON.stringify(pairs.map(([a, b]) => ({ a, b })));
        expect(data(csvToJson(ok(jsonToCsv(json)).output))).toEqual(JSON.parse(json));
      }),
    );
  });
});

describe('settings', () => {
  it('keeps only valid stored or given values', () => {
    expect(parseSettings({ direction: 'json-to-csv', delimiter: 'tab', header: 'false', inferTypes: true, shape: 'arrays' })).toEqual({
      direction: 'json-to-csv', delimiter: 'tab', header: false, inferTypes: true, shape: 'arrays',
    });
    expect(parseSettings({ direction: 'up', delimiter: ':', header: 'maybe', shape: 3 })).toEqual({});
    expect(parseSettings(null)).toEqual({});
  });
});
