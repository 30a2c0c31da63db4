/**
 * Every catalog is complete in every site locale (issue #31): the same keys as English, each a
 * valid ICU message with the same arguments and tags, and translated (not the English text, except
 * the brand and technical words in SAME_IN_EVERY_LANGUAGE and each locale's loanwords).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readCatalogSource } from '../../../scripts/vite-messages';
import { INTL_LOCALE, LOCALES, isRtl, SITE_LOCALES, DEFAULT_LOCALE, type Locale } from '../../../src/i18n/locales';
import { catalogue, categories } from '../../../src/tools/catalogue';

const root = path.resolve(import.meta.dirname, '../../..');

/** Words that are the same in every language: the brand, formats, standards and code. */
const SAME_IN_EVERY_LANGUAGE = [
  'Toolshed', 'JSON', 'Base64', 'UTM', 'JWT', 'QR', 'PNG', 'SVG', 'ICO', 'HTML', 'CSS', 'URL', 'URLs', 'XML', 'WebP', 'JPEG', 'GIF',
  'MD5', 'SHA-1', 'SHA-256', 'SHA-384', 'SHA-512', 'HMAC', 'AES', 'zxcvbn', 'OKLCH', 'HEX', 'RGB', 'HSL', 'HSV', 'CMYK', 'BMI', 'WHO',
  'Enter', 'Esc', 'Ctrl', 'K', 'GitHub', 'Mastodon', 'SEO', 'UTF-8', 'robots.txt', 'Open Graph', 'Twitter',
  'ISO', 'RFC', 'UTC',
  // JSON Web Keys (the JWT decoder).
  'JWK',
  // The logarithm's notation (the password checker's guesses).
  'log10',
  // Search engines named by their brand (the robots.txt generator's crawler list).
  'Google News', 'Microsoft Bing', 'Yahoo', 'DuckDuckGo', 'Baidu', 'Yandex',
  // Pixels and text messages: the same abbreviation everywhere (the QR generator).
  'px', 'SMS',
  // Database names (the SQL formatter's dialects).
  'SQL', 'PostgreSQL', 'MySQL', 'SQLite', 'T-SQL', 'SQL Server', 'BigQuery',
  // Units of file size (the file encryptor).
  'kB', 'MB', 'GB',
];

