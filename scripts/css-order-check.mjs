// Style-sheet order check: finds two rules of equal specificity from different source modules
// (`.css.ts` files) that both match one element and set the same property to different values.
// Which of such a pair wins depends only on the order the browser received the two rules, and that
// order differs between a prerendered page (its merged page-*.css), a client-side navigation (chunk
// CSS appended later), the embed's per-tool sheets and Storybook. (The schema generator's JSON-LD
// card sat 16 px low in Storybook for that reason: its sticky position lost to the Card's
// `position: relative` there and won on the site.)
//
// Usage (dist built by `npm run build:site`):
//   node scripts/css-order-check.mjs [--json out.json] [--widths 1280,375] [--all] [/path ...]
//   node scripts/css-order-check.mjs --storybook storybook-static [--widths 1280] [/story-id-prefix ...]
// (--all also lists the pairs that are allowed, and why)
// Exit code 1 when it finds a conflict that is not listed in ALLOWED below.
//
// How: vanilla-extract's short class names start with a hash of their file's path
// (`hash(packageName + filePath)` + a counter), so each class in the built CSS maps back to the
// `.css.ts` file that made it, also inside a merged page-*.css. In the page, for every rule of
// every enabled style sheet (inside @media/@container/@supports too, whether or not the condition
// holds now; the report lists the conditions), each selector of the list is matched with
// querySelectorAll after removing user-action pseudo-classes (:hover, :focus…), which still count
// for its specificity; a pseudo-element selector is matched on its element and compared only with
// rules for the same pseudo-element. Then per element, per longhand (the browser's own expansion
// of shorthands via rule.style): rules of equal specificity, equal !important and equal @layer
// from different modules with different values are reported, with the one that wins now.
/* global document, CSSStyleRule, CSSMediaRule, CSSContainerRule, CSSSupportsRule, CSSLayerBlockRule */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const require = createRequire(`${root}/`);
const { chromium } = require('@playwright/test');
const hashModule = require('@emotion/hash');
const hash = hashModule.default ?? hashModule;
const { chromiumPath, chromiumArgs, installHint } = require(`${root}/scripts/chromium.cjs`);
const { serve } = await import(`${root}/scripts/serve.mjs`);
const { siteHeaders } = await import(`${root}/scripts/headers.mjs`);

/**
 * Known pairs that are fine as they are, as `property selectorA | selectorB` with the source
 * files' short names instead of the hashed classes (see the report's `key`), and why.
 * @type {Record<string, string>}
 */
const ALLOWED = {};

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const jsonOut = opt('--json', null);
const widths = opt('--widths', '1280,375').split(',').map(Number);
// --storybook <dir>: every story of a built Storybook instead of the site (its own sheet order:
// only that story file's chunks, in their import order), after its play function ran.
const storybookDir = opt('--storybook', null);
const siteRoot = storybookDir ?? 'dist';

if (!chromiumPath) {
  console.error(`No Chromium found. ${installHint}`);
  process.exit(2);
}
if (!fs.existsSync(`${siteRoot}/${storybookDir ? 'index.json' : 'index.html'}`)) {
  console.error(storybookDir ? `${storybookDir} is not a built Storybook.` : 'dist/ is not built: run `npm run build:site` first.');
  process.exit(2);
}

// Class-name prefix → source module.
const packageName = JSON.parse(fs.readFileSync('package.json', 'utf8')).name;
/** @type {Record<string, string>} */
const modules = {};
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (/\.css\.ts$/.test(entry.name)) modules[hash(`${packageName}${file}`)] = file;
  }
};
walk('src');

// Which `.css.ts` files each one imports (transitively). A file's CSS comes after the CSS of the
// files it imports in every bundle (Vite and vanilla-extract emit dependencies first, and the site
// sheet that holds ui/styles.css.ts loads before any page's), so when the rule that wins is from a
// file that imports the other's, the order is settled and not reported as a conflict.
/** @type {Map<string, Set<string>>} */
const imports = new Map();
for (const file of Object.values(modules)) {
  const text = fs.readFileSync(file, 'utf8');
  const deps = new Set();
  for (const m of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1])).replace(/\.css(\.ts)?$/, '.css.ts');
    if (target.endsWith('.css.ts') && fs.existsSync(target)) deps.add(target);
  }
  imports.set(file, deps);
}
const importsTransitively = (from, to, seen = new Set()) => {
  if (seen.has(from)) return false;
  seen.add(from);
  for (const dep of imports.get(from) ?? []) if (dep === to || importsTransitively(dep, to, seen)) return true;
  return false;
};

