import fc from 'fast-check';
import jsQR from 'jsqr';
import { wcagContrast, wcagLuminance } from 'culori';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIELDS,
  DEFAULT_SETTINGS,
  EMPTY_MESSAGES,
  ERROR_CORRECTION_LEVELS,
  MESSAGES,
  QR_SIZES,
  QR_TYPES,
  buildContent,
  byteCapacity,
  colorWarnings,
  contrastRatio,
  DEFAULT_ERROR_CORRECTION,
  DEFAULT_TEXT,
  downloadName,
  escapeWifi,
  geoContent,
  layoutQr,
  luminance,
  mailtoContent,
  normalizeCoordinate,
  parseHexColor,
  parseSettings,
  previewData,
  rasterize,
  sanitizeSettings,
  smallestFittingSize,
  smsContent,
  svgDocument,
  svgParts,
  telContent,
  validateFields,
  vcardContent,
  wifiContent,
  type ErrorCorrection,
  type QrFields,
  type QrType,
} from '../../../src/tools/qr-generator/qr-generator';
import { encodeQr } from '../../../src/tools/qr-generator/qr-encode';
import { DEFAULT_BITS, DEFAULT_CODE, DEFAULT_PATH } from '../../../src/tools/qr-generator/default-code';
import { guide } from '../../../src/tools/qr-generator/guide';
import { messages } from '../../../src/tools/qr-generator/i18n';

type Code = { size: number; get(x: number, y: number): boolean };

function encoded(content: string, level: ErrorCorrection = 'M') {
  const result = encodeQr(content, level);
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** Draws the code the way the PNG export does and reads it back with jsQR, an independent decoder. */
function decode(code: Code, foreground = '#000000', background = '#ffffff', size?: number) {
  const layout = layoutQr(code.size, 4, size ?? (code.size + 8) * 3);
  const found = jsQR(rasterize(code, layout, foreground, background), layout.size, layout.size);
  if (!found) throw new Error('jsQR found no QR code');
  return found;
}

const fields = (patch: Partial<QrFields> = {}): QrFields => ({ ...structuredClone(DEFAULT_FIELDS), ...patch });

/** The error correction level written in the code's format information (ISO/IEC 18004 §7.9). */
function formatLevel(code: Code): ErrorCorrection {
  let bits = 0;
  const read = (x: number, y: number) => (bits = (bits << 1) | (code.get(x, y) ? 1 : 0));
  for (let i = 0; i < 6; i++) read(i, 8);
  read(7, 8);
  read(8, 8);
  read(8, 7);
  for (let j = 5; j >= 0; j--) read(8, j);
  const levelBits = ((bits ^ 0x5412) >> 13) & 3;
  return (['M', 'L', 'H', 'Q'] as const)[levelBits]!;
}

// A reader's view of the ZXing WIFI format: fields split on unescaped ';', backslash escapes removed.
function parseWifi(content: string): Record<string, string> {
  expect(content.startsWith('WIFI:')).toBe(true);
  const out: Record<string, string> = {};
  let key = '';
  let value = '';
  let inValue = false;
  const body = content.slice(5);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\' && inValue) value += body[++i] ?? '';
    else if (c === ':' && !inValue) inValue = true;
    else if (c === ';') {
      if (key) out[key] = value;
      key = '';
      value = '';
      inValue = false;
    } else if (inValue) value += c;
    else key += c;
  }
  return out;
}

