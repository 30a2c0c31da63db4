import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Right-to-left readiness (issue #31): styles say "start" and "end", never "left" and "right",
 * so an Arabic page mirrors by itself (`dir="rtl"` on <html>, or on an embed's host). This test
 * reads every stylesheet (`*.css.ts`) and every inline style and CSSOM write in the components, and
 * fails when a physical horizontal direction comes back. Block-axis properties (top, bottom,
 * margin-top…) are fine: no locale of ours writes vertically.
 */

interface Finding {
  file: string;
  line: number;
  text: string;
  problem: string;
}

/** A rule: what it finds in a line of a stylesheet, and what to use instead. */
interface Rule {
  pattern: RegExp;
  problem: string;
  /** Where the rule applies, when not everywhere. */
  only?: 'stylesheet' | 'component';
}

const styleRules: Rule[] = [
  { pattern: /\b(?:margin|padding|scrollMargin|scrollPadding)(?:Left|Right)\s*:/, problem: 'use marginInlineStart/End, paddingInlineStart/End (or the *Inline shorthand)' },
  { pattern: /\bborder(?:Left|Right)\w*\s*:/, problem: 'use borderInlineStart/End (…Color, …Width)' },
  { pattern: /\bborder(?:Top|Bottom)(?:Left|Right)Radius\s*:/, problem: 'use borderStartStartRadius, borderStartEndRadius, borderEndStartRadius, borderEndEndRadius' },
  { pattern: /(?:^|[\s{,])['"]?(?:left|right)['"]?\s*:/, problem: 'use insetInlineStart/End' },
  { pattern: /\b(?:textAlign|float|clear)\s*:\s*['"](?:left|right)['"]/, problem: "use 'start' / 'end' ('inline-start' / 'inline-end' for float and clear)" },
  { pattern: /\bto (?:left|right)\b/, problem: 'a gradient along the reading direction: mirror it under :dir(rtl)', only: 'stylesheet' },
  { pattern: /\bbackgroundPosition\w*\s*:.*\b(?:left|right)\b/, problem: 'a background at a horizontal edge: mirror it under :dir(rtl)' },
  { pattern: /\btranslate(?:X|3d)?\(/, problem: 'a horizontal move: mirror it under :dir(rtl), then allow-list it here' },
  { pattern: /['"](?:margin|padding|border)-(?:left|right)\b|['"](?:left|right)['"]\s*,/, problem: 'a physical property written by name (CSSOM): use the logical one', only: 'component' },
];

/**
 * Intentional physical cases, each with why it is right as it is. An entry that no longer
 * matches anything fails the test too, so the list never keeps a stale excuse.
 */
const allowList: Array<{ file: string; text: string; why: string }> = [
  {
    file: 'src/tools/markdown-preview/MarkdownPreview.css.ts',
    text: `td[align="right"]'), { textAlign: 'right' }`,
    why: "a Markdown table's column alignment (|---:|) is physical: the author wrote right",
  },
  {
    file: 'src/tools/markdown-preview/MarkdownPreview.css.ts',
    text: `td[align="left"]'), { textAlign: 'left' }`,
    why: "a Markdown table's column alignment (|:---|) is physical: the author wrote left",
  },
  { file: 'src/ui/components/Meter.css.ts', text: "transform: 'translateX(-100%)'", why: 'the fill slides in from the start; `scale: -1 1` under :dir(rtl) mirrors it' },
  { file: 'src/ui/components/MeterFill.tsx', text: "style.setProperty('transform', `translateX(", why: 'the same slide set from script; mirrored by the fill\'s :dir(rtl) scale' },
  { file: 'src/ui/components/Switch.css.ts', text: 'transform: `translateX(${vars.space.md})', why: 'the checked thumb moves to the end; the :dir(rtl) rules below it move it the other way' },
  { file: 'src/ui/components/Switch.css.ts', text: 'transform: `translateX(calc(${vars.space.md} * -1))', why: 'those :dir(rtl) rules' },
  { file: 'src/ui/components/Slider.css.ts', text: "transform: 'translate(-50%, -50%)'", why: 'centres the thumb on its inset-inline-start position; :dir(rtl) uses translate(50%, -50%)' },
  { file: 'src/ui/components/Slider.css.ts', text: "transform: 'translate(50%, -50%)'", why: 'that :dir(rtl) rule' },
  { file: 'src/site/layout/Sidebar.css.ts', text: 'transform: `translateX(${slideFrom})`', why: 'the drawer slides in from the inline-start edge (slideFrom is -100%, or 100% under :dir(rtl)) to translateX(0)' },
];

const shorthandSides = /\b(padding|margin|inset|scrollMargin|scrollPadding|borderWidth|borderColor|borderStyle|borderRadius)\s*:\s*(`[^`]*`|'[^']*')/g;

/** Splits a CSS value on top-level spaces: `${a} calc(1px + ${b})` is two parts. */
function cssValueParts(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value.trim()) {
    if (ch === '(' || ch === '{') depth++;
    if (ch === ')' || ch === '}') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += ch;
  }
  if (current) parts.push(current);
  return parts;
}

/** Whether a box shorthand gives the left and right sides (or corners) different values. */
function asymmetricShorthand(property: string, value: string): boolean {
  const v = cssValueParts(value);
  if (property === 'borderRadius') {
    if (v.some((part) => part === '/')) return true; // elliptical radii: spell them out
    // 1–4 values: top-left, top-right, bottom-right, bottom-left.
    const [tl, tr = tl, br = tl, bl = tr] = v;
    return tl !== tr || br !== bl;
  }
  // 1–4 values: top, right, bottom, left.
  return v.length === 4 && v[1] !== v[3];
}

/** The physical horizontal directions in one source file's text. */
function physicalDirections(file: string, source: string): Finding[] {
  const findings: Finding[] = [];
  const isStylesheet = file.endsWith('.css.ts');
  const lines = source.split('\n');
  lines.forEach((text, index) => {
    const trimmed = text.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return;
    // A component: only its inline style objects and CSSOM writes are styles (a diff's `left`
    // and `right` texts are data).
    const styleText = isStylesheet ? text : [...text.matchAll(/style=\{\{(.*?)\}\}|setProperty\((.*?)\)/g)].map((m) => m[1] ?? m[2]).join(' ');
    if (!styleText) return;
    const subject = isStylesheet ? styleText : `{${styleText}}`;
    for (const rule of styleRules) {
      if (rule.only && rule.only !== (isStylesheet ? 'stylesheet' : 'component')) continue;
      if (rule.pattern.test(subject)) findings.push({ file, line: index + 1, text: trimmed, problem: rule.problem });
    }
    for (const match of subject.matchAll(shorthandSides)) {
      const [, property, quoted] = match;
      if (asymmetricShorthand(property!, quoted!.slice(1, -1))) {
        findings.push({ file, line: index + 1, text: trimmed, problem: `${property} gives left and right different values: use paddingBlock/paddingInline (or the logical longhands)` });
      }
    }
  });
  return findings;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(css\.ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const allowed = (finding: Finding) => allowList.find((entry) => entry.file === finding.file && finding.text.includes(entry.text));

describe('logical CSS properties (right-to-left readiness)', () => {
  const files = [...sourceFiles('src'), ...sourceFiles('.storybook')].map((file) => file.split(path.sep).join('/'));
  const findings = files.flatMap((file) => physicalDirections(file, readFileSync(file, 'utf8')));

  it('reads the stylesheets and components', () => {
    expect(files.filter((file) => file.endsWith('.css.ts')).length).toBeGreaterThan(80);
    expect(files).toContain('src/ui/components/Slider.tsx');
  });

  it('finds no physical left/right outside the allow-list', () => {
    const problems = findings.filter((finding) => !allowed(finding)).map((f) => `${f.file}:${f.line}  ${f.text}\n    → ${f.problem}`);
    expect(problems, `Physical directions break the RTL (Arabic) layout:\n${problems.join('\n')}`).toEqual([]);
  });

  it('keeps no stale allow-list entry', () => {
    const stale = allowList.filter((entry) => !findings.some((finding) => allowed(finding) === entry));
    expect(stale).toEqual([]);
  });
});

describe('the physical-direction scanner', () => {
  const scan = (source: string, file = 'x.css.ts') => physicalDirections(file, source).map((f) => f.text);

  it('flags physical properties, values and asymmetric shorthands in stylesheets', () => {
    const bad = [
      "  marginLeft: 'auto',",
      '  paddingRight: vars.space.sm,',
      '  borderLeft: `1px solid ${c}`,',
      "  borderRightColor: 'transparent',",
      '  borderTopLeftRadius: r,',
      '  left: 0,',
      "  right: vars.space.md,",
      "  textAlign: 'right',",
      "  float: 'left',",
      "  background: 'linear-gradient(to right, red, blue)',",
      '  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,',
      '  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,',
      "  transform: 'translateX(-100%)',",
    ];
    for (const line of bad) expect(scan(line), line).toEqual([line.trim()]);
  });

  it('accepts logical properties, symmetric shorthands and block-axis sides', () => {
    const good = [
      "  marginInlineStart: 'auto',",
      '  insetInlineEnd: 0,',
      "  textAlign: 'end',",
      "  textAlign: 'center',",
      '  padding: `0 ${vars.space.sm}`,',
      '  padding: `${vars.space.xs} ${vars.space.sm} 0`,',
      '  margin: `calc(${a} + ${b}) 0 calc(${a} + ${b}) 0`,',
      '  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,',
      '  top: 0, bottom: 0,',
      "  '[data-placement=\"left\"] &': { transform: 'rotate(-90deg)' },",
      '  // marginLeft in a comment',
    ];
    for (const line of good) expect(scan(line), line).toEqual([]);
  });

  it('reads only inline styles and CSSOM writes in components', () => {
    expect(scan('<div style={{ left: `${percent}%` }} />', 'x.tsx')).toHaveLength(1);
    expect(scan("el.style.setProperty('margin-left', '4px');", 'x.tsx')).toHaveLength(1);
    expect(scan('<div style={{ insetInlineStart: `${percent}%` }} />', 'x.tsx')).toEqual([]);
    expect(scan('const sides = { left: a, right: b };', 'x.tsx')).toEqual([]);
  });
});
