import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../../scripts/vite-messages';
import { formatMessage, formatRich } from '../../../src/i18n/message';
import type { Locale } from '../../../src/i18n/locales';

const format = (locale: Locale, message: string, values = {}) => formatMessage(locale, compileMessage(message), values);

describe('compiled ICU messages', () => {
  it('keeps plain text a string (nothing to render at run time)', () => {
    expect(compileMessage('Copy Stats')).toBe('Copy Stats');
    expect(compileMessage('Don’t worry')).toBe('Don’t worry');
  });

  it('chooses plural forms by each language’s rules', () => {
    const tools = '{count, plural, one {# tool} other {# tools}}';
    expect(format('en', tools, { count: 1 })).toBe('1 tool');
    expect(format('en', tools, { count: 1234 })).toBe('1,234 tools');
    const werkzeuge = '{count, plural, one {# Werkzeug} other {# Werkzeuge}}';
    expect(format('de', werkzeuge, { count: 1 })).toBe('1 Werkzeug');
    expect(format('de', werkzeuge, { count: 1234 })).toBe('1.234 Werkzeuge');
    const arabic = '{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}';
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => format('ar', arabic, { n }))).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'other']);
    // Decimals are "other" in German and English ("1,5 Werkzeuge").
    expect(format('de', werkzeuge, { count: 1.5 })).toBe('1,5 Werkzeuge');
  });

  it('prefers an exact match, and honours an offset', () => {
    const m = '{n, plural, offset:1 =0 {nobody} =1 {only you} one {you and # other} other {you and # others}}';
    expect([0, 1, 2, 3].map((n) => format('en', m, { n }))).toEqual(['nobody', 'only you', 'you and 1 other', 'you and 2 others']);
  });

  it('selects, formats numbers and arguments in the locale', () => {
    expect(format('de', '{kind, select, file {Datei} other {Text}}: {size, number} Bytes', { kind: 'file', size: 12345 })).toBe('Datei: 12.345 Bytes');
    expect(format('en', 'Hello {name}', { name: 'Ada' })).toBe('Hello Ada');
    expect(format('de', '{share, number, percent}', { share: 0.25 })).toBe('25\u00a0%');
  });

  it('renders tags through the caller', () => {
    const parts = formatRich('en', compileMessage('Press <k>Enter</k> to open'), {}, (s) => s, (name, children) => `[${name}:${children.join('')}]`);
    expect(parts.join('')).toBe('Press [k:Enter] to open');
    expect(format('en', 'Press <k>Enter</k> to open')).toBe('Press Enter to open');
  });

  it('refuses messages that are not ICU MessageFormat', () => {
    expect(() => compileMessage('{count, plural, one {# tool}}')).toThrow();
    expect(() => compileMessage('Unclosed {name')).toThrow();
  });
});