function unescapeVcard(value: string): string {
  return value.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

describe('constants (§2, §9)', () => {
  it('offers the eight types in the spec order with the spec labels', () => {
    expect(QR_TYPES.map((t) => t.label)).toEqual([
      'Website URL',
      'Plain Text',
      'WiFi Network',
      'Email',
      'SMS',
      'Phone Number',
      'Location',
      'Contact Card',
    ]);
  });
  it('has sizes 128/256/512/1024 (default 256), black on white, a placeholder URL and level M', () => {
    expect(QR_SIZES).toEqual([128, 256, 512, 1024]);
    expect(DEFAULT_SETTINGS).toEqual({ type: 'url', size: 256, foreground: '#000000', background: '#ffffff', errorCorrection: 'M', margin: 4 });
    expect(DEFAULT_FIELDS.text).toBe('https://example.com');
    expect(ERROR_CORRECTION_LEVELS).toEqual(['L', 'M', 'Q', 'H']);
  });
  it('has the three spec feature cards first in the guide', async () => {
    // The guide names message keys (messages/en.ts holds the English; the catalog's guide part serves them).
    const words = await messages.loadGuide('en');
    expect(guide.features.slice(0, 3).map((f) => words[f.title as keyof typeof words])).toEqual(['Multiple Types', 'Customizable', 'High Quality']);
    expect(guide.steps.length).toBeGreaterThanOrEqual(3);
  });
});

describe('WiFi content (ZXing WIFI format)', () => {
  it('writes security, ssid, password and ends with ;;', () => {
    expect(wifiContent({ ssid: 'Home', password: 'secret123', security: 'WPA', hidden: false })).toBe('WIFI:T:WPA;S:Home;P:secret123;;');
    expect(wifiContent({ ssid: 'Old', password: 'abcde', security: 'WEP', hidden: false })).toBe('WIFI:T:WEP;S:Old;P:abcde;;');
  });
  it('leaves out the password of an open network and adds H:true for a hidden one', () => {
    expect(wifiContent({ ssid: 'Cafe', password: 'ignored', security: 'nopass', hidden: false })).toBe('WIFI:T:nopass;S:Cafe;;');
    expect(wifiContent({ ssid: 'Lab', password: 'password1', security: 'WPA', hidden: true })).toBe('WIFI:T:WPA;S:Lab;P:password1;H:true;;');
  });
  it('escapes \\ ; , : and " with a backslash', () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(wifiContent({ ssid: 'My;Net', password: 'p:a,s"s\\', security: 'WPA', hidden: false })).toBe(
      'WIFI:T:WPA;S:My\\;Net;P:p\\:a\\,s\\"s\\\\;;',
    );
  });
  it('round-trips any ssid and password through a WIFI reader', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.boolean(), (ssid, password, hidden) => {
        const parsed = parseWifi(wifiContent({ ssid, password, security: 'WPA', hidden }));
        expect(parsed).toEqual({ T: 'WPA', S: ssid, P: password, ...(hidden ? { H: 'true' } : {}) });
      }),
    );
  });
});

describe('Email, SMS, phone and location content', () => {
  it('builds a mailto link with the subject and body encoded', () => {
    expect(mailtoContent({ email: 'ann@example.com', subject: 'Hi & bye?', body: 'Line 1\nLine 2 = 100%' })).toBe(
      'mailto:ann@example.com?subject=Hi%20%26%20bye%3F&body=Line%201%0D%0ALine%202%20%3D%20100%25',
    );
    expect(mailtoContent({ email: ' ann+tag@example.com ', subject: '', body: '' })).toBe('mailto:ann+tag@example.com');
    expect(mailtoContent({ email: 'a@b.co', subject: '', body: 'only body' })).toBe('mailto:a@b.co?body=only%20body');
  });
  it('round-trips any subject and body (line breaks become CRLF)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (subject, body) => {
        const url = new URL(mailtoContent({ email: 'x@example.org', subject, body }));
        expect(url.pathname).toBe('x@example.org');
        expect(url.searchParams.get('subject') ?? '').toBe(subject);
        expect(url.searchParams.get('body') ?? '').toBe(body.replace(/\r\n|\r|\n/g, '\r\n'));
      }),
    );
  });
  it('builds an sms link with an encoded body, spaces removed from the number', () => {
    expect(smsContent({ phone: '+1 555 123 4567', message: 'On my way! 🚗' })).toBe('sms:+15551234567?body=On%20my%20way!%20%F0%9F%9A%97');
    expect(smsContent({ phone: '555', message: '' })).toBe('sms:555');
    fc.assert(
      fc.property(fc.string(), (message) => {
        const url = new URL(smsContent({ phone: '123', message }));
        expect(url.searchParams.get('body') ?? '').toBe(message.replace(/\r\n|\r|\n/g, '\r\n'));
      }),
    );
  });
  it('builds a tel link from the main text', () => {
    expect(telContent('+44 (0)20 7946-0958')).toBe('tel:+44(0)207946-0958');
    expect(buildContent('phone', fields({ text: '+1 555 0100' }))).toEqual({ status: 'ok', content: 'tel:+15550100' });
  });
  it('builds geo:latitude,longitude from the numbers as typed', () => {
    expect(geoContent({ latitude: '51.5074', longitude: '-0.1278' })).toBe('geo:51.5074,-0.1278');
    expect(geoContent({ latitude: ' +040.7128 ', longitude: '-74.0060' })).toBe('geo:40.7128,-74.0060');
    expect(normalizeCoordinate('-0')).toBe('0');
    expect(normalizeCoordinate('12,5')).toBeNull();
    expect(normalizeCoordinate('1e3')).toBeNull();
  });
});

