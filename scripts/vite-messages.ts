/**
 * Compiles message catalogs at build time (issue #31): every `src/**\/messages/<locale>.ts` file
 * (an object of ICU MessageFormat strings) becomes a module of precompiled messages, the form
 * src/i18n/message.ts renders. The page never parses a message: plain text stays a string; a
 * message with arguments, plurals, selects or tags becomes an array of parts. A message that does
 * not parse fails the build with its file and key.
 *
 * A tool's catalog (`src/tools/<id>/messages/<locale>.ts`) is served in two parts: its default
 * export without the keys its `guide.ts` lists (the feature cards and steps under the tool, about
 * 40 % of the words), and those keys alone as `<locale>.ts?guide`, a chunk of its own that the
 * main part names as `export const guide = () => import(…)`. The guide hydrates after the page
 * (ToolFrame's DeferredSection), so a page's initial JS carries only the words the tool shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

export const CATALOG_FILE = /[\\/]src[\\/].*[\\/]messages[\\/][\w-]+\.ts$/;
/** A tool's catalog, whose guide keys are a part of their own. */
const TOOL_CATALOG_FILE = /[\\/]src[\\/]tools[\\/][\w-]+[\\/]messages[\\/]([\w-]+)\.ts$/;
/** The query that asks for a tool catalog's guide part. */
export const GUIDE_QUERY = 'guide';

type Part =
  | string
  | [0, string]
  | [1, string, string?]
  | [2, string, number, Record<string, Compiled>, 1?]
  | [3, string, Record<string, Compiled>]
  | [4]
  | [5, string, Compiled];
type Compiled = string | Part[];

function compileElements(elements: MessageFormatElement[]): Compiled {
  const parts: Part[] = [];
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        if (typeof parts.at(-1) === 'string') parts[parts.length - 1] = `${parts.at(-1) as string}${element.value}`;
        else parts.push(element.value);
        break;
      case TYPE.argument:
        parts.push([0, element.value]);
        break;
      case TYPE.number:
        parts.push(typeof element.style === 'string' && element.style ? [1, element.value, element.style] : [1, element.value]);
        break;
      case TYPE.plural: {
        const options: Record<string, Compiled> = {};
        for (const [key, option] of Object.entries(element.options)) options[key] = compileElements(option.value);
        parts.push(element.pluralType === 'ordinal' ? [2, element.value, element.offset, options, 1] : [2, element.value, element.offset, options]);
        break;
      }
      case TYPE.select: {
        const options: Record<string, Compiled> = {};
        for (const [key, option] of Object.entries(element.options)) options[key] = compileElements(option.value);
        parts.push([3, element.value, options]);
        break;
      }
      case TYPE.pound:
        parts.push([4]);
        break;
      case TYPE.tag:
        parts.push([5, element.value, compileElements(element.children)]);
        break;
      default:
        throw new Error(`unsupported ICU element (type ${element.type}): dates and times are formatted in code`);
    }
  }
  if (parts.length === 0) return '';
  if (parts.length === 1 && typeof parts[0] === 'string') return parts[0];
  return parts;
}

/** One ICU message, compiled (exported for the unit tests and the completeness test). */
export function compileMessage(message: string): Compiled {
  return compileElements(parse(message, { requiresOtherClause: true }));
}

/** Evaluates a catalog module's JavaScript (after TypeScript is stripped): one default-exported object literal. */
export function catalogObject(code: string, file: string): Record<string, string> {
  const body = code.replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '').trim();
  if (!/^export default\s*\{[\s\S]*\};?$/.test(body)) throw new Error(`${file}: a catalog is one \`export default { key: 'message', … }\` and nothing else`);
  const value: unknown = new Function(`return (${body.replace(/^export default\s*/, '').replace(/;$/, '')});`)();
  if (!value || typeof value !== 'object') throw new Error(`${file}: not an object`);
  for (const [key, message] of Object.entries(value)) if (typeof message !== 'string') throw new Error(`${file}: ${key} is not a string`);
  return value as Record<string, string>;
}

/**
 * The message keys a tool's `guide.ts` names (every `title: 'key'` and `text: 'key'` of its
 * `messageGuide`); a unit test holds this to the guide objects themselves.
 */
export function guideKeys(source: string): Set<string> {
  return new Set([...source.matchAll(/\b(?:title|text):\s*'([^']+)'/g)].map((match) => match[1] ?? ''));
}

export function messagesPlugin(): Plugin {
  return {
    name: 'toolshed:messages',
    // After TypeScript is stripped (the catalog's `satisfies` and type imports are gone).
    transform(code, id) {
      const [file = id, query = ''] = id.split('?');
      if (!CATALOG_FILE.test(file)) return null;
      const locale = TOOL_CATALOG_FILE.exec(file)?.[1];
      const guideFile = locale ? path.join(path.dirname(file), '..', 'guide.ts') : null;
      const guide = guideFile && fs.existsSync(guideFile) ? guideKeys(fs.readFileSync(guideFile, 'utf8')) : null;
      if (guideFile && guide) this.addWatchFile(guideFile);
      const wantGuide = new URLSearchParams(query).has(GUIDE_QUERY);
      if (wantGuide && !guide) throw new Error(`${file}?${GUIDE_QUERY}: only a tool's catalog beside a guide.ts has a guide part`);
      const compiled: Record<string, Compiled> = {};
      for (const [key, message] of Object.entries(catalogObject(code, file))) {
        if (guide && guide.has(key) !== wantGuide) continue;
        try {
          compiled[key] = compileMessage(message);
        } catch (error) {
          throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
        }
      }
      const guidePart = guide && !wantGuide ? `export const guide = () => import(${JSON.stringify(`./${locale}.ts?${GUIDE_QUERY}`)});\n` : '';
      return { code: `export default ${JSON.stringify(compiled)};\n${guidePart}`, map: null };
    },
  };
}

/**
 * A catalog file's source messages (not compiled): for the completeness test, which checks what
 * translators wrote. TypeScript is stripped as the build strips it.
 */
export async function readCatalogSource(file: string, source: string): Promise<Record<string, string>> {
  const { transformWithOxc } = await import('vite');
  const { code } = await transformWithOxc(source, file, { lang: 'ts' });
  return catalogObject(code, file);
}
