import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_AREA,
  MAX_SIDE,
  formatBytes,
  formatChange,
  heightForWidth,
  limitProblem,
  matchingPreset,
  outputFileName,
  parseSettings,
  planResize,
  scaleByPercent,
  startSize,
  stepDownPlan,
  toPixels,
  toQuality,
  toSide,
  wantedSize,
  widthForHeight,
} from '../../../src/tools/image-resizer/image-resizer';

const size = fc.record({ width: fc.integer({ min: 1, max: 8000 }), height: fc.integer({ min: 1, max: 8000 }) });

describe('aspect lock', () => {
  it('keeps the ratio with rounding', () => {
    expect(heightForWidth({ width: 1920, height: 1080 }, 1280)).toBe(720);
    expect(heightForWidth({ width: 1000, height: 333 }, 500)).toBe(167);
    expect(widthForHeight({ width: 1920, height: 1080 }, 100)).toBe(178);
    expect(heightForWidth({ width: 4000, height: 10 }, 10)).toBe(1);
  });

  it('never gives 0 or NaN and stays within half a pixel of the exact ratio', () => {
    fc.assert(
      fc.property(size, fc.integer({ min: 1, max: 16384 }), (original, width) => {
        const height = heightForWidth(original, width);
        expect(Number.isInteger(height)).toBe(true);
        expect(height).toBeGreaterThanOrEqual(1);
        const exact = (width * original.height) / original.width;
        expect(Math.abs(height - exact)).toBeLessThanOrEqual(exact < 1 ? 1 : 0.5);
      }),
    );
  });
});

describe('presets', () => {
  it('scales both sides and rounds', () => {
    expect(scaleByPercent({ width: 1001, height: 500 }, 25)).toEqual({ width: 250, height: 125 });
    expect(scaleByPercent({ width: 3, height: 2 }, 25)).toEqual({ width: 1, height: 1 });
    expect(scaleByPercent({ width: 640, height: 480 }, 400)).toEqual({ width: 2560, height: 1920 });
    expect(scaleByPercent({ width: 640, height: 480 }, Number.NaN)).toEqual({ width: 640, height: 480 });
  });

  it('recognises a preset size', () => {
    expect(matchingPreset({ width: 640, height: 480 }, { width: 320, height: 240 })).toBe(50);
    expect(matchingPreset({ width: 640, height: 480 }, { width: 321, height: 240 })).toBeNull();
  });

  it('never produces 0 or NaN sides', () => {
    fc.assert(
      fc.property(size, fc.constantFrom(25, 50, 75, 100, 150, 200, 400), (original, percent) => {
        const out = scaleByPercent(original, percent);
        for (const side of [out.width, out.height]) {
          expect(Number.isInteger(side) && side >= 1).toBe(true);
        }
      }),
    );
  });
});

