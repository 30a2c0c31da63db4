/**
 * QR encoding with lean-qr: the one part of the QR generator that needs the library, in a
 * module of its own so the page loads it on first use rather than before the first paint
 * (the default code is precomputed in default-code.ts). Pure: no React, no DOM.
 */
import { correction, generate, mode, type Correction } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { isAscii, tooLongMessage, utf8Length, type EncodeResult, type ErrorCorrection } from './qr-generator';

const LEVELS: Record<ErrorCorrection, Correction> = { L: correction.L, M: correction.M, Q: correction.Q, H: correction.H };
const utf8 = new TextEncoder();

/**
 * Encodes at exactly the chosen level. ASCII may use the compact numeric and alphanumeric
 * modes; anything else is one UTF-8 byte segment behind ECI 26, so readers never have to
 * guess the encoding (the library's default would pick Latin-1 or Shift-JIS for some text).
 */
export function encodeQr(content: string, level: ErrorCorrection): EncodeResult {
  const ascii = isAscii(content);
  const data = ascii ? content : mode.multi(mode.eci(26), mode.bytes(utf8.encode(content)));
  const options = {
    minCorrectionLevel: LEVELS[level],
    maxCorrectionLevel: LEVELS[level],
    modes: [mode.numeric, mode.alphaNumeric, mode.ascii],
  };
  try {
    const code = generate(data, options);
    return { ok: true, code, modules: code.size, version: (code.size - 17) / 4, path: toSvgPath(code) };
  } catch (error) {
    const tooMuch = typeof error === 'object' && error !== null && 'code' in error && error.code === 4;
    if (tooMuch) return { ok: false, message: tooLongMessage(utf8Length(content), level, ascii) };
    return { ok: false, message: 'This content cannot be encoded as a QR code.' };
  }
}
