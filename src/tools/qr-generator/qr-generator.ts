/**
 * QR code generator logic (product-spec §2 QR, §3 QR state, §7 content formats, §9 constants;
 * DECISIONS.md: encoded locally, PNG and SVG). Pure functions: no React, no DOM.
 */
import { parseHexColor } from '../../ui/hex-color';
import { formatCount } from '../../ui/format';
import { graphemes } from '../../ui/graphemes';

// ── Constants (§9) ────────────────────────────────────────────────────────────

export const QR_TYPES = [
  { id: 'url', label: 'Website URL' },
  { id: 'text', label: 'Plain Text' },
  { id: 'wifi', label: 'WiFi Network' },
  { id: 'email', label: 'Email' },
  { id: 'sms', label: 'SMS' },
  { id: 'phone', label: 'Phone Number' },
  { id: 'location', label: 'Location' },
  { id: 'contact', label: 'Contact Card' },
] as const;
export type QrType = (typeof QR_TYPES)[number]['id'];

export const QR_SIZES = [128, 256, 512, 1024] as const;
export type QrSize = (typeof QR_SIZES)[number];
export const DEFAULT_SIZE: QrSize = 256;
export const DEFAULT_FOREGROUND = '#000000';
export const DEFAULT_BACKGROUND = '#ffffff';
/** The spec's "placeholder URL" default text. */
export const DEFAULT_TEXT = 'https://example.com';
export const PREVIEW_LIMIT = 100;

export const ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type ErrorCorrection = (typeof ERROR_CORRECTION_LEVELS)[number];
export const DEFAULT_ERROR_CORRECTION: ErrorCorrection = 'M';
/** Share of the code that can be damaged and still read, per level (ISO/IEC 18004). */
export const ERROR_CORRECTION_RECOVERY: Record<ErrorCorrection, string> = { L: '7%', M: '15%', Q: '25%', H: '30%' };

/** Quiet zone in modules; 4 is what the standard asks for. */
export const DEFAULT_MARGIN = 4;
export const MARGIN_MAX = 16;

/** Data codewords of the largest code (version 40) per level: the hard capacity limit. */
const VERSION_40_DATA_BYTES: Record<ErrorCorrection, number> = { L: 2956, M: 2334, Q: 1666, H: 1276 };

export const WIFI_SECURITY = ['WPA', 'WEP', 'nopass'] as const;
export type WifiSecurity = (typeof WIFI_SECURITY)[number];

// ── State (§3) ────────────────────────────────────────────────────────────────

export interface WifiFields {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}
export interface EmailFields {
  email: string;
  subject: string;
  body: string;
}
export interface SmsFields {
  phone: string;
  message: string;
}
export interface LocationFields {
  latitude: string;
  longitude: string;
}
export interface ContactFields {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  organization: string;
  url: string;
}

/** What the code says. `text` is shared by Website URL, Plain Text and Phone Number (§7). */
export interface QrFields {
  text: string;
  wifi: WifiFields;
  email: EmailFields;
  sms: SmsFields;
  location: LocationFields;
  contact: ContactFields;
}

/** How the code looks, and which form is shown: these are remembered between visits. */
export interface QrSettings {
  type: QrType;
  size: QrSize;
  foreground: string;
  background: string;
  errorCorrection: ErrorCorrection;
  margin: number;
}

export const DEFAULT_FIELDS: QrFields = {
  text: DEFAULT_TEXT,
  wifi: { ssid: '', password: '', security: 'WPA', hidden: false },
  email: { email: '', subject: '', body: '' },
  sms: { phone: '', message: '' },
  location: { latitude: '', longitude: '' },
  contact: { firstName: '', lastName: '', phone: '', email: '', organization: '', url: '' },
};

export const DEFAULT_SETTINGS: QrSettings = {
  type: 'url',
  size: DEFAULT_SIZE,
  foreground: DEFAULT_FOREGROUND,
  background: DEFAULT_BACKGROUND,
  errorCorrection: DEFAULT_ERROR_CORRECTION,
  margin: DEFAULT_MARGIN,
};

// ── Content formats (§7) ──────────────────────────────────────────────────────

