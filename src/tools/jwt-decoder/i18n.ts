import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { INTL_LOCALE } from '../../i18n/locales';
import {
  ALGORITHMS,
  claimProblemId,
  formatLocal,
  formatRelative,
  numericDate,
  timeState,
  type Base64Problem,
  type ClaimName,
  type ClaimsTextWords,
  type DecodeReason,
  type JsonObject,
  type TimeState,
  type TokenPart,
} from './jwt-decoder';
import type en from './messages/en';

/** The JWT decoder's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/jwt-decoder/messages/*.ts'));

export type JwtMessage = keyof typeof en;
export type JwtText = Translate<JwtMessage>;
export const useJwtMessages = () => useMessages(messages);

// The logic files (jwt-decoder.ts, verify.ts, keys.ts) keep their English `message`s for their
// tests and the change event; the screen words their reasons (ids and details) here, and the
// signature check's verdicts in verify-words.ts (loaded with the check).

export const partName = (t: JwtText, part: TokenPart): string => t(`part.${part}`);

/** Where Base64 text goes wrong ("at character 16 ("*")"); positions read as plain digits, as the field counts them. */
export function base64Where(t: JwtText, problem: Base64Problem): string {
  switch (problem.id) {
    case 'standardChar':
      return t('base64.standardChar', { position: String(problem.position), char: problem.char });
    case 'misplacedPadding':
      return t('base64.misplacedPadding', { position: String(problem.position) });
    case 'badChar':
      return t('base64.badChar', { position: String(problem.position), char: problem.char });
    case 'badLength':
      return t('base64.badLength', { length: problem.length });
  }
}

/** Why the token could not be decoded, naming the broken part. */
export function decodeErrorText(t: JwtText, reason: DecodeReason): string {
  switch (reason.id) {
    case 'partCount':
      return t('error.partCount', { count: reason.count });
    case 'encrypted':
      return t('error.encrypted', { count: reason.count });
    case 'emptyPart':
      return t('error.emptyPart', { name: partName(t, reason.part), part: reason.part });
    case 'notBase64Url':
      return t('error.notBase64Url', { name: partName(t, reason.part), where: base64Where(t, reason.problem) });
    case 'notUtf8':
      return t('error.notUtf8', { name: partName(t, reason.part) });
    case 'notJson':
      // The parser's own explanation is the browser's (usually English).
      return reason.detail !== null ? t('error.notJson', { name: partName(t, reason.part), detail: reason.detail }) : t('error.notJsonNoDetail', { name: partName(t, reason.part) });
    case 'notObject':
      return t('error.notObject', { name: partName(t, reason.part), part: reason.part });
  }
}

/** "HMAC with SHA-256" in the page's language; null for an algorithm the tool does not know. */
export function algorithmName(t: JwtText, alg: string): string | null {
  const english = ALGORITHMS[alg];
  if (english === undefined) return null;
  if (alg === 'none') return t('alg.none');
  const curve = /^(.+) with (P-\d+) and (SHA-\d+)$/.exec(english);
  if (curve) return t('alg.curve', { scheme: curve[1] ?? '', curve: curve[2] ?? '', hash: curve[3] ?? '' });
  const hash = /^(.+) with (SHA-\d+)$/.exec(english);
  if (hash) return t('alg.with', { scheme: hash[1] ?? '', hash: hash[2] ?? '' });
  // "EdDSA (Ed25519)" reads the same in every language.
  return english;
}

// ── Claims and time ──────────────────────────────────────────────────────────

export const claimLabel = (t: JwtText, name: ClaimName): string => t(`claim.${name}`);
export const claimText = (t: JwtText, name: ClaimName): string => t(`claim.${name}.text`);

/** A claim's problem (explainClaims' English text) in the page's language. */
export function problemText(t: JwtText, problem: string): string {
  const id = claimProblemId(problem);
  return id ? t(`problem.${id}`) : problem;
}

const TIME_KEYS: Record<TimeState, JwtMessage> = {
  expired: 'time.expired',
  'not-yet-valid': 'time.notYetValid',
  valid: 'time.valid',
  'no-time-limit': 'time.noTimeLimit',
};
export const timeLabel = (t: JwtText, state: TimeState): string => t(TIME_KEYS[state]);

/** "in 3 hours", "vor 2 Tagen": the largest unit that fits, in the page's language. */
export const relativeText = (t: JwtText, ms: number, now: number): string => formatRelative(ms, now, INTL_LOCALE[t.locale], t('justNow'));

/** Local date and time the page's way; only after hydration (the viewer's zone is unknown before). */
export const localText = (t: JwtText, ms: number, timeZone?: string): string => formatLocal(ms, timeZone, INTL_LOCALE[t.locale]);

/** One sentence about the time window (describeTimeState's English, in the page's language). */
export function windowText(t: JwtText, payload: JsonObject, now: number): string {
  const exp = numericDate(payload.exp);
  const nbf = numericDate(payload.nbf);
  switch (timeState(payload, now)) {
    case 'expired':
      return t('window.expired', { relative: relativeText(t, exp ?? now, now) });
    case 'not-yet-valid':
      return t('window.notYetValid', { relative: relativeText(t, nbf ?? now, now) });
    case 'valid':
      return exp !== null ? t('window.expires', { relative: relativeText(t, exp, now) }) : t('window.validNoExpiry');
    case 'no-time-limit':
      return t('window.noTimeLimit');
  }
}

/** The copied claims' words in the page's language. */
export const claimsWords = (t: JwtText): ClaimsTextWords => ({
  label: (claim) => claimLabel(t, claim.name),
  relative: (ms, now) => relativeText(t, ms, now),
  local: (ms, timeZone) => localText(t, ms, timeZone),
  timeNote: (relative, local) => t('copyTimeNote', { relative, local }),
});
