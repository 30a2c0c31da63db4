import { formatSize, type SizeWords } from '../../i18n/sizes';
/**
 * Base64 (RFC 4648 §4 standard and §5 URL-safe alphabets), UTF-8 text, data URLs and file-type
 * sniffing for the Base64 tool. Pure functions: no React, no DOM.
 */
import { charPosition, codePointLabel, findLoneSurrogate, indexOfPosition } from '../text-positions';
import { formatCount } from '../../ui/format';
import { runToEnd } from '../../ui/tasks';

export { charPosition, findLoneSurrogate, indexOfPosition };

export interface EncodeOptions {
  /** RFC 4648 §5 alphabet: `-` and `_` instead of `+` and `/`. */
  urlSafe: boolean;
  /** `=` padding to a multiple of four characters. */
  padding: boolean;
}

/** Bytes backed by a plain ArrayBuffer (what Blob and TextDecoder take). */
export type Bytes = Uint8Array<ArrayBuffer>;

export const DEFAULT_OPTIONS: EncodeOptions = { urlSafe: false, padding: true };

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Character code → 6-bit value for both alphabets; -1 elsewhere. */
const VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  VALUES[STANDARD.charCodeAt(i)] = i;
  VALUES[URL_SAFE.charCodeAt(i)] = i;
}

/** Bytes per encoding step: a multiple of 3, so no block but the last is padded (~1 ms of work). */
export const ENCODE_BLOCK = 3 * 16_384;
/** Characters per decoding step: a multiple of 4, one Base64 group never straddles two steps. */
export const DECODE_BLOCK = 4 * 16_384;

/** Standard Base64 of bytes, by the browser's own encoder (whole 3-byte groups, or the very end). */
const btoaBytes = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** Standard padded Base64 → the alphabet and padding asked for. `last`: this piece ends the output. */
function styled(piece: string, options: EncodeOptions, last: boolean): string {
  let out = options.urlSafe ? piece.replace(/[+/]/g, (c) => (c === '+' ? '-' : '_')) : piece;
  if (last && !options.padding) out = out.replace(/=+$/, '');
  return out;
}

/**
 * Encodes bytes handed over in pieces of any size (issue #37): whole 3-byte groups are encoded as
 * they arrive, the 0–2 bytes left over wait for the next piece, so the pieces of Base64 it returns
 * concatenate to exactly the one-shot encoding. Never builds a string a group at a time.
 */
export class Base64Encoder {
  private carry: Uint8Array = new Uint8Array(0);
  constructor(private readonly options: EncodeOptions = DEFAULT_OPTIONS) {}

  /** The Base64 of every whole group so far. */
  push(bytes: Uint8Array): string {
    let input = bytes;
    if (this.carry.length > 0) {
      input = new Uint8Array(this.carry.length + bytes.length);
      input.set(this.carry);
      input.set(bytes, this.carry.length);
    }
    const whole = input.length - (input.length % 3);
    this.carry = input.slice(whole);
    const parts: string[] = [];
    for (let start = 0; start < whole; start += ENCODE_BLOCK) parts.push(btoaBytes(input.subarray(start, Math.min(start + ENCODE_BLOCK, whole))));
    return styled(parts.join(''), this.options, false);
  }

  /** The last (padded) group, if any bytes are left. */
  end(): string {
    const out = styled(btoaBytes(this.carry), this.options, true);
    this.carry = new Uint8Array(0);
    return out;
  }
}

/** Bytes → Base64, one block per step: yields progress (0–1) between blocks. */
export function* encodeSteps(bytes: Uint8Array, options: EncodeOptions = DEFAULT_OPTIONS, block = ENCODE_BLOCK): Generator<number, string, void> {
  const encoder = new Base64Encoder(options);
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += block) {
    parts.push(encoder.push(bytes.subarray(start, start + block)));
    yield Math.min(1, (start + block) / bytes.length);
  }
  parts.push(encoder.end());
  return parts.join('');
}

/** Bytes → Base64 in one go (the steps run to the end). */
export const encodeBytes = (bytes: Uint8Array, options: EncodeOptions = DEFAULT_OPTIONS): string => runToEnd(encodeSteps(bytes, options));