/** ZXing WIFI format: `\ ; , : "` are escaped with a backslash. */
export function escapeWifi(value: string): string {
  return value.replace(/[\\;,:"]/g, (c) => `\\${c}`);
}

export function wifiContent({ ssid, password, security, hidden }: WifiFields): string {
  const pass = security === 'nopass' ? '' : `P:${escapeWifi(password)};`;
  return `WIFI:T:${security};S:${escapeWifi(ssid)};${pass}${hidden ? 'H:true;' : ''};`;
}

/** RFC 6068 wants CRLF line breaks in a mailto body. */
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');

export function mailtoContent({ email, subject, body }: EmailFields): string {
  const address = encodeURIComponent(email.trim()).replace(/%40/g, '@').replace(/%2B/gi, '+');
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(crlf(body))}` : '',
  ].filter(Boolean);
  return `mailto:${address}${query.length ? `?${query.join('&')}` : ''}`;
}

/** URIs cannot hold spaces; phones ignore the visual separators that remain. */
export const compactPhone = (phone: string) => phone.replace(/\s+/g, '');

/** RFC 5724 sms URI with the message as an encoded `body`. */
export function smsContent({ phone, message }: SmsFields): string {
  return `sms:${compactPhone(phone)}${message ? `?body=${encodeURIComponent(crlf(message))}` : ''}`;
}

export function telContent(phone: string): string {
  return `tel:${compactPhone(phone)}`;
}

const COORDINATE = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** A coordinate as typed, if it is a plain decimal number: "+051.50" → "51.50". */
export function normalizeCoordinate(input: string): string | null {
  const match = COORDINATE.exec(input.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction] = match;
  const digits = `${String(Number(whole))}${fraction ? `.${fraction}` : ''}`;
  return sign === '-' && Number(digits) !== 0 ? `-${digits}` : digits;
}

export function geoContent({ latitude, longitude }: LocationFields): string {
  return `geo:${normalizeCoordinate(latitude) ?? latitude.trim()},${normalizeCoordinate(longitude) ?? longitude.trim()}`;
}

/** vCard 3.0 text escaping (RFC 2426 §4): backslash, comma, semicolon and line breaks. */
export function escapeVcard(value: string): string {
  return value.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** vCard 3.0 with CRLF line ends; empty properties are left out, FN and N are always there. */
export function vcardContent(c: ContactFields): string {
  const first = c.firstName.trim();
  const last = c.lastName.trim();
  const org = c.organization.trim();
  const fullName = [first, last].filter(Boolean).join(' ') || org;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVcard(last)};${escapeVcard(first)};;;`,
    `FN:${escapeVcard(fullName)}`,
    org ? `ORG:${escapeVcard(org)}` : '',
    c.phone.trim() ? `TEL:${escapeVcard(c.phone.trim())}` : '',
    c.email.trim() ? `EMAIL:${escapeVcard(c.email.trim())}` : '',
    c.url.trim() ? `URL:${escapeVcard(c.url.trim())}` : '',
    'END:VCARD',
  ];
  return lines.filter(Boolean).join('\r\n');
}

// ── Validation (§5: only what the url / email input types check, plus what makes a code wrong) ──

export type FieldKey =
  | 'text'
  | 'wifi.ssid'
  | 'wifi.password'
  | 'email.email'
  | 'sms.phone'
  | 'location.latitude'
  | 'location.longitude'
  | 'contact.phone'
  | 'contact.email'
  | 'contact.url';
export type FieldErrors = Partial<Record<FieldKey, string>>;

export const MESSAGES = {
  url: 'Enter a full URL, including https:// (for example https://example.com).',
  email: 'Enter an e-mail address like name@example.com.',
  phone: 'Use digits, spaces and + ( ) - . only.',
  wpaPassword: 'WPA passwords are 8 to 63 characters.',
  latitude: 'Latitude must be a number from -90 to 90, with a point for decimals.',
  longitude: 'Longitude must be a number from -180 to 180, with a point for decimals.',
} as const;

/** What an `<input type="url">` accepts: any absolute URL. */
export function isValidUrl(value: string): boolean {
  try {
    new URL(value.trim());
    return true;
  } catch {
    return false;
  }
}

// The HTML standard's definition of a valid e-mail address (what `<input type="email">` checks).
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const isValidEmail = (value: string) => EMAIL.test(value.trim());
export const isValidPhone = (value: string) => /^[\d\s+().-]+$/.test(value) && /\d/.test(value);

function coordinateError(value: string, limit: number, message: string): string | undefined {
  if (value.trim() === '') return undefined;
  const normalized = normalizeCoordinate(value);
  return normalized !== null && Math.abs(Number(normalized)) <= limit ? undefined : message;
}