describe('planResize', () => {
  const photo = { width: 400, height: 200 };

  it('contain fits inside the box keeping the ratio', () => {
    expect(planResize(photo, { width: 100, height: 100 }, 'contain')).toEqual({ output: { width: 100, height: 50 }, source: { x: 0, y: 0, width: 400, height: 200 } });
    expect(planResize(photo, { width: 300, height: 50 }, 'contain').output).toEqual({ width: 100, height: 50 });
  });

  it('cover fills the box and crops the overflow evenly', () => {
    expect(planResize(photo, { width: 100, height: 100 }, 'cover')).toEqual({ output: { width: 100, height: 100 }, source: { x: 100, y: 0, width: 200, height: 200 } });
    expect(planResize(photo, { width: 400, height: 50 }, 'cover')).toEqual({ output: { width: 400, height: 50 }, source: { x: 0, y: 75, width: 400, height: 50 } });
  });

  it('stretch fills the box with the whole image', () => {
    expect(planResize(photo, { width: 50, height: 300 }, 'stretch')).toEqual({ output: { width: 50, height: 300 }, source: { x: 0, y: 0, width: 400, height: 200 } });
  });

  it('contain never exceeds the box, cover crops inside the source, both keep the ratio', () => {
    fc.assert(
      fc.property(size, size, (original, box) => {
        const contain = planResize(original, box, 'contain').output;
        expect(contain.width).toBeLessThanOrEqual(box.width);
        expect(contain.height).toBeLessThanOrEqual(box.height);
        expect(Math.min(contain.width, contain.height)).toBeGreaterThanOrEqual(1);
        expect(contain.width === box.width || contain.height === box.height).toBe(true);
        const cover = planResize(original, box, 'cover');
        expect(cover.output).toEqual(box);
        const { x, y, width, height } = cover.source;
        for (const v of [x, y, width, height]) expect(Number.isFinite(v)).toBe(true);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x + width).toBeLessThanOrEqual(original.width + 1e-9);
        expect(y + height).toBeLessThanOrEqual(original.height + 1e-9);
        expect(Math.abs(width / height - box.width / box.height)).toBeLessThan(1e-6 * Math.max(box.width / box.height, 1) + 1e-9);
      }),
    );
  });
});

describe('stepDownPlan', () => {
  it('halves while at least twice the target, then lands on it', () => {
    expect(stepDownPlan({ width: 1000, height: 800 }, { width: 100, height: 80 })).toEqual([
      { width: 500, height: 400 },
      { width: 250, height: 200 },
      { width: 125, height: 100 },
      { width: 100, height: 80 },
    ]);
    expect(stepDownPlan({ width: 800, height: 800 }, { width: 200, height: 200 })).toEqual([
      { width: 400, height: 400 },
      { width: 200, height: 200 },
    ]);
  });

  it('is one step for upscaling or a small reduction', () => {
    expect(stepDownPlan({ width: 100, height: 100 }, { width: 400, height: 300 })).toEqual([{ width: 400, height: 300 }]);
    expect(stepDownPlan({ width: 150, height: 100 }, { width: 100, height: 80 })).toEqual([{ width: 100, height: 80 }]);
  });

  it('halves only the axis that shrinks a lot', () => {
    expect(stepDownPlan({ width: 400, height: 100 }, { width: 100, height: 100 })).toEqual([
      { width: 200, height: 100 },
      { width: 100, height: 100 },
    ]);
  });

  it('never shrinks an axis by more than half a step or below the target, and ends on the target', () => {
    fc.assert(
      fc.property(size, size, (from, to) => {
        const steps = stepDownPlan(from, to);
        expect(steps.at(-1)).toEqual(to);
        let previous = from;
        for (const step of steps.slice(0, -1)) {
          expect(step.width).toBeGreaterThanOrEqual(Math.min(to.width, from.width));
          expect(step.height).toBeGreaterThanOrEqual(Math.min(to.height, from.height));
          expect(step.width * 2).toBeGreaterThanOrEqual(previous.width - 1);
          expect(step.height * 2).toBeGreaterThanOrEqual(previous.height - 1);
          previous = step;
        }
        expect(steps.length).toBeLessThanOrEqual(15);
      }),
    );
  });
});

describe('limits', () => {
  it('accepts up to 16384 px a side and 268 MP', () => {
    expect(limitProblem({ width: MAX_SIDE, height: MAX_SIDE })).toBeNull();
    expect(MAX_AREA).toBe(MAX_SIDE * MAX_SIDE);
    expect(limitProblem({ width: 1, height: 1 })).toBeNull();
  });

  it('names the limit that is passed', () => {
    expect(limitProblem({ width: 40000, height: 100 })).toBe('40,000 × 100 px is past the browser canvas limit of 16,384 px a side.');
    expect(limitProblem({ width: 0, height: 100 })).toBe('Width and height must be at least 1 px.');
    expect(limitProblem({ width: Number.NaN, height: 100 })).toBe('Width and height must be at least 1 px.');
  });
});

