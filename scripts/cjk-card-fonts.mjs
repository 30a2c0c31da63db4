// Makes the Japanese and Simplified Chinese card fonts (scripts/card-fonts/), committed because the
// whole fonts are large (@expo-google-fonts/noto-sans-jp is a 29 MB download and 49 MB installed,
// -sc 57 MB and 92 MB): Noto Sans JP and Noto Sans SC, Regular and Bold, cut down with HarfBuzz's
// subsetter to the characters a card can show: ASCII and Latin-1, punctuation and symbols, kana,
// JIS X 0208 (every character of EUC-JP, which holds the jōyō kanji) for Japanese and GB 2312 for
// Chinese, plus every character the two locales' catalogs use today. The prerender fails a card
// whose text has a character the font lacks (scripts/cjk-card.mjs); add it here and run again:
//
//   node scripts/cjk-card-fonts.mjs
//
// It fetches the two packages with `npm pack` into a temporary folder. The fonts are under the SIL
// Open Font License 1.1 (scripts/card-fonts/OFL.txt), which allows subsetting; the names keep no
// Reserved Font Name ("Source").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextDecoder } from 'node:util';
import { createRequire } from 'node:module';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'scripts', 'card-fonts');
const require = createRequire(import.meta.url);
const VERSION = '0.4.3';

/** Characters of a double-byte legacy encoding: every lead/trail pair its decoder maps (no private use). */
function legacyRepertoire(encoding, leads) {
  const decoder = new TextDecoder(encoding);
  const chars = new Set();
  for (const [from, to] of leads) {
    for (let lead = from; lead <= to; lead++) {
      for (let trail = 0xa1; trail <= 0xfe; trail++) {
        const char = decoder.decode(new Uint8Array([lead, trail]));
        const code = char.codePointAt(0) ?? 0;
        if ([...char].length === 1 && char !== '\ufffd' && !(code >= 0xe000 && code <= 0xf8ff)) chars.add(code);
      }
    }
  }
  return chars;
}

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const common = [
  ...range(0x20, 0x7e), // ASCII
  ...range(0xa0, 0xff), // Latin-1
  ...range(0x2010, 0x205e), // general punctuation (dashes, quotes, …, ‰)
  ...range(0x2190, 0x21ff), // arrows
  ...range(0x2200, 0x22ff), // mathematical operators
  ...range(0x2460, 0x24ff), // circled numbers
  ...range(0x3000, 0x303f), // CJK symbols and punctuation
  ...range(0x3040, 0x30ff), // hiragana, katakana
  ...range(0xff00, 0xffef), // full-width and half-width forms
  0x2122, 0x2116, 0x20ac, 0x00d7, 0x00f7, 0x2103, 0x2109, 0x2605, 0x2606, 0x25cb, 0x25cf, 0x25a0, 0x25a1, 0x25b2, 0x25b3, 0x25bc, 0x25bd, 0x2713,
];

/** Every character the locale's catalogs hold (its messages and tool details). */
function catalogChars(locale) {
  const chars = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === `${locale}.ts` || file.includes(`${path.sep}details${path.sep}${locale}${path.sep}`)) {
        for (const char of fs.readFileSync(file, 'utf8')) if (char.codePointAt(0) >= 0x20) chars.add(char.codePointAt(0));
      }
    }
  };
  walk(path.join(root, 'src'));
  return chars;
}

const fonts = [
  { pkg: 'noto-sans-jp', family: 'NotoSansJP', locale: 'ja', repertoire: legacyRepertoire('euc-jp', [[0xa1, 0xfe]]), extra: ['𠮟', '塡', '剝', '頰'] },
  { pkg: 'noto-sans-sc', family: 'NotoSansSC', locale: 'zh-Hans', repertoire: legacyRepertoire('gbk', [[0xa1, 0xa9], [0xb0, 0xf7]]), extra: [] },
];

const { instance } = await globalThis.WebAssembly.instantiate(fs.readFileSync(require.resolve('harfbuzzjs/hb-subset.wasm')));
const hb = instance.exports;

/** The font cut down to the given code points (HarfBuzz's subsetter, layout tables kept for them). */
function subset(font, codePoints) {
  const heap = () => new Uint8Array(hb.memory.buffer);
  const pointer = hb.malloc(font.byteLength);
  heap().set(font, pointer);
  const blob = hb.hb_blob_create(pointer, font.byteLength, 2, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const code of codePoints) hb.hb_set_add(unicodes, code);
  const result = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  const resultBlob = hb.hb_face_reference_blob(result);
  const data = hb.hb_blob_get_data(resultBlob, 0);
  const length = hb.hb_blob_get_length(resultBlob);
  if (length === 0) throw new Error('cjk-card-fonts: HarfBuzz could not subset the font');
  const bytes = heap().slice(data, data + length);
  hb.hb_blob_destroy(resultBlob);
  hb.hb_face_destroy(result);
  hb.hb_face_destroy(face);
  hb.free(pointer);
  return bytes;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cjk-card-fonts-'));
fs.mkdirSync(out, { recursive: true });
for (const { pkg, family, locale, repertoire, extra } of fonts) {
  const tarball = execFileSync('npm', ['pack', `@expo-google-fonts/${pkg}@${VERSION}`, '--silent'], { cwd: work, encoding: 'utf8' }).trim();
  const dir = path.join(work, pkg);
  fs.mkdirSync(dir);
  execFileSync('tar', ['xzf', path.join(work, tarball), '-C', dir]);
  const codePoints = new Set([...common, ...repertoire, ...extra.map((c) => c.codePointAt(0)), ...catalogChars(locale)]);
  for (const [weight, name] of [[400, 'Regular'], [700, 'Bold']]) {
    const source = fs.readFileSync(path.join(dir, 'package', `${weight}${name}`, `${family}_${weight}${name}.ttf`));
    const bytes = subset(source, codePoints);
    fs.writeFileSync(path.join(out, `${family}-${name}.ttf`), bytes);
    console.log(`${family}-${name}.ttf: ${codePoints.size} characters, ${(source.byteLength / 1e6).toFixed(1)} MB → ${(bytes.byteLength / 1e6).toFixed(2)} MB`);
  }
  fs.copyFileSync(path.join(dir, 'package', 'LICENSE_FONT'), path.join(out, 'OFL.txt'));
}
fs.rmSync(work, { recursive: true, force: true });