describe('vCard 3.0 content', () => {
  const contact = { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0958', email: 'ada@example.com', organization: 'Analytical Engines', url: 'https://ada.example' };

  it('writes a vCard 3.0 with CRLF lines: name, organization, phone, email and url', () => {
    expect(vcardContent(contact)).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lovelace;Ada;;;',
        'FN:Ada Lovelace',
        'ORG:Analytical Engines',
        'TEL:+44 20 7946 0958',
        'EMAIL:ada@example.com',
        'URL:https://ada.example',
        'END:VCARD',
      ].join('\r\n'),
    );
  });
  it('leaves out empty properties and falls back to the organization for FN', () => {
    expect(vcardContent({ ...DEFAULT_FIELDS.contact, organization: 'ACME' })).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:ACME\r\nORG:ACME\r\nEND:VCARD');
  });
  it('escapes commas, semicolons, backslashes and line breaks (RFC 2426)', () => {
    const card = vcardContent({ ...DEFAULT_FIELDS.contact, firstName: 'A;B', lastName: 'C,D\\E', organization: 'X\nY' });
    expect(card).toContain('N:C\\,D\\\\E;A\\;B;;;');
    expect(card).toContain('ORG:X\\nY');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() === s && !/[\r\n]/.test(s)), (org) => {
        const line = vcardContent({ ...DEFAULT_FIELDS.contact, organization: org }).split('\r\n').find((l) => l.startsWith('ORG:'))!;
        expect(unescapeVcard(line.slice(4))).toBe(org);
      }),
    );
  });
});