describe('inputs and formatting', () => {
  it('reads pixel counts and qualities', () => {
    expect(toPixels('120')).toBe(120);
    expect(toPixels(99.6)).toBe(100);
    expect(toPixels('')).toBeNull();
    expect(toPixels(0)).toBeNull();
    expect(toPixels(Number.NaN)).toBeNull();
    expect(toQuality('85')).toBe(85);
    expect(toQuality(101)).toBeNull();
    expect(toQuality('high')).toBeNull();
  });

  it('names the output file', () => {
    expect(outputFileName('holiday photo.png', 'jpeg')).toBe('resized-holiday photo.jpg');
    expect(outputFileName('logo.svg', 'png')).toBe('resized-logo.png');
    expect(outputFileName('archive.tar.webp', 'webp')).toBe('resized-archive.tar.webp');
    expect(outputFileName('.png', 'webp')).toBe('resized-image.webp');
  });

  it('formats bytes and changes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1,023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(Number.NaN)).toBe('—');
    expect(formatChange(1000, 580)).toBe('−42 %');
    expect(formatChange(1000, 1500)).toBe('+50 %');
    expect(formatChange(1000, 1000)).toBe('±0 %');
    expect(formatChange(0, 10)).toBe('—');
  });

  it('keeps only valid remembered settings', () => {
    expect(parseSettings({ format: 'webp', quality: 60, fit: 'cover', lockAspect: false })).toEqual({ format: 'webp', quality: 60, fit: 'cover', lockAspect: false });
    expect(parseSettings({ format: 'bmp', quality: 'x', fit: 'fill', lockAspect: 'maybe' })).toEqual({});
    expect(parseSettings(null)).toEqual({});
  });
});

describe('share links: the wanted size', () => {
  const side = fc.integer({ min: 1, max: 5000 });
  const original = fc.record({ width: side, height: side });
  const wanted = fc.record({ width: fc.oneof(fc.constant(0), side), height: fc.oneof(fc.constant(0), side) });

  it('a chosen image starts at the wanted size; 0 keeps its own side or follows the other while locked', () => {
    const photo = { width: 600, height: 400 };
    expect(startSize(photo, { width: 0, height: 0 }, true)).toEqual({ width: 600, height: 400 });
    expect(startSize(photo, { width: 300, height: 0 }, true)).toEqual({ width: 300, height: 200 });
    expect(startSize(photo, { width: 0, height: 100 }, true)).toEqual({ width: 150, height: 100 });
    expect(startSize(photo, { width: 300, height: 0 }, false)).toEqual({ width: 300, height: 400 });
    expect(startSize(photo, { width: 1200, height: 630 }, false)).toEqual({ width: 1200, height: 630 });
    expect(wantedSize(photo, { width: 600, height: 400 }, true, { width: 9, height: 9 })).toEqual({ width: 0, height: 0 });
    expect(wantedSize(null, { width: null, height: null }, true, { width: 300, height: 0 })).toEqual({ width: 300, height: 0 });
    expect(wantedSize(photo, { width: null, height: 400 }, false, { width: 0, height: 0 })).toEqual({ width: 0, height: 0 });
  });

  it('reads a side as whole pixels up to the canvas limit, else 0', () => {
    expect([toSide('300'), toSide(300), toSide('16384'), toSide('16385'), toSide('2.5'), toSide('-3'), toSide('x'), toSide(undefined)]).toEqual([300, 300, 16384, 0, 0, 0, 0, 0]);
  });

  it('the size a link carries gives the same fields again (property)', () => {
    fc.assert(
      fc.property(original, wanted, fc.boolean(), (o, w, lock) => {
        const fields = startSize(o, w, lock);
        const carried = wantedSize(o, fields, lock, { width: 0, height: 0 });
        expect(startSize(o, carried, lock)).toEqual(fields);
      }),
      { numRuns: 500 },
    );
  });
});
