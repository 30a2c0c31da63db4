import { describe, expect, it } from 'vitest';
import { catalogue, categories, getTool } from '../../../src/tools/catalogue';
import { withDetails } from '../../../src/tools/catalogue-details';
import { toolAdded } from '../../../src/tools/added-dates';
import { toolIds } from '../../../src/tools/ids';
import { searchKeywords } from '../../../src/tools/search-keywords';
import { toolLoaders } from '../../../src/tools/loaders';

/**
 * The 24 tools that follow the spec's 29 (TOOLS.md "The next 24 tools"), with their categories:
 * a tool joins the catalogue when it is built, in the category planned for it.
 */
const PLANNED: Record<string, string> = {
  'time-zone-converter': 'productivity', 'date-calculator': 'productivity', 'loan-calculator': 'productivity',
  'tip-calculator': 'productivity', 'discount-calculator': 'productivity', 'stopwatch-timer': 'productivity',
  'random-generator': 'productivity',
  'contrast-checker': 'design', 'box-shadow-generator': 'design', 'svg-optimizer': 'design',
  'regex-tester': 'developer', 'csv-json-converter': 'developer', 'yaml-json-converter': 'developer',
  'markdown-preview': 'developer', 'jsonpath-query': 'developer', 'uuid-generator': 'developer',
  'timestamp-converter': 'developer', 'cron-parser': 'developer', 'sql-formatter': 'developer',
  'number-base-converter': 'developer',
  'slug-generator': 'seo', 'schema-generator': 'seo',
  'totp-generator': 'security', 'file-encryptor': 'security',
};
const NEW_TOOLS = Object.keys(PLANNED);

describe('catalogue', () => {
  it('lists the 29 ids of the spec table in order, and new tools only from the plan, each once', () => {
    expect(catalogue).toHaveLength(toolIds.length);
    expect(new Set(catalogue.map((t) => t.id)).size).toBe(toolIds.length);
    const ids = catalogue.map((t) => t.id);
    expect(ids.filter((id) => !NEW_TOOLS.includes(id))).toEqual([
      'calculator', 'unit-converter', 'percentage', 'age-calculator', 'bmi-calculator',
      'word-counter', 'case-converter', 'text-formatter', 'lorem-generator', 'text-diff',
      'color-picker', 'gradient-generator', 'qr-generator', 'image-resizer', 'favicon-generator',
      'json-formatter', 'base64', 'url-encoder', 'hash-generator', 'jwt-decoder',
      'meta-generator', 'og-generator', 'robots-generator', 'sitemap-generator', 'utm-builder',
      'password-generator', 'password-checker', 'hash-verifier', 'secure-notes',
    ]);
    for (const tool of catalogue.filter((t) => NEW_TOOLS.includes(t.id))) expect(tool.category, tool.id).toBe(PLANNED[tool.id]);
  });

  it('has the spec category counts, plus the new tools built so far (12, 5, 8, 15, 7, 6 once all 53 are)', () => {
    const counts = Object.fromEntries(categories.map((c) => [c.id, catalogue.filter((t) => t.category === c.id).length]));
    const added = (category: string) => catalogue.filter((t) => t.category === category && NEW_TOOLS.includes(t.id)).length;
    expect(counts).toEqual({ productivity: 5 + added('productivity'), text: 5 + added('text'), design: 5 + added('design'), developer: 5 + added('developer'), seo: 5 + added('seo'), security: 4 + added('security') });
  });

  it('marks exactly the six popular tools', () => {
    expect(catalogue.filter((t) => t.popular).map((t) => t.id).sort()).toEqual(
      ['calculator', 'color-picker', 'json-formatter', 'password-generator', 'qr-generator', 'word-counter'],
    );
  });

  it('gives every entry a name, description, icon, at least one tag, search keywords and the day it went live', () => {
    for (const tool of catalogue.map(withDetails)) {
      expect(tool.name.length).toBeGreaterThan(2);
      expect(tool.description.length).toBeGreaterThan(20);
      expect(tool.icon).toBeTruthy();
      expect(tool.tags.length).toBeGreaterThan(0);
      expect(searchKeywords[tool.id].length).toBeGreaterThanOrEqual(5);
      expect(new Set(searchKeywords[tool.id]).size).toBe(searchKeywords[tool.id].length);
      expect(toolAdded[tool.id]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${toolAdded[tool.id]}T00:00:00Z`).toISOString().slice(0, 10)).toBe(toolAdded[tool.id]);
    }
  });

  it('only has loaders for catalogue ids, and catalogue entries carry them', () => {
    for (const id of Object.keys(toolLoaders)) expect(toolIds).toContain(id);
    expect(getTool('word-counter')?.load).toBe(toolLoaders['word-counter']);
  });

  it('getTool returns undefined for unknown ids', () => {
    expect(getTool('nope')).toBeUndefined();
    expect(getTool('base64')?.name).toBe('Base64 Encoder/Decoder');
  });
});