describe('validation (§5: url and email input types) and empty states', () => {
  it('flags a URL without a scheme but accepts any absolute URL', () => {
    expect(validateFields('url', fields({ text: 'example.com' }))).toEqual({ text: MESSAGES.url });
    expect(validateFields('url', fields({ text: 'https://example.com/a?b=c' }))).toEqual({});
    expect(validateFields('url', fields({ text: 'ftp://files.example' }))).toEqual({});
  });
  it('flags e-mail addresses that an email input would reject', () => {
    const email = (address: string) => validateFields('email', fields({ email: { email: address, subject: '', body: '' } }));
    expect(email('ann@example')).toEqual({});
    expect(email('ann.example.com')).toEqual({ 'email.email': MESSAGES.email });
    expect(email('ann@@example.com')).toEqual({ 'email.email': MESSAGES.email });
  });
  it('flags phone numbers with letters and coordinates out of range', () => {
    expect(validateFields('phone', fields({ text: 'call me' }))).toEqual({ text: MESSAGES.phone });
    expect(validateFields('sms', fields({ sms: { phone: '555-0100x', message: '' } }))).toEqual({ 'sms.phone': MESSAGES.phone });
    expect(validateFields('location', fields({ location: { latitude: '91', longitude: '-180.5' } }))).toEqual({
      'location.latitude': MESSAGES.latitude,
      'location.longitude': MESSAGES.longitude,
    });
    expect(validateFields('location', fields({ location: { latitude: '-90', longitude: '180' } }))).toEqual({});
    expect(validateFields('location', fields({ location: { latitude: '45,5', longitude: '' } }))).toEqual({ 'location.latitude': MESSAGES.latitude });
  });
  it('checks WPA password length (8–63, or 64 hex digits) but not open networks', () => {
    const wifi = (password: string, security: 'WPA' | 'nopass' = 'WPA') => validateFields('wifi', fields({ wifi: { ssid: 'N', password, security, hidden: false } }));
    expect(wifi('short')).toEqual({ 'wifi.password': MESSAGES.wpaPassword });
    expect(wifi('12345678')).toEqual({});
    expect(wifi('x'.repeat(64))).toEqual({ 'wifi.password': MESSAGES.wpaPassword });
    expect(wifi('ab'.repeat(32))).toEqual({});
    expect(wifi('short', 'nopass')).toEqual({});
  });
  it('checks only the fields of the chosen type', () => {
    expect(validateFields('text', fields({ text: 'not a url' }))).toEqual({});
    const contact = { ...DEFAULT_FIELDS.contact, phone: 'abc', email: 'nope', url: 'www.example.com' };
    expect(validateFields('contact', fields({ contact }))).toEqual({
      'contact.phone': MESSAGES.phone,
      'contact.email': MESSAGES.email,
      'contact.url': MESSAGES.url,
    });
  });
  it('asks for the missing fields instead of encoding an empty code', () => {
    const empty = fields({ text: '' });
    for (const { id } of QR_TYPES) {
      expect(buildContent(id, empty)).toEqual({ status: 'empty', message: EMPTY_MESSAGES[id] });
    }
    expect(buildContent('wifi', fields({ wifi: { ssid: 'Net', password: '', security: 'WPA', hidden: false } }))).toEqual({
      status: 'empty',
      message: 'Enter the WiFi password, or choose None for an open network.',
    });
    expect(buildContent('wifi', fields({ wifi: { ssid: 'Net', password: '', security: 'nopass', hidden: false } }))).toEqual({
      status: 'ok',
      content: 'WIFI:T:nopass;S:Net;;',
    });
  });
  it('reports invalid fields before anything is encoded', () => {
    expect(buildContent('url', fields({ text: 'example.com' }))).toEqual({ status: 'invalid', errors: { text: MESSAGES.url } });
  });
});

describe('data preview (first 100 characters, then ...)', () => {
  it('shows up to 100 characters unchanged and cuts longer data with ...', () => {
    expect(previewData('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewData('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(previewData('')).toBe('');
  });
  it('never splits an emoji or accented letter', () => {
    expect(previewData('👍🏽'.repeat(101))).toBe(`${'👍🏽'.repeat(100)}...`);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 150 }), (s) => {
        const shown = previewData(s);
        if (shown === s) return;
        expect(shown.endsWith('...')).toBe(true);
        expect(s.startsWith(shown.slice(0, -3))).toBe(true);
      }),
    );
  });
});

