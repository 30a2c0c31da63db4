import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import ColorPicker from '../../../src/tools/color-picker/ColorPicker';
import { loadCssColorParser, parserLoader } from '../../../src/tools/color-picker/any-color';
import * as cssColor from '../../../src/tools/color-picker/css-color';

// The Any Color parser (css-color.ts) loads after hydration instead of with the page (issue #31).
describe('the Any Color parser, loaded on demand', () => {
  it('the real loader gives the full parser: named colors, CSS Color 4 functions, alpha and problems', async () => {
    const parse = await loadCssColorParser();
    expect(parse('rebeccapurple')).toMatchObject({ ok: true, hex: '#663399', alpha: 1 });
    expect(parse('oklch(62.8% 0.258 29.2)')).toMatchObject({ ok: true, hex: '#ff0000' });
    expect(parse('rgb(255 0 0 / 50%)')).toMatchObject({ ok: true, hex: '#ff0000', alpha: 0.5 });
    expect(parse('blurple')).toMatchObject({ ok: false, error: expect.stringContaining('is not a CSS color name') });
  });

  it('loads once, tells its subscribers when the parser arrives, and is null until then', async () => {
    let arrive = () => {};
    const importModule = vi.fn(() => new Promise<typeof cssColor>((resolve) => (arrive = () => resolve(cssColor))));
    const loader = parserLoader(importModule);
    const listener = vi.fn();
    loader.subscribe(listener);
    expect(loader.loaded()).toBeNull();
    const first = loader.load();
    expect(loader.load()).toBe(first);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    arrive();
    expect(await first).toBe(cssColor.parseCssColor);
    expect(loader.loaded()).toBe(cssColor.parseCssColor);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a failed load is retried by the next call', async () => {
    const importModule = vi.fn<() => Promise<typeof cssColor>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(cssColor);
    const loader = parserLoader(importModule);
    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    expect(loader.loaded()).toBeNull();
    expect(await loader.load()).toBe(cssColor.parseCssColor);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('the first render does without it: the Any Color field shows the current hex, valid and without notes', () => {
    const html = renderToString(createElement(ColorPicker, { initialTab: 'converter', initialColor: '#663399' }));
    const anyColor = [...html.matchAll(/<input[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes('value="#663399"') && !/readonly/i.test(tag));
    expect(anyColor).toBeDefined();
    expect(anyColor).not.toContain('aria-invalid');
    expect(html).toContain('Any Color');
    expect(html).toContain('rgb(102, 51, 153)');
    expect(html).not.toContain('Outside sRGB');
  });
});
