import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_MS,
  CONTACT_CATEGORIES,
  emptyContact,
  firstInvalidField,
  isContactCategory,
  mailtoHref,
  validateContact,
  type ContactValues,
} from '../../../src/site/contact-form';

const filled: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Word counter idea',
  category: 'feature',
  message: 'Could it count syllables too?',
};

describe('validateContact', () => {
  it('reports every required field of an empty form, in order', () => {
    const errors = validateContact(emptyContact());
    expect(errors).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address.',
      subject: 'Enter a subject.',
      message: 'Enter your message.',
    });
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('accepts a complete form with or without a category', () => {
    expect(validateContact(filled)).toEqual({});
    expect(validateContact({ ...filled, category: null })).toEqual({});
  });

  it('treats whitespace-only text as empty', () => {
    expect(validateContact({ ...filled, subject: '   ', message: '\n\n' })).toEqual({
      subject: 'Enter a subject.',
      message: 'Enter your message.',
    });
  });

  it('explains a malformed email address', () => {
    const errors = validateContact({ ...filled, email: 'ada@example' });
    expect(errors).toEqual({ email: 'Enter a valid email address, like name@example.com.' });
    expect(firstInvalidField(errors)).toBe('email');
  });

  it('limits the length of name, subject and message', () => {
    expect(validateContact({ ...filled, name: 'a'.repeat(101) }).name).toBe('Name is too long (100 characters at most).');
    expect(validateContact({ ...filled, subject: 'a'.repeat(151) }).subject).toBe('Subject is too long (150 characters at most).');
    expect(validateContact({ ...filled, message: 'a'.repeat(5001) }).message).toBe('Message is too long (5000 characters at most).');
    expect(validateContact({ ...filled, message: 'a'.repeat(5000) })).toEqual({});
  });

  it('is valid exactly when every required field has text and the email is well formed (property)', () => {
    const text = fc.string({ maxLength: 40 });
    fc.assert(
      fc.property(text, text, text, fc.constantFrom('', 'ada@example.com', 'nope'), (name, subject, message, email) => {
        const errors = validateContact({ name, subject, message, email, category: null });
        const expectValid = name.trim() !== '' && subject.trim() !== '' && message.trim() !== '' && email === 'ada@example.com';
        expect(Object.keys(errors).length === 0).toBe(expectValid);
      }),
    );
  });
});

describe('contact constants', () => {
  it('offers the spec categories in order', () => {
    expect(CONTACT_CATEGORIES.map((c) => c.id)).toEqual(['support', 'bug', 'feature', 'feedback', 'business', 'other']);
    expect(isContactCategory('bug')).toBe(true);
    expect(isContactCategory('spam')).toBe(false);
  });

  it('keeps the confirmation for 3000 ms', () => {
    expect(CONFIRMATION_MS).toBe(3000);
  });
});

describe('mailtoHref', () => {
  it('carries the category, subject, message and name, encoded', () => {
    expect(mailtoHref('hello@toolshed.dev', filled)).toBe(
      'mailto:hello@toolshed.dev?subject=%5BFeature%20request%5D%20Word%20counter%20idea&body=Could%20it%20count%20syllables%20too%3F%0A%0A%E2%80%94%20Ada%20Lovelace',
    );
  });

  it('is the bare address for an empty form', () => {
    expect(mailtoHref('hello@toolshed.dev', emptyContact())).toBe('mailto:hello@toolshed.dev');
  });

  it('never throws on text with lone surrogates', () => {
    fc.assert(
      // Lone high and low surrogates mixed with ordinary text, emoji (valid pairs) and '%'.
      fc.property(fc.array(fc.constantFrom('a', ' ', '%', '😀', '\uD800', '\uDFFF'), { maxLength: 20 }).map((parts) => parts.join('')), (message) => {
        expect(mailtoHref('a@b.co', { ...emptyContact(), message, subject: message })).toMatch(/^mailto:a@b\.co/);
      }),
    );
    expect(mailtoHref('a@b.co', { ...emptyContact(), subject: 'x\uD800y' })).toBe('mailto:a@b.co?subject=x%EF%BF%BDy');
  });

  it('round-trips any subject and message through URL decoding (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), fc.string(), (subject, message) => {
        const href = mailtoHref('a@b.co', { ...emptyContact(), subject, message });
        const params = new URLSearchParams(href.slice(href.indexOf('?') + 1).replace(/\+/g, '%2B'));
        expect(params.get('subject')).toBe(subject.trim());
        expect(params.get('body') ?? '').toBe(message.trim());
      }),
    );
  });
});
