import { readFileSync, readdirSync, existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInput, propName, readProp, type ToolApi, type ToolInput } from '../../../src/tools/api';
import { toolApis } from '../../../src/tools/apis';
import { CATEGORY_IDS, UNIT_IDS } from '../../../src/tools/unit-converter/unit-converter';
import { API_CATEGORY_IDS, API_UNIT_IDS } from '../../../src/tools/unit-converter/api';
import { CARDS, OG_TYPES } from '../../../src/tools/og-generator/og-generator';
import { api as ogApi } from '../../../src/tools/og-generator/api';

const built = readdirSync('src/tools', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/tools/${d.name}/index.ts`))
  .map((d) => d.name);

describe('tool API declarations', () => {
  it('every built tool declares its inputs and events in api.ts and exports it from index.ts', () => {
    expect(toolApis.map((t) => t.id).sort()).toEqual([...built].sort());
    for (const id of built) expect(readFileSync(`src/tools/${id}/index.ts`, 'utf8')).toMatch(/export \{ api \} from '\.\/api'/);
  });

  it('api.ts files are plain data: no runtime imports, so the docs page and manifest never pull in tool code', () => {
    for (const id of built) {
      const runtimeImports = readFileSync(`src/tools/${id}/api.ts`, 'utf8')
        .split('\n')
        .filter((line) => /^import /.test(line) && !/^import type /.test(line));
      expect({ id, runtimeImports }).toEqual({ id, runtimeImports: [] });
    }
  });

  it('declarations are valid: kebab-case names, no global HTML attribute names, defaults that parse', () => {
    const reserved = new Set(['theme', 'title', 'id', 'class', 'style', 'hidden', 'slot', 'tabindex', 'lang', 'dir']);
    for (const { id, api } of toolApis) {
      const names = api.inputs.map((i) => i.name);
      expect(new Set(names).size, id).toBe(names.length);
      for (const input of api.inputs) {
        expect(input.name, id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
        expect(reserved.has(input.name), `${id}: ${input.name}`).toBe(false);
        expect(input.description.length, `${id}: ${input.name}`).toBeGreaterThan(5);
        const parsed = parseInput(input, String(input.default));
        expect(parsed, `${id}: ${input.name} default`).toEqual({ ok: true, value: input.default });
      }
      expect(api.events.length, id).toBeGreaterThan(0);
    }
  });

  it('copies of option lists match the tools they describe', () => {
    expect([...API_CATEGORY_IDS]).toEqual([...CATEGORY_IDS]);
    expect([...API_UNIT_IDS]).toEqual([...UNIT_IDS]);
    const values = (name: string) => (ogApi.inputs.find((i) => i.name === name) as Extract<ToolInput, { type: 'enum' }>).values;
    expect([...values('type')]).toEqual(OG_TYPES.map((t) => t.id));
    expect([...values('card')]).toEqual(CARDS.map((c) => c.id));
  });
});

describe('parseInput', () => {
  const numberInput = { name: 'n', type: 'number', default: 1, min: 0, max: 10, integer: true, description: 'test' } as const;

  it('reads each type and rejects what does not fit, saying why', () => {
    expect(parseInput(numberInput, '4')).toEqual({ ok: true, value: 4 });
    expect(parseInput(numberInput, ' 7 ')).toEqual({ ok: true, value: 7 });
    expect(parseInput(numberInput, '4.5')).toEqual({ ok: false, reason: 'expected a whole number' });
    expect(parseInput(numberInput, '11')).toEqual({ ok: false, reason: 'above the maximum 10' });
    expect(parseInput(numberInput, '')).toEqual({ ok: false, reason: 'expected a number' });
    expect(parseInput(numberInput, 'NaN')).toEqual({ ok: false, reason: 'expected a number' });
    expect(parseInput(numberInput, 'Infinity')).toEqual({ ok: false, reason: 'expected a number' });
    expect(parseInput(numberInput, null)).toEqual({ ok: true, value: 1 });
    const flag = { name: 'f', type: 'boolean', default: false, description: 'test' } as const;
    expect(parseInput(flag, '')).toEqual({ ok: true, value: true });
    expect(parseInput(flag, 'false')).toEqual({ ok: true, value: false });
    expect(parseInput(flag, 'maybe')).toEqual({ ok: false, reason: 'expected true or false' });
    const choice = { name: 'c', type: 'enum', values: ['a', 'b'], default: 'a', description: 'test' } as const;
    expect(parseInput(choice, 'b')).toEqual({ ok: true, value: 'b' });
    expect(parseInput(choice, 'B')).toEqual({ ok: false, reason: 'expected one of a, b' });
    const text = { name: 't', type: 'string', default: '', maxLength: 3, description: 'test' } as const;
    expect(parseInput(text, 'abcd')).toEqual({ ok: false, reason: 'longer than 3 characters' });
  });

  it('never throws and accepts exactly the whole numbers in range (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = parseInput(numberInput, raw);
        if (result.ok) {
          expect(Number.isInteger(result.value)).toBe(true);
          expect(result.value as number).toBeGreaterThanOrEqual(0);
          expect(result.value as number).toBeLessThanOrEqual(10);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), (n) => {
        expect(parseInput(numberInput, String(n))).toEqual({ ok: true, value: n });
      }),
    );
  });

  it('maps kebab-case names to camelCase props', () => {
    expect(propName('initial-text')).toBe('initialText');
    expect(propName('error-correction')).toBe('errorCorrection');
    expect(propName('start-with-lorem')).toBe('startWithLorem');
    expect(propName('value')).toBe('value');
  });
});

describe('readProp', () => {
  const api: ToolApi = {
    inputs: [
      { name: 'url-safe', type: 'boolean', default: false, description: 'test' },
      { name: 'mode', type: 'enum', values: ['encode', 'decode'], default: 'encode', description: 'test' },
    ],
    events: [],
  };

  it('reads attribute strings and typed React values against the declaration', () => {
    expect(readProp(api, 'url-safe', 'true')).toBe(true);
    expect(readProp(api, 'url-safe', '')).toBe(true);
    expect(readProp(api, 'url-safe', false)).toBe(false);
    expect(readProp(api, 'mode', 'decode')).toBe('decode');
  });

  it('gives undefined, not the default, for an absent or invalid value', () => {
    expect(readProp(api, 'mode', undefined)).toBeUndefined();
    expect(readProp(api, 'mode', null)).toBeUndefined();
    expect(readProp(api, 'mode', 'DECODE')).toBeUndefined();
    expect(readProp(api, 'url-safe', 'maybe')).toBeUndefined();
  });

  it('throws on a name the tool does not declare', () => {
    expect(() => readProp(api, 'padding', 'true')).toThrow('No input named padding is declared');
  });
});
