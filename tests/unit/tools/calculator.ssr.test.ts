import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Calculator from '../../../src/tools/calculator/Calculator';

// Tool routes are prerendered: the screen must render without window, document or storage.
describe('Calculator server render', () => {
  it('renders 0, the keypad and the empty history without touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(createElement(Calculator));
    expect(html).toMatch(/data-testid="calculator-display"[^>]*>0</);
    for (const name of ['Clear', 'Backspace', 'Divide', 'Multiply', 'Subtract', 'Add', 'Equals', 'MC, memory clear']) {
      expect(html).toContain(`aria-label="${name}"`);
    }
    expect(html.replaceAll('<!-- -->', '')).toContain('Your last 10 calculations appear here.');
  });

  it('starts from a numeric initial value and ignores one that is not a number', () => {
    expect(renderToString(createElement(Calculator, { initialValue: '1234.5' }))).toMatch(/data-testid="calculator-display"[^>]*>1,234\.5</);
    expect(renderToString(createElement(Calculator, { initialValue: 'abc' }))).toMatch(/data-testid="calculator-display"[^>]*>0</);
  });
});
