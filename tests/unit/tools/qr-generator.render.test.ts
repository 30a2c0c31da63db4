import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import QrGenerator from '../../../src/tools/qr-generator/QrGenerator';

// The site prerenders every tool route: the screen must render without a DOM.
describe('QrGenerator on the server', () => {
  it('renders the default Website URL code with its data and size', () => {
    const html = renderToString(createElement(QrGenerator));
    expect(html).toContain('aria-label="QR code"');
    expect(html).toMatch(/<path transform="translate\(\d+ \d+\) scale\(\d+\)" d="M/);
    expect(html).toContain('https://example.com');
    expect(html).toContain('256 × 256 px');
    expect(html).toContain('Download PNG');
  });
  it('renders other content as "drawing" with its downloads disabled: the encoder loads in the browser, on first use', () => {
    const html = renderToString(createElement(QrGenerator, { type: 'text', text: 'x'.repeat(3000), errorCorrection: 'L' }));
    expect(html).not.toContain('aria-label="QR code"');
    expect(html).toContain('Drawing the QR code…');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(<svg.*?<\/svg>)?Download PNG/);
  });
});
