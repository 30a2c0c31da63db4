import { describe, expect, it } from 'vitest';
import * as YAML from 'yaml';
import fc from 'fast-check';
import {
  DEFAULT_OPTIONS,
  SAMPLE_JSON,
  SAMPLE_YAML,
  convert,
  convertTask,
  type ConvertOptions,
  type ConvertResult,
} from '../../../src/tools/yaml-json-converter/yaml-json-converter';
import { parseSettings } from '../../../src/tools/yaml-json-converter/YamlJsonConverter';

const yamlToJson = (text: string, options: Partial<ConvertOptions> = {}) => convert(text, { ...DEFAULT_OPTIONS, ...options, direction: 'yaml-to-json' }, YAML);
const jsonToYaml = (text: string, options: Partial<ConvertOptions> = {}) => convert(text, { ...DEFAULT_OPTIONS, ...options, direction: 'json-to-yaml' }, YAML);

function ok(result: ConvertResult) {
  if (result.status !== 'ok') throw new Error(`Expected a result, got ${JSON.stringify(result)}`);
  return result;
}
const data = (result: ConvertResult): unknown => JSON.parse(ok(result).output);

describe('YAML → JSON', () => {
  it('resolves anchors, aliases and merge keys', () => {
    const text = 'base: &base\n  image: nginx\n  ports: [80, 443]\ncopy: *base\nweb:\n  <<: *base\n  replicas: 3\nlist:\n  - &item {id: 1}\n  - *item\n';
    expect(data(yamlToJson(text))).toEqual({
      base: { image: 'nginx', ports: [80, 443] },
      copy: { image: 'nginx', ports: [80, 443] },
      web: { image: 'nginx', ports: [80, 443], replicas: 3 },
      list: [{ id: 1 }, { id: 1 }],
    });
  });

  it('turns several documents into an array, in order (an empty document is null)', () => {
    const result = ok(yamlToJson('---\nname: first\n---\n- 1\n- 2\n---\n...\n---\nlast\n'));
    expect(result.documents).toBe(4);
    expect(JSON.parse(result.output)).toEqual([{ name: 'first' }, [1, 2], null, 'last']);
    // One document is its value, not an array of one.
    expect(ok(yamlToJson('---\na: 1\n')).output).toBe('{\n  "a": 1\n}');
    expect(ok(yamlToJson('# nothing but a comment\n'))).toMatchObject({ output: 'null', documents: 0 });
  });

  it('reads YAML 1.2 core scalars: yes/no stay strings, 0o17 is octal, keys become strings', () => {
    expect(data(yamlToJson('a: yes\nb: No\nc: 0o17\nd: 0x1F\ne: 1.5e3\nf: ~\ng: "007"\nh: true\n1: one\n'))).toEqual({
      a: 'yes', b: 'No', c: 15, d: 31, e: 1500, f: null, g: '007', h: true, '1': 'one',
    });
  });

  it('writes the chosen indent', () => {
    expect(ok(yamlToJson('a:\n  - 1\n', { indent: 4 })).output).toBe('{\n    "a": [\n        1\n    ]\n}');
  });

  it('gives line and column for a tab used as indentation', () => {
    expect(yamlToJson('server:\n  host: example.com\n\tport: 8080\n')).toEqual({
      status: 'error',
      problem: { kind: 'invalidYaml', code: 'TAB_AS_INDENT', message: 'Tabs are not allowed as indentation', line: 3, column: 1, document: 1 },
    });
  });

  it('gives line and column (and the document) for other syntax problems', () => {
    expect(yamlToJson('a: 1\na: 2\n')).toMatchObject({ status: 'error', problem: { kind: 'invalidYaml', code: 'DUPLICATE_KEY', line: 2, column: 1 } });
    expect(yamlToJson('ok: 1\n---\nlist: [1, 2\n')).toMatchObject({ status: 'error', problem: { kind: 'invalidYaml', line: 4, column: 1, document: 2 } });
    expect(yamlToJson('key: "open\n')).toMatchObject({ status: 'error', problem: { kind: 'invalidYaml', line: 2, column: 1 } });
  });

  it('names an alias with no anchor, and one that contains itself, by line and column', () => {
    expect(yamlToJson('a: 1\nb: *missing\n')).toEqual({ status: 'error', problem: { kind: 'unresolvedAlias', name: 'missing', line: 2, column: 4 } });
    expect(yamlToJson('a: &loop\n  - 1\n  - *loop\n')).toEqual({ status: 'error', problem: { kind: 'recursiveAlias', name: 'loop', line: 3, column: 5 } });
  });

  it('refuses a "billion laughs" document instead of expanding it', () => {
    const rows = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++) rows.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    expect(yamlToJson(rows.join('\n'))).toEqual({ status: 'error', problem: { kind: 'tooManyAliases' } });
  });

  it('notes what JSON cannot hold (.inf, .nan → null) and tags it does not know', () => {
    const result = ok(yamlToJson('a: .inf\nb: -.Inf\nc: .nan\nd: !custom value\n'));
    expect(JSON.parse(result.output)).toEqual({ a: null, b: null, c: null, d: 'value' });
    expect(result.notes).toEqual([
      { kind: 'yamlWarning', message: 'Unresolved tag: !custom', line: 4, column: 4 },
      { kind: 'nonFinite', count: 3 },
    ]);
  });

  it('converts the sample: merge keys resolved, two documents', () => {
    const result = ok(yamlToJson(SAMPLE_YAML));
    expect(result.documents).toBe(2);
    const [first, second] = JSON.parse(result.output) as [{ services: { admin: Record<string, unknown> } }, unknown];
    expect(first.services.admin).toEqual({ image: 'nginx:1.27', restart: 'unless-stopped', ports: [80, 443], replicas: 1, public: false, note: 'Internal only.\nReachable through the VPN.\n' });
    expect(second).toEqual({ release: '2.4.0', date: '2026-11-28' });
  });

  it('works through large text in steps and gets the same result as in one go', () => {
    const text = `items:\n${'  - id: 1\n    name: Grace Hopper\n    tags: [a, b]\n'.repeat(3000)}  - &last {ok: true}\n  - *last\n`;
    const run = convertTask({ text, options: DEFAULT_OPTIONS }, YAML);
    let steps = 0;
    let step = run.next();
    while (!step.done) {
      expect(step.value).toBeGreaterThanOrEqual(0);
      expect(step.value).toBeLessThanOrEqual(1);
      steps++;
      step = run.next();
    }
    expect(steps).toBeGreaterThan(10);
    const result = ok(step.value);
    const items = (JSON.parse(result.output) as { items: unknown[] }).items;
    expect(items).toHaveLength(3002);
    expect(items[0]).toEqual({ id: 1, name: 'Grace Hopper', tags: ['a', 'b'] });
    expect(items.slice(-2)).toEqual([{ ok: true }, { ok: true }]);
    expect(result.outputLineStarts.length).toBe(result.output.split('\n').length);
  });
});