/** Problems with what was typed, for the fields of the chosen type only. Empty fields are not errors. */
export function validateFields(type: QrType, f: QrFields, messages: Record<keyof typeof MESSAGES, string> = MESSAGES): FieldErrors {
  const errors: FieldErrors = {};
  const filled = (v: string) => v.trim() !== '';
  switch (type) {
    case 'url':
      if (filled(f.text) && !isValidUrl(f.text)) errors.text = messages.url;
      break;
    case 'phone':
      if (filled(f.text) && !isValidPhone(f.text)) errors.text = messages.phone;
      break;
    case 'wifi': {
      const length = [...f.wifi.password].length;
      const hexKey = /^[0-9a-fA-F]{64}$/.test(f.wifi.password);
      if (f.wifi.security === 'WPA' && f.wifi.password !== '' && !hexKey && (length < 8 || length > 63)) {
        errors['wifi.password'] = messages.wpaPassword;
      }
      break;
    }
    case 'email':
      if (filled(f.email.email) && !isValidEmail(f.email.email)) errors['email.email'] = messages.email;
      break;
    case 'sms':
      if (filled(f.sms.phone) && !isValidPhone(f.sms.phone)) errors['sms.phone'] = messages.phone;
      break;
    case 'location': {
      const lat = coordinateError(f.location.latitude, 90, messages.latitude);
      const long = coordinateError(f.location.longitude, 180, messages.longitude);
      if (lat) errors['location.latitude'] = lat;
      if (long) errors['location.longitude'] = long;
      break;
    }
    case 'contact':
      if (filled(f.contact.phone) && !isValidPhone(f.contact.phone)) errors['contact.phone'] = messages.phone;
      if (filled(f.contact.email) && !isValidEmail(f.contact.email)) errors['contact.email'] = messages.email;
      if (filled(f.contact.url) && !isValidUrl(f.contact.url)) errors['contact.url'] = messages.url;
      break;
    case 'text':
      break;
  }
  return errors;
}

/** Shown in the preview while the fields that make up the code are still empty. */
export const EMPTY_MESSAGES: Record<QrType, string> = {
  url: 'Enter a website URL to create its QR code.',
  text: 'Enter some text to create its QR code.',
  wifi: 'Enter the network name (SSID) to create a WiFi QR code.',
  email: 'Enter an e-mail address to create an Email QR code.',
  sms: 'Enter a phone number to create an SMS QR code.',
  phone: 'Enter a phone number to create its QR code.',
  location: 'Enter a latitude and a longitude to create a Location QR code.',
  contact: 'Enter a name or other details to create a Contact Card QR code.',
};

function isMissing(type: QrType, f: QrFields): boolean {
  const blank = (v: string) => v.trim() === '';
  switch (type) {
    case 'text':
      return f.text === '';
    case 'url':
    case 'phone':
      return blank(f.text);
    case 'wifi':
      return f.wifi.ssid === '' || (f.wifi.security !== 'nopass' && f.wifi.password === '');
    case 'email':
      return blank(f.email.email);
    case 'sms':
      return blank(f.sms.phone);
    case 'location':
      return blank(f.location.latitude) || blank(f.location.longitude);
    case 'contact':
      return Object.values(f.contact).every(blank);
  }
}

export function formatContent(type: QrType, f: QrFields): string {
  switch (type) {
    case 'url':
      return f.text.trim();
    case 'text':
      return f.text;
    case 'phone':
      return telContent(f.text);
    case 'wifi':
      return wifiContent(f.wifi);
    case 'email':
      return mailtoContent(f.email);
    case 'sms':
      return smsContent(f.sms);
    case 'location':
      return geoContent(f.location);
    case 'contact':
      return vcardContent(f.contact);
  }
}

/**
 * The words buildContent shows: English by default (QR_ENGLISH); the screen passes its locale's
 * (i18n.ts), so this file stays free of React.
 */
export interface ContentWords {
  field: Record<keyof typeof MESSAGES, string>;
  empty: Record<QrType, string>;
  wifiPassword: string;
}

export const QR_ENGLISH: ContentWords = {
  field: MESSAGES,
  empty: EMPTY_MESSAGES,
  wifiPassword: 'Enter the WiFi password, or choose None for an open network.',
};

export type ContentResult =
  | { status: 'ok'; content: string }
  | { status: 'empty'; message: string }
  | { status: 'invalid'; errors: FieldErrors };

