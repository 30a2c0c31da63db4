import { createElement, createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Calculator from '../../../src/tools/calculator/Calculator';
import { ScientificPad } from '../../../src/tools/calculator/Scientific';

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

describe('Calculator server render, scientific mode', () => {
  it('renders the scientific pad with the starting expression and its result', () => {
    const html = renderToString(
      createElement(ScientificPad, {
        state: null,
        initialExpression: '2+3*4',
        angle: 'deg',
        update: () => {},
        onAngleChange: () => {},
        inputRef: createRef<HTMLInputElement>(),
      }),
    );
    expect(html).toMatch(/data-testid="scientific-input"/);
    expect(html).toMatch(/value="2\+3\*4"/);
    expect(html).toMatch(/data-testid="scientific-result"[^>]*>14</);
    expect(html).toContain('aria-label="sin, sine"');
  });

  it('the calculator in scientific mode renders a loading line until that mode’s code arrives', () => {
    const html = renderToString(createElement(Calculator, { mode: 'scientific', expression: '2+3*4' }));
    expect(html).toContain('Loading the scientific mode…');
    expect(html).toContain('data-mode="scientific"');
  });
});