/** The Base64 tool's work on large text, posted to a Worker or run in slices (issue #37). */
export function* convertTask({ input, mode, options }: { input: string; mode: Mode; options: EncodeOptions }): Generator<number, Conversion, void> {
  if (mode === 'encode') {
    if (input === '') return { status: 'empty' };
    const encoded = yield* encodeTextSteps(input, options);
    if (!encoded.ok) return { status: 'error', message: encoded.message, reason: encoded.reason, position: encoded.position };
    return { status: 'encoded', output: encoded.value.output, byteLength: encoded.value.byteLength };
  }
  if (input.trim() === '') return { status: 'empty' };
  const decoded = yield* decodeInputSteps(input);
  if (!decoded.ok) return { status: 'error', message: decoded.message, reason: decoded.reason, position: decoded.position };
  const { bytes, mimeType } = decoded.value;
  const type = sniffType(bytes, mimeType);
  const text = mimeType === null || mimeType.startsWith('text/') || mimeType === 'application/json' || mimeType === 'image/svg+xml' ? bytesAsText(bytes) : null;
  return { status: 'decoded', bytes, text, type };
}

/** What the File tab encodes: the file's bytes and the type its name or the system declared. */
export interface FileInput {
  bytes: Bytes;
  declaredType: string | null;
  options: EncodeOptions;
}

export interface FileEncoding {
  type: FileType;
  /** In the alphabet and padding asked for. */
  base64: string;
  /** Always the standard alphabet with padding (RFC 2397). */
  dataUrl: string;
}

/**
 * The File tab's work (issue #37): the file's type, its Base64 and data URL, encoded once (the
 * standard Base64 is the data URL's body; the other alphabet is derived piece by piece).
 */
export function* encodeFileTask({ bytes, declaredType, options }: FileInput): Generator<number, FileEncoding, void> {
  const type = sniffType(bytes, declaredType);
  const encoder = new Base64Encoder(DEFAULT_OPTIONS);
  const standard: string[] = [];
  const styledParts: string[] = [];
  const plain = !options.urlSafe && options.padding;
  for (let start = 0; start < bytes.length; start += ENCODE_BLOCK) {
    const piece = encoder.push(bytes.subarray(start, start + ENCODE_BLOCK));
    standard.push(piece);
    if (!plain) styledParts.push(styled(piece, options, false));
    yield Math.min(1, (start + ENCODE_BLOCK) / bytes.length);
  }
  const last = encoder.end();
  standard.push(last);
  const body = standard.join('');
  const base64 = plain ? body : styledParts.join('') + styled(last, options, true);
  return { type, base64, dataUrl: `data:${type.mimeType || 'application/octet-stream'};base64,${body}` };
}

/** The File tab's work in one go (small files). */
export const encodeFile = (input: FileInput): FileEncoding => runToEnd(encodeFileTask(input));

/** Why input was refused, with what the message names: the screen words it in the page's locale (i18n.ts). */
export type FailureReason =
  | { id: 'loneSurrogate'; position: number; code: string }
  | { id: 'invalidChar'; position: number; char: string }
  | { id: 'afterPadding'; position: number; char: string; padPosition: number }
  | { id: 'singleChar'; position: number }
  | { id: 'wrongPadding'; position: number; expected: number; padding: number }
  | { id: 'brokenPercent'; position: number }
  | { id: 'notDataUrl' };

export type Failure = {
  ok: false;
  /** The reason in English. */
  message: string;
  reason: FailureReason;
  /** 1-based character position in the input, when one is to blame. */
  position?: number;
};
export type Result<T> = { ok: true; value: T } | Failure;


/** How a character is named in a message: visible ones quoted with their code, invisible ones by code only. */
export function describeChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char)) return `“${char}” (${codePointLabel(code)})`;
  return codePointLabel(code);
}



/**
 * Text → UTF-8 bytes. A lone surrogate (half of an emoji, e.g. from a cut-off paste) has no
 * UTF-8 form: TextEncoder would silently turn it into U+FFFD, so it is refused instead.
 */
function loneSurrogate(text: string, index: number): Failure {
  const position = charPosition(text, index);
  return {
    ok: false,
    position,
    reason: { id: 'loneSurrogate', position, code: codePointLabel(text.charCodeAt(index)) },
    message: `Character ${position} is a lone surrogate (${codePointLabel(text.charCodeAt(index))}), half of a character pair such as an emoji. It has no UTF-8 form; remove it or paste the whole character.`,
  };
}