describe('encoding: every type decodes back to its exact content with jsQR', () => {
  const cases: Array<[QrType, Partial<QrFields>]> = [
    ['url', { text: 'https://example.com/path?q=1#top' }],
    ['text', { text: 'Grüße aus Köln — 東京 🙂 Привет' }],
    ['wifi', { wifi: { ssid: 'Café;Net', password: 'pa:ss,wörd"1', security: 'WPA', hidden: true } }],
    ['email', { email: { email: 'ann@example.com', subject: 'Réunion', body: 'Bonjour,\nà demain' } }],
    ['sms', { sms: { phone: '+1 555 0100', message: 'Hi 👋' } }],
    ['phone', { text: '+49 30 1234567' }],
    ['location', { location: { latitude: '48.8584', longitude: '2.2945' } }],
    ['contact', { contact: { firstName: 'Zoë', lastName: 'Øster', phone: '+45 12 34 56 78', email: 'zoe@example.dk', organization: 'Ærø ApS', url: 'https://example.dk' } }],
  ];
  it.each(cases)('%s', (type, patch) => {
    const result = buildContent(type, fields(patch));
    if (result.status !== 'ok') throw new Error(`no content for ${type}`);
    expect(decode(encoded(result.content).code).data).toBe(result.content);
  });

  it('marks non-ASCII text as UTF-8 (ECI 26, byte mode) and leaves ASCII without an ECI', () => {
    const text = 'naïve café 日本語';
    const found = decode(encoded(text).code);
    expect(found.data).toBe(text);
    expect(found.binaryData).toEqual([...new TextEncoder().encode(text)]);
    expect(found.chunks[0]).toEqual({ type: 'eci', assignmentNumber: 26 });
    expect(found.chunks.filter((c) => c.type === 'byte')).toHaveLength(1);
    expect(decode(encoded('HELLO world 123').code).chunks.some((c) => c.type === 'eci')).toBe(false);
  });

  it('round-trips any Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), (text) => {
        expect(decode(encoded(text, 'L').code).data).toBe(text);
      }),
      { numRuns: 40 },
    );
  });

  it('uses exactly the chosen error correction level', () => {
    for (const level of ERROR_CORRECTION_LEVELS) {
      const { code } = encoded('https://example.com', level);
      expect(formatLevel(code)).toBe(level);
      expect(decode(code).data).toBe('https://example.com');
    }
  });

  it('picks the smallest version for the level (version 1 holds 17/14/11/7 bytes at L/M/Q/H)', () => {
    const limits: Record<ErrorCorrection, number> = { L: 17, M: 14, Q: 11, H: 7 };
    for (const level of ERROR_CORRECTION_LEVELS) {
      expect(encoded('a'.repeat(limits[level]), level).version).toBe(1);
      expect(encoded('a'.repeat(limits[level] + 1), level).version).toBe(2);
    }
    expect(encoded('a').modules).toBe(21);
  });
});

describe('too long for a QR code', () => {
  it('fills version 40 up to the byte capacity and refuses one byte more', () => {
    for (const level of ERROR_CORRECTION_LEVELS) {
      const ascii = byteCapacity(level, true);
      expect(encoded('a'.repeat(ascii), level).version).toBe(40);
      expect(encodeQr('a'.repeat(ascii + 1), level).ok).toBe(false);
      const utf8 = byteCapacity(level, false);
      expect(encoded('é'.repeat(utf8 / 2), level).version).toBe(40);
      expect(encodeQr(`${'é'.repeat(utf8 / 2)}x`, level).ok).toBe(false);
    }
  });
  it('says how long the content is and what fits', () => {
    expect(encodeQr('a'.repeat(3000), 'L')).toEqual({
      ok: false,
      message: 'Too long for a QR code: this content is 3,000 bytes, and at error correction L a QR code holds at most 2,953 bytes. Shorten the content.',
    });
    expect(encodeQr('ü'.repeat(700), 'H')).toEqual({
      ok: false,
      message:
        'Too long for a QR code: this content is 1,400 bytes, and at error correction H a QR code holds at most 1,272 bytes. Shorten the content or choose a lower error correction level.',
    });
  });
});

