import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ColorPicker from '../../../src/tools/color-picker/ColorPicker';

// Tool routes are prerendered: the screen must render without window, document or storage.
describe('ColorPicker server render', () => {
  it('renders the default colour and the three tabs without touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(createElement(ColorPicker));
    expect(html).toContain('value="#3b82f6"');
    for (const tab of ['Color Picker', 'Color Palette', 'Format Converter']) expect(html).toContain(tab);
    // The eyedropper button only appears in browsers that have the API (after hydration).
    expect(html).not.toContain('Pick From Screen');
  });

  it('uses the initial colour and shows an invalid one as an error, keeping the default', () => {
    expect(renderToString(createElement(ColorPicker, { initialColor: 'a855f7' }))).toContain('value="#a855f7"');
    const html = renderToString(createElement(ColorPicker, { initialColor: '#abc' }));
    expect(html).toContain('Shorthand like #abc is not accepted. Enter all 6 digits, e.g. #aabbcc.');
    expect(html).toContain('value="#3b82f6"');
  });
});