export function utf8Encode(text: string): Result<Bytes> {
  const index = findLoneSurrogate(text);
  if (index >= 0) return loneSurrogate(text, index);
  return { ok: true, value: new TextEncoder().encode(text) };
}

/** Characters of text per encoding step. */
const TEXT_BLOCK = 65_536;

/**
 * Text → UTF-8 → Base64, a block of characters per step (a surrogate pair is never split), so
 * megabytes of text never wait on one long task. Lone surrogates are refused as in utf8Encode.
 */
export function* encodeTextSteps(text: string, options: EncodeOptions = DEFAULT_OPTIONS, block = TEXT_BLOCK): Generator<number, Result<{ output: string; byteLength: number }>, void> {
  const utf8 = new TextEncoder();
  const encoder = new Base64Encoder(options);
  const parts: string[] = [];
  let byteLength = 0;
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + block, text.length);
    const lastCode = text.charCodeAt(end - 1);
    if (end < text.length && lastCode >= 0xd800 && lastCode <= 0xdbff) end++;
    const piece = text.slice(start, end);
    const lone = findLoneSurrogate(piece);
    if (lone >= 0) return loneSurrogate(text, start + lone);
    const bytes = utf8.encode(piece);
    byteLength += bytes.length;
    parts.push(encoder.push(bytes));
    start = end;
    yield start / text.length;
  }
  parts.push(encoder.end());
  return { ok: true, value: { output: parts.join(''), byteLength } };
}

export function encodeText(text: string, options: EncodeOptions = DEFAULT_OPTIONS): Result<string> {
  const encoded = runToEnd(encodeTextSteps(text, options));
  return encoded.ok ? { ok: true, value: encoded.value.output } : encoded;
}

/** Character code → 6-bit value, or one of these; NOT_BASE64 also for every code past 127. */
const SPACE = -2;
const PAD = -3;
const NOT_BASE64 = -1;
for (const code of [0x20, 0x09, 0x0a, 0x0d, 0x0c]) VALUES[code] = SPACE;
VALUES[0x3d] = PAD;

/**
 * Base64 → bytes. Accepts the standard and URL-safe alphabets, with or without `=` padding, and
 * ignores whitespace (line-wrapped MIME output). Anything else fails with the position of the
 * offending character (`offset` shifts positions when the Base64 sits inside a longer input).
 * Runs `block` characters per step (a multiple of 4 by default) and yields progress between
 * them; the bits of an unfinished group carry over, so any block size gives the same bytes.
 */
export function* decodeSteps(text: string, offset = 0, block = DECODE_BLOCK): Generator<number, Result<Bytes>, void> {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3);
  let length = 0;
  let buffer = 0;
  let bits = 0;
  let symbols = 0;
  let padding = 0;
  let firstPad = -1;
  let lastSymbol = -1;
  const at = (index: number) => offset + charPosition(text, index);

  for (let start = 0; start < text.length; start += block) {
    const end = Math.min(start + block, text.length);
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      const value = code < 128 ? VALUES[code]! : NOT_BASE64;
      if (value === SPACE) continue;
      if (value === PAD) {
        if (padding === 0) firstPad = i;
        padding++;
        continue;
      }
      if (value === NOT_BASE64) {
        const char = String.fromCodePoint(text.codePointAt(i) ?? code);
        return {
          ok: false,
          position: at(i),
          reason: { id: 'invalidChar', position: at(i), char: describeChar(char) },
          message: `Invalid character ${describeChar(char)} at position ${at(i)}. Base64 uses only A–Z, a–z, 0–9, + and / (or - and _), with = at the end.`,
        };
      }
      if (padding > 0) {
        return {
          ok: false,
          position: at(i),
          reason: { id: 'afterPadding', position: at(i), char: text[i]!, padPosition: at(firstPad) },
          message: `Unexpected “${text[i]}” at position ${at(i)} after the padding at position ${at(firstPad)}: “=” may only end the input.`,
        };
      }
      buffer = (buffer << 6) | value;
      bits += 6;
      symbols++;
      lastSymbol = i;
      if (bits >= 8) {
        bits -= 8;
        out[length++] = (buffer >> bits) & 0xff;
        buffer &= (1 << bits) - 1;
      }
    }
    yield end / text.length;
  }

  const remainder = symbols % 4;
  if (remainder === 1) {
    return {
      ok: false,
      position: at(lastSymbol),
      reason: { id: 'singleChar', position: at(lastSymbol) },
      message: `The input ends with a single character at position ${at(lastSymbol)}: a Base64 group needs at least two characters. Part of the text is probably missing.`,
    };
  }
  if (padding > 0) {
    const expected = remainder === 0 ? 0 : 4 - remainder;
    if (padding !== expected) {
      const needs = expected === 0 ? 'no padding' : `${expected === 1 ? 'one' : 'two'} “=”`;
      return {
        ok: false,
        position: at(firstPad),
        reason: { id: 'wrongPadding', position: at(firstPad), expected, padding },
        message: `Wrong padding at position ${at(firstPad)}: the last group needs ${needs}, not ${padding}.`,
      };
    }
  }
  return { ok: true, value: out.slice(0, length) };
}