describe('image layout, PNG pixels and SVG', () => {
  it('uses whole pixels per module and centres the code with at least the margin around it', () => {
    expect(layoutQr(29, 4, 256)).toEqual({ size: 256, scale: 6, offset: 41 });
    expect(layoutQr(177, 4, 128)).toEqual({ size: 128, scale: 0, offset: 64 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 16 }), fc.constantFrom(...QR_SIZES), (version, margin, size) => {
        const modules = 4 * version + 17;
        const { scale, offset } = layoutQr(modules, margin, size);
        if (scale === 0) {
          expect(modules + 2 * margin).toBeGreaterThan(size);
          return;
        }
        expect(offset).toBeGreaterThanOrEqual(margin * scale);
        expect(offset + modules * scale).toBeLessThanOrEqual(size - margin * scale);
        expect((scale + 1) * (modules + 2 * margin)).toBeGreaterThan(size);
      }),
    );
  });
  it('suggests the smallest size that still fits the code', () => {
    expect(smallestFittingSize(21, 4)).toBe(128);
    expect(smallestFittingSize(177, 4)).toBe(256);
    expect(smallestFittingSize(177, 16)).toBe(256);
  });
  it('paints modules in the foreground colour and the rest in the background colour', () => {
    const { code } = encoded('colours');
    const layout = layoutQr(code.size, 4, 256);
    const pixels = rasterize(code, layout, '#123456', '#fedcba');
    const at = (px: number, py: number) => [...pixels.slice((py * 256 + px) * 4, (py * 256 + px) * 4 + 4)];
    expect(at(0, 0)).toEqual([0xfe, 0xdc, 0xba, 255]);
    // The top-left finder pattern's corner is always dark.
    expect(at(layout.offset, layout.offset)).toEqual([0x12, 0x34, 0x56, 255]);
    expect(at(layout.offset - 1, layout.offset)).toEqual([0xfe, 0xdc, 0xba, 255]);
  });
  it('decodes at every offered size, in custom colours', () => {
    const { code } = encoded('https://example.com/size-test');
    for (const size of QR_SIZES) expect(decode(code, '#1e3a8a', '#fef9c3', size).data).toBe('https://example.com/size-test');
  });

  it('draws the same modules in the SVG, which decodes too', () => {
    const { code } = encoded('SVG export ✓', 'Q');
    const layout = layoutQr(code.size, 4, 512);
    const svg = svgDocument(encoded('SVG export ✓', 'Q').path, layout, '#111111', '#eeeeee');
    const { path, transform } = svgParts(encoded('SVG export ✓', 'Q').path, layout);
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"')).toBe(true);
    expect(svg).toContain('<rect width="512" height="512" fill="#eeeeee"/>');
    expect(svg).toContain(`<path transform="translate(${layout.offset} ${layout.offset}) scale(${layout.scale})" d="${path}" fill="#111111"/>`);
    expect(transform).toBe(`translate(${layout.offset} ${layout.offset}) scale(${layout.scale})`);

    // Fill the path with SVG's default nonzero rule at every module centre.
    const edges = [...path.matchAll(/M([^Z]+)Z/g)].flatMap(([, body]) => {
      const points = body!.split('L').map((p) => p.split(' ').map(Number) as [number, number]);
      return points.map((p, i) => [p, points[(i + 1) % points.length]!] as const);
    });
    const filled = (x: number, y: number) =>
      edges.reduce((winding, [[x1, y1], [x2, y2]]) => (x1 === x2 && x1 > x && Math.min(y1, y2) <= y && y < Math.max(y1, y2) ? winding + (y2 > y1 ? 1 : -1) : winding), 0) !== 0;
    const fromSvg = { size: code.size, get: (x: number, y: number) => x >= 0 && y >= 0 && x < code.size && y < code.size && filled(x + 0.5, y + 0.5) };
    for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) expect(fromSvg.get(x, y)).toBe(code.get(x, y));
    expect(decode(fromSvg).data).toBe('SVG export ✓');
  });

  it('names downloads qr-code-{timestamp}', () => {
    expect(downloadName('png', 1700000000000)).toBe('qr-code-1700000000000.png');
    expect(downloadName('svg', 1700000000000)).toBe('qr-code-1700000000000.svg');
    expect(downloadName('png')).toMatch(/^qr-code-\d{13}\.png$/);
  });
});