let pages = args.filter((a) => a.startsWith('/'));
if (storybookDir) {
  const index = JSON.parse(fs.readFileSync(`${storybookDir}/index.json`, 'utf8'));
  const filter = pages.map((p) => p.slice(1));
  pages = Object.values(index.entries)
    .filter((e) => e.type === 'story' && (filter.length === 0 || filter.some((f) => e.id.startsWith(f))))
    .map((e) => `/iframe.html?id=${e.id}&viewMode=story`);
} else if (pages.length === 0) {
  const tools = fs.readdirSync('dist/tools', { withFileTypes: true }).filter((d) => d.isDirectory() && fs.existsSync(`dist/tools/${d.name}/index.html`));
  const posts = fs.existsSync('dist/blog') ? fs.readdirSync('dist/blog', { withFileTypes: true }).filter((d) => d.isDirectory()) : [];
  pages = ['/', '/tools', '/blog', ...(posts[0] ? [`/blog/${posts[0].name}`] : []), '/about', '/contact', '/docs/api', '/embed', ...tools.map((d) => `/tools/${d.name}`)];
}

/** Runs in the page: every conflicting pair on this page. */
function inPage(modules) {
  const prefixes = Object.keys(modules).sort((a, b) => b.length - a.length);
  const moduleOfClass = (cls) => {
    const bare = cls.replace(/^_/, '');
    for (const p of prefixes) if (bare.startsWith(p) && /^[0-9a-z]+$/.test(bare.slice(p.length))) return modules[p];
    return null;
  };
  const classesIn = (sel) => [...sel.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

  // --- specificity -------------------------------------------------------------------------
  const splitList = (text) => {
    const out = [];
    let depth = 0;
    let quote = null;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quote) {
        if (ch === '\\') i++;
        else if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '\\') i++;
      else if (ch === '(' || ch === '[') depth++;
      else if (ch === ')' || ch === ']') depth--;
      else if (ch === ',' && depth === 0) {
        out.push(text.slice(start, i).trim());
        start = i + 1;
      }
    }
    out.push(text.slice(start).trim());
    return out.filter(Boolean);
  };
  const identEnd = (s, i) => {
    while (i < s.length) {
      if (s[i] === '\\') i += 2;
      else if (/[\w-]/.test(s[i]) || s.charCodeAt(i) > 127) i++;
      else break;
    }
    return i;
  };
  const closeParen = (s, i) => {
    let depth = 0;
    for (; i < s.length; i++) {
      if (s[i] === '\\') i++;
      else if (s[i] === '(') depth++;
      else if (s[i] === ')' && --depth === 0) return i;
    }
    return s.length - 1;
  };
  const maxSpec = (list) => list.map(specificity).reduce((m, s) => (cmp(s, m) > 0 ? s : m), [0, 0, 0]);
  const cmp = (x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  function specificity(sel) {
    let [a, b, c] = [0, 0, 0];
    let i = 0;
    while (i < sel.length) {
      const ch = sel[i];
      if (ch === '#') {
        a++;
        i = identEnd(sel, i + 1);
      } else if (ch === '.') {
        b++;
        i = identEnd(sel, i + 1);
      } else if (ch === '[') {
        b++;
        let quote = null;
        for (i++; i < sel.length; i++) {
          if (quote) {
            if (sel[i] === '\\') i++;
            else if (sel[i] === quote) quote = null;
          } else if (sel[i] === '"' || sel[i] === "'") quote = sel[i];
          else if (sel[i] === ']') break;
        }
        i++;
      } else if (ch === ':') {
        const element = sel[i + 1] === ':';
        const nameStart = i + (element ? 2 : 1);
        const nameEnd = identEnd(sel, nameStart);
        const name = sel.slice(nameStart, nameEnd).toLowerCase();
        i = nameEnd;
        let arg = null;
        if (sel[i] === '(') {
          const end = closeParen(sel, i);
          arg = sel.slice(i + 1, end);
          i = end + 1;
        }
        if (element || ['before', 'after', 'first-line', 'first-letter'].includes(name)) c++;
        else if (name === 'where') {
          /* zero */
        } else if (['is', 'not', 'has', 'matches', '-webkit-any'].includes(name) && arg !== null) {
          const s = maxSpec(splitList(arg));
          a += s[0];
          b += s[1];
          c += s[2];
        } else if (/^nth-(last-)?child$/.test(name) && arg && / of /.test(arg)) {
          const s = maxSpec(splitList(arg.slice(arg.indexOf(' of ') + 4)));
          a += s[0];
          b += s[1] + 1;
          c += s[2];
        } else b++;
      } else if (/[a-zA-Z_\\-]/.test(ch) || sel.charCodeAt(i) > 127) {
        c++;
        i = identEnd(sel, i);
        if (sel[i] === '|') i = identEnd(sel, i + 1);
      } else i++;
    }
    return [a, b, c];
  }

  // --- matching -----------------------------------------------------------------------------
  const ACTION = '(?:hover|focus|focus-visible|focus-within|active)';
  const stripActions = (sel) =>
    sel
      .replace(new RegExp(`:not\\(\\s*:${ACTION}\\s*\\)`, 'g'), '')
      .replace(new RegExp(`:${ACTION}(?![\\w-])`, 'g'), '')
      .trim()
      .replace(/(^|[\s>+~])$/, '$1*');
  // The first pseudo-element ends the element part (`::-webkit-scrollbar-thumb:hover` included).
  const splitPseudoElement = (sel) => {
    const m = /::[\w-]+|:(?:before|after|first-line|first-letter)(?![\w-])/.exec(sel);
    return m ? [sel.slice(0, m.index), m[0].replace(/^::?/, '::')] : [sel, ''];
  };

  // --- rules --------------------------------------------------------------------------------
  const sheets = [...document.styleSheets].filter((s) => !s.disabled);
  const rules = [];
  let order = 0;
  const visit = (list, sheetIndex, conditions, layer) => {
    for (const rule of list) {
      if (rule instanceof CSSStyleRule) {
        rules.push({ rule, sheetIndex, conditions, layer, order: order++ });
        if (rule.cssRules?.length) visit(rule.cssRules, sheetIndex, conditions, layer);
      } else if (rule instanceof CSSMediaRule) visit(rule.cssRules, sheetIndex, [...conditions, `@media ${rule.media.mediaText}`], layer);
      else if (typeof CSSContainerRule !== 'undefined' && rule instanceof CSSContainerRule)
        visit(rule.cssRules, sheetIndex, [...conditions, `@container ${rule.containerName ?? ''} ${rule.containerQuery ?? rule.conditionText}`.replace(/\s+/g, ' ')], layer);
      else if (rule instanceof CSSSupportsRule) visit(rule.cssRules, sheetIndex, [...conditions, `@supports ${rule.conditionText}`], layer);
      else if (rule instanceof CSSLayerBlockRule) visit(rule.cssRules, sheetIndex, conditions, layer ? `${layer}.${rule.name}` : rule.name);
      else if (rule.cssRules) visit(rule.cssRules, sheetIndex, conditions, layer);
    }
  };
  const sheetName = (sheet, i) => {
    if (sheet.href) return new URL(sheet.href).pathname.replace(/^.*\/assets\//, 'assets/');
    const node = sheet.ownerNode;
    return `<style${node?.id ? `#${node.id}` : ''}>#${i}`;
  };
  sheets.forEach((sheet, i) => {
    try {
      visit(sheet.cssRules, i, [], '');
    } catch {
      /* cross-origin */
    }
  });

  // The module a rule came from: vanilla-extract writes each file's rules together, so a rule
  // naming classes of several files (`.toolX .cardY`) belongs to the file of its neighbors.
  const candidateModules = rules.map((r) => [...new Set(classesIn(r.rule.selectorText).map(moduleOfClass).filter(Boolean))]);
  let previous = null;
  for (let i = 0; i < rules.length; i++) {
    const c = candidateModules[i];
    if (i > 0 && rules[i].sheetIndex !== rules[i - 1].sheetIndex) previous = null;
    let m;
    if (c.length === 1) m = c[0];
    else if (c.length > 1 && c.includes(previous)) m = previous;
    else if (c.length > 1) {
      let next = null;
      for (let j = i + 1; j < rules.length && rules[j].sheetIndex === rules[i].sheetIndex; j++) {
        if (candidateModules[j].length === 1) {
          next = candidateModules[j][0];
          break;
        }
      }
      m = c.includes(next) ? next : c.join(' | ');
    } else m = previous ?? `(no class) ${sheetName(sheets[rules[i].sheetIndex], rules[i].sheetIndex)}`;
    rules[i].module = m;
    if (c.length >= 1) previous = m;
  }

  // --- per element ---------------------------------------------------------------------------
  const byElement = new Map();
  let skipped = 0;
  for (const r of rules) {
    for (const sel of splitList(r.rule.selectorText)) {
      const [elementPart, pseudo] = splitPseudoElement(sel);
      let matched;
      try {
        const query = stripActions(elementPart.trim()) || '*';
        matched = document.querySelectorAll(query);
      } catch {
        skipped++;
        continue;
      }
      if (matched.length === 0) continue;
      const spec = specificity(sel);
      for (const el of matched) {
        const key = pseudo;
        let perEl = byElement.get(el);
        if (!perEl) byElement.set(el, (perEl = new Map()));
        let list = perEl.get(key);
        if (!list) perEl.set(key, (list = new Map()));
        // One entry per rule: the highest specificity among its matching selectors.
        const prev = list.get(r);
        if (!prev || cmp(spec, prev.spec) > 0) list.set(r, { spec, sel });
      }
    }
  }

  const longhandValue = (style, prop) => {
    const v = style.getPropertyValue(prop);
    if (v !== '') return v;
    // A shorthand with var(): its longhands have no value of their own; name the shorthand.
    const parts = prop.split('-');
    const decls = style.cssText.split(';').map((d) => d.trim()).filter(Boolean);
    const owner = decls.find((d) => {
      const name = d.slice(0, d.indexOf(':')).trim();
      return name.split('-').every((p) => parts.includes(p)) || (name === 'inset' && ['top', 'right', 'bottom', 'left'].includes(prop));
    });
    return owner ? `{${owner}}` : `{${style.cssText}}`;
  };
  const describe = (el) => {
    const cls = [...el.classList].map((c) => `${c}<${(moduleOfClass(c) ?? '?').replace(/^src\//, '')}>`).join(' ');
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.localName}${cls ? ` ${cls}` : ''}${text ? ` "${text}"` : ''}`;
  };

  const found = [];
  for (const [el, perPseudo] of byElement) {
    for (const [pseudo, list] of perPseudo) {
      const decls = new Map(); // property → [{ r, spec, sel, value, important }]
      for (const [r, { spec, sel }] of list) {
        const style = r.rule.style;
        for (let i = 0; i < style.length; i++) {
          const prop = style[i];
          if (prop.startsWith('--')) continue;
          let arr = decls.get(prop);
          if (!arr) decls.set(prop, (arr = []));
          arr.push({ r, spec, sel, value: longhandValue(style, prop), important: style.getPropertyPriority(prop) });
        }
      }
      for (const [prop, arr] of decls) {
        for (let i = 0; i < arr.length; i++) {
          for (let j = i + 1; j < arr.length; j++) {
            const x = arr[i];
            const y = arr[j];
            if (x.r.module === y.r.module && x.r.sheetIndex === y.r.sheetIndex) continue;
            if (cmp(x.spec, y.spec) !== 0 || x.important !== y.important || x.r.layer !== y.r.layer) continue;
            if (x.value === y.value) continue;
            // Does a third rule of higher specificity decide it anyway, in every condition?
            const top = arr.some(
              (z) => z !== x && z !== y && z.important === x.important && z.r.layer === x.r.layer && cmp(z.spec, x.spec) > 0 && z.r.conditions.length === 0 && !/:/.test(z.sel),
            );
            const [first, second] = x.r.order < y.r.order ? [x, y] : [y, x];
            const side = (d) => ({
              selector: d.sel,
              value: d.value,
              module: d.r.module,
              sheet: sheetName(sheets[d.r.sheetIndex], d.r.sheetIndex),
              conditions: d.r.conditions,
            });
            found.push({
              element: describe(el) + (pseudo ? ` ${pseudo}` : ''),
              property: prop,
              specificity: x.spec.join(','),
              sameSheet: x.r.sheetIndex === y.r.sheetIndex,
              outranked: top,
              winsNow: side(second),
              losesNow: side(first),
            });
          }
        }
      }
    }
  }
  return { found, skipped, rules: rules.length };
}

const started = Date.now();
const server = await serve({ root: siteRoot, headers: storybookDir ? () => ({}) : siteHeaders });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
/** @type {Map<string, any>} */
const conflicts = new Map();
const short = (s) => s.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (m, cls) => {
  const bare = cls.replace(/^_/, '');
  const prefix = Object.keys(modules).find((p) => bare.startsWith(p) && /^[0-9a-z]+$/.test(bare.slice(p.length)));
  return prefix ? `.${path.basename(modules[prefix], '.css.ts')}#${bare.slice(prefix.length)}` : m;
});
let skippedTotal = 0;
try {
  // A few pages at once: most of a page's time is waiting for its idle-loaded parts.
  const queue = widths.flatMap((width) => pages.map((url) => ({ width, url })));
  const total = queue.length;
  let done = 0;
  const contexts = new Map();
  for (const width of widths) contexts.set(width, await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' }));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { width, url } = job;
      const page = await contexts.get(width).newPage();
      await page.goto(`${server.url}${url}`, { waitUntil: 'load' });
      if (storybookDir) await page.locator('#storybook-root > *, body > [data-overlay-container]').first().waitFor({ state: 'attached', timeout: 5_000 }).catch(() => {});
      else await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
      // Parts loaded after hydration (idle callbacks) bring their own CSS and markup.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      const { found, skipped } = await page.evaluate(inPage, modules);
      await page.close();
      if (++done % 50 === 0) process.stderr.write(`${done}/${total} pages…\n`);
      skippedTotal += skipped;
      for (const f of found) {
        const pair = [short(f.losesNow.selector), short(f.winsNow.selector)].sort();
        const key = `${f.property} ${pair.join(' | ')}`;
        const entry = conflicts.get(key) ?? { key, ...f, pages: new Set() };
        entry.pages.add(`${storybookDir ? url.replace(/^.*id=([^&]+).*$/, '$1') : url}@${width}`);
        conflicts.set(key, entry);
      }
    }
  };
  await Promise.all(Array.from({ length: Number(process.env.CSS_ORDER_PAGES ?? 4) }, worker));
} finally {
  await browser.close();
  await server.close();
}

