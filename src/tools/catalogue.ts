import type { SpriteIconName } from '../ui/icons/sprite-names';
import { categoryIds, toolIdsByCategory, type CategoryId, type ToolId } from './ids';
import { isChosenTool } from './chosen';
import { toolLoaders, type ToolModule } from './loaders';

export type { CategoryId, ToolId } from './ids';

export interface ToolEntry {
  id: ToolId;
  name: string;
  /** Drawn from the site's icon sprite (src/ui/icons), never as a React component per icon. */
  icon: SpriteIconName;
  category: CategoryId;
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
    icon: 'Calculator',
    popular: true,
  },
  'unit-converter': {
    name: 'Unit Converter',
    icon: 'Ruler',
    popular: false,
  },
  percentage: {
    name: 'Percentage Calculator',
    icon: 'Percent',
    popular: false,
  },
  'age-calculator': {
    name: 'Age Calculator',
    icon: 'Cake',
    popular: false,
  },
  'bmi-calculator': {
    name: 'BMI Calculator',
    icon: 'Activity',
    popular: false,
  },
  'word-counter': {
    name: 'Word Counter',
    icon: 'Text',
    popular: true,
  },
  'case-converter': {
    name: 'Case Converter',
    icon: 'CaseSensitive',
    popular: false,
  },
  'text-formatter': {
    name: 'Text Formatter',
    icon: 'TextQuote',
    popular: false,
  },
  'lorem-generator': {
    name: 'Lorem Ipsum Generator',
    icon: 'Sparkles',
    popular: false,
  },
  'text-diff': {
    name: 'Text Diff',
    icon: 'FileDiff',
    popular: false,
  },
  'color-picker': {
    name: 'Color Palette Generator',
    icon: 'Palette',
    popular: true,
  },
  'gradient-generator': {
    name: 'Gradient Generator',
    icon: 'Blend',
    popular: false,
  },
  'qr-generator': {
    name: 'QR Code Generator',
    icon: 'QrCode',
    popular: true,
  },
  'image-resizer': {
    name: 'Image Resizer',
    icon: 'Image',
    popular: false,
  },
  'favicon-generator': {
    name: 'Favicon Generator',
    icon: 'Fingerprint',
    popular: false,
  },
  'json-formatter': {
    name: 'JSON Formatter',
    icon: 'Braces',
    popular: true,
  },
  base64: {
    name: 'Base64 Encoder/Decoder',
    icon: 'Binary',
    popular: false,
  },
  'url-encoder': {
    name: 'URL Encoder/Decoder',
    icon: 'Link2',
    popular: false,
  },
  'hash-generator': {
    name: 'Hash Generator',
    icon: 'Hash',
    popular: false,
  },
  'jwt-decoder': {
    name: 'JWT Decoder',
    icon: 'FileCode2',
    popular: false,
  },
  'meta-generator': {
    name: 'Meta Tag Generator',
    icon: 'Tags',
    popular: false,
  },
  'og-generator': {
    name: 'Open Graph Generator',
    icon: 'Share2',
    popular: false,
  },
  'robots-generator': {
    name: 'Robots.txt Generator',
    icon: 'Bot',
    popular: false,
  },
  'sitemap-generator': {
    name: 'Sitemap Generator',
    icon: 'ListTree',
    popular: false,
  },
  'utm-builder': {
    name: 'UTM Builder',
    icon: 'Megaphone',
    popular: false,
  },
  'password-generator': {
    name: 'Password Generator',
    icon: 'KeyRound',
    popular: true,
  },
  'password-checker': {
    name: 'Password Strength Checker',
    icon: 'ShieldCheck',
    popular: false,
  },
  'hash-verifier': {
    name: 'Hash Verifier',
    icon: 'FileSearch',
    popular: false,
  },
  'secure-notes': {
    name: 'Secure Notes',
    icon: 'Lock',
    popular: false,
  },
  'regex-tester': {
    name: 'Regex Tester',
    icon: 'Regex',
    popular: false,
  },
  'csv-json-converter': {
    name: 'CSV/JSON Converter',
    icon: 'Sheet',
    popular: false,
  },
  'tip-calculator': {
    name: 'Tip Calculator',
    icon: 'HandCoins',
    popular: false,
  },
  'timestamp-converter': {
    name: 'Timestamp Converter',
    icon: 'Clock',
    popular: false,
  },
  'uuid-generator': {
    name: 'UUID Generator',
    icon: 'IdCard',
    popular: false,
  },
  'slug-generator': {
    name: 'Slug Generator',
    icon: 'Link',
    popular: false,
  },
  'contrast-checker': {
    name: 'Contrast Checker',
    icon: 'Contrast',
    popular: false,
  },
  'discount-calculator': {
    name: 'Discount Calculator',
    icon: 'BadgePercent',
    popular: false,
  },
  'number-base-converter': {
    name: 'Number Base Converter',
    icon: 'Sigma',
    popular: false,
  },
  'date-calculator': {
    name: 'Date Calculator',
    icon: 'CalendarDays',
    popular: false,
  },
  'loan-calculator': {
    name: 'Loan Calculator',
    icon: 'Landmark',
    popular: false,
  },
  'random-generator': {
    name: 'Random Generator',
    icon: 'Dices',
    popular: false,
  },
  'yaml-json-converter': {
    name: 'YAML/JSON Converter',
    icon: 'FileCode',
    popular: false,
  },
  'cron-parser': {
    name: 'Cron Expression Parser',
    icon: 'CalendarClock',
    popular: false,
  },
  'totp-generator': {
    name: 'TOTP Generator',
    icon: 'SmartphoneNfc',
    popular: false,
  },
  'box-shadow-generator': {
    name: 'Box Shadow Generator',
    icon: 'Layers',
    popular: false,
  },
  'time-zone-converter': {
    name: 'Time Zone Converter',
    icon: 'Globe',
    popular: false,
  },
  'jsonpath-query': {
    name: 'JSONPath Query',
    icon: 'TextSearch',
    popular: false,
  },
  'stopwatch-timer': {
    name: 'Stopwatch & Timer',
    icon: 'Timer',
    popular: false,
  },
  'markdown-preview': {
    name: 'Markdown Preview',
    icon: 'FileText',
    popular: false,
  },
  'schema-generator': {
    name: 'Schema Markup Generator',
    icon: 'Shapes',
    popular: false,
  },
  'sql-formatter': {
    name: 'SQL Formatter',
    icon: 'Database',
    popular: false,
  },
  'file-encryptor': {
    name: 'File Encryptor',
    icon: 'FileLock',
    popular: false,
  },
  'svg-optimizer': {
    name: 'SVG Optimizer',
    icon: 'PenTool',
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
