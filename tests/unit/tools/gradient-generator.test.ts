import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/tools/gradient-generator/api';
import { readShareQuery, writeShareQuery } from '../../../src/tools/share';
import {
  DEFAULT_GRADIENT,
  GRADIENT_TYPES,
  INTERPOLATIONS,
  MAX_STOPS,
  POSITIONS,
  PRESETS,
  RADIAL_SHAPES,
  addStop,
  buildDeclaration,
  buildGradient,
  describeGradient,
  formatStops,
  gradientFromInputs,
  mixColors,
  moveStop,
  outOfOrder,
  parseGradient,
  parseSettings,
  parseStops,
  randomGradient,
  removeStop,
  reverseStops,
  sortStops,
  type ColorStop,
  type Gradient,
} from '../../../src/tools/gradient-generator/gradient-generator';

const stops = (...list: Array<[string, number]>): ColorStop[] => list.map(([color, position]) => ({ color, position }));
const g = (patch: Partial<Gradient>): Gradient => ({ ...DEFAULT_GRADIENT, ...patch });

describe('buildGradient', () => {
  it('writes the default linear gradient', () => {
    expect(buildGradient(DEFAULT_GRADIENT)).toBe('linear-gradient(90deg, #2563eb 0%, #db2777 100%)');
    expect(buildDeclaration(DEFAULT_GRADIENT)).toBe('background: linear-gradient(90deg, #2563eb 0%, #db2777 100%);');
    expect(buildDeclaration(DEFAULT_GRADIENT, 'background-image')).toBe('background-image: linear-gradient(90deg, #2563eb 0%, #db2777 100%);');
  });

  it('writes radial shape and centre, conic start angle and centre', () => {
    expect(buildGradient(g({ type: 'radial', shape: 'ellipse', position: 'top left' }))).toBe('radial-gradient(ellipse at top left, #2563eb 0%, #db2777 100%)');
    expect(buildGradient(g({ type: 'conic', angle: 45, position: 'center' }))).toBe('conic-gradient(from 45deg at center, #2563eb 0%, #db2777 100%)');
  });

  it('adds repeating- and the interpolation space (never for srgb)', () => {
    expect(buildGradient(g({ repeating: true, interpolation: 'oklch', angle: 0 }))).toBe('repeating-linear-gradient(0deg in oklch, #2563eb 0%, #db2777 100%)');
    expect(buildGradient(g({ type: 'radial', interpolation: 'oklab' }))).toBe('radial-gradient(circle at center in oklab, #2563eb 0%, #db2777 100%)');
    expect(buildGradient(g({ type: 'conic', interpolation: 'srgb', angle: 0 }))).toBe('conic-gradient(from 0deg at center, #2563eb 0%, #db2777 100%)');
  });

  it('writes positions with at most two decimals', () => {
    expect(buildGradient(g({ stops: stops(['#000000', 0], ['#ffffff', 33.33], ['#ff0000', 100]) }))).toBe(
      'linear-gradient(90deg, #000000 0%, #ffffff 33.33%, #ff0000 100%)',
    );
  });
});

describe('parseStops', () => {
  it('reads hex colours with positions', () => {
    expect(parseStops('#ff0000 0%, #0000ff 100%')).toEqual({ ok: true, value: stops(['#ff0000', 0], ['#0000ff', 100]) });
  });

  it('expands short hex, lower-cases, and fills missing positions like the browser', () => {
    expect(parseStops('#F00, #0f0, #00f')).toEqual({ ok: true, value: stops(['#ff0000', 0], ['#00ff00', 50], ['#0000ff', 100]) });
    expect(parseStops('#000 20%, #111, #222, #333 80%')).toEqual({ ok: true, value: stops(['#000000', 20], ['#111111', 40], ['#222222', 60], ['#333333', 80]) });
  });

  it('rejects too few or too many stops, named colours and out-of-range positions', () => {
    expect(parseStops('#fff')).toEqual({ ok: false, error: 'A gradient needs 2 to 8 color stops; found 1.' });
    expect(parseStops(Array(9).fill('#fff').join(','))).toEqual({ ok: false, error: 'A gradient needs 2 to 8 color stops; found 9.' });
    expect(parseStops('red, #fff')).toEqual({ ok: false, error: 'Stop 1 ("red") is not a hex color with an optional position like #ff0000 50%.' });
    expect(parseStops('#fff 0%, #000 120%')).toEqual({ ok: false, error: 'Stop 2: the position must be between 0% and 100%.' });
  });
});

