// The package test (`npm run test:package`, a step of `npm test`): what a React developer gets
// from `npm pack`. It packs the tarball, checks what is inside, unpacks it as
// node_modules/toolshed of a fresh Vite + React app, type-checks and builds that app, and
// opens it in Chromium: a tool from `toolshed/tools` renders and counts, `toolshed/ui` and
// `toolshed/styles.css` style it in both themes, and `toolshed/embed` defines the elements. The
// elements' generated types (`toolshed/embed`, `toolshed/embed/react`) compile in React 19 JSX and
// reject wrong attributes and detail fields.
//
// Offline after `npm ci`: the tarball is unpacked the way npm installs it, and the packages
// it declares (dependencies and peerDependencies) plus the app's build tools are linked from
// this project's node_modules. Only those are linked, so an import of anything undeclared
// fails the build. Nothing is fetched.
/* global document, getComputedStyle */ // inside page.evaluate callbacks, which run in the browser
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs, installHint } = require('../../scripts/chromium.cjs');
const root = path.resolve(import.meta.dirname, '../..');
const keep = process.argv.includes('--keep');
const started = Date.now();
const step = (text) => console.log(`  [${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);
const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

if (!chromiumPath) {
  console.error(`The package test needs Chromium. Install it with:\n\n  ${installHint}\n`);
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'toolshed-package-'));
const app = path.join(work, 'app');
let server;
let browser;
try {
  // 1. npm pack (its prepack script builds lib/).
  step('npm pack');
  // stdout carries the prepack build's log before npm's JSON report.
  const out = run('npm', ['pack', '--json', '--pack-destination', work], root);
  const [packed] = JSON.parse(out.slice(out.search(/^\[/m)));
  const files = packed.files.map((f) => f.path);
  const forbidden = files.filter((f) => /^(src|tests|stories|scripts|dist|public|docs|storybook-static|node_modules|\.storybook)\//.test(f));
  assert.deepEqual(forbidden, [], 'the tarball holds only what consumers need');
  for (const file of ['package.json', 'README.md', 'lib/ui.js', 'lib/tools.js', 'lib/styles.css', 'lib/fonts.css', 'lib/types/lib/ui.d.ts', 'lib/types/lib/tools.d.ts', 'lib/embed/toolshed.js', 'lib/embed/custom-elements.json', 'lib/embed/toolshed.d.ts', 'lib/embed/react.d.ts']) {
    assert.ok(files.includes(file), `the tarball contains ${file}`);
  }
  // The embed's stylesheets: the base every element links, and one per tool.
  assert.ok(files.some((f) => /^lib\/embed\/chunks\/embed-[\w-]+\.css$/.test(f)), 'the tarball contains the embed base stylesheet');
  assert.ok(files.some((f) => /^lib\/embed\/chunks\/tool-word-counter-[\w-]+\.css$/.test(f)), 'the tarball contains per-tool embed stylesheets');
  assert.ok(!files.some((f) => f.endsWith('.map')), 'no source maps (they would point at src/)');
  // Heavy libraries a tool loads on demand stay separate chunks in the library too.
  assert.ok(files.some((f) => /^lib\/chunks\/zxcvbn-engine-[\w-]+\.js$/.test(f)), 'the password dictionaries load on demand');
  step(`${files.length} files, ${(packed.size / 1024).toFixed(0)} kB packed`);

  // 2. A fresh app with the tarball unpacked as node_modules/toolshed.
  const modules = path.join(app, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  run('tar', ['-xzf', path.join(work, packed.filename), '-C', work]);
  fs.renameSync(path.join(work, 'package'), path.join(modules, 'toolshed'));
  const manifest = JSON.parse(fs.readFileSync(path.join(modules, 'toolshed', 'package.json'), 'utf8'));
  const tooling = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];
  for (const name of [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies), ...tooling]) {
    fs.mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name), 'junction');
  }
  fs.mkdirSync(path.join(app, 'src'));
  const write = (file, text) => fs.writeFileSync(path.join(app, file), text);
  write('package.json', JSON.stringify({ name: 'toolshed-consumer', private: true, type: 'module' }, null, 2));
  write('vite.config.ts', "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nexport default defineConfig({ plugins: [react()], logLevel: 'warn' });\n");
  write('tsconfig.json', JSON.stringify({
    compilerOptions: { target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: true, types: [] },
    include: ['src'],
  }, null, 2));
  write('src/css.d.ts', "declare module '*.css';\n");
  write('index.html', '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Consumer</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n');
  write('src/main.tsx', `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { WordCounter, wordCounterApi, toolIds, type ToolId } from 'toolshed/tools';
import { Button, Card, ThemeProvider, Tooltip, type ThemeName } from 'toolshed/ui';
import 'toolshed/styles.css';
import 'toolshed/fonts.css';
import { Elements } from './elements';

// Declarations are real types, not any: these lines fail tsc if they are missing or wrong.
const firstInput: 'initial-text' = wordCounterApi.inputs[0].name;
const ids: readonly ToolId[] = toolIds;
// @ts-expect-error initialText is a string
const wrong = <WordCounter initialText={42} />;
void wrong;

function App() {
  const [theme, setTheme] = useState<ThemeName>('light');
  const [words, setWords] = useState<number | null>(null);
  return (
    <ThemeProvider theme={theme}>
      <Card title="Consumer app" description={\`\${ids.length} tools; first input \${firstInput}\`}>
        <Tooltip content="Switches the palette">
          <Button variant="secondary" onPress={() => setTheme(theme === 'light' ? 'dark' : 'light')}>Theme: {theme}</Button>
        </Tooltip>
        <p id="words">Words reported: {words ?? 'none'}</p>
      </Card>
      <WordCounter initialText="One two three." onChange={(stats) => setWords(stats.words)} />
      <Elements />
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);

// The custom elements (toolshed/embed), served beside the app as static files.
const loader = document.createElement('script');
loader.type = 'module';
loader.src = '/embed/toolshed.js';
document.head.append(loader);
`);
  // The elements' generated types (toolshed/embed, toolshed/embed/react): attributes, the typed
  // toolshed-change detail through React 19's on<event> prop and through addEventListener, value.
  write('src/elements.tsx', `import { useEffect, useRef, useState } from 'react';
import type { JsonFormatterChangeDetail, ToolshedJsonFormatterElement } from 'toolshed/embed';
import type {} from 'toolshed/embed/react';

export function Elements() {
  const [valid, setValid] = useState<boolean | null>(null);
  const [minified, setMinified] = useState('none');
  const [length, setLength] = useState<number | null>(null);
  const ref = useRef<ToolshedJsonFormatterElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The tag map: querySelector returns the typed element, whose value is the latest detail.
    const onChange = (event: CustomEvent<JsonFormatterChangeDetail>) =>
      setMinified(\`\${event.detail.minified} \${document.querySelector('toolshed-json-formatter')?.value?.formatted === event.detail.formatted}\`);
    element.addEventListener('toolshed-change', onChange);
    return () => element.removeEventListener('toolshed-change', onChange);
  }, []);
  return (
    <>
      <toolshed-json-formatter ref={ref} initial-text="{}" indent="4" sort-keys theme="dark" ontoolshed-change={(event) => setValid(event.detail.valid)} />
      <toolshed-password-generator initial-length={16} symbols="false" uppercase ontoolshed-change={(event) => setLength(event.detail.settings.length)} />
      <p id="element-valid">Valid: {String(valid)}</p>
      <p id="element-minified">Minified: {minified}</p>
      <p id="element-length">Length: {String(length)}</p>
    </>
  );
}
`);
  // What must not compile: tsc on this file alone, each line's error checked below.
  fs.mkdirSync(path.join(app, 'typecheck-fails'));
  write('typecheck-fails/bad.tsx', `import type {} from 'toolshed/embed/react';
export const unknownAttribute = <toolshed-json-formatter indentation="4" />;
export const badTheme = <toolshed-json-formatter theme="purple" />;
export const badDetail = <toolshed-json-formatter ontoolshed-change={(event) => event.detail.validity} />;
export const badListener = () => document.querySelector('toolshed-json-formatter')?.addEventListener('toolshed-change', (event) => event.detail.pretty);
export const badEnum = <toolshed-json-formatter indent="8" />;
export const badFalse = <toolshed-password-generator uppercase={false} />;
`);
  write('tsconfig.fails.json', JSON.stringify({ extends: './tsconfig.json', include: ['typecheck-fails'] }, null, 2));

  // 3. Type-check and build the app with its own tools (no vanilla-extract: the CSS is prebuilt).
  step('tsc --noEmit (the app, against the declarations)');
  run(process.execPath, [path.join(modules, 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.'], app);
  step('tsc: wrong element usages fail, each with its own error');
  let failed = '';
  try {
    run(process.execPath, [path.join(modules, 'typescript', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.fails.json'], app);
  } catch (error) {
    failed = String(error.stdout);
  }
  // One diagnostic per `file(line,col): error TSnnnn: …` line, with its indented continuation lines.
  const errors = [...failed.matchAll(/^typecheck-fails\/bad\.tsx\((\d+),\d+\): error (TS\d+): (.*(?:\n {2}.*)*)/gm)].map(([, line, code, message]) => ({ line: Number(line), code, message }));
  const expectError = (line, code, pattern) => {
    const found = errors.filter((e) => e.line === line);
    assert.equal(found.length, 1, `bad.tsx line ${line}: one error (got ${JSON.stringify(found)}; all: ${failed})`);
    assert.equal(found[0].code, code, `bad.tsx line ${line}: ${found[0].message}`);
    assert.match(found[0].message, pattern, `bad.tsx line ${line}`);
  };
  expectError(2, 'TS2322', /Property 'indentation' does not exist/);
  expectError(3, 'TS2322', /Type '"purple"' is not assignable to type 'ToolshedTheme/);
  expectError(4, 'TS2339', /Property 'validity' does not exist on type 'JsonFormatterChangeDetail'/);
  expectError(5, 'TS2339', /Property 'pretty' does not exist on type 'JsonFormatterChangeDetail'/);
  expectError(6, 'TS2322', /Type '"8"' is not assignable to type '"(2|4|tab)" \| "(2|4|tab)" \| "(2|4|tab)"/);
  // uppercase defaults to true: React 19 removes an attribute set to false (the default again).
  expectError(7, 'TS2322', /Type 'false' is not assignable to type 'true \| "true" \| "false"/);
  assert.equal(errors.length, 6, `bad.tsx: exactly the six errors (${failed})`);

  step('vite build (the app)');
  run(process.execPath, [path.join(modules, 'vite', 'bin', 'vite.js'), 'build'], app);
  const dist = path.join(app, 'dist');
  // What the page loads: the entry script and its static imports (`import"./x.js"`,
  // `from"./x.js"`), not the on-demand chunks. The consumer's bundler still writes the other
  // tools' lazy chunks (the calculator's Scientific mode, Base64's large-file path) into
  // dist/assets from the tree-shaken tools.js, but nothing loads them; the browser step below
  // checks that none is requested.
  const loaded = new Set();
  const follow = (file) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const code = fs.readFileSync(path.join(dist, 'assets', file), 'utf8');
    for (const [, next] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) follow(next);
  };
  follow(/src="\/assets\/([^"]+\.js)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))[1]);
  const js = [...loaded].map((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8')).join('\n');
  // Only the imported tool is bundled: the calculator's messages are not in what the app loads.
  // (The word counter's words are in its messages chunk, loaded on demand; its export's file name is code.)
  assert.ok(js.includes('text-statistics.txt'), 'the word counter is in the bundle');
  assert.ok(!js.includes('Cannot divide by zero'), 'tools the app does not import are tree-shaken away');

  // The loader export, served as static files beside the app (it is prebuilt, with its chunks).
  const embedDir = path.dirname(createRequire(path.join(app, 'package.json')).resolve('toolshed/embed'));
  fs.cpSync(embedDir, path.join(dist, 'embed'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'embed.html'), '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Embed</title><script type="module" src="/embed/toolshed.js"></script></head>\n<body><toolshed-word-counter theme="dark" initial-text="Alpha beta."></toolshed-word-counter></body></html>\n');

  // 4. In the browser.
  server = await serve({ root: dist });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  page.on('request', (request) => !/^(data:|blob:)/.test(request.url()) && !request.url().startsWith(server.url) && problems.push(`off-origin request ${request.url()}`));

  const appScripts = [];
  page.on('request', (request) => /\/assets\/[^/]+\.js$/.test(request.url()) && appScripts.push(request.url().split('/assets/')[1]));

  step('browser: the React app');
  await page.goto(`${server.url}/`);
  const text = page.getByRole('textbox', { name: /text/i }).first();
  await text.waitFor();
  assert.equal(await text.inputValue(), 'One two three.');
  const words = page.locator('#words');
  await page.waitForFunction(() => document.querySelector('#words')?.textContent === 'Words reported: 3');
  await text.fill('Counting words inside a consumer app works well.');
  await page.waitForFunction(() => document.querySelector('#words')?.textContent === 'Words reported: 8');
  assert.equal(await words.textContent(), 'Words reported: 8');

  // Styles come from toolshed/styles.css: the theme's tokens, the card's radius and border.
  const look = () => page.evaluate(() => {
    const themed = document.querySelector('#root > div');
    const card = document.querySelector('section[aria-labelledby]');
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Theme:'));
    const themedStyle = getComputedStyle(themed);
    const cardStyle = getComputedStyle(card);
    return {
      background: themedStyle.backgroundColor,
      color: themedStyle.color,
      font: themedStyle.fontFamily.split(',')[0],
      cardRadius: cardStyle.borderTopLeftRadius,
      cardBorder: cardStyle.borderTopWidth,
      cardBackground: cardStyle.backgroundColor,
      buttonHeight: button.getBoundingClientRect().height,
    };
  });
  const light = await look();
  // tokens.ts: background #f8fafc, text #0f172a, radius md 0.5rem, control md 2.5rem.
  assert.equal(light.background, 'rgb(248, 250, 252)');
  assert.equal(light.color, 'rgb(15, 23, 42)');
  assert.equal(light.font, '"Inter Variable"');
  assert.equal(light.cardRadius, '8px');
  assert.equal(light.cardBorder, '1px');
  assert.equal(light.buttonHeight, 40);
  await page.evaluate(() => document.fonts.ready);
  assert.ok(await page.evaluate(() => document.fonts.check('16px "Inter Variable"')), 'toolshed/fonts.css loads Inter');

  await page.getByRole('button', { name: 'Theme: light' }).click();
  await page.getByRole('button', { name: 'Theme: dark' }).waitFor();
  const dark = await look();
  // tokens.ts: dark background #020617, text #f1f5f9.
  assert.equal(dark.background, 'rgb(2, 6, 23)');
  assert.notEqual(dark.cardBackground, light.cardBackground);
  assert.equal(dark.cardRadius, '8px');
  // Overlays render inside the ThemeProvider, so they get the palette too (dark surface #0f172a).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const tooltip = page.getByRole('tooltip');
  await tooltip.waitFor();
  assert.equal(await tooltip.textContent(), 'Switches the palette');
  assert.deepEqual(await tooltip.evaluate((el) => [el.closest('[data-theme]')?.getAttribute('data-theme'), getComputedStyle(el).backgroundColor]), ['dark', 'rgb(15, 23, 42)']);

  // The typed elements rendered by React 19: attributes set, both listeners called with the detail.
  await page.waitForFunction(() => document.querySelector('#element-valid')?.textContent === 'Valid: true');
  await page.waitForFunction(() => document.querySelector('#element-minified')?.textContent === 'Minified: {} true');
  await page.waitForFunction(() => document.querySelector('#element-length')?.textContent === 'Length: 16');
  assert.equal(await page.locator('toolshed-password-generator').getAttribute('uppercase'), '');
  assert.equal(await page.locator('toolshed-json-formatter').getAttribute('theme'), 'dark');

  // Typing, both themes and the tooltip fetched nothing beyond the entry's static imports, the
  // English messages (the design system's and the tool's: `en-*` chunks, loaded on first render)
  // and the design system's on-demand parts (src/ui/large-text-parts.ts: loaded at the first input).
  const onDemandParts = /^(en|LargeTextView|WorkProgressBar|task-runner)-/;
  assert.deepEqual(appScripts.filter((file) => !loaded.has(file) && !onDemandParts.test(file)), [], 'the app requests no other tool\'s chunk');

  step('browser: toolshed/embed');
  await page.goto(`${server.url}/embed.html`);
  const element = page.locator('toolshed-word-counter');
  const inside = element.getByRole('textbox').first();
  await inside.waitFor();
  assert.equal(await inside.inputValue(), 'Alpha beta.');
  await inside.fill('One two three four');
  await page.waitForFunction(() => document.querySelector('toolshed-word-counter')?.value?.words === 4);
  assert.deepEqual(problems, [], 'no console errors and no off-origin requests');
  step('package test passed');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.close();
  if (keep) console.log(`kept ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