describe('colours', () => {
  it('accepts 3 or 6 hex digits with or without #, and nothing else', () => {
    expect(parseHexColor('#ABC')).toBe('#aabbcc');
    expect(parseHexColor(' 1e3A8a ')).toBe('#1e3a8a');
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('blue')).toBeNull();
  });
  it('computes WCAG luminance and contrast like culori', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        expect(luminance(a)).toBeCloseTo(wcagLuminance(a), 10);
        expect(contrastRatio(a, b)).toBeCloseTo(wcagContrast(a, b), 10);
      }),
    );
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
  });
  it('warns about low contrast and inverted codes, and not about black on white', () => {
    expect(colorWarnings('#000000', '#ffffff')).toEqual([]);
    expect(colorWarnings('#777777', '#ffffff')).toEqual([]); // 4.48:1
    expect(colorWarnings('#888888', '#ffffff')).toEqual(['Low contrast (3.5:1): scanners may not read this code. Use a darker foreground or a lighter background.']);
    expect(colorWarnings('#ffffff', '#000000')).toEqual(['The code is lighter than its background. Some scanners cannot read inverted codes.']);
  });
});

describe('settings from embed attributes and storage', () => {
  it('keeps valid values, converting strings, and drops the rest', () => {
    expect(parseSettings({ type: 'wifi', size: '512', foreground: 'F00', background: '#00ff00', errorCorrection: 'h', margin: '2', extra: 1 })).toEqual({
      type: 'wifi',
      size: 512,
      foreground: '#ff0000',
      background: '#00ff00',
      errorCorrection: 'H',
      margin: 2,
    });
    expect(parseSettings({ type: 'fax', size: 300, foreground: 'red', errorCorrection: 'X', margin: '' })).toEqual({});
    expect(parseSettings({ margin: 17 })).toEqual({});
    expect(parseSettings(null)).toEqual({});
    expect(parseSettings('size=512')).toEqual({});
  });
  it('always returns complete, valid settings', () => {
    fc.assert(
      fc.property(fc.object(), (input) => {
        const s = sanitizeSettings(input);
        expect(QR_TYPES.map((t) => t.id)).toContain(s.type);
        expect(QR_SIZES).toContain(s.size);
        expect(parseHexColor(s.foreground)).toBe(s.foreground);
        expect(ERROR_CORRECTION_LEVELS).toContain(s.errorCorrection);
        expect(Number.isInteger(s.margin)).toBe(true);
      }),
    );
  });
});

describe('the precomputed default code', () => {
  it('is exactly what the encoder makes of the default content, modules and outline', () => {
    const fresh = encoded(DEFAULT_TEXT, DEFAULT_ERROR_CORRECTION);
    let bits = '';
    for (let y = 0; y < fresh.modules; y++) for (let x = 0; x < fresh.modules; x++) bits += fresh.code.get(x, y) ? '1' : '0';
    const hex = (bits.match(/.{1,4}/g) ?? []).map((nibble) => parseInt(nibble.padEnd(4, '0'), 2).toString(16)).join('');
    // When a default changes, these messages carry the new values for default-code.ts.
    expect(DEFAULT_BITS, `DEFAULT_BITS = '${hex}'`).toBe(hex);
    expect(DEFAULT_PATH, `DEFAULT_PATH = '${fresh.path}'`).toBe(fresh.path);
    expect([DEFAULT_CODE.modules, DEFAULT_CODE.version]).toEqual([fresh.modules, fresh.version]);
    for (let y = -1; y <= fresh.modules; y++) {
      for (let x = -1; x <= fresh.modules; x++) expect(DEFAULT_CODE.code.get(x, y)).toBe(fresh.code.get(x, y));
    }
    expect(decode(DEFAULT_CODE.code).data).toBe(DEFAULT_TEXT);
  });
});
