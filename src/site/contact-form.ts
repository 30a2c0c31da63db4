/**
 * The contact form's rules (product-spec §5: name, email, subject and message required,
 * category optional; §9: the confirmation shows for 3000 ms). Pure: the form component
 * keeps the state, this module decides what is valid and what to say.
 */
import { checkEmail } from './email';

export const CONTACT_CATEGORIES = [
  { id: 'support', label: 'General support' },
  { id: 'bug', label: 'Bug report' },
  { id: 'feature', label: 'Feature request' },
  { id: 'feedback', label: 'Feedback' },
  { id: 'business', label: 'Business inquiry' },
  { id: 'other', label: 'Other' },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['id'];

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory | null;
  message: string;
}

export type RequiredField = 'name' | 'email' | 'subject' | 'message';
export type ContactErrors = Partial<Record<RequiredField, string>>;

/** How long the sent confirmation stays before the form empties (spec §9). */
export const CONFIRMATION_MS = 3000;

export const LIMITS = { name: 100, subject: 150, message: 5000 } as const;

/** In the order the fields appear, so the first error is the first field to fix. */
export const FIELD_ORDER: readonly RequiredField[] = ['name', 'email', 'subject', 'message'];

export const CONTACT_MESSAGES = {
  name: 'Enter your name.',
  subject: 'Enter a subject.',
  message: 'Enter your message.',
  tooLong: (field: string, max: number) => `${field} is too long (${max} characters at most).`,
} as const;

export const emptyContact = (): ContactValues => ({ name: '', email: '', subject: '', category: null, message: '' });

export function isContactCategory(value: string): value is ContactCategory {
  return CONTACT_CATEGORIES.some((c) => c.id === value);
}

/** What the form says, in the page's locale (the form component passes its catalog's words). */
export interface ContactWords {
  name: string;
  subject: string;
  message: string;
  tooLong: (field: 'name' | 'subject' | 'message', max: number) => string;
  /** The email check's English message (EMAIL_MESSAGES) in the page's locale. */
  email: (english: string) => string;
}

const FIELD_LABELS = { name: 'Name', subject: 'Subject', message: 'Message' } as const;

export const ENGLISH_CONTACT_WORDS: ContactWords = {
  name: CONTACT_MESSAGES.name,
  subject: CONTACT_MESSAGES.subject,
  message: CONTACT_MESSAGES.message,
  tooLong: (field, max) => CONTACT_MESSAGES.tooLong(FIELD_LABELS[field], max),
  email: (english) => english,
};

function required(value: string, field: 'name' | 'subject' | 'message', words: ContactWords): string | undefined {
  const text = value.trim();
  if (text === '') return words[field];
  if (text.length > LIMITS[field]) return words.tooLong(field, LIMITS[field]);
  return undefined;
}

/** Every problem at once, keyed by field; an empty object means the form can be sent. */
export function validateContact(values: ContactValues, words: ContactWords = ENGLISH_CONTACT_WORDS): ContactErrors {
  const errors: ContactErrors = {};
  const name = required(values.name, 'name', words);
  if (name) errors.name = name;
  const email = checkEmail(values.email);
  if (!email.ok) errors.email = words.email(email.error);
  const subject = required(values.subject, 'subject', words);
  if (subject) errors.subject = subject;
  const message = required(values.message, 'message', words);
  if (message) errors.message = message;
  return errors;
}

export function firstInvalidField(errors: ContactErrors): RequiredField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/**
 * A mailto: link carrying the form's contents, so a visitor can send the message with
 * their own mail program (the form itself sends nothing: there is no server).
 */
// Lone surrogates (possible in pasted text) would make encodeURIComponent throw.
const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

export function mailtoHref(to: string, values: ContactValues): `mailto:${string}` {
  const category = CONTACT_CATEGORIES.find((c) => c.id === values.category);
  const subject = [category ? `[${category.label}]` : '', values.subject.trim()].filter(Boolean).join(' ');
  const body = [values.message.trim(), values.name.trim() ? `\n— ${values.name.trim()}` : ''].filter(Boolean).join('\n');
  const params = [subject ? `subject=${encode(subject)}` : '', body ? `body=${encode(body)}` : ''].filter(Boolean);
  return `mailto:${to}${params.length ? `?${params.join('&')}` : ''}`;
}
