import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYERS,
  MAX_LAYERS,
  PRESETS,
  PRESET_IDS,
  RANGES,
  addLayer,
  decodeLayers,
  duplicateLayer,
  encodeLayers,
  formatColor,
  formatDeclaration,
  formatLayer,
  formatShadow,
  layersFromInput,
  moveLayer,
  parsePreview,
  removeLayer,
  type ShadowLayer,
} from '../../../src/tools/box-shadow-generator/box-shadow-generator';
import { parseShadow } from '../../../src/tools/box-shadow-generator/parse-shadow';
import { api } from '../../../src/tools/box-shadow-generator/api';

const length = (field: keyof typeof RANGES) => fc.integer(RANGES[field]);
const shadowLayer: fc.Arbitrary<ShadowLayer> = fc.record({
  x: length('x'),
  y: length('y'),
  blur: length('blur'),
  spread: length('spread'),
  color: fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`),
  opacity: fc.integer({ min: 0, max: 100 }),
  inset: fc.boolean(),
});
const layerList = fc.array(shadowLayer, { minLength: 1, maxLength: MAX_LAYERS });
// -0 and 0 are the same length; toEqual would tell them apart.
const plain = (layers: ShadowLayer[]) => JSON.parse(JSON.stringify(layers)) as ShadowLayer[];

describe('CSS', () => {
  it('writes each layer as offsets, blur, spread and color; opaque colors in hex, others as rgba()', () => {
    expect(formatLayer({ x: 0, y: 4, blur: 6, spread: -1, color: '#000000', opacity: 10, inset: false })).toBe('0 4px 6px -1px rgba(0, 0, 0, 0.1)');
    expect(formatLayer({ x: -3, y: 0, blur: 0, spread: 2, color: '#3b82f6', opacity: 100, inset: true })).toBe('inset -3px 0 0 2px #3b82f6');
    expect(formatColor('#22d3ee', 60)).toBe('rgba(34, 211, 238, 0.6)');
    expect(formatColor('#22d3ee', 0)).toBe('rgba(34, 211, 238, 0)');
  });

  it('writes the layers in list order, one declaration, several layers one to a line', () => {
    expect(formatShadow(PRESETS.medium)).toBe('0 4px 6px -1px rgba(0, 0, 0, 0.1), 0 2px 4px -2px rgba(0, 0, 0, 0.1)');
    expect(formatDeclaration(PRESETS.subtle)).toBe('box-shadow: 0 1px 2px 0 rgba(0, 0, 0, 0.05);');
    expect(formatDeclaration(PRESETS.medium)).toBe('box-shadow:\n  0 4px 6px -1px rgba(0, 0, 0, 0.1),\n  0 2px 4px -2px rgba(0, 0, 0, 0.1);');
    expect(formatShadow([])).toBe('none');
  });

  it('reads back what it writes (format ∘ parse is the identity on layers)', () => {
    fc.assert(
      fc.property(layerList, (layers) => {
        const read = parseShadow(formatShadow(layers));
        expect(read.ok && plain(read.layers)).toEqual(plain(layers));
        const declaration = parseShadow(formatDeclaration(layers));
        expect(declaration.ok && plain(declaration.layers)).toEqual(plain(layers));
      }),
    );
  });

  it('reads shadows written by hand: any CSS color, two to four lengths, inset anywhere', () => {
    const read = parseShadow('box-shadow: 2px 3px rgb(255 0 0 / 50%), 0 0 10px hsl(210 100% 50%) inset, 1px 1px 1px 1px navy;');
    expect(read).toEqual({
      ok: true,
      layers: [
        { x: 2, y: 3, blur: 0, spread: 0, color: '#ff0000', opacity: 50, inset: false },
        { x: 0, y: 0, blur: 10, spread: 0, color: '#0080ff', opacity: 100, inset: true },
        { x: 1, y: 1, blur: 1, spread: 1, color: '#000080', opacity: 100, inset: false },
      ],
    });
    // Out-of-range lengths are kept within the sliders' ranges; fractions round to whole px.
    expect(parseShadow('500px -2.4px 300px #000')).toMatchObject({ ok: true, layers: [{ x: 100, y: -2, blur: 200 }] });
  });

  it('names what it cannot read', () => {
    expect(parseShadow('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(parseShadow('none')).toEqual({ ok: false, reason: 'empty' });
    expect(parseShadow('0 4px 6px black, 4px blue')).toEqual({ ok: false, reason: 'lengths', layer: 2 });
    expect(parseShadow('0 4px -6px black')).toEqual({ ok: false, reason: 'lengths', layer: 1 });
    expect(parseShadow('0 4px 6px')).toEqual({ ok: false, reason: 'noColor', layer: 1 });
    expect(parseShadow('0 4px 6px blurple')).toEqual({ ok: false, reason: 'color', layer: 1, text: 'blurple' });
    expect(parseShadow('0 4 6px black')).toEqual({ ok: false, reason: 'token', layer: 1, text: '4' });
    expect(parseShadow('0 4em 6px black')).toEqual({ ok: false, reason: 'token', layer: 1, text: '4em' });
    expect(parseShadow(Array(MAX_LAYERS + 1).fill('0 1px red').join(','))).toEqual({ ok: false, reason: 'tooMany', max: MAX_LAYERS });
  });
});

describe('share links', () => {
  it('encodes compactly, in characters a query string leaves alone', () => {
    expect(encodeLayers(DEFAULT_LAYERS)).toBe('0_4_6_-1_000000_10.0_2_4_-2_000000_10');
    expect(encodeLayers(PRESETS.inset)).toBe('i0_2_4_0_000000_15');
    fc.assert(
      fc.property(layerList, (layers) => {
        const text = encodeLayers(layers);
        expect(new URLSearchParams({ layers: text }).toString()).toBe(`layers=${text}`);
        expect(plain(decodeLayers(text) ?? [])).toEqual(plain(layers));
      }),
    );
  });

  it('refuses anything else and starts from the default', () => {
    for (const text of ['', '0_4_6', '0_4_6_-1_000000', '0_4_6_-1_00000g_10', '0_4_-6_0_000000_10', '0_4_6_0_000000_101', '1.5_4_6_0_000000_10', 'x0_4_6_0_000000_10']) {
      expect(decodeLayers(text), text).toBeNull();
    }
    expect(layersFromInput('nope')).toEqual(DEFAULT_LAYERS);
    expect(layersFromInput(undefined)).toEqual(DEFAULT_LAYERS);
    expect(layersFromInput('i1_2_3_4_abcdef_50')).toEqual([{ x: 1, y: 2, blur: 3, spread: 4, color: '#abcdef', opacity: 50, inset: true }]);
  });

  it('declares the default layers and preview settings the screen starts with', () => {
    const defaults = Object.fromEntries(api.inputs.map((input) => [input.name, input.default]));
    expect(defaults).toEqual({ layers: encodeLayers(DEFAULT_LAYERS), 'box-color': '#ffffff', 'background-color': '#e2e8f0', 'corner-radius': 12 });
  });
});

describe('the layer list', () => {
  it('moves a layer up and down, and the CSS follows the list', () => {
    const [a, b, c] = [PRESETS.subtle[0]!, PRESETS.inset[0]!, PRESETS.neon[0]!];
    expect(moveLayer([a, b, c], 2, -1)).toEqual([a, c, b]);
    expect(moveLayer([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveLayer([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveLayer([a, b, c], 2, 1)).toEqual([a, b, c]);
    expect(formatShadow(moveLayer([a, b], 1, -1))).toBe(`${formatLayer(b)}, ${formatLayer(a)}`);
    fc.assert(
      fc.property(layerList, fc.nat(), fc.constantFrom(-1 as const, 1 as const), (layers, at, direction) => {
        const index = at % layers.length;
        const moved = moveLayer(layers, index, direction);
        const to = index + direction;
        if (to < 0 || to >= layers.length) expect(moved).toEqual(layers);
        else {
          expect(moved[to]).toBe(layers[index]);
          expect(moveLayer(moved, to, direction === 1 ? -1 : 1)).toEqual(layers);
        }
      }),
    );
  });

  it('adds, duplicates and removes within 1 to 10 layers', () => {
    const one = [PRESETS.subtle[0]!];
    expect(addLayer(one)).toHaveLength(2);
    expect(duplicateLayer(PRESETS.medium, 0)).toEqual([PRESETS.medium[0], PRESETS.medium[0], PRESETS.medium[1]]);
    expect(removeLayer(PRESETS.medium, 0)).toEqual([PRESETS.medium[1]]);
    expect(removeLayer(one, 0)).toEqual(one);
    const full = Array.from({ length: MAX_LAYERS }, () => PRESETS.subtle[0]!);
    expect(addLayer(full)).toHaveLength(MAX_LAYERS);
    expect(duplicateLayer(full, 3)).toHaveLength(MAX_LAYERS);
  });

  it('has the six presets, each readable back from its CSS', () => {
    expect(PRESET_IDS).toEqual(['subtle', 'medium', 'large', 'layered', 'inset', 'neon']);
    for (const id of PRESET_IDS) expect(parseShadow(formatShadow(PRESETS[id])), id).toEqual({ ok: true, layers: PRESETS[id] });
  });
});

describe('preview settings', () => {
  it('keeps only valid stored or given values', () => {
    expect(parsePreview({ boxColor: '#FFFFFF', backgroundColor: 'red', radius: '24' })).toEqual({ boxColor: '#ffffff', radius: 24 });
    expect(parsePreview({ radius: 65 })).toEqual({});
    expect(parsePreview({ radius: 1.5 })).toEqual({});
    expect(parsePreview(null)).toEqual({});
    expect(parsePreview({ backgroundColor: '#0f172a', radius: 0 })).toEqual({ backgroundColor: '#0f172a', radius: 0 });
  });
});
