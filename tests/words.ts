// The house rules for words (docs: /work/shared/CONVENTIONS.md "Words", summed up in
// docs/ARCHITECTURE.md): US English everywhere, Title Case for controls and headings. Pure
// functions, used by the e2e route check (every page of the built site), the Storybook
// test-runner (every story) and their own unit tests (tests/unit/words.test.ts).

/** British spellings with their US form. Matched case-insensitively as whole words (or word starts). */
export const BRITISH_SPELLINGS: ReadonlyArray<readonly [pattern: RegExp, us: string]> = [
  [/\bcolour/i, 'color'],
  [/\bcentr(?:e|es|ed|ing)\b/i, 'center'],
  [/\boptimis/i, 'optimize'],
  [/\bgrey/i, 'gray'],
  [/\brecognis/i, 'recognize'],
  [/\blicence/i, 'license'],
  [/\bfavourit/i, 'favorite'],
  [/\bbehaviour/i, 'behavior'],
  [/\borganis(?:e|es|ed|ing|ation)/i, 'organize'],
  [/\banalys(?:e|ed|ing)\b/i, 'analyze'], // not "analyses", the plural of analysis
  [/\bcustomis/i, 'customize'],
  [/\bsummaris/i, 'summarize'],
  [/\bnormalis/i, 'normalize'],
  [/\bmemoris/i, 'memorize'],
  [/\bneighbour/i, 'neighbor'],
  [/\bhonour/i, 'honor'],
  [/\b(?:kilo|centi|milli|micro|nano)?metres?\b/i, 'meter'],
  [/\b(?:milli|centi)?litres?\b/i, 'liter'],
  [/\bdefence\b/i, 'defense'],
  [/\bcatalogue/i, 'catalog'],
];

/** The British spellings in `text`, each as found (e.g. "Colour"). */
export function britishSpellings(text: string): string[] {
  const found: string[] = [];
  for (const [pattern] of BRITISH_SPELLINGS) {
    const global = new RegExp(`${pattern.source}\\w*`, 'gi');
    for (const match of text.matchAll(global)) found.push(match[0]);
  }
  return found;
}

/** Lowercase inside a Title Case label unless first (articles, short conjunctions and prepositions). */
export const MINOR_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'and', 'or', 'nor', 'but', 'to', 'of', 'in', 'on', 'for', 'as', 'at', 'by', 'vs', 'via', 'per']);

/**
 * Labels kept exactly as product-spec.md writes them (its strings win over the house rule), and
 * labels that show a letter case by example (the case converter's "lower case", "Sentence case").
 */
export const EXACT_LABELS: ReadonlySet<string> = new Set([
  'No tools found', 'lower case', 'Sentence case', 'camelCase', 'snake_case', 'kebab-case', 'aLtErNaTiNg cAsE', 'iNVERSE cASE',
  // The scientific calculator's keys: mathematical notation, written as mathematics writes it.
  'sin', 'cos', 'tan', 'sin⁻¹', 'cos⁻¹', 'tan⁻¹', 'x²', 'xʸ', 'ln', 'log', 'ʸ√x', 'n!', 'π', 'e',
]);

/**
 * A word that is not English prose: a number, code or file name (sitemap.xml, utm_source, #fff,
 * 320px, e.g.), an acronym or a name with inner capitals (JSON, OKLCH, iPhone).
 */
