import type { SpriteIconName } from '../ui/icons/sprite-names';
import { categoryIds, toolIdsByCategory, type CategoryId, type ToolId } from './ids';
import { isChosenTool } from './chosen';
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
  popular: boolean;
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

export const categories: CategoryInfo[] = ([
  { id: 'productivity', label: 'Productivity', shortLabel: 'Productivity' },
  { id: 'text', label: 'Text Tools', shortLabel: 'Text' },
  { id: 'design', label: 'Design', shortLabel: 'Design' },
  { id: 'developer', label: 'Developer', shortLabel: 'Developer' },
  { id: 'seo', label: 'SEO', shortLabel: 'SEO' },
  { id: 'security', label: 'Security', shortLabel: 'Security' },
] satisfies CategoryInfo[]).filter((category) => __TOOLSHED_TOOLS__ === null || categoryIds.includes(category.id));

type EntryData = Omit<ToolEntry, 'id' | 'category' | 'load'>;

const data: Record<ToolId, EntryData> = {
  calculator: {
    name: 'Advanced Calculator',
    description: 'A four-function calculator with memory keys, keyboard support and precise decimal results.',
    icon: 'Calculator',
    tags: ['math', 'arithmetic', 'memory', 'keyboard'],
    popular: true,
  },
  'unit-converter': {
    name: 'Unit Converter',
    description: 'Convert length, mass, temperature, area, volume, speed, time, data, energy and pressure units exactly.',
    icon: 'Ruler',
    tags: ['units', 'metric', 'imperial', 'conversion'],
    popular: false,
  },
  percentage: {
    name: 'Percentage Calculator',
    description: 'Work out X% of Y, what percent X is of Y, and the percentage change between two values.',
    icon: 'Percent',
    tags: ['math', 'percent', 'change', 'discount'],
    popular: false,
  },
  'age-calculator': {
    name: 'Age Calculator',
    description: 'Find an exact age in years, months and days, the weekday you were born and days to the next birthday.',
    icon: 'Cake',
    tags: ['date', 'birthday', 'age'],
    popular: false,
  },
  'bmi-calculator': {
    name: 'BMI Calculator',
    description: 'Calculate body mass index in metric or US units with the WHO category and a healthy weight range.',
    icon: 'Activity',
    tags: ['health', 'body', 'weight', 'who'],
    popular: false,
  },
  'word-counter': {
    name: 'Word Counter',
    description: 'Count words, characters, sentences and paragraphs, with reading time, readability and top keywords.',
    icon: 'Text',
    tags: ['words', 'characters', 'readability', 'writing'],
    popular: true,
  },
  'case-converter': {
    name: 'Case Converter',
    description: 'Convert text to UPPER, lower, Title, Sentence, camelCase, snake_case, kebab-case and more at once.',
    icon: 'CaseSensitive',
    tags: ['case', 'camelcase', 'snake_case', 'text'],
    popular: false,
  },
  'text-formatter': {
    name: 'Text Formatter',
    description: 'Trim, sort, deduplicate, number and find-and-replace lines of text in a chain of steps.',
    icon: 'TextQuote',
    tags: ['lines', 'sort', 'replace', 'regex'],
    popular: false,
  },
  'lorem-generator': {
    name: 'Lorem Ipsum Generator',
    description: 'Generate placeholder paragraphs, sentences or words as plain text or HTML.',
    icon: 'Sparkles',
    tags: ['placeholder', 'dummy text', 'lorem ipsum'],
    popular: false,
  },
  'text-diff': {
    name: 'Text Diff',
    description: 'Compare two texts by line, word or character in side-by-side or unified views.',
    icon: 'FileDiff',
    tags: ['compare', 'diff', 'patch', 'changes'],
    popular: false,
  },
  'color-picker': {
    name: 'Color Palette Generator',
    description: 'Pick a color, build an 8-color palette and convert between HEX, RGB, HSL, HSV, CMYK and OKLCH.',
    icon: 'Palette',
    tags: ['color', 'palette', 'hex', 'contrast'],
    popular: true,
  },
  'gradient-generator': {
    name: 'Gradient Generator',
    description: 'Design linear, radial and conic CSS gradients with up to eight color stops and copy the CSS.',
    icon: 'Blend',
    tags: ['css', 'gradient', 'background', 'color'],
    popular: false,
  },
  'qr-generator': {
    name: 'QR Code Generator',
    description: 'Create QR codes for links, text, Wi-Fi, e-mail, SMS, phone, location and contact cards, offline.',
    icon: 'QrCode',
    tags: ['qr', 'wifi', 'vcard', 'png', 'svg'],
    popular: true,
  },
  'image-resizer': {
    name: 'Image Resizer',
    description: 'Resize and convert PNG, JPEG, WebP and GIF images with high-quality downscaling, in your browser.',
    icon: 'Image',
    tags: ['image', 'resize', 'compress', 'webp'],
    popular: false,
  },
  'favicon-generator': {
    name: 'Favicon Generator',
    description: 'Turn an image, letter or emoji into favicon.ico, PNG icons, a web manifest and the HTML tags.',
    icon: 'Fingerprint',
    tags: ['favicon', 'icon', 'manifest', 'ico'],
    popular: false,
  },
  'json-formatter': {
    name: 'JSON Formatter',
    description: 'Validate, format, minify and explore JSON as a tree, with exact error positions.',
    icon: 'Braces',
    tags: ['json', 'format', 'validate', 'minify'],
    popular: true,
  },
  base64: {
    name: 'Base64 Encoder/Decoder',
    description: 'Encode and decode Base64 text and files, URL-safe or standard, with data URL previews.',
    icon: 'Binary',
    tags: ['base64', 'encode', 'decode', 'data url'],
    popular: false,
  },
  'url-encoder': {
    name: 'URL Encoder/Decoder',
    description: 'Percent-encode or decode URLs and components, and break a URL into its parts.',
    icon: 'Link2',
    tags: ['url', 'encode', 'decode', 'query string'],
    popular: false,
  },
  'hash-generator': {
    name: 'Hash Generator',
    description: 'Compute MD5, SHA-1, SHA-256, SHA-384 and SHA-512 hashes and HMACs of text or large files.',
    icon: 'Hash',
    tags: ['hash', 'sha256', 'md5', 'hmac', 'checksum'],
    popular: false,
  },
  'jwt-decoder': {
    name: 'JWT Decoder',
    description: 'Decode JSON Web Tokens, explain their claims and verify signatures without sending the token anywhere.',
    icon: 'FileCode2',
    tags: ['jwt', 'token', 'auth', 'signature'],
    popular: false,
  },
  'meta-generator': {
    name: 'Meta Tag Generator',
    description: 'Write title, description and robots meta tags with length guidance and a search result preview.',
    icon: 'Tags',
    tags: ['meta', 'seo', 'html', 'search preview'],
    popular: false,
  },
  'og-generator': {
    name: 'Open Graph Generator',
    description: 'Create Open Graph and Twitter card tags with live social sharing previews.',
    icon: 'Share2',
    tags: ['open graph', 'twitter card', 'social', 'seo'],
    popular: false,
  },
  'robots-generator': {
    name: 'Robots.txt Generator',
    description: 'Build a robots.txt with per-crawler rules and sitemaps, and test whether a URL is allowed.',
    icon: 'Bot',
    tags: ['robots.txt', 'crawler', 'seo'],
    popular: false,
  },
  'sitemap-generator': {
    name: 'Sitemap Generator',
    description: 'Turn a list of URLs into a valid XML sitemap with lastmod, change frequency and priority.',
    icon: 'ListTree',
    tags: ['sitemap', 'xml', 'seo', 'urls'],
    popular: false,
  },
  'utm-builder': {
    name: 'UTM Builder',
    description: 'Build and parse campaign URLs with UTM source, medium, campaign, term and content parameters.',
    icon: 'Megaphone',
    tags: ['utm', 'campaign', 'analytics', 'marketing'],
    popular: false,
  },
  'password-generator': {
    name: 'Password Generator',
    description: 'Generate strong random passwords with presets, character options and entropy shown in bits.',
    icon: 'KeyRound',
    tags: ['password', 'random', 'security', 'entropy'],
    popular: true,
  },
  'password-checker': {
    name: 'Password Strength Checker',
    description: 'Estimate how long a password would take to crack, with warnings and suggestions, fully offline.',
    icon: 'ShieldCheck',
    tags: ['password', 'strength', 'zxcvbn', 'security'],
    popular: false,
  },
  'hash-verifier': {
    name: 'Hash Verifier',
    description: 'Check a file or text against an expected checksum; the algorithm is detected from the hash.',
    icon: 'FileSearch',
    tags: ['checksum', 'verify', 'sha256', 'integrity'],
    popular: false,
  },
  'secure-notes': {
    name: 'Secure Notes',
    description: 'Keep notes in this browser encrypted with AES-256-GCM under a passphrase only you know.',
    icon: 'Lock',
    tags: ['notes', 'encryption', 'aes', 'private'],
    popular: false,
  },
  'regex-tester': {
    name: 'Regex Tester',
    description: 'Test a regular expression on your text: every match highlighted with its groups, a replace preview, and no freezing on catastrophic patterns.',
    icon: 'Regex',
    tags: ['regex', 'regexp', 'pattern', 'replace'],
    popular: false,
  },
  'csv-json-converter': {
    name: 'CSV/JSON Converter',
    description: 'Convert CSV to JSON and back, with delimiter detection, header rows, quoted fields and type inference.',
    icon: 'Sheet',
    tags: ['csv', 'json', 'convert', 'spreadsheet'],
    popular: false,
  },
  'tip-calculator': {
    name: 'Tip Calculator',
    description: 'Work out the tip on a bill, split it between friends and round up, with exact money math in your currency.',
    icon: 'HandCoins',
    tags: ['tip', 'split', 'bill', 'restaurant'],
    popular: false,
  },
  'timestamp-converter': {
    name: 'Timestamp Converter',
    description: 'Convert Unix time in seconds, milliseconds or microseconds to ISO 8601, RFC 2822, local and relative time, and back.',
    icon: 'Clock',
    tags: ['unix time', 'epoch', 'date', 'iso 8601'],
    popular: false,
  },
  'uuid-generator': {
    name: 'UUID Generator',
    description: 'Generate UUID v4, v7, v1 and v5 or ULIDs, up to 1,000 at once, and check any UUID’s version, variant and time.',
    icon: 'IdCard',
    tags: ['uuid', 'ulid', 'guid', 'identifier'],
    popular: false,
  },
  'slug-generator': {
    name: 'Slug Generator',
    description: 'Turn titles into clean URL slugs: accents and other scripts transliterated, a length limit and bulk mode.',
    icon: 'Link',
    tags: ['slug', 'url', 'permalink', 'transliteration'],
    popular: false,
  },
  'contrast-checker': {
    name: 'Contrast Checker',
    description: 'Check text and background colors against WCAG 2.2 AA and AAA, see the APCA Lc value and get a passing color.',
    icon: 'Contrast',
    tags: ['contrast', 'wcag', 'accessibility', 'apca'],
    popular: false,
  },
};

/** Every tool, in category order. Routes, sidebar, search, sitemap and the embed read this. */
export const catalogue: ToolEntry[] = categoryIds.flatMap((category) =>
  (__TOOLSHED_TOOLS__ === null ? toolIdsByCategory[category] : toolIdsByCategory[category].filter(isChosenTool)).map((id) => {
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
