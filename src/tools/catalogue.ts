import type { SpriteIconName } from '../ui/icons/sprite-names';
import { categoryIds, toolIdsByCategory, type CategoryId, type ToolId } from './ids';
import { toolLoaders, type ToolModule } from './loaders';

export type { CategoryId, ToolId } from './ids';

export interface ToolEntry {
  id: ToolId;
  name: string;
  description: string;
  /** Drawn from the site's icon sprite (src/ui/icons), never as a React component per icon. */
  icon: SpriteIconName;
  category: CategoryId;
  tags: string[];
  /**
   * Search synonyms, never shown: the units, formats and tasks people type ("km to miles",
   * "rgb to hex", "sha256"). Ranked by src/site/tool-search.ts with the name and the tags.
   */
  keywords: string[];
  popular: boolean;
  /** The day the tool went live (YYYY-MM-DD): its entry in the Atom feed (/feed.xml). */
  added: string;
  /** Present once the tool's screen is built; loads its code on demand. */
  load?: () => Promise<ToolModule>;
}

export interface CategoryInfo {
  id: CategoryId;
  /** Tab and heading label on the catalogue page. */
  label: string;
  /** Short label used in the sidebar groups. */
  shortLabel: string;
}

export const categories: CategoryInfo[] = [
  { id: 'productivity', label: 'Productivity', shortLabel: 'Productivity' },
  { id: 'text', label: 'Text Tools', shortLabel: 'Text' },
  { id: 'design', label: 'Design', shortLabel: 'Design' },
  { id: 'developer', label: 'Developer', shortLabel: 'Developer' },
  { id: 'seo', label: 'SEO', shortLabel: 'SEO' },
  { id: 'security', label: 'Security', shortLabel: 'Security' },
];

type EntryData = Omit<ToolEntry, 'id' | 'category' | 'load'>;

