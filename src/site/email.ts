/**
 * E-mail address checking for the newsletter boxes and the contact form. Deliberately
 * practical rather than RFC 5322-complete: it accepts what people really type
 * (name+tag@sub.example.co.uk) and rejects the common slips (no @, no domain dot,
 * spaces, doubled dots), with a message that says how to fix it.
 */

export const EMAIL_MESSAGES = {
  empty: 'Enter your email address.',
  invalid: 'Enter a valid email address, like name@example.com.',
  tooLong: 'That email address is too long (254 characters at most).',
} as const;

/** The site catalog's key for each message (src/site/messages), to show it in the page's locale. */
export const EMAIL_MESSAGE_KEYS: Record<string, 'emailEmpty' | 'emailInvalid' | 'emailTooLong'> = {
  [EMAIL_MESSAGES.empty]: 'emailEmpty',
  [EMAIL_MESSAGES.invalid]: 'emailInvalid',
  [EMAIL_MESSAGES.tooLong]: 'emailTooLong',
};

export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

// The WHATWG "valid e-mail address" grammar for the local part (what <input type=email> accepts).
const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

export type EmailCheck = { ok: true; email: string } | { ok: false; error: string };

/** Checks an address as typed (surrounding spaces are ignored) and returns it trimmed. */
export function checkEmail(input: string): EmailCheck {
  const email = input.trim();
  if (email === '') return { ok: false, error: EMAIL_MESSAGES.empty };
  if (email.length > MAX_EMAIL_LENGTH) return { ok: false, error: EMAIL_MESSAGES.tooLong };
  return isValidEmail(email) ? { ok: true, email } : { ok: false, error: EMAIL_MESSAGES.invalid };
}

export function isValidEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0 || email.length > MAX_EMAIL_LENGTH) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    local.length <= MAX_LOCAL_LENGTH &&
    LOCAL.test(local) &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..') &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(topLevel)
  );
}
