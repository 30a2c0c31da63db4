import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import JwtDecoder, { EXAMPLE_TOKEN } from '../../../src/tools/jwt-decoder/JwtDecoder';

// Tool routes are prerendered: what depends on the viewer's clock or time zone waits for the browser.
describe('JwtDecoder server render', () => {
  it('renders the decoded token with UTC dates only, and no relative times', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(createElement(JwtDecoder, { token: EXAMPLE_TOKEN })).replaceAll('<!-- -->', '');
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('2100-01-01 00:00:00 UTC');
    expect(html).toContain('Checking the time window…');
    expect(html).toContain('the token and keys never leave this page');
    expect(html).not.toContain('Local:');
    expect(html).not.toMatch(/ ago<| in \d/);
    expect(html).not.toMatch(/NaN|Invalid Date|undefined/);
  });

  it('renders the broken part of a malformed token', () => {
    const html = renderToString(createElement(JwtDecoder, { token: 'abc.def' }));
    expect(html).toContain('The token has 2 parts; a JWT has 3 (header.payload.signature).');
  });
});
