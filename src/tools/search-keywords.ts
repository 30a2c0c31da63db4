/**
 * Each tool's search keywords: synonyms never shown, the units, formats and tasks people type
 * ("km to miles", "rgb to hex", "sha256"). Ranked by src/site/tool-search.ts with the catalogue's
 * names and tags. Kept beside the catalogue rather than in it so the pages that never search (every
 * tool page) do not carry them in their start-up JavaScript.
 */
import type { ToolId } from './ids';

export const searchKeywords: Record<ToolId, readonly string[]> = {
  calculator: ['calc', 'add', 'subtract', 'multiply', 'divide', 'sum', 'decimal', 'calculate'],
  'unit-converter': ['km to miles', 'miles to km', 'kg to lbs', 'lbs to kg', 'celsius to fahrenheit', 'fahrenheit to celsius', 'c to f', 'cm to inches', 'inches to cm', 'feet to meters', 'liters to gallons', 'mph to km/h', 'mb to gb', 'length', 'mass', 'temperature', 'distance', 'km', 'miles', 'kg', 'lbs', 'pounds', 'ounces', 'meters', 'feet', 'inches', 'liters', 'gallons', 'celsius', 'fahrenheit', 'kelvin', 'measurement'],
  percentage: ['percent', 'percent of', 'percent change', 'percentage increase', 'percentage decrease', 'discount', 'tip', 'markup', 'ratio'],
  'age-calculator': ['birthday', 'date of birth', 'dob', 'how old am i', 'born'],
  'bmi-calculator': ['body mass index', 'bmi', 'height', 'healthy weight', 'overweight', 'obesity'],
  'word-counter': ['word count', 'character count', 'char count', 'letter count', 'reading time', 'sentences', 'paragraphs', 'keyword density'],
  'case-converter': ['uppercase', 'lowercase', 'title case', 'sentence case', 'camel case', 'snake case', 'kebab case', 'pascal case', 'capitalize'],
  'text-formatter': ['sort lines', 'remove duplicates', 'dedupe', 'trim', 'whitespace', 'find and replace', 'line numbers', 'reverse lines', 'clean text'],
  'lorem-generator': ['lorem', 'ipsum', 'filler text', 'placeholder text', 'dummy', 'sample text'],
  'text-diff': ['difference', 'compare text', 'diff checker', 'side by side', 'what changed'],
  'color-picker': ['rgb to hex', 'hex to rgb', 'hex to hsl', 'rgb', 'rgba', 'hsl', 'hsla', 'hsv', 'cmyk', 'oklch', 'color picker', 'color converter', 'color code', 'colour', 'shades', 'tints'],
  'gradient-generator': ['linear gradient', 'radial gradient', 'conic gradient', 'css gradient', 'color stops'],
  'qr-generator': ['qr code', 'qrcode', 'barcode', 'wifi qr', 'vcard qr', 'scan'],
  'image-resizer': ['resize image', 'compress image', 'convert image', 'jpg', 'jpeg', 'png', 'gif', 'photo', 'scale', 'thumbnail'],
  'favicon-generator': ['favicon', 'favicon.ico', 'apple touch icon', 'site icon', 'web manifest', 'emoji favicon'],
  'json-formatter': ['json validator', 'json beautifier', 'json viewer', 'pretty print', 'beautify', 'lint', 'minifier'],
  base64: ['base64 encode', 'base64 decode', 'b64', 'data uri', 'atob', 'btoa'],
  'url-encoder': ['percent encoding', 'urlencode', 'urldecode', 'escape', 'unescape', 'uri', 'query parameters'],
  'hash-generator': ['sha256', 'sha1', 'sha384', 'sha512', 'md5', 'file hash', 'digest', 'hmac'],
  'jwt-decoder': ['json web token', 'bearer token', 'decode jwt', 'claims', 'jws', 'hs256', 'rs256'],
  'meta-generator': ['meta tags', 'meta description', 'title tag', 'serp', 'search snippet', 'noindex'],
  'og-generator': ['og tags', 'og image', 'facebook', 'twitter', 'linkedin', 'link preview', 'social card'],
  'robots-generator': ['robots', 'robots txt', 'disallow', 'user agent', 'crawl', 'googlebot'],
  'sitemap-generator': ['xml sitemap', 'sitemap.xml', 'lastmod', 'changefreq', 'search console'],
  'utm-builder': ['utm parameters', 'utm source', 'utm medium', 'campaign url', 'tracking link', 'google analytics'],
  'password-generator': ['random password', 'strong password', 'passphrase', 'pin', 'secure password', 'pwgen'],
  'password-checker': ['password strength', 'password meter', 'crack time', 'how secure is my password', 'test password'],
  'hash-verifier': ['verify checksum', 'compare hash', 'file integrity', 'sha256sum', 'md5sum', 'download verification'],
  'secure-notes': ['encrypted notes', 'private notes', 'notepad', 'aes-256', 'encrypt text'],
  'regex-tester': ['regular expression', 'regexp', 'regex101', 'test regex', 'match', 'capture group', 'named group', 'find and replace'],
  'csv-json-converter': ['csv to json', 'json to csv', 'csv parser', 'tsv', 'comma separated', 'excel to json', 'spreadsheet to json'],
  'tip-calculator': ['tip', 'tips', 'gratuity', 'split the bill', 'bill splitter', 'split check', 'restaurant bill', 'how much to tip', 'service charge'],
  'timestamp-converter': ['unix timestamp', 'epoch converter', 'epoch time', 'posix time', 'milliseconds to date', 'date to timestamp', 'rfc 2822', 'current time'],
  'uuid-generator': ['guid', 'uuid v4', 'uuid v7', 'ulid', 'unique id', 'random id', 'validate uuid'],
  'slug-generator': ['url slug', 'slugify', 'permalink', 'seo url', 'transliterate', 'clean url'],
  'contrast-checker': ['color contrast', 'contrast ratio', 'wcag aa', 'a11y', 'apca', 'accessible colors'],
  'discount-calculator': ['discount', 'percent off', 'sale price', 'price after discount', 'stacked discount', 'double discount', 'coupon', 'sales tax', 'savings', 'markdown'],
  'number-base-converter': ['binary to decimal', 'decimal to hex', 'hex to decimal', 'decimal to binary', 'base converter', 'radix', 'twos complement', 'bigint', 'base 36'],
  'date-calculator': ['days between dates', 'date difference', 'business days', 'working days', 'add days to date', 'weeks between dates', 'date duration', 'days until', 'workday'],
  'loan-calculator': ['mortgage calculator', 'amortization schedule', 'loan payment', 'monthly payment', 'car loan', 'interest calculator', 'extra payment', 'payoff'],
  'random-generator': ['random number', 'number generator', 'rng', 'dice roller', 'roll a die', 'coin flip', 'heads or tails', 'raffle', 'pick a winner', 'shuffle list', 'lottery numbers'],
  'yaml-json-converter': ['yaml to json', 'json to yaml', 'yml', 'yaml parser', 'yaml validator', 'docker compose', 'kubernetes yaml'],
  'cron-parser': ['crontab', 'cron job', 'cron schedule', 'next run', 'cron syntax', 'scheduled task', 'crontab guru', 'cron to text'],
  'totp-generator': ['2fa', 'two factor', 'authenticator', 'otp', 'mfa code'],
};
