import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TextFormatter from '../../../src/tools/text-formatter/TextFormatter';

const text = (html: string) => html.replaceAll('<!-- -->', '');

// Tool routes are prerendered: the screen must render without window, document or storage,
// and a shuffle must come out the same on the server and in the hydrating browser.
describe('TextFormatter server render', () => {
  it('renders the default steps and an empty result without touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    const html = text(renderToString(createElement(TextFormatter)));
    expect(html).toContain('Trim Lines</h3>');
    expect(html).toContain('Remove Empty Lines</h3>');
    expect(html).toContain('The result appears here.');
    expect(html).toContain('0 lines in → 0 lines out · 2 steps');
  });

  it('applies the operations attribute to the initial text', () => {
    const html = text(renderToString(createElement(TextFormatter, { initialText: ' b\na\n\nb ', operations: 'trim,remove-empty,dedupe,sort-az,number' })));
    expect(html).toContain('<code>1. a\n2. b</code>');
    expect(html).toContain('4 lines in → 2 lines out · 5 steps');
  });

  it('shuffles with a fixed seed until hydrated, so both renders agree', () => {
    const render = () => renderToString(createElement(TextFormatter, { initialText: 'a\nb\nc\nd\ne', operations: 'shuffle' }));
    expect(render()).toBe(render());
  });
});