const list = [...conflicts.values()].map((c) => ({
  ...c,
  pages: [...c.pages],
  allowed:
    ALLOWED[c.key] ??
    (importsTransitively(c.winsNow.module, c.losesNow.module) ? `ordered by import: ${c.winsNow.module} imports ${c.losesNow.module}` : null),
}));
list.sort((a, b) => Number(a.sameSheet) - Number(b.sameSheet) || Number(a.outranked) - Number(b.outranked) || a.key.localeCompare(b.key));
if (jsonOut) fs.writeFileSync(jsonOut, `${JSON.stringify(list, null, 2)}\n`);
const open = list.filter((c) => !c.allowed);
if (args.includes('--all')) for (const c of list.filter((x) => x.allowed)) console.log(`allowed: ${c.property} on ${c.element}: ${c.allowed}`);
for (const c of open) {
  const side = (s) => `${s.value}  ← ${short(s.selector)}  [${s.module.replace(/^src\//, '')}; ${s.sheet}]${s.conditions.length ? ` ${s.conditions.join(' ')}` : ''}`;
  console.log(`\n${c.property} (${c.specificity}${c.sameSheet ? ', same sheet' : ''}${c.outranked ? ', outranked by a more specific rule' : ''}) on ${c.element}`);
  console.log(`  wins now: ${side(c.winsNow)}`);
  console.log(`  loses:    ${side(c.losesNow)}`);
  console.log(`  pages: ${c.pages.slice(0, 6).join(' ')}${c.pages.length > 6 ? ` (+${c.pages.length - 6})` : ''}`);
}
console.log(
  `\n${open.length} conflict(s) (${list.length - open.length} allowed) on ${pages.length} page(s) × ${widths.length} width(s); ${skippedTotal} selector(s) not matchable; ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exitCode = open.length ? 1 : 0;