/** Base64 → bytes in one go (see decodeSteps). */
export const decodeBase64 = (text: string, offset = 0): Result<Bytes> => runToEnd(decodeSteps(text, offset));

/** UTF-8 bytes → text, or null when the bytes are not valid UTF-8. A leading BOM is kept, not dropped. */
export function utf8Decode(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Valid UTF-8 without control characters (tab, line breaks and form feed aside) reads as text. */
export function bytesAsText(bytes: Uint8Array): string | null {
  const text = utf8Decode(bytes);
  if (text === null) return null;
  return /(?![\t\n\f\r])\p{Cc}/u.test(text) ? null : text;
}

// ---- Data URLs ------------------------------------------------------------------------------

export interface DataUrl {
  /** The media type as written (lower-cased), or null when the URL gives none. */
  mimeType: string | null;
  bytes: Bytes;
}

const DATA_URL = /^data:([^,]*),/i;

/** True when the input looks like a data URL, so decoding reads it as one. */
export const isDataUrl = (text: string) => DATA_URL.test(text.trimStart());

/** Percent-decodes the non-Base64 form of a data URL body into bytes. */
function percentDecode(body: string, offset: number): Result<Bytes> {
  const prefix = utf8Encode(body);
  if (!prefix.ok) return prefix;
  const raw = prefix.value;
  const out = new Uint8Array(raw.length);
  let length = 0;
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === 0x25) {
      const pair = String.fromCharCode(raw[i + 1] ?? 0, raw[i + 2] ?? 0);
      if (!/^[0-9a-f]{2}$/i.test(pair)) {
        const position = offset + charPosition(body, new TextDecoder().decode(raw.subarray(0, i)).length);
        return { ok: false, position, reason: { id: 'brokenPercent', position }, message: `Broken percent escape at position ${position}: “%” must be followed by two hexadecimal digits.` };
      }
      out[length++] = parseInt(pair, 16);
      i += 2;
    } else out[length++] = raw[i]!;
  }
  return { ok: true, value: out.slice(0, length) };
}

/** `data:[type][;params][;base64],body` → its bytes and media type (RFC 2397), a block per step. */
function* parseDataUrlSteps(input: string): Generator<number, Result<DataUrl>, void> {
  const lead = input.length - input.trimStart().length;
  const text = input.trimStart();
  const match = DATA_URL.exec(text);
  if (!match) return { ok: false, reason: { id: 'notDataUrl' }, message: 'Not a data URL: it must start with “data:” and have a comma before the data.' };
  const params = match[1]!.split(';').map((p) => p.trim());
  const base64 = params.length > 1 && params.at(-1)!.toLowerCase() === 'base64';
  const type = params[0]!.toLowerCase();
  const mimeType = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : null;
  const bodyStart = lead + match[0].length;
  const body = text.slice(match[0].length);
  const offset = charPosition(input, bodyStart) - 1;
  const bytes = base64 ? yield* decodeSteps(body, offset) : percentDecode(body, offset);
  return bytes.ok ? { ok: true, value: { mimeType, bytes: bytes.value } } : bytes;
}

export const parseDataUrl = (input: string): Result<DataUrl> => runToEnd(parseDataUrlSteps(input));

/** The decode box: a data URL or plain Base64 → bytes and the media type the URL declared. */
function* decodeInputSteps(input: string): Generator<number, Result<DataUrl>, void> {
  if (isDataUrl(input)) return yield* parseDataUrlSteps(input);
  const bytes = yield* decodeSteps(input);
  return bytes.ok ? { ok: true, value: { mimeType: null, bytes: bytes.value } } : bytes;
}