/** The text the code will hold, or why there is none yet. */
export function buildContent(type: QrType, fields: QrFields, words: ContentWords = QR_ENGLISH): ContentResult {
  const errors = validateFields(type, fields, words.field);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  if (isMissing(type, fields)) {
    const message = type === 'wifi' && fields.wifi.ssid !== '' ? words.wifiPassword : words.empty[type];
    return { status: 'empty', message };
  }
  return { status: 'ok', content: formatContent(type, fields) };
}

/** The data line under the preview: the first 100 characters, '...' appended if longer. */
export function previewData(content: string): string {
  const characters = graphemes(content);
  return characters.length > PREVIEW_LIMIT ? `${characters.slice(0, PREVIEW_LIMIT).join('')}...` : content;
}

// ── Encoding ──────────────────────────────────────────────────────────────────

const utf8 = new TextEncoder();
export const isAscii = (text: string) => !/[^\p{ASCII}]/u.test(text);
export const utf8Length = (text: string) => utf8.encode(text).length;

/**
 * The most bytes of this kind of text a version 40 code holds at a level: byte mode costs
 * 4 + 16 header bits, and non-ASCII text 12 more for its UTF-8 ECI.
 */
export function byteCapacity(level: ErrorCorrection, ascii: boolean): number {
  return VERSION_40_DATA_BYTES[level] - (ascii ? 3 : 4);
}

/** A code's modules: `get(x, y)` is true for a dark module (lean-qr's Bitmap2D fits this shape). */
export interface QrModules {
  size: number;
  get(x: number, y: number): boolean;
}

/** An encoded code: its modules, and their outlines as an SVG path in module units. */
export interface QrCode {
  code: QrModules;
  version: number;
  modules: number;
  path: string;
}

export type EncodeResult = ({ ok: true } & QrCode) | { ok: false; message: string };

export function tooLongMessage(bytes: number, level: ErrorCorrection, ascii: boolean): string {
  const hint = level === 'L' ? 'Shorten the content.' : 'Shorten the content or choose a lower error correction level.';
  return `Too long for a QR code: this content is ${formatCount(bytes)} bytes, and at error correction ${level} a QR code holds at most ${formatCount(byteCapacity(level, ascii))} bytes. ${hint}`;
}

// ── Image layout and rendering ────────────────────────────────────────────────

export interface QrLayout {
  /** Image width and height in pixels. */
  size: number;
  /** Whole pixels per module, so every module is crisp; 0 when the code does not fit. */
  scale: number;
  /** Pixels from the image edge to the first module: the margin plus any leftover pixels. */
  offset: number;
}

export function layoutQr(modules: number, margin: number, size: number): QrLayout {
  const scale = Math.floor(size / (modules + 2 * margin));
  return { size, scale, offset: Math.floor((size - scale * modules) / 2) };
}

/** The smallest offered size with at least one pixel per module, or null when none has. */
export function smallestFittingSize(modules: number, margin: number): QrSize | null {
  return QR_SIZES.find((s) => layoutQr(modules, margin, s).scale >= 1) ?? null;
}

/** Pixel data (RGBA, row by row) for a PNG: exactly the same geometry as the SVG. */
export function rasterize(code: QrModules, layout: QrLayout, foreground: string, background: string): Uint8ClampedArray<ArrayBuffer> {
  const { size, scale, offset } = layout;
  const pixels = new Uint8ClampedArray(size * size * 4);
  const words = new Uint32Array(pixels.buffer);
  const pack = (hex: string) => {
    const [r, g, b] = hexToRgb(hex) ?? [0, 0, 0];
    pixels.set([r, g, b, 255], 0);
    return words[0] ?? 0;
  };
  const on = pack(foreground);
  const off = pack(background);
  words.fill(off);
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.get(x, y)) continue;
      for (let row = 0; row < scale; row++) {
        const start = (offset + y * scale + row) * size + offset + x * scale;
        words.fill(on, start, start + scale);
      }
    }
  }
  return pixels;
}

export interface SvgParts {
  viewBox: string;
  /** Module outlines in module units (lean-qr), drawn with `transform`. */
  path: string;
  transform: string;
}

/** `path` is the code's module outlines (QrCode.path). */
export function svgParts(path: string, layout: QrLayout): SvgParts {
  return {
    viewBox: `0 0 ${layout.size} ${layout.size}`,
    path,
    transform: `translate(${layout.offset} ${layout.offset}) scale(${layout.scale})`,
  };
}