describe('parseGradient', () => {
  it('reads a declaration back', () => {
    expect(parseGradient('background: repeating-conic-gradient(from 30deg at bottom right in oklch, #ffffff 0%, #000000 25%);')).toEqual({
      ok: true,
      value: { type: 'conic', angle: 30, shape: 'circle', position: 'bottom right', repeating: true, interpolation: 'oklch', stops: stops(['#ffffff', 0], ['#000000', 25]) },
    });
  });

  it('understands "to <side>" keywords and a missing head', () => {
    const right = parseGradient('linear-gradient(to right, #fff, #000)');
    expect(right.ok && right.value.angle).toBe(90);
    const bare = parseGradient('linear-gradient(#fff, #000)');
    expect(bare.ok && bare.value.angle).toBe(180);
    const ellipse = parseGradient('radial-gradient(ellipse, #fff, #000)');
    expect(ellipse.ok && ellipse.value.shape).toBe('ellipse');
  });

  it('explains what it cannot read', () => {
    expect(parseGradient('url(a.png)')).toEqual({ ok: false, error: 'Expected a linear-gradient(), radial-gradient() or conic-gradient() value.' });
    expect(parseGradient('radial-gradient(square, #fff, #000)')).toEqual({ ok: false, error: 'Radial shape "square" is not circle or ellipse.' });
    expect(parseGradient('linear-gradient(400deg, #fff, #000)')).toEqual({ ok: false, error: 'The angle must be between 0deg and 360deg.' });
  });

  const gradient: fc.Arbitrary<Gradient> = fc.record({
    type: fc.constantFrom(...GRADIENT_TYPES),
    angle: fc.integer({ min: 0, max: 360 }),
    shape: fc.constantFrom(...RADIAL_SHAPES),
    position: fc.constantFrom(...POSITIONS),
    repeating: fc.boolean(),
    interpolation: fc.constantFrom(...INTERPOLATIONS),
    stops: fc.array(
      fc.record({
        color: fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`),
        position: fc.integer({ min: 0, max: 10000 }).map((n) => n / 100),
      }),
      { minLength: 2, maxLength: MAX_STOPS },
    ),
  });

  it('build → parse → build is stable (property)', () => {
    fc.assert(
      fc.property(gradient, (value) => {
        const css = buildGradient(value);
        const parsed = parseGradient(css);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(buildGradient(parsed.value)).toBe(css);
        // The parts the CSS carries come back exactly.
        expect(parsed.value.stops).toEqual(value.stops);
        expect(parsed.value.repeating).toBe(value.repeating);
        expect(parsed.value.interpolation).toBe(value.interpolation);
      }),
    );
  });

  it('every preset survives the round trip', () => {
    for (const preset of PRESETS) {
      const parsed = parseGradient(buildDeclaration(preset.gradient));
      expect(parsed.ok && buildGradient(parsed.value)).toBe(buildGradient(preset.gradient));
    }
  });
});

describe('editing stops', () => {
  const three = stops(['#000000', 0], ['#ffffff', 20], ['#ff0000', 100]);

  it('adds a stop in the widest gap with the mixed colour', () => {
    expect(addStop(three)).toEqual(stops(['#000000', 0], ['#ffffff', 20], ['#ff8080', 60], ['#ff0000', 100]));
    expect(mixColors('#000000', '#ffffff')).toBe('#808080');
  });

  it('never goes past 8 or below 2 stops', () => {
    let list = three;
    for (let i = 0; i < 10; i++) list = addStop(list);
    expect(list).toHaveLength(8);
    expect(removeStop(stops(['#000000', 0], ['#ffffff', 100]), 0)).toHaveLength(2);
    expect(removeStop(three, 1)).toEqual(stops(['#000000', 0], ['#ff0000', 100]));
  });

  it('moves colours and keeps positions in place', () => {
    expect(moveStop(three, 2, -1)).toEqual(stops(['#000000', 0], ['#ff0000', 20], ['#ffffff', 100]));
    expect(moveStop(three, 0, -1)).toBe(three);
    expect(moveStop(three, 2, 1)).toBe(three);
  });

  it('reverses with mirrored positions, twice is the identity (property)', () => {
    expect(reverseStops(three)).toEqual(stops(['#ff0000', 0], ['#ffffff', 80], ['#000000', 100]));
    fc.assert(
      fc.property(fc.array(fc.record({ color: fc.constant('#123456'), position: fc.integer({ min: 0, max: 100 }) }), { minLength: 2, maxLength: 8 }), (list) => {
        expect(reverseStops(reverseStops(list))).toEqual(list);
      }),
    );
  });

  it('finds and sorts stops that went out of order', () => {
    const messy = stops(['#000000', 50], ['#111111', 10], ['#222222', 60], ['#333333', 40]);
    expect(outOfOrder(messy)).toEqual([2, 4]);
    expect(sortStops(messy).map((s) => s.position)).toEqual([10, 40, 50, 60]);
    expect(outOfOrder(three)).toEqual([]);
  });
});

describe('random, inputs and settings', () => {
  it('randomGradient keeps the type and spaces 2–4 stops evenly', () => {
    // count 2 + floor(0.5 × 3) = 3; then r, g, b of each stop; then the angle (floor(0.5 × 24) × 15°).
    const values = [0.5, 0, 0.25, 0.75, 1 - 1e-9, 0, 0, 0, 0.5, 0.5, 0.5];
    let i = 0;
    const random = () => values[i++ % values.length] as number;
    const result = randomGradient(g({ type: 'conic', interpolation: 'oklch' }), random);
    expect(result.type).toBe('conic');
    expect(result.interpolation).toBe('oklch');
    expect(result.stops).toEqual(stops(['#0040c0', 0], ['#ff0000', 50], ['#008080', 100]));
    expect(result.angle).toBe(180);
  });

  it('reads props as strings or typed values; invalid ones keep the defaults', () => {
    expect(gradientFromInputs({ type: 'conic', angle: '45', repeating: 'true', interpolation: 'oklch', stops: '#f00, #00f', position: 'top' })).toEqual({
      ...DEFAULT_GRADIENT,
      type: 'conic',
      angle: 45,
      repeating: true,
      interpolation: 'oklch',
      position: 'top',
      stops: stops(['#ff0000', 0], ['#0000ff', 100]),
    });
    expect(gradientFromInputs({ type: 'diagonal', angle: 'NaN', repeating: 'maybe', interpolation: 'hsl', stops: 'red', shape: 'square' })).toEqual(DEFAULT_GRADIENT);
    expect(gradientFromInputs({ angle: 400 }).angle).toBe(90);
    expect(gradientFromInputs({ angle: 30, repeating: false }).angle).toBe(30);
  });

  it('keeps only a valid remembered property', () => {
    expect(parseSettings({ property: 'background-image' })).toEqual({ property: 'background-image' });
    expect(parseSettings({ property: 'color' })).toEqual({});
    expect(parseSettings(null)).toEqual({});
  });

  it('describes the gradient for the preview', () => {
    expect(describeGradient(DEFAULT_GRADIENT)).toBe('Linear gradient, 90°: #2563eb at 0%, #db2777 at 100%');
    expect(describeGradient(g({ type: 'radial', repeating: true }))).toBe('Repeating radial gradient, circle at center: #2563eb at 0%, #db2777 at 100%');
  });
});

describe('api declaration', () => {
  it('lists the same values and defaults as the logic', () => {
    const values = (name: string) => api.inputs.find((i) => i.name === name);
    expect(values('type')).toMatchObject({ values: GRADIENT_TYPES, default: DEFAULT_GRADIENT.type });
    expect(values('shape')).toMatchObject({ values: RADIAL_SHAPES, default: DEFAULT_GRADIENT.shape });
    expect(values('position')).toMatchObject({ values: POSITIONS, default: DEFAULT_GRADIENT.position });
    expect(values('interpolation')).toMatchObject({ values: INTERPOLATIONS, default: DEFAULT_GRADIENT.interpolation });
    expect(values('angle')).toMatchObject({ default: DEFAULT_GRADIENT.angle });
    const stops = parseStops(String(values('stops')?.default));
    expect(stops.ok && stops.value).toEqual(DEFAULT_GRADIENT.stops);
  });
});

describe('share links', () => {
  const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
  const stop = fc.record({ color: hex, position: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100) });
  const gradient = fc.record({
    type: fc.constantFrom(...GRADIENT_TYPES),
    angle: fc.integer({ min: 0, max: 360 }),
    shape: fc.constantFrom(...RADIAL_SHAPES),
    position: fc.constantFrom(...POSITIONS),
    repeating: fc.boolean(),
    interpolation: fc.constantFrom(...INTERPOLATIONS),
    stops: fc.array(stop, { minLength: 2, maxLength: MAX_STOPS }),
  });

  it('formatStops writes the default stops exactly as the stops input declares them', () => {
    expect(formatStops(DEFAULT_GRADIENT.stops)).toBe('#2563eb 0%, #db2777 100%');
    expect(formatStops([{ color: '#000000', position: 33.33 }, { color: '#ffffff', position: 100 }])).toBe('#000000 33.33%, #ffffff 100%');
  });

  it('any gradient survives the link: what the tool reports, written and read back, rebuilds it (property)', () => {
    fc.assert(
      fc.property(gradient, fc.constantFrom('background', 'background-image'), (g, property) => {
        const { query, tooLarge } = writeShareQuery(api, { ...g, stops: formatStops(g.stops), property });
        expect(tooLarge).toEqual([]);
        const { props } = readShareQuery(api, query);
        // An all-default gradient makes an empty query, which gives the defaults again.
        expect(gradientFromInputs(props)).toEqual(g);
        expect(props.property ?? 'background').toBe(property);
      }),
      { numRuns: 300 },
    );
  });
});
