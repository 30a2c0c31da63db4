import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, checkEmail, isValidEmail } from '../../../src/site/email';

describe('checkEmail', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(checkEmail('')).toEqual({ ok: false, error: 'Enter your email address.' });
    expect(checkEmail('   \t')).toEqual({ ok: false, error: 'Enter your email address.' });
  });

  it('accepts everyday addresses and returns them trimmed', () => {
    expect(checkEmail('  ada@example.com ')).toEqual({ ok: true, email: 'ada@example.com' });
    for (const email of ['name+tag@sub.example.co.uk', 'first.last@example.io', 'x@a-b.dev', "a!#$%&'*+/=?^_`{|}~-@example.org"]) {
      expect(checkEmail(email), email).toEqual({ ok: true, email });
    }
  });

  it.each([
    'plainaddress',
    '@example.com',
    'name@',
    'name@example',
    'name@example.c',
    'name@.example.com',
    'name@example..com',
    'name@-example.com',
    'name@example-.com',
    'name@exa mple.com',
    'na me@example.com',
    '.name@example.com',
    'name.@example.com',
    'na..me@example.com',
    'name@@example.com',
    'name@example.123',
  ])('rejects %s with the example message', (email) => {
    expect(checkEmail(email)).toEqual({ ok: false, error: 'Enter a valid email address, like name@example.com.' });
  });

  it('rejects addresses over 254 characters with their own message', () => {
    const email = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`;
    expect(email.length).toBeGreaterThan(254);
    expect(checkEmail(email)).toEqual({ ok: false, error: EMAIL_MESSAGES.tooLong });
  });

  it('rejects a local part over 64 characters', () => {
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
  });
});

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const local = fc.stringMatching(/^[a-z0-9_+-]{1,12}(?:\.[a-z0-9_+-]{1,12}){0,2}$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const validEmail = fc.tuple(local, fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([l, labels, t]) => `${l}@${[...labels, t].join('.')}`);

describe('checkEmail properties', () => {
  it('accepts every generated well-formed address, ignoring surrounding whitespace', () => {
    fc.assert(
      fc.property(validEmail, fc.stringMatching(/^[ \t]{0,3}$/), fc.stringMatching(/^[ \t]{0,3}$/), (email, before, after) => {
        expect(checkEmail(before + email + after)).toEqual({ ok: true, email });
      }),
    );
  });

  it('never accepts text without exactly one usable @ or with inner whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const trimmed = text.trim();
        const result = checkEmail(text);
        if (!trimmed.includes('@') || /\s/.test(trimmed)) expect(result.ok).toBe(false);
      }),
    );
  });

  it('agrees with isValidEmail on the trimmed text and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), validEmail), (text) => {
        const result = checkEmail(text);
        expect(result.ok).toBe(text.trim() !== '' && isValidEmail(text.trim()));
      }),
    );
  });
});