/** Words a locale uses as they are in English (loanwords its readers expect). */
const LOANWORDS: Record<Locale, string[]> = {
  en: [],
  es: [
    // Words Spanish spells as English does: the blog and its categories, the tool card's badge.
    'Blog', 'Marketing', 'Tutorial', 'Popular',
    // Color is the same word in Spanish (the design tools' fields).
    'Color',
    // File size units (the JSON formatter's and Base64's sizes).
    'KB', 'MB', 'GB',
    // The color picker's palette step: Spanish says Base too.
    'Base',
    // The contrast checker's APCA measure: the method's own abbreviation (Lc, lightness contrast).
    'APCA', 'Lc',
    // The currency Spanish names as English does (the discount and tip calculators' lists).
    'Euro', 'EUR',
    // The gradient generator's type: Spanish says Radial too.
    'Radial',
    // The meta tag generator's field: Spanish web developers say viewport (the meta tag's own name).
    'Viewport',
    // Number bases Spanish names as English does (the number base converter's fields).
    'Decimal', 'Hexadecimal', 'Octal',
    // The regex tester's g flag: global is the Spanish word too.
    'global',
    // Spanish SEO writing says sitemap, as the file is named (robots.txt's and the sitemap generator's headings).
    'Sitemap', 'Sitemaps',
    // The slug generator: Spanish web writing says slug; Pomodoro is the technique's name (the stopwatch's tab).
    'Slug', 'Slugs', 'Pomodoro',
    // The SVG optimizer's and the text diff's column head: Spanish says Original too.
    'Original',
    // The tip calculator's total: Spanish says Total too.
    'Total',
    // Units Spanish writes as English does (the unit converter's names).
    'Acre', 'Bar', 'Bit', 'Byte', 'Gibibyte', 'Gigabit', 'Gigabyte', 'Hectopascal', 'Kelvin', 'Kibibyte', 'Kilobit', 'Kilobyte',
    'Kilopascal', 'Mebibyte', 'Megabit', 'Megabyte', 'Megapascal', 'Pascal', 'Pebibyte', 'Petabyte', 'Stone', 'Tebibyte', 'Terabyte', 'Torr',
    // The part of a URL Spanish names as English does (the URL encoder's parser).
    'Host',
    // The UTM builder's Required column: No is the Spanish word too; the word counter's Bytes (UTF-8).
    'No', 'Bytes',
    // The JWT decoder: Spanish developers call a token's claims claims, as the RFC does (no settled Spanish term).
    'Claims',
    // The hash generator's heading: Spanish says hash, hashes (the glossary's word and the tool's name, «Generador de hashes»).
    'Hashes',
    // The password generator's preset: Spanish says PIN (número de identificación personal), as banks and phones write it.
    'PIN',
  ],
  'pt-BR': [
    // Words Brazilian Portuguese spells as English does: the blog and its categories, the tool card's badge and tags.
    'Blog', 'Design', 'Marketing', 'Tutorial', 'Popular', 'Tags',
    // The color picker's palette step: Portuguese says Base too.
    'Base',
    // File size units (the JSON formatter's and Base64's sizes).
    'KB', 'MB', 'GB',
    // The contrast checker's APCA measure: the method's own abbreviation (Lc, lightness contrast).
    'APCA', 'Lc',
    // The currency Brazilian Portuguese names as English does (the discount and tip calculators' lists).
    'Euro', 'EUR',
    // The gradient generator's types: linear and radial are Portuguese words too.
    'Linear', 'Radial',
    // The meta tag generator's field: Brazilian web developers say viewport (the meta tag's own name).
    'Viewport',
    // Number bases Portuguese names as English does (the number base converter's fields).
    'Decimal', 'Hexadecimal', 'Octal',
    // The QR generator's location fields: Portuguese spells latitude and longitude as English does.
    'Latitude', 'Longitude',
    // The regex tester's flags: global is the Portuguese word too, and Unicode is the standard's name.
    'global', 'Unicode',
    // Brazilian developers call a regex's flags "flags" (the regex tester's heading).
    'Flags',
    // Brazilian SEO writing says sitemap, as the file is named (robots.txt's and the sitemap generator's headings).
    'Sitemap', 'Sitemaps',
    // The schema markup generator's rows: item is a Portuguese word too.
    'Item',
    // The slug generator: Brazilian web writing says slug.
    'Slug', 'Slugs',
    // The stopwatch and timer's tabs: Brazilian Portuguese says timer, and Pomodoro is the technique's name.
    'Timer', 'Pomodoro',
    // The SVG optimizer's and the text diff's column head: Portuguese says Original too.
    'Original',
    // The tip calculator's total: Portuguese says Total too.
    'Total',
    // Units Brazilian Portuguese writes as English does (the unit converter's names and category).
    'Acre', 'Bar', 'Bit', 'Byte', 'Erg', 'Gibibyte', 'Gigabit', 'Gigabyte', 'Hectare', 'Hectopascal', 'Joule', 'Kelvin', 'Kibibyte',
    'Mebibyte', 'Megabit', 'Megabyte', 'Megajoule', 'Megapascal', 'Pascal', 'Pebibyte', 'Petabyte', 'Stone', 'Tebibyte', 'Terabyte',
    'Torr', 'Volume',
    // The part of a URL Brazilian developers name as English does (the URL encoder's parser).
    'Host',
    // The word counter's Bytes (UTF-8): Portuguese says bytes too.
    'Bytes',
    // Unit symbols Brazilian Portuguese writes as English does (the BMI calculator's heights and weights).
    'cm', 'kg', 'lb',
    // The hash generator's heading: Brazilian developers say hash and hashes (the glossary's "o hash").
    'Hashes',
    // The JWT decoder: Brazilian developers say payload and claims for a token's parts (as the RFC does; no settled Portuguese term).
    'Payload', 'Claims',
    // The password generator's preset: Brazilian Portuguese says PIN ("o PIN do cartão"), as English does.
    'PIN',
  ],
  fr: [
    // French uses these words as English does: the blog, the site's navigation and contact page, design and marketing.
    'Blog', 'Navigation', 'Contact', 'Design', 'Marketing',
    // The calculator: French reads "3 plus 4" aloud, and spells radians and expression as English does.
    'plus', 'Radians', 'Expression',
    // The color picker: color names French spells as English does, and the words for palette, formats and the color channels.
    'Orange', 'Cyan', 'Indigo', 'Violet', 'Fuchsia', 'Palette', 'Formats', 'alpha', 'saturation', 'chroma',
    // Words French spells as English does: the cron parser's minute field, the converters' options, lorem ipsum's output format.
    'Minute', 'Options', 'Format',
    // The currency French names as English does (the discount and tip calculators' lists).
    'Euro', 'EUR',
    // The gradient generator: radial, angle, ellipse and position are French words too.
    'Radial', 'Angle', 'Ellipse', 'Position',
    // The number base converter: octal and base are French words too.
    'Octal', 'Base',
    // The meta and Open Graph generators' fields: French spells page, article, description and image as English does.
    'Page', 'Article', 'Description', 'Image',
    // The QR generator: French says "QR code", and spells code, standard, message, latitude and longitude as English does.
    'Code', 'code', 'standard', 'Message', 'Latitude', 'Longitude',
    // The random generator's dice total.
    'Total',
    // The schema markup generator: French spells mode, type and question as English does.
    'Mode', 'Type', 'Question',
    // French SEO says sitemap and slug, as English does.
    'Sitemap', 'Slugs', 'Slug',
    // The stopwatch and timer: Pomodoro is the technique's name; French spells pause and minutes as English does.
    'Pomodoro', 'Pause', 'Minutes',
    // The SVG optimizer's and text diff's "Original" column.
    'Original',
    // The time zone converter: French spells date and source as English does.
    'Date', 'Source',
    // The TOTP generator: French calls the shared key a secret too.
    'Secret',
    // Units French writes as English does (the unit converter's names).
    'Yard', 'Mile', 'Tonne', 'Stone', 'Kelvin', 'Hectare', 'Acre', 'Quart', 'Gallon', 'Bit', 'Kilobit', 'Gigabit', 'Erg', 'Joule',
    'Kilojoule', 'Pascal', 'Hectopascal', 'Kilopascal', 'Millibar', 'Bar', 'Torr', 'Volume', 'US',
    // The parts of a URL French names as English does (the URL encoder's parser).
    'Port', 'Fragment',
    // The UUID generator's details: French spells version as English does.
    'Version',
    // The JWT decoder: signature is the French word too (a token's third part).
    'Signature',
    // The favicon generator: style and image are French words too (the style card, the kind of file the drop zone takes).
    'Style', 'image',
    // Secure notes: note and notes are French words too (the list's heading, the editor's field).
    'Notes', 'Note',
  ],
  it: [
    // Words Italian uses as English does: the site's home and blog, its tutorials, design and marketing, privacy.
    'Home', 'Blog', 'Tutorial', 'Design', 'Marketing', 'Privacy',
    // Italian says file and input as English does (Base64's tabs and fields), and KB/MB/GB for sizes.
    'File', 'Input', 'KB', 'MB', 'GB',
    // The box-shadow generator's preset: neon is the Italian word too.
    'Neon',
    // The calculator: Italian says display, and names the Backspace key as English does.
    'Display', 'Backspace',
    // The color picker: palette and base are Italian words too.
    'Palette', 'Base',
    // The contrast checker's APCA measure: the method's own abbreviation (Lc, lightness contrast).
    'APCA', 'Lc',
    // The currency Italian names as English does (the discount and tip calculators' lists).
    'Euro', 'EUR',
    // The file encryptor: Italian security writing says passphrase, and offset for a position in a file; output, as in the JSON formatter's heading.
    'Passphrase', 'Offset', 'Output',
    // The JSONPath tool's card: Italian developers say query.
    'Query',
    // The meta tag generator's field: Italian web developers say viewport (the meta tag's own name).
    'Viewport',
    // The QR generator: Italian says password and standard as English does.
    'Password', 'standard',
    // The regex tester's u flag (the standard's name); robots.txt's crawlers and its User-agent line, as Italian SEO writes them.
    'Unicode', 'Crawler', 'User-agent',
    // Italian SEO writing says sitemap and slug, as the file and the URL part are named; an event held online is "online" in Italian too.
    'Sitemap', 'Slug', 'Online',
    // The stopwatch and timer's tabs: Italian says timer, and Pomodoro is the technique's (Italian) name.
    'Timer', 'Pomodoro',
    // The TOTP generator's field: Italian says account.
    'Account',
    // The unit converter: area and volume are Italian words too, and units Italian writes as English does (names of people and SI/IEC units).
    'Area', 'Volume', 'Stone', 'Celsius', 'Fahrenheit', 'Kelvin', 'Rankine', 'Bit', 'Kilobit', 'Megabit', 'Gigabit', 'Byte', 'Kilobyte',
    'Megabyte', 'Gigabyte', 'Terabyte', 'Petabyte', 'Kibibyte', 'Mebibyte', 'Gibibyte', 'Tebibyte', 'Pebibyte', 'Erg', 'Joule',
    'Kilojoule', 'Megajoule', 'Pascal', 'Kilopascal', 'Megapascal', 'Millibar', 'Bar', 'Torr',
    // The part of a URL Italian names as English does (the URL encoder's parser).
    'Host',
    // The UTM builder's Required column: no is the Italian word too.
    'No',
    // Unit symbols Italian writes as English does (the BMI calculator's heights and weights).
    'cm', 'kg', 'lb',
    // The JWT decoder: Italian developers say header and payload for a token's parts.
    'Header', 'Payload',
    // The password generator's preset: Italian says PIN, as banks and phones write it (codice PIN).
    'PIN',
  ],
  ja: [
    // File size units: Japanese writes them in Latin letters (the JSON formatter's and Base64's sizes).
    'KB', 'MB', 'GB',
    // Unit symbols Japanese writes in Latin letters (the BMI calculator's heights, "170 cm").
    'cm',
    // Terabytes: Japanese writes file sizes in Latin letters, as kB, MB and GB (the hash tools' sizes).
    'TB',
    // Japanese writes ID in Latin letters (ユーザー ID): the JWT decoder's jti claim, "JWT ID".
    'ID',
  ],
  'zh-Hans': [
    // File size units Chinese writes as English does (the JSON formatter's and Base64's sizes).
    'KB',
    // Base64's data URL: MDN's Chinese pages and Chinese web developers call it Data URL.
    'Data URL',
    // Unit symbols Chinese writes in Latin letters in measurements (the BMI calculator's heights, "170 cm").
    'cm',
    // Terabytes: Chinese writes file sizes in Latin letters, as kB, MB and GB (the hash tools' sizes).
    'TB',
  ],
  ru: [],
  de: [
    'Tools', 'Tool', 'Blog', 'Name', 'PIN', 'Navigation', 'Sitemap', 'Design', 'Generator', 'Favicon', 'Text', 'Bytes', 'Marketing',
    // Units German writes as English does (the unit converter's names).
    'Acre', 'Bar', 'Bit', 'Byte', 'Erg', 'Gibibyte', 'Gigabit', 'Gigabyte', 'Joule', 'Kelvin', 'Kibibyte', 'Kilobit', 'Kilobyte',
    'Kilojoule', 'Kilometer', 'Kilopascal', 'Liter', 'Mebibyte', 'Megabit', 'Megabyte', 'Megajoule', 'Megapascal', 'Meter', 'Millibar',
    'Milliliter', 'Millimeter', 'Minute', 'Nanometer', 'Pascal', 'Pebibyte', 'Petabyte', 'Pint', 'Quart', 'US', 'Stone', 'Tebibyte',
    'Terabyte', 'Tonne', 'Torr', 'Yard',
    // File size units (the JSON formatter's and Base64's sizes).
    'KB', 'MB', 'GB',
    // The parts of a URL German names as English does (the URL encoder's parser).
    'Host', 'Port', 'Fragment', 'Name',
    // The currency German names as English does (the tip calculator's list).
    'Euro', 'EUR',
    // The calculator's operators read aloud ("3 plus 4").
    'plus', 'minus',
    // Month names and words German spells as English does (the age calculator).
    'April', 'August', 'September', 'November', 'Details',
    // The stopwatch and timer's tabs: German says Timer, and Pomodoro is the technique's name.
    'Timer', 'Pomodoro',
    // The file encryptor: German says Passphrase, and Offset for a position in a file.
    'Passphrase', 'Offset',
    // The text formatter's affix field and the text diff's column head: German says Suffix and Original.
    'Suffix', 'Original',
    // The lorem ipsum generator's output format: German says Format.
    'Format',
    // The Open Graph type German calls a Website, as English does; robots.txt's crawlers and sitemaps.
    'Website', 'Crawler', 'Sitemaps',
    // The UTM builder's table column.
    'Parameter',
    // Color names German spells as English does (the color picker's presets).
    'Orange', 'Cyan', 'Indigo', 'Fuchsia', 'Pink',
    // The gradient generator's stop field: German says Position too.
    'Position',
    // The QR generator: German says Code and Website too.
    'Code', 'Website',
    // The JWT decoder: German developers say Header, Payload and Claims for a token's parts.
    'Header', 'Payload', 'Claims',
    // Unit symbols German writes as English does (the BMI calculator's heights and weights).
    'cm', 'kg', 'lb',
  ],
  ar: [],
};