function isToken(core: string): boolean {
  // A single capital is a letter or a variable ("X Is What % of Y"), except A, the article.
  if (/^\p{Lu}$/u.test(core) && core !== 'A') return true;
  return !/\p{L}/u.test(core) || /[\d_.#@/\\<>=&+*:]/.test(core) || /.\p{Lu}/u.test(core);
}

/** Punctuation around a word that does not count: quotes, brackets, trailing stops and ellipses. */
const EDGE = /^[\s"'“”‘’«»([{¡¿]+|[\s"'“”‘’«»)\]},.;:!?…]+$/gu;

/**
 * Why `label` breaks Title Case, or null when it keeps it. Every word starts with a capital,
 * except a minor word (a, an, the, and, or, to, of, in, on, for, as, at, by …) that is not the
 * first word of the label or of a part after a colon, a dash or a section number ("2. The
 * Service"), which is lowercase (a minor word as
 * the last word, "Log In", may be capitalized: there it is an adverb). Each part of a hyphenated
 * word counts as a word ("Read-Only", "Step-by-Step"). Numbers, code, file names, acronyms and
 * the exact labels of EXACT_LABELS pass as written.
 */
export function titleCaseProblem(label: string): string | null {
  const text = label.replace(/\s+/g, ' ').trim();
  if (text === '' || EXACT_LABELS.has(text)) return null;
  const words = text.split(' ');
  let startsPart = true;
  for (const [index, raw] of words.entries()) {
    if (/^[—–\-:|/·•]+$/.test(raw)) {
      startsPart = true;
      continue;
    }
    const opensPart = /^[(“"‘'[]/.test(raw);
    const core = raw.replace(EDGE, '');
    // A letter beside an arrow is a letter: "Sort A → Z".
    if (core === 'A' && (words[index + 1] === '→' || words[index - 1] === '→')) continue;
    const last = index === words.length - 1;
    if (core !== '' && !isToken(core)) {
      const parts = core.split('-');
      for (const [partIndex, part] of parts.entries()) {
        if (part === '' || isToken(part)) continue;
        const first = partIndex === 0 && (startsPart || opensPart);
        const minor = MINOR_WORDS.has(part.toLowerCase());
        const capital = /^\p{Lu}/u.test(part);
        if (!capital && !(minor && !first)) return `"${part}" should start with a capital in "${text}"`;
        if (capital && minor && !first && !(last && partIndex === parts.length - 1)) return `"${part}" should be lowercase in "${text}"`;
      }
    }
    // After "Step 1:", "Note —" or a section number ("2. The Service") a new part starts.
    startsPart = /[:—–]$/.test(raw) || /^\d+[.)]$/.test(raw);
  }
  return null;
}

/** A control or heading label read from the page, with what it is ("button", "tab", "h2" …). */
export interface PageLabel {
  kind: string;
  text: string;
}

/** What collectWords reads: the controls' and headings' labels, and all the words on show. */
export interface PageWords {
  labels: PageLabel[];
  text: string;
}

/**
 * Reads `root` in the browser (pass it to page.evaluate: it uses nothing from outside itself).
 * `labels`: the text of every button, tab and heading (card titles are headings), read from
 * the DOM (not innerText), so text under `content-visibility: auto` or visually hidden is read
 * too; text under aria-hidden is not, and code counts as one token. A
 * select's trigger is left out: it shows the chosen value, not a label. `text`: every text node
 * (not scripts or styles), the attributes a person reads or hears (aria-label, placeholder,
 * title, alt) and, for a document, its title and meta description. Left out: what a person
 * entered, shown inside an element marked `data-user-content`, and elements inside
 * `ignoreScreens` (a selector, e.g. Storybook's own screens around a story).
 */
export function collectWords(root: Document | Element | ShadowRoot, ignoreScreens?: string): PageWords {
  // What a person typed or loaded (a JSON document's keys, a note's title) is theirs, not ours.
  const ignore = ['[data-user-content]', ignoreScreens].filter(Boolean).join(', ');
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const labels: PageLabel[] = [];
  const selector = 'button, [role="button"], [role="tab"], h1, h2, h3, h4, h5, h6, [role="heading"]';
  // A label's words as shown and spoken: text under aria-hidden (a copy button's idle label while
  // it says "Copied!") is left out, and code (<code>theme</code>) or what a person entered (a
  // note's title in its heading) stands as one token.
  const labelText = (el: Element): string => {
    let out = '';
    for (const child of Array.from(el.childNodes)) {
      if (child.nodeType === 3) out += child.nodeValue ?? '';
      else if (child instanceof Element && child.getAttribute('aria-hidden') !== 'true') {
        out += /^(CODE|KBD|SAMP)$/.test(child.tagName) || child.matches(ignore) ? ' <code> ' : labelText(child);
      }
    }
    return out;
  };
  for (const el of Array.from(root.querySelectorAll(selector))) {
    if (el.getAttribute('aria-haspopup') === 'listbox' || el.closest('[aria-hidden="true"]') || el.closest(ignore)) continue;
    const text = squash(labelText(el));
    if (text === '') continue;
    const role = el.getAttribute('role');
    labels.push({ kind: role && role !== 'heading' ? role : el.tagName.toLowerCase(), text });
  }
  const parts: string[] = [];
  const doc = root instanceof Document ? root : (root.ownerDocument ?? document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent === 'SCRIPT' || parent === 'STYLE' || parent === 'NOSCRIPT' || node.parentElement?.closest(ignore)) continue;
    parts.push(node.nodeValue ?? '');
  }
  for (const el of Array.from(root.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-description]'))) {
    if (el.closest(ignore)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  if (root instanceof Document) {
    parts.push(root.title);
    for (const meta of Array.from(root.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]'))) parts.push(meta.getAttribute('content') ?? '');
  }
  return { labels, text: squash(parts.join(' \n ')) };
}

/** The problems collectWords' result has under the house rules, one line each (empty when none). */
export function wordProblems(words: PageWords): string[] {
  const problems = new Set<string>();
  for (const found of britishSpellings(words.text)) problems.add(`British spelling "${found}"`);
  for (const label of words.labels) {
    for (const found of britishSpellings(label.text)) problems.add(`British spelling "${found}" in ${label.kind} "${label.text}"`);
    const problem = titleCaseProblem(label.text);
    if (problem) problems.add(`${label.kind}: ${problem}`);
  }
  return [...problems];
}
