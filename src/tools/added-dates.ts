/**
 * The day each tool went live (YYYY-MM-DD): its entry in the Atom feed (/feed.xml). Only the
 * build reads it (src/site/feed.ts), so it is kept beside the catalogue rather than in it: no
 * page carries it in its start-up JavaScript (as with src/tools/search-keywords.ts).
 */
import type { ToolId } from './ids';

export const toolAdded: Record<ToolId, string> = {
  calculator: '2026-11-21',
  'unit-converter': '2026-11-23',
  percentage: '2026-11-23',
  'age-calculator': '2026-11-23',
  'bmi-calculator': '2026-11-23',
  'word-counter': '2026-11-21',
  'case-converter': '2026-11-23',
  'text-formatter': '2026-11-23',
  'lorem-generator': '2026-11-23',
  'text-diff': '2026-11-23',
  'color-picker': '2026-11-21',
  'gradient-generator': '2026-11-23',
  'qr-generator': '2026-11-21',
  'image-resizer': '2026-11-23',
  'favicon-generator': '2026-11-23',
  'json-formatter': '2026-11-22',
  'base64': '2026-11-23',
  'url-encoder': '2026-11-23',
  'hash-generator': '2026-11-23',
  'jwt-decoder': '2026-11-23',
  'meta-generator': '2026-11-23',
  'og-generator': '2026-11-23',
  'robots-generator': '2026-11-23',
  'sitemap-generator': '2026-11-23',
  'utm-builder': '2026-11-23',
  'password-generator': '2026-11-22',
  'password-checker': '2026-11-23',
  'hash-verifier': '2026-11-23',
  'secure-notes': '2026-11-23',
  'regex-tester': '2026-11-28',
  'csv-json-converter': '2026-11-28',
  'tip-calculator': '2026-11-28',
  'timestamp-converter': '2026-11-28',
  'uuid-generator': '2026-11-28',
  'slug-generator': '2026-11-28',
  'contrast-checker': '2026-11-28',
  'discount-calculator': '2026-11-28',
  'number-base-converter': '2026-11-28',
  'date-calculator': '2026-11-28',
  'loan-calculator': '2026-11-28',
};
