/**
 * Lorem ipsum placeholder text: paragraphs, sentences or words from the classic vocabulary,
 * drawn with a seeded generator so the same seed always gives the same text.
 * Pure functions: no React, no DOM (a random seed, when wanted, comes from the caller).
 */

export const UNITS = ['paragraphs', 'sentences', 'words'] as const;
export type Unit = (typeof UNITS)[number];
export const FORMATS = ['plain', 'html'] as const;
export type Format = (typeof FORMATS)[number];

/** Largest count per unit: enough for any layout, small enough to generate instantly. */
export const MAX_COUNT: Record<Unit, number> = { paragraphs: 100, sentences: 500, words: 5000 };

export interface LoremSettings {
  unit: Unit;
  count: number;
  format: Format;
  startWithLorem: boolean;
}

export const DEFAULT_SETTINGS: LoremSettings = { unit: 'paragraphs', count: 3, format: 'plain', startWithLorem: true };

/** The opening everyone recognises (Cicero, De finibus, as scrambled by typesetters). */
export const CLASSIC_SENTENCE =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.';

const CLASSIC_WORDS = CLASSIC_SENTENCE.replace(/[.,]/g, '').split(' ');

export const WORDS: readonly string[] = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua ' +
  'enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in ' +
  'reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui ' +
  'officia deserunt mollit anim id est laborum at vero eos accusamus iusto odio dignissimos ducimus blanditiis praesentium ' +
  'voluptatum deleniti atque corrupti quos dolores quas molestias excepturi obcaecati cupiditate provident similique mollitia ' +
  'animi perspiciatis unde omnis iste natus error voluptatem accusantium doloremque laudantium totam rem aperiam eaque ipsa quae ' +
  'ab illo inventore veritatis quasi architecto beatae vitae dicta explicabo nemo ipsam quia voluptas aspernatur aut odit fugit ' +
  'consequuntur magni porro quisquam nihil impedit quo minus maxime placeat facere possimus assumenda repellendus temporibus ' +
  'quibusdam officiis debitis rerum necessitatibus saepe eveniet recusandae itaque earum hic tenetur sapiente delectus reiciendis'
).split(' ');

/** A small, fast, well-mixed 32-bit generator (mulberry32): same seed, same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Any seed text to a 32-bit number (FNV-1a over UTF-16 code units). */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = (random: Random) => WORDS[Math.floor(random() * WORDS.length)]!;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const lastWord = (sentence: string | undefined) => sentence?.slice(sentence.lastIndexOf(' ') + 1).replace(/[.,]/g, '').toLowerCase();

/** 5–14 words, capitalised, a comma now and then in the longer ones, ending with a full stop. */
function sentence(random: Random, previous: string | undefined): string {
  const length = between(random, 5, 14);
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    let word = pick(random);
    // Never two of the same word in a row, not even across a full stop: it reads as a typo.
    while (word === (i === 0 ? lastWord(previous) : words[i - 1])) word = pick(random);
    words.push(word);
  }
  if (length >= 8) {
    const comma = between(random, 2, length - 4);
    words[comma] += ',';
  }
  words[0] = capitalise(words[0]!);
  return `${words.join(' ')}.`;
}

/** Sentences grouped into paragraphs of 4–7; the first may be the classic one. */
function paragraph(random: Random, classicFirst: boolean): string {
  const length = between(random, 4, 7);
  const sentences = classicFirst ? [CLASSIC_SENTENCE] : [];
  while (sentences.length < length) sentences.push(sentence(random, sentences.at(-1)));
  return sentences.join(' ');
}

export interface LoremResult {
  /** Paragraphs of plain text (one for sentences and words). */
  paragraphs: string[];
  /** The text in the chosen format, ready to copy or download. */
  text: string;
  words: number;
  sentences: number;
  characters: number;
}

/** Clamps a count to 1…MAX_COUNT[unit]; anything not a finite number gives the default. */
export function clampCount(unit: Unit, count: number): number {
  if (!Number.isFinite(count)) return DEFAULT_SETTINGS.count;
  return Math.min(MAX_COUNT[unit], Math.max(1, Math.round(count)));
}