const data: Record<ToolId, EntryData> = {
  calculator: {
    name: 'Advanced Calculator',
    description: 'A four-function calculator with memory keys, keyboard support and precise decimal results.',
    icon: 'Calculator',
    tags: ['math', 'arithmetic', 'memory', 'keyboard'],
    keywords: ['calc', 'add', 'subtract', 'multiply', 'divide', 'sum', 'decimal', 'calculate'],
    popular: true,
    added: '2026-11-21',
  },
  'unit-converter': {
    name: 'Unit Converter',
    description: 'Convert length, mass, temperature, area, volume, speed, time, data, energy and pressure units exactly.',
    icon: 'Ruler',
    tags: ['units', 'metric', 'imperial', 'conversion'],
    keywords: ['km to miles', 'miles to km', 'kg to lbs', 'lbs to kg', 'celsius to fahrenheit', 'fahrenheit to celsius', 'c to f', 'cm to inches', 'inches to cm', 'feet to meters', 'liters to gallons', 'mph to km/h', 'mb to gb', 'length', 'mass', 'temperature', 'distance', 'km', 'miles', 'kg', 'lbs', 'pounds', 'ounces', 'meters', 'feet', 'inches', 'liters', 'gallons', 'celsius', 'fahrenheit', 'kelvin', 'measurement'],
    popular: false,
    added: '2026-11-23',
  },
  percentage: {
    name: 'Percentage Calculator',
    description: 'Work out X% of Y, what percent X is of Y, and the percentage change between two values.',
    icon: 'Percent',
    tags: ['math', 'percent', 'change', 'discount'],
    keywords: ['percent', 'percent of', 'percent change', 'percentage increase', 'percentage decrease', 'discount', 'tip', 'markup', 'ratio'],
    popular: false,
    added: '2026-11-23',
  },
  'age-calculator': {
    name: 'Age Calculator',
    description: 'Find an exact age in years, months and days, the weekday you were born and days to the next birthday.',
    icon: 'Cake',
    tags: ['date', 'birthday', 'age'],
    keywords: ['birthday', 'date of birth', 'dob', 'how old am i', 'born', 'days between dates', 'date difference'],
    popular: false,
    added: '2026-11-23',
  },
  'bmi-calculator': {
    name: 'BMI Calculator',
    description: 'Calculate body mass index in metric or US units with the WHO category and a healthy weight range.',
    icon: 'Activity',
    tags: ['health', 'body', 'weight', 'who'],
    keywords: ['body mass index', 'bmi', 'height', 'healthy weight', 'overweight', 'obesity'],
    popular: false,
    added: '2026-11-23',
  },
  'word-counter': {
    name: 'Word Counter',
    description: 'Count words, characters, sentences and paragraphs, with reading time, readability and top keywords.',
    icon: 'Text',
    tags: ['words', 'characters', 'readability', 'writing'],
    keywords: ['word count', 'character count', 'char count', 'letter count', 'reading time', 'sentences', 'paragraphs', 'keyword density'],
    popular: true,
    added: '2026-11-21',
  },
  'case-converter': {
    name: 'Case Converter',
    description: 'Convert text to UPPER, lower, Title, Sentence, camelCase, snake_case, kebab-case and more at once.',
    icon: 'CaseSensitive',
    tags: ['case', 'camelcase', 'snake_case', 'text'],
    keywords: ['uppercase', 'lowercase', 'title case', 'sentence case', 'camel case', 'snake case', 'kebab case', 'pascal case', 'capitalize'],
    popular: false,
    added: '2026-11-23',
  },
  'text-formatter': {
    name: 'Text Formatter',
    description: 'Trim, sort, deduplicate, number and find-and-replace lines of text in a chain of steps.',
    icon: 'TextQuote',
    tags: ['lines', 'sort', 'replace', 'regex'],
    keywords: ['sort lines', 'remove duplicates', 'dedupe', 'trim', 'whitespace', 'find and replace', 'line numbers', 'reverse lines', 'clean text'],
    popular: false,
    added: '2026-11-23',
  },
  'lorem-generator': {
    name: 'Lorem Ipsum Generator',
    description: 'Generate placeholder paragraphs, sentences or words as plain text or HTML.',
    icon: 'Sparkles',
    tags: ['placeholder', 'dummy text', 'lorem ipsum'],
    keywords: ['lorem', 'ipsum', 'filler text', 'placeholder text', 'dummy', 'sample text'],
    popular: false,
    added: '2026-11-23',
  },
  'text-diff': {
    name: 'Text Diff',
    description: 'Compare two texts by line, word or character in side-by-side or unified views.',
    icon: 'FileDiff',
    tags: ['compare', 'diff', 'patch', 'changes'],
    keywords: ['difference', 'compare text', 'diff checker', 'side by side', 'what changed'],
    popular: false,
    added: '2026-11-23',
  },
  'color-picker': {
    name: 'Color Palette Generator',
    description: 'Pick a color, build an 8-color palette and convert between HEX, RGB, HSL, HSV, CMYK and OKLCH.',
    icon: 'Palette',
    tags: ['color', 'palette', 'hex', 'contrast'],
    keywords: ['rgb to hex', 'hex to rgb', 'hex to hsl', 'rgb', 'rgba', 'hsl', 'hsla', 'hsv', 'cmyk', 'oklch', 'color picker', 'color converter', 'color code', 'colour', 'shades', 'tints'],
    popular: true,
    added: '2026-11-21',
  },
  'gradient-generator': {
    name: 'Gradient Generator',
    description: 'Design linear, radial and conic CSS gradients with up to eight color stops and copy the CSS.',
    icon: 'Blend',
    tags: ['css', 'gradient', 'background', 'color'],
    keywords: ['linear gradient', 'radial gradient', 'conic gradient', 'css gradient', 'color stops'],
    popular: false,
    added: '2026-11-23',
  },
  'qr-generator': {
    name: 'QR Code Generator',
    description: 'Create QR codes for links, text, Wi-Fi, e-mail, SMS, phone, location and contact cards, offline.',
    icon: 'QrCode',
    tags: ['qr', 'wifi', 'vcard', 'png', 'svg'],
    keywords: ['qr code', 'qrcode', 'barcode', 'wifi qr', 'vcard qr', 'scan'],
    popular: true,
    added: '2026-11-21',
  },
  'image-resizer': {
    name: 'Image Resizer',
    description: 'Resize and convert PNG, JPEG, WebP and GIF images with high-quality downscaling, in your browser.',
    icon: 'Image',
    tags: ['image', 'resize', 'compress', 'webp'],
    keywords: ['resize image', 'compress image', 'convert image', 'jpg', 'jpeg', 'png', 'gif', 'photo', 'scale', 'thumbnail'],
    popular: false,
    added: '2026-11-23',
  },
  'favicon-generator': {
    name: 'Favicon Generator',
    description: 'Turn an image, letter or emoji into favicon.ico, PNG icons, a web manifest and the HTML tags.',
    icon: 'Fingerprint',
    tags: ['favicon', 'icon', 'manifest', 'ico'],
    keywords: ['favicon', 'favicon.ico', 'apple touch icon', 'site icon', 'web manifest', 'emoji favicon'],
    popular: false,
    added: '2026-11-23',
  },
  'json-formatter': {
    name: 'JSON Formatter',
    description: 'Validate, format, minify and explore JSON as a tree, with exact error positions.',
    icon: 'Braces',
    tags: ['json', 'format', 'validate', 'minify'],
    keywords: ['json validator', 'json beautifier', 'json viewer', 'pretty print', 'beautify', 'lint', 'minifier'],
    popular: true,
    added: '2026-11-22',
  },
  base64: {
    name: 'Base64 Encoder/Decoder',
    description: 'Encode and decode Base64 text and files, URL-safe or standard, with data URL previews.',
    icon: 'Binary',
    tags: ['base64', 'encode', 'decode', 'data url'],
    keywords: ['base64 encode', 'base64 decode', 'b64', 'data uri', 'atob', 'btoa'],
    popular: false,
    added: '2026-11-23',
  },
  'url-encoder': {
    name: 'URL Encoder/Decoder',
    description: 'Percent-encode or decode URLs and components, and break a URL into its parts.',
    icon: 'Link2',
    tags: ['url', 'encode', 'decode', 'query string'],
    keywords: ['percent encoding', 'urlencode', 'urldecode', 'escape', 'unescape', 'uri', 'query parameters'],
    popular: false,
    added: '2026-11-23',
  },
  'hash-generator': {
    name: 'Hash Generator',
    description: 'Compute MD5, SHA-1, SHA-256, SHA-384 and SHA-512 hashes and HMACs of text or large files.',
    icon: 'Hash',
    tags: ['hash', 'sha256', 'md5', 'hmac', 'checksum'],
    keywords: ['sha256', 'sha1', 'sha384', 'sha512', 'md5', 'file hash', 'digest', 'hmac'],
    popular: false,
    added: '2026-11-23',
  },
  'jwt-decoder': {
    name: 'JWT Decoder',
    description: 'Decode JSON Web Tokens, explain their claims and verify signatures without sending the token anywhere.',
    icon: 'FileCode2',
    tags: ['jwt', 'token', 'auth', 'signature'],
    keywords: ['json web token', 'bearer token', 'decode jwt', 'claims', 'jws', 'hs256', 'rs256'],
    popular: false,
    added: '2026-11-23',
  },
  'meta-generator': {
    name: 'Meta Tag Generator',
    description: 'Write title, description and robots meta tags with length guidance and a search result preview.',
    icon: 'Tags',
    tags: ['meta', 'seo', 'html', 'search preview'],
    keywords: ['meta tags', 'meta description', 'title tag', 'serp', 'search snippet', 'noindex'],
    popular: false,
    added: '2026-11-23',
  },
  'og-generator': {
    name: 'Open Graph Generator',
    description: 'Create Open Graph and Twitter card tags with live social sharing previews.',
    icon: 'Share2',
    tags: ['open graph', 'twitter card', 'social', 'seo'],
    keywords: ['og tags', 'og image', 'facebook', 'twitter', 'linkedin', 'link preview', 'social card'],
    popular: false,
    added: '2026-11-23',
  },
  'robots-generator': {
    name: 'Robots.txt Generator',
    description: 'Build a robots.txt with per-crawler rules and sitemaps, and test whether a URL is allowed.',
    icon: 'Bot',
    tags: ['robots.txt', 'crawler', 'seo'],
    keywords: ['robots', 'robots txt', 'disallow', 'user agent', 'crawl', 'googlebot'],
    popular: false,
    added: '2026-11-23',
  },
  'sitemap-generator': {
    name: 'Sitemap Generator',
    description: 'Turn a list of URLs into a valid XML sitemap with lastmod, change frequency and priority.',
    icon: 'ListTree',
    tags: ['sitemap', 'xml', 'seo', 'urls'],
    keywords: ['xml sitemap', 'sitemap.xml', 'lastmod', 'changefreq', 'search console'],
    popular: false,
    added: '2026-11-23',
  },
  'utm-builder': {
    name: 'UTM Builder',
    description: 'Build and parse campaign URLs with UTM source, medium, campaign, term and content parameters.',
    icon: 'Megaphone',
    tags: ['utm', 'campaign', 'analytics', 'marketing'],
    keywords: ['utm parameters', 'utm source', 'utm medium', 'campaign url', 'tracking link', 'google analytics'],
    popular: false,
    added: '2026-11-23',
  },
  'password-generator': {
    name: 'Password Generator',
    description: 'Generate strong random passwords with presets, character options and entropy shown in bits.',
    icon: 'KeyRound',
    tags: ['password', 'random', 'security', 'entropy'],
    keywords: ['random password', 'strong password', 'passphrase', 'pin', 'secure password', 'pwgen'],
    popular: true,
    added: '2026-11-22',
  },
  'password-checker': {
    name: 'Password Strength Checker',
    description: 'Estimate how long a password would take to crack, with warnings and suggestions, fully offline.',
    icon: 'ShieldCheck',
    tags: ['password', 'strength', 'zxcvbn', 'security'],
    keywords: ['password strength', 'password meter', 'crack time', 'how secure is my password', 'test password'],
    popular: false,
    added: '2026-11-23',
  },
  'hash-verifier': {
    name: 'Hash Verifier',
    description: 'Check a file or text against an expected checksum; the algorithm is detected from the hash.',
    icon: 'FileSearch',
    tags: ['checksum', 'verify', 'sha256', 'integrity'],
    keywords: ['verify checksum', 'compare hash', 'file integrity', 'sha256sum', 'md5sum', 'download verification'],
    popular: false,
    added: '2026-11-23',
  },
  'secure-notes': {
    name: 'Secure Notes',
    description: 'Keep notes in this browser encrypted with AES-256-GCM under a passphrase only you know.',
    icon: 'Lock',
    tags: ['notes', 'encryption', 'aes', 'private'],
    keywords: ['encrypted notes', 'private notes', 'notepad', 'aes-256', 'encrypt text'],
    popular: false,
    added: '2026-11-23',
  },
};

/** All 29 tools, in category order. Routes, sidebar, search, sitemap and the embed read this. */
export const catalogue: ToolEntry[] = categoryIds.flatMap((category) =>
  toolIdsByCategory[category].map((id) => {
    const load = toolLoaders[id];
    return { id, category, ...data[id], ...(load ? { load } : {}) };
  }),
);

export function getTool(id: string): ToolEntry | undefined {
  return catalogue.find((tool) => tool.id === id);
}

export function toolsInCategory(category: CategoryId): ToolEntry[] {
  return catalogue.filter((tool) => tool.category === category);
}

export type CategoryFilter = CategoryId | 'all';