describe('JSON → YAML', () => {
  it('writes block YAML with the chosen indent, quoting strings that would read as other types', () => {
    expect(ok(jsonToYaml('{"a":[1,{"b":null}],"c":"true","d":"1.0","e":"","f":"two\\nlines"}')).output).toBe(
      'a:\n  - 1\n  - b: null\nc: "true"\nd: "1.0"\ne: ""\nf: |-\n  two\n  lines\n',
    );
    expect(ok(jsonToYaml('{"a":{"b":[1]}}', { indent: 4 })).output).toBe('a:\n    b:\n        - 1\n');
    expect(ok(jsonToYaml('[]')).output).toBe('[]\n');
    // A line of only spaces would lose them in a block scalar (yaml 2.9 writes no indent indicator): quoted.
    expect(ok(jsonToYaml('{"a":[" \\n"]}')).output).toBe('a:\n  - "\\ \\n"\n');
    expect(ok(jsonToYaml('"text"')).output).toBe('text\n');
  });

  it('says where invalid JSON stops', () => {
    expect(jsonToYaml('{\n  "a": 1,\n  "b": }\n')).toMatchObject({ status: 'error', problem: { kind: 'invalidJson', line: 3, column: 8 } });
  });

  it('writes a large array a slice at a time, the same as in one go', () => {
    const items = Array.from({ length: 2500 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['x', 'y'] }));
    const result = ok(jsonToYaml(JSON.stringify(items)));
    expect(result.output).toBe(YAML.stringify(items, { lineWidth: 0 }));
    expect(YAML.parse(result.output)).toEqual(items);
    const keyed = Object.fromEntries(items.map((item) => [`key${item.id}`, item]));
    expect(ok(jsonToYaml(JSON.stringify(keyed))).output).toBe(YAML.stringify(keyed, { lineWidth: 0 }));
  });

  it('converts the sample', () => {
    expect(YAML.parse(ok(jsonToYaml(SAMPLE_JSON)).output)).toEqual(JSON.parse(SAMPLE_JSON));
  });
});

describe('round trips', () => {
  it('any JSON value → YAML → JSON gives the same value back', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom<2 | 4>(2, 4), (value, indent) => {
        const json = JSON.stringify(value);
        const back = ok(yamlToJson(ok(jsonToYaml(json, { indent })).output, { indent }));
        expect(JSON.parse(back.output)).toEqual(JSON.parse(json));
      }),
      { numRuns: 400 },
    );
  });

  it('a JSON key "<<" stays a key, not a YAML merge key (a counterexample fast-check found)', () => {
    const json = '[{"<<":{}},2,{"<<":{"a":1},"b":2}]';
    const written = ok(jsonToYaml(json)).output;
    expect(written).toContain('"<<":');
    expect(JSON.parse(ok(yamlToJson(written)).output)).toEqual(JSON.parse(json));
    // A merge key written in YAML still merges.
    expect(JSON.parse(ok(yamlToJson('base: &b {a: 1}\nc:\n  <<: *b\n  d: 2')).output)).toEqual({ base: { a: 1 }, c: { a: 1, d: 2 } });
  });

  it('strings with YAML-significant characters survive', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', ':', '#', '-', '&', '*', '!', '|', '>', "'", '"', '\n', '\t', '%', '@', '`', '{', '[', ',', '?', 'é', '😀', 'y', 'n', '0', '.') });
    fc.assert(
      fc.property(fc.dictionary(text, fc.oneof(text, fc.array(text))), (value) => {
        const back = yamlToJson(ok(jsonToYaml(JSON.stringify(value))).output);
        expect(data(back)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('settings', () => {
  it('keeps only valid stored or given values', () => {
    expect(parseSettings({ direction: 'json-to-yaml', indent: '4' })).toEqual({ direction: 'json-to-yaml', indent: 4 });
    expect(parseSettings({ direction: 'json-to-yaml', indent: 4 })).toEqual({ direction: 'json-to-yaml', indent: 4 });
    expect(parseSettings({ direction: 'sideways', indent: 3 })).toEqual({});
    expect(parseSettings(null)).toEqual({});
  });
});