/** A standalone SVG file; the same drawing as the on-screen preview. */
export function svgDocument(outline: string, layout: QrLayout, foreground: string, background: string): string {
  const { viewBox, path, transform } = svgParts(outline, layout);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.size}" height="${layout.size}" viewBox="${viewBox}" shape-rendering="crispEdges">` +
    `<rect width="${layout.size}" height="${layout.size}" fill="${background}"/>` +
    `<path transform="${transform}" d="${path}" fill="${foreground}"/>` +
    `</svg>\n`
  );
}

/** `qr-code-{timestamp}.png` (§7), and the same name for the SVG. */
export function downloadName(extension: 'png' | 'svg', now: number = Date.now()): string {
  return `qr-code-${now}.${extension}`;
}

// ── Colours ───────────────────────────────────────────────────────────────────

export { parseHexColor };

export function hexToRgb(input: string): [number, number, number] | null {
  const hex = parseHexColor(input);
  if (!hex) return null;
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function luminance(hex: string): number {
  const [r, g, b] = (hexToRgb(hex) ?? [0, 0, 0]).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Below this, phone cameras start to miss codes (dark-on-light, as for text). */
export const MIN_SCAN_CONTRAST = 4;

/** The color warnings' words (English by default; the screen passes its locale's). The ratio arrives as "3.5". */
export interface WarningWords {
  lowContrast: (ratio: string) => string;
  inverted: string;
}

export const WARNINGS_ENGLISH: WarningWords = {
  lowContrast: (ratio) => `Low contrast (${ratio}:1): scanners may not read this code. Use a darker foreground or a lighter background.`,
  inverted: 'The code is lighter than its background. Some scanners cannot read inverted codes.',
};

/** Advice about colours that many scanners cannot read; empty when the colours are safe. */
export function colorWarnings(foreground: string, background: string, words: WarningWords = WARNINGS_ENGLISH): string[] {
  const warnings: string[] = [];
  const ratio = contrastRatio(foreground, background);
  if (ratio < MIN_SCAN_CONTRAST) warnings.push(words.lowContrast((Math.floor(ratio * 10) / 10).toFixed(1)));
  if (luminance(foreground) > luminance(background)) warnings.push(words.inverted);
  return warnings;
}

// ── Settings from untrusted input (embed attributes, localStorage) ────────────

const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T => list.includes(value as T);
const QR_TYPE_IDS: readonly QrType[] = QR_TYPES.map((t) => t.id);

/** One parser per setting: the clean value, or undefined when the input is not usable. Numbers may arrive as strings. */
const settingParsers: { [K in keyof QrSettings]: (value: unknown) => QrSettings[K] | undefined } = {
  type: (v) => (isOneOf(QR_TYPE_IDS, v) ? v : undefined),
  size: (v) => {
    const n = typeof v === 'string' || typeof v === 'number' ? Number(v) : NaN;
    return isOneOf(QR_SIZES, n) ? n : undefined;
  },
  foreground: (v) => (typeof v === 'string' ? (parseHexColor(v) ?? undefined) : undefined),
  background: (v) => (typeof v === 'string' ? (parseHexColor(v) ?? undefined) : undefined),
  errorCorrection: (v) => {
    const level = typeof v === 'string' ? v.trim().toUpperCase() : undefined;
    return isOneOf(ERROR_CORRECTION_LEVELS, level) ? level : undefined;
  },
  margin: (v) => {
    const n = (typeof v === 'string' && v.trim() !== '') || typeof v === 'number' ? Number(v) : NaN;
    return Number.isInteger(n) && n >= 0 && n <= MARGIN_MAX ? n : undefined;
  },
};

/** Only the settings present and valid in `input`; unknown keys and bad values are dropped. */
export function parseSettings(input: unknown): Partial<QrSettings> {
  const out: Partial<QrSettings> = {};
  if (typeof input !== 'object' || input === null) return out;
  const record = input as Record<string, unknown>;
  for (const key of Object.keys(settingParsers) as Array<keyof QrSettings>) {
    const value = settingParsers[key](record[key]);
    if (value !== undefined) Object.assign(out, { [key]: value });
  }
  return out;
}

/** Complete settings: what `input` gives, `base` for the rest. */
export function sanitizeSettings(input: unknown, base: QrSettings = DEFAULT_SETTINGS): QrSettings {
  return { ...base, ...parseSettings(input) };
}
