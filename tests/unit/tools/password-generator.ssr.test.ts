import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import PasswordGenerator from '../../../src/tools/password-generator/PasswordGenerator';

// Tool routes are prerendered: the screen must render without browser globals, and the HTML
// must not carry a password (it would be the same one for every visitor).
describe('PasswordGenerator server render', () => {
  it('renders the screen without drawing randomness or touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const html = renderToString(createElement(PasswordGenerator));
    expect(getRandomValues).not.toHaveBeenCalled();
    getRandomValues.mockRestore();

    expect(html).toContain('Generate New Password');
    expect(html).toContain('Quick Presets');
    for (const tip of ['Use Unique Passwords', 'Enable 2FA', 'Store Safely']) expect(html).toContain(tip);
    const input = html.match(/<input[^>]*type="text"[^>]*>/)?.[0] ?? '';
    expect(input).toContain('readOnly');
    expect(input).toContain('value=""');
    // No recent list before the first password exists.
    expect(html).not.toContain('Recent Passwords');
  });

  it('renders the starting settings from embed-style string attributes', () => {
    const html = renderToString(createElement(PasswordGenerator, { initialPreset: 'pin', initialLength: '9' }));
    expect(html).toMatch(/<output[^>]*>9<\/output>/);
    const current = html.match(/<button[^>]*aria-current="true"[^>]*>(.*?)<\/button>/)?.[1] ?? '';
    // Length 9 is no preset's length, so none is current; with the bare preset, PIN is.
    expect(current).toBe('');
    const pin = renderToString(createElement(PasswordGenerator, { initialPreset: 'pin' }));
    expect(pin.match(/<button[^>]*aria-current="true"[^>]*>(.*?)<\/button>/)?.[1]).toBe('PIN');
  });

  it('reads a share link: every input present, defaults meaning "as the preset has it", other values changing it', () => {
    const link = { initialPreset: 'pin', initialLength: 12, uppercase: true, lowercase: true, numbers: true, symbols: true, excludeSimilar: false, excludeAmbiguous: false };
    const pin = renderToString(createElement(PasswordGenerator, link));
    expect(pin).toMatch(/<output[^>]*>6<\/output>/);
    expect(pin.match(/<button[^>]*aria-current="true"[^>]*>(.*?)<\/button>/)?.[1]).toBe('PIN');
    const custom = renderToString(createElement(PasswordGenerator, { ...link, initialPreset: 'strong', initialLength: 20, symbols: false, excludeSimilar: 'true' }));
    expect(custom).toMatch(/<output[^>]*>20<\/output>/);
    const checkbox = (html: string, label: string) => html.split('<label').find((part) => part.includes(`<span>${label}</span>`)) ?? '';
    expect(checkbox(custom, 'Symbols (!@#$…)')).not.toContain('checked=""');
    expect(checkbox(custom, 'Uppercase (A-Z)')).toContain('checked=""');
    expect(checkbox(custom, 'Exclude similar characters')).toContain('checked=""');
    expect(checkbox(pin, 'Uppercase (A-Z)')).not.toContain('checked=""');
  });
});