/** The words a reader sees: the message's literal text, in every plural and select branch. */
function literalText(message: string): string {
  const out: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) out.push(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return out.join(' ');
}

function isUntranslatable(locale: Locale, english: string): boolean {
  let rest = literalText(english);
  for (const word of [...SAME_IN_EVERY_LANGUAGE, ...LOANWORDS[locale]].sort((a, b) => b.length - a.length)) rest = rest.split(word).join(' ');
  return !/\p{L}/u.test(rest);
}

/** Argument names (with their kind) and tag names a message uses, sorted. */
function signature(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number) names.add(`${element.value}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(`${element.value} (${element.type === TYPE.plural ? 'plural' : 'select'})`);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        walk(element.children);
      }
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return [...names].sort();
}

/**
 * The plural forms a locale's grammar needs (CLDR, through Node's full ICU) that a message's
 * `plural` arguments leave out: Arabic needs zero, one, two, few, many and other; Russian one,
 * few, many and other; Japanese only other. An exact `=0`/`=1`/`=2` stands for zero/one/two where
 * that form holds just that number.
 */
function missingPluralForms(locale: Locale, message: string): string[] {
  const rules = new Intl.PluralRules(INTL_LOCALE[locale]);
  const needed = rules.resolvedOptions().pluralCategories;
  const exact: Record<string, string> = { zero: '=0', one: '=1', two: '=2' };
  const onlyNumber = (category: string) => {
    const n = Number(exact[category]?.slice(1));
    // The form holds just n when no other small integer or decimal falls into it.
    return Number.isInteger(n) && [0, 1, 2, 3, 0.5, 1.5, 21, 101].every((m) => m === n || rules.select(m) !== category);
  };
  const missing = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural && element.pluralType !== 'ordinal') {
        for (const category of needed) {
          if (category in element.options) continue;
          if (exact[category] && exact[category] in element.options && onlyNumber(category)) continue;
          missing.add(category);
        }
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return [...missing];
}

/**
 * Runs of a right-to-left message that the bidi algorithm shows out of order: a number that a
 * Latin word follows ("1 MiB", "16 px", "2023-11-14T22:13:20Z") after Arabic text is laid out as
 * "MiB 1". A run starting with a Latin word ("RFC 9535", "WCAG 2.2") reads in order, and so does
 * one inside an isolate (U+2066 LEFT-TO-RIGHT ISOLATE … U+2069) or an ICU argument.
 */
function unisolatedLtrRuns(message: string): string[] {
  const text = literalText(message).replace(/\u2066[^\u2069]*\u2069/g, ' ');
  const runs: string[] = [];
  for (const match of text.matchAll(/\d[\d.,:-]*[\s\u00a0]?[A-Za-z]+/g)) {
    const before = text.slice(0, match.index).trimEnd().at(-1) ?? '';
    if (!/[A-Za-z0-9.\-_/:+]/.test(before)) runs.push(match[0]);
  }
  return runs;
}

function catalogDirs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory()) return [];
    return entry.name === 'messages' ? [full] : catalogDirs(full);
  });
}

const readCatalog = (file: string) => readCatalogSource(file, fs.readFileSync(file, 'utf8'));

/** The catalog overlay's English is catalogue.ts itself (names and categories). */
function catalogueEnglish(): Record<string, string> {
  return Object.fromEntries([
    ...categories.flatMap((c) => [[`category.${c.id}`, c.label], [`category.${c.id}.short`, c.shortLabel]]),
    ...catalogue.map((t) => [`${t.id}.name`, t.name]),
  ]);
}

/**
 * Every catalog: a `messages` folder (`<locale>.ts` beside `en.ts`), and each category's tool
 * descriptions (`src/tools/details/<locale>/<category>.ts`).
 */
interface Catalog {
  name: string;
  english: () => Promise<Record<string, string>>;
  file: (locale: string) => string;
}
const detailsDir = path.join(root, 'src/tools/details');
const catalogs: Catalog[] = [
  ...catalogDirs(path.join(root, 'src')).map((dir) => {
    const overlay = !fs.existsSync(path.join(dir, `${DEFAULT_LOCALE}.ts`));
    return {
      name: path.relative(root, dir),
      english: async () => (overlay ? catalogueEnglish() : readCatalog(path.join(dir, `${DEFAULT_LOCALE}.ts`))),
      file: (locale: string) => path.join(dir, `${locale}.ts`),
    };
  }),
  ...categories.map(({ id }) => ({
    name: `src/tools/details/*/${id}`,
    english: () => readCatalog(path.join(detailsDir, DEFAULT_LOCALE, `${id}.ts`)),
    file: (locale: string) => path.join(detailsDir, locale, `${id}.ts`),
  })),
];

describe('message catalogs', () => {
  it('finds the catalogs', () => {
    expect(catalogs.map((c) => c.name)).toEqual(expect.arrayContaining(['src/site/messages', 'src/tools/messages', 'src/tools/details/*/security']));
  });

  it('gives every tool a description and tags in English', async () => {
    for (const { id, category } of catalogue) {
      const english = await readCatalog(path.join(detailsDir, DEFAULT_LOCALE, `${category}.ts`));
      expect(english[`${id}.description`]?.length, id).toBeGreaterThan(20);
      expect(english[`${id}.tags`], id).toMatch(/\S/);
    }
  });

  for (const { name, english, file: fileFor } of catalogs) {
    describe(name, () => {

      it('English messages are valid ICU', async () => {
        for (const [key, message] of Object.entries(await english())) expect(() => signature(message), `${name} ${key}`).not.toThrow();
      });

      for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
        // A site locale needs every catalog; a locale still being translated is checked file by file.
        const required = (SITE_LOCALES as readonly Locale[]).includes(locale);
        if (!required && !fs.existsSync(fileFor(locale))) continue;
        it(`${locale}: every key, translated, with the same arguments, tags and plural forms`, async () => {
          const file = fileFor(locale);
          expect(fs.existsSync(file), `${path.relative(root, file)} exists`).toBe(true);
          const source = await english();
          const translated = await readCatalog(file);
          expect(Object.keys(translated).sort(), `${name}/${locale}.ts keys`).toEqual(Object.keys(source).sort());
          const problems: string[] = [];
          for (const [key, message] of Object.entries(translated)) {
            const english = source[key] ?? '';
            let parts: string[];
            try {
              parts = signature(message);
            } catch (error) {
              problems.push(`${key}: not ICU MessageFormat (${(error as Error).message})`);
              continue;
            }
            // The tag list (comma-separated words) is a list, not a message with arguments.
            if (JSON.stringify(parts) !== JSON.stringify(signature(english))) problems.push(`${key}: arguments ${JSON.stringify(parts)} ≠ English ${JSON.stringify(signature(english))}`);
            if (message === english && !isUntranslatable(locale, english)) problems.push(`${key}: not translated ("${message}")`);
            for (const missing of missingPluralForms(locale, message)) problems.push(`${key}: no "${missing}" plural form`);
            if (isRtl(locale)) for (const run of unisolatedLtrRuns(message)) problems.push(`${key}: "${run}" needs an isolate (\\u2066…\\u2069) to read in order`);
          }
          expect(problems, `${name}/${locale}.ts`).toEqual([]);
        });
      }
    });
  }
});
