/**
 * Every tool id, grouped by category in the spec's order. Kept apart from catalogue.ts so the
 * embed loader (≤ 3 KB) can know the ids without pulling in names, descriptions and icons.
 */
import { isChosenTool } from './chosen.ts';

export const toolIdsByCategory = {
  productivity: ['calculator', 'unit-converter', 'percentage', 'age-calculator', 'bmi-calculator', 'tip-calculator', 'discount-calculator', 'date-calculator', 'loan-calculator', 'random-generator', 'time-zone-converter', 'stopwatch-timer'],
  text: ['word-counter', 'case-converter', 'text-formatter', 'lorem-generator', 'text-diff'],
  design: ['color-picker', 'gradient-generator', 'qr-generator', 'image-resizer', 'favicon-generator', 'contrast-checker', 'box-shadow-generator', 'svg-optimizer'],
  developer: ['json-formatter', 'base64', 'url-encoder', 'hash-generator', 'jwt-decoder', 'regex-tester', 'csv-json-converter', 'timestamp-converter', 'uuid-generator', 'number-base-converter', 'yaml-json-converter', 'cron-parser', 'jsonpath-query', 'markdown-preview', 'sql-formatter'],
  seo: ['meta-generator', 'og-generator', 'robots-generator', 'sitemap-generator', 'utm-builder', 'slug-generator', 'schema-generator'],
  security: ['password-generator', 'password-checker', 'hash-verifier', 'secure-notes', 'totp-generator', 'file-encryptor'],
} as const;

export type CategoryId = keyof typeof toolIdsByCategory;
export type ToolId = (typeof toolIdsByCategory)[CategoryId][number];

// The tools this build serves (src/tools/chosen.ts: all, or TOOLSHED_TOOLS), and the categories that have one.
const allCategoryIds = Object.keys(toolIdsByCategory) as CategoryId[];
export const categoryIds = __TOOLSHED_TOOLS__ === null ? allCategoryIds : allCategoryIds.filter((c) => toolIdsByCategory[c].some(isChosenTool));
export const toolIds: ToolId[] = categoryIds.flatMap((c) => (__TOOLSHED_TOOLS__ === null ? [...toolIdsByCategory[c]] : toolIdsByCategory[c].filter(isChosenTool)));
