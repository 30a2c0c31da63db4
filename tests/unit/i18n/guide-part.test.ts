/**
 * A tool's guide words are a chunk of their own (issue #31's locale overhead): the messages plugin
 * serves each tool catalog without the keys its guide.ts lists and those keys alone as `?guide`
 * (scripts/vite-messages.ts). The split follows guide.ts exactly, and nothing but the guide reads
 * those keys, so no screen can show a key name where its words were.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideKeys, readCatalogSource } from '../../../scripts/vite-messages';
import { defineCatalog } from '../../../src/i18n/catalog';
import { SITE_LOCALES } from '../../../src/i18n/locales';
import type { ToolGuide } from '../../../src/tools/guide';

const root = path.resolve(import.meta.dirname, '../../..');
const guides = import.meta.glob<ToolGuide>('/src/tools/*/guide.ts', { eager: true, import: 'guide' });
const catalogs = import.meta.glob<{ default: Record<string, string> }>('/src/tools/*/messages/*.ts');
const toolIds = Object.keys(guides).map((file) => file.split('/')[3] ?? '');

const keysOf = (guide: ToolGuide) => [...guide.features, ...guide.steps].flatMap(({ title, text }) => [title, text]);
const catalogOf = (id: string) => defineCatalog(Object.fromEntries(Object.entries(catalogs).filter(([file]) => file.startsWith(`/src/tools/${id}/messages/`))));

/** A tool folder's source files other than its guide and its catalogs. */
function screenSources(id: string): Array<[string, string]> {
  const dir = path.join(root, 'src/tools', id);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && file !== 'guide.ts' && !file.startsWith(`messages${path.sep}`))
    .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]);
}

describe('the guide part of each tool catalog', () => {
  it('has a guide.ts in every tool with messages', () => {
    expect(toolIds.length).toBeGreaterThanOrEqual(53);
    for (const id of toolIds) expect(fs.existsSync(path.join(root, 'src/tools', id, 'messages/en.ts')), id).toBe(true);
  });

  it('splits by exactly the keys each guide.ts names (the plugin reads the file; the guide object agrees)', () => {
    for (const [file, guide] of Object.entries(guides)) {
      expect(guide.keys, file).toBe(true);
      expect(guideKeys(fs.readFileSync(path.join(root, file), 'utf8')), file).toEqual(new Set(keysOf(guide)));
    }
  });

  it('leaves the guide out of the main part and serves it alone, in every locale', async () => {
    for (const id of toolIds) {
      const guide = new Set(keysOf(guides[`/src/tools/${id}/guide.ts`]!));
      const catalog = catalogOf(id);
      const file = path.join(root, 'src/tools', id, 'messages/en.ts');
      const english = Object.keys(await readCatalogSource(file, fs.readFileSync(file, 'utf8')));
      for (const locale of SITE_LOCALES) {
        const [main, part] = await Promise.all([catalog.load(locale), catalog.loadGuide(locale)]);
        expect(Object.keys(part).sort(), `${id} ${locale}`).toEqual([...guide].sort());
        expect(Object.keys(main).filter((key) => guide.has(key)), `${id} ${locale}`).toEqual([]);
        expect([...Object.keys(main), ...Object.keys(part)].sort(), `${id} ${locale}`).toEqual([...english].sort());
      }
    }
  });

  it('is read by the guide alone: no screen or logic file names a guide key', () => {
    for (const id of toolIds) {
      const guide = keysOf(guides[`/src/tools/${id}/guide.ts`]!);
      for (const [file, source] of screenSources(id)) {
        const named = guide.filter((key) => new RegExp(`['"\`]${key}['"\`]`).test(source));
        expect(named, `src/tools/${id}/${file}`).toEqual([]);
        // A key built at run time could name one too.
        expect(source, `src/tools/${id}/${file}`).not.toMatch(/[`'"](?:feature|step)[A-Z]?\w*\$\{/);
      }
    }
  });

  it('gives a catalog without a guide (the site chrome) an empty part', async () => {
    const site = defineCatalog(import.meta.glob<{ default: Record<string, string> }>('/src/site/messages/*.ts'));
    expect(await site.loadGuide('de')).toEqual({});
    expect(Object.keys(await site.load('de')).length).toBeGreaterThan(20);
  });
});