export const decodeInput = (input: string): Result<DataUrl> => runToEnd(decodeInputSteps(input));

// ---- File types -----------------------------------------------------------------------------

export interface FileType {
  mimeType: string;
  extension: string;
  /** Human name, e.g. "PNG image". */
  label: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const SIGNATURES: ReadonlyArray<{ test: (b: Uint8Array) => boolean; type: FileType }> = [
  { test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), type: { mimeType: 'image/png', extension: 'png', label: 'PNG image' } },
  { test: (b) => startsWith(b, [0xff, 0xd8, 0xff]), type: { mimeType: 'image/jpeg', extension: 'jpg', label: 'JPEG image' } },
  { test: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')), type: { mimeType: 'image/gif', extension: 'gif', label: 'GIF image' } },
  { test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8), type: { mimeType: 'image/webp', extension: 'webp', label: 'WebP image' } },
  { test: (b) => startsWith(b, ascii('BM')) && startsWith(b, [0, 0, 0, 0], 6) && b.length > 14, type: { mimeType: 'image/bmp', extension: 'bmp', label: 'BMP image' } },
  { test: (b) => startsWith(b, [0, 0, 1, 0]) && (b[4] ?? 0) + (b[5] ?? 0) > 0 && b.length > 6, type: { mimeType: 'image/x-icon', extension: 'ico', label: 'icon' } },
  { test: (b) => b[0] === 0 && startsWith(b, ascii('ftypavif'), 4), type: { mimeType: 'image/avif', extension: 'avif', label: 'AVIF image' } },
  { test: (b) => startsWith(b, ascii('%PDF-')), type: { mimeType: 'application/pdf', extension: 'pdf', label: 'PDF document' } },
  { test: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]), type: { mimeType: 'application/zip', extension: 'zip', label: 'ZIP archive' } },
  { test: (b) => startsWith(b, [0x1f, 0x8b]), type: { mimeType: 'application/gzip', extension: 'gz', label: 'gzip archive' } },
  { test: (b) => startsWith(b, ascii('7z'), 0) && startsWith(b, [0xbc, 0xaf, 0x27, 0x1c], 2), type: { mimeType: 'application/x-7z-compressed', extension: '7z', label: '7-Zip archive' } },
  { test: (b) => startsWith(b, ascii('wOFF')), type: { mimeType: 'font/woff', extension: 'woff', label: 'WOFF font' } },
  { test: (b) => startsWith(b, ascii('wOF2')), type: { mimeType: 'font/woff2', extension: 'woff2', label: 'WOFF2 font' } },
  { test: (b) => (startsWith(b, ascii('ID3')) && (b[3] ?? 255) < 10) || startsWith(b, [0xff, 0xfb]), type: { mimeType: 'audio/mpeg', extension: 'mp3', label: 'MP3 audio' } },
  { test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WAVE'), 8), type: { mimeType: 'audio/wav', extension: 'wav', label: 'WAV audio' } },
  { test: (b) => startsWith(b, ascii('OggS')) && b[4] === 0, type: { mimeType: 'audio/ogg', extension: 'ogg', label: 'Ogg media' } },
  { test: (b) => b[0] === 0 && startsWith(b, ascii('ftyp'), 4), type: { mimeType: 'video/mp4', extension: 'mp4', label: 'MP4 video' } },
  { test: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]), type: { mimeType: 'video/webm', extension: 'webm', label: 'WebM video' } },
  { test: (b) => startsWith(b, [0x00, 0x61, 0x73, 0x6d]), type: { mimeType: 'application/wasm', extension: 'wasm', label: 'WebAssembly module' } },
];

const KNOWN_TYPES: Record<string, FileType> = Object.fromEntries(
  [
    ...SIGNATURES.map((s) => s.type),
    { mimeType: 'image/svg+xml', extension: 'svg', label: 'SVG image' },
    { mimeType: 'application/json', extension: 'json', label: 'JSON' },
    { mimeType: 'text/plain', extension: 'txt', label: 'text' },
    { mimeType: 'text/html', extension: 'html', label: 'HTML' },
    { mimeType: 'text/css', extension: 'css', label: 'CSS' },
    { mimeType: 'text/csv', extension: 'csv', label: 'CSV' },
    { mimeType: 'text/javascript', extension: 'js', label: 'JavaScript' },
    { mimeType: 'application/xml', extension: 'xml', label: 'XML' },
    { mimeType: 'image/jpg', extension: 'jpg', label: 'JPEG image' },
  ].map((t) => [t.mimeType, t]),
);