export function generateLorem(settings: LoremSettings, seed: string): LoremResult {
  const { unit, format, startWithLorem } = settings;
  const count = clampCount(unit, settings.count);
  const random = mulberry32(hashSeed(seed));
  let paragraphs: string[];

  if (unit === 'paragraphs') {
    paragraphs = Array.from({ length: count }, (_, i) => paragraph(random, startWithLorem && i === 0));
  } else if (unit === 'sentences') {
    const sentences = startWithLorem ? [CLASSIC_SENTENCE] : [];
    while (sentences.length < count) sentences.push(sentence(random, sentences.at(-1)));
    paragraphs = [sentences.slice(0, count).join(' ')];
  } else {
    const words = startWithLorem ? CLASSIC_WORDS.slice(0, count) : [];
    while (words.length < count) {
      let word = pick(random);
      while (word === words[words.length - 1]?.toLowerCase()) word = pick(random);
      words.push(word);
    }
    words[0] = capitalise(words[0]!);
    paragraphs = [words.join(' ')];
  }

  const text = format === 'html' ? paragraphs.map((p) => `<p>${p}</p>`).join('\n') : paragraphs.join('\n\n');
  return {
    paragraphs,
    text,
    words: paragraphs.reduce((sum, p) => sum + countWords(p), 0),
    sentences: unit === 'words' ? 0 : paragraphs.reduce((sum, p) => sum + countSentences(p), 0),
    characters: text.length,
  };
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
export const countSentences = (text: string) => (text.match(/\.(\s|$)/g) ?? []).length;

export const downloadName = (format: Format) => (format === 'html' ? 'lorem-ipsum.html' : 'lorem-ipsum.txt');

/** Settings worth remembering (never the seed: a remembered seed would make "random" text repeat). */
export function parseSettings(stored: unknown): Partial<LoremSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<LoremSettings> = {};
  if (typeof s.unit === 'string' && (UNITS as readonly string[]).includes(s.unit)) out.unit = s.unit as Unit;
  if (typeof s.format === 'string' && (FORMATS as readonly string[]).includes(s.format)) out.format = s.format as Format;
  if (typeof s.startWithLorem === 'boolean') out.startWithLorem = s.startWithLorem;
  if (typeof s.count === 'number' && Number.isInteger(s.count) && s.count >= 1 && s.count <= MAX_COUNT[out.unit ?? 'words']) out.count = s.count;
  return out;
}

/**
 * Props as the embed hands them over (strings) or React passes them (typed): the valid ones
 * only, so an invalid attribute falls back to the default.
 */
export function settingsFromProps(props: { unit?: unknown; count?: unknown; format?: unknown; startWithLorem?: unknown }): Partial<LoremSettings> {
  const out: Partial<LoremSettings> = {};
  if (typeof props.unit === 'string' && (UNITS as readonly string[]).includes(props.unit)) out.unit = props.unit as Unit;
  if (typeof props.format === 'string' && (FORMATS as readonly string[]).includes(props.format)) out.format = props.format as Format;
  const start = parseBoolean(props.startWithLorem);
  if (start !== undefined) out.startWithLorem = start;
  const count = typeof props.count === 'string' && props.count.trim() !== '' ? Number(props.count) : props.count;
  if (typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_COUNT[out.unit ?? DEFAULT_SETTINGS.unit]) out.count = count;
  return out;
}

function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (['', 'true', 'on', 'yes', '1'].includes(v)) return true;
  if (['false', 'off', 'no', '0'].includes(v)) return false;
  return undefined;
}

/** A seed prop: text or a number; empty or anything else means "random". */
export function seedFromProp(seed: unknown): string {
  if (typeof seed === 'number' && Number.isFinite(seed)) return String(seed);
  return typeof seed === 'string' ? seed.trim().slice(0, 100) : '';
}
