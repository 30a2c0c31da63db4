import { describe, expect, it } from 'vitest';
import { catalogue, categories, getTool } from '../../../src/tools/catalogue';
import { toolAdded } from '../../../src/tools/added-dates';
import { toolIds } from '../../../src/tools/ids';
import { searchKeywords } from '../../../src/tools/search-keywords';
import { toolLoaders } from '../../../src/tools/loaders';

describe('catalogue', () => {
  it('lists exactly the 29 ids of the spec table, each once', () => {
    expect(catalogue).toHaveLength(30);
    expect(new Set(catalogue.map((t) => t.id)).size).toBe(30);
    expect(catalogue.map((t) => t.id)).toEqual([
      'calculator', 'unit-converter', 'percentage', 'age-calculator', 'bmi-calculator',
      'word-counter', 'case-converter', 'text-formatter', 'lorem-generator', 'text-diff',
      'color-picker', 'gradient-generator', 'qr-generator', 'image-resizer', 'favicon-generator',
      'json-formatter', 'base64', 'url-encoder', 'hash-generator', 'jwt-decoder', 'regex-tester',
      'meta-generator', 'og-generator', 'robots-generator', 'sitemap-generator', 'utm-builder',
      'password-generator', 'password-checker', 'hash-verifier', 'secure-notes',
    ]);
  });

  it('has the spec category counts', () => {
    const counts = Object.fromEntries(categories.map((c) => [c.id, catalogue.filter((t) => t.category === c.id).length]));
    expect(counts).toEqual({ productivity: 5, text: 5, design: 5, developer: 6, seo: 5, security: 4 });
  });

  it('marks exactly the six popular tools', () => {
    expect(catalogue.filter((t) => t.popular).map((t) => t.id).sort()).toEqual(
      ['calculator', 'color-picker', 'json-formatter', 'password-generator', 'qr-generator', 'word-counter'],
    );
  });

  it('gives every entry a name, description, icon, at least one tag, search keywords and the day it went live', () => {
    for (const tool of catalogue) {
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