export const BINARY: FileType = { mimeType: 'application/octet-stream', extension: 'bin', label: 'binary data' };
const TEXT: FileType = KNOWN_TYPES['text/plain']!;

/** A declared media type → a file type (known name and extension, or one derived from the subtype). */
function fromMimeType(mimeType: string): FileType {
  const known = KNOWN_TYPES[mimeType];
  if (known) return known;
  const subtype = mimeType.split('/')[1]?.split('+')[0]?.replace(/^(x-|vnd\.)/, '') ?? '';
  const extension = /^[a-z0-9]{1,8}$/.test(subtype) ? subtype : 'bin';
  return { mimeType, extension, label: mimeType };
}

/**
 * What the bytes are: the data URL's declared type wins; otherwise magic bytes, then text
 * (SVG, JSON or plain), then binary.
 */
export function sniffType(bytes: Uint8Array, declared: string | null = null): FileType {
  if (declared) return fromMimeType(declared);
  const signature = SIGNATURES.find((s) => s.test(bytes));
  if (signature) return signature.type;
  const text = bytesAsText(bytes);
  if (text === null) return BINARY;
  const head = text.slice(0, 1024).trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return KNOWN_TYPES['image/svg+xml']!;
  if (/^[{[]/.test(head)) {
    try {
      JSON.parse(text);
      return KNOWN_TYPES['application/json']!;
    } catch {
      // Not JSON after all: plain text.
    }
  }
  return TEXT;
}

/** Images a browser shows in an <img> (SVG included: scripts never run there). */
export const isPreviewableImage = (mimeType: string) =>
  ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp', 'image/bmp', 'image/x-icon', 'image/avif', 'image/svg+xml'].includes(mimeType);

export const decodedFilename = (type: FileType) => `decoded.${type.extension}`;

/** `photo.png` → `photo.png.b64.txt`; the download of a file's Base64. */
export const base64Filename = (name: string) => `${name || 'file'}.b64.txt`;
export const dataUrlFilename = (name: string) => `${name || 'file'}.data-url.txt`;


export type { SizeWords };
export const ENGLISH_SIZE_WORDS: SizeWords = {
  bytes: (count) => `${formatCount(count)} ${count === 1 ? 'byte' : 'bytes'}`,
  size: (value, unit) => `${value} ${unit}`,
};

/** "1.5 KB" style sizes (1 KB = 1024 bytes). */
export const formatBytes = (bytes: number, words: SizeWords = ENGLISH_SIZE_WORDS): string => formatSize(bytes, words, 1024);

/** Files larger than this are refused: their Base64 would not fit comfortably in a page. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

// ---- The text converter ---------------------------------------------------------------------

export type Mode = 'encode' | 'decode';

export type Conversion =
  | { status: 'empty' }
  | { status: 'error'; message: string; reason: FailureReason; position?: number }
  | { status: 'encoded'; output: string; byteLength: number }
  | { status: 'decoded'; bytes: Bytes; text: string | null; type: FileType };

/** One pass of the text box, in one go: encode the text or decode the Base64 / data URL. */
export const convert = (input: string, mode: Mode, options: EncodeOptions): Conversion => runToEnd(convertTask({ input, mode, options }));

/** The first bytes as a hex dump (offset, then 16 bytes a line), to see what binary data starts with. */
export function hexPreview(bytes: Uint8Array, limit = 64, more = (count: number) => `${formatCount(count)} more bytes`): string {
  const lines: string[] = [];
  const end = Math.min(bytes.length, limit);
  for (let start = 0; start < end; start += 16) {
    const row = Array.from(bytes.subarray(start, Math.min(start + 16, end)), (b) => b.toString(16).padStart(2, '0'));
    lines.push(`${start.toString(16).padStart(8, '0')}  ${row.join(' ')}`);
  }
  if (bytes.length > end) lines.push(`… ${more(bytes.length - end)}`);
  return lines.join('\n');
}

