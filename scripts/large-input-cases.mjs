// The large-input cases of issue #37, shared by `npm run bench` (scripts/bench.mjs) and the e2e
// guards (tests/e2e/large-input.spec.ts): what to type into which field, and the exact result
// that proves the tool finished.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';

export const TEN_MB = 10_000_000;

/**
 * 10,000,000 bytes that do not compress, like a photo or an archive (xorshift32, so Node and the
 * page make the same file). Self-contained: the harness runs its source in the page.
 */
export function bigBytes(length = TEN_MB) {
  const bytes = new Uint8Array(length);
  let x = 2463534242;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 255;
  }
  return bytes;
}

/** 10,000,000 characters of English prose in lines and paragraphs. */
export function bigText(length = TEN_MB) {
  const unit = 'The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs!\n  Sphinx of black quartz, judge my vow.\n\n';
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

const group = (n) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Each case: the page, the field's accessible name, and `expected(text)`: a selector and the text
 * it must show once the tool has the correct result.
 */
export const CASES = [
  {
    id: 'word-counter',
    field: 'Your text',
    expected: (text) => ({ tile: 'Words', text: group(text.split(/\s+/).filter(Boolean).length) }),
  },
  {
    id: 'case-converter',
    field: 'Text to convert',
    expected: () => ({ selector: '[data-case="upper"]', startsWith: 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG.' }),
  },
  {
    id: 'text-formatter',
    field: 'Input text',
    expected: (text) => {
      const lines = text.split(/\r\n|\r|\n/);
      const kept = lines.map((l) => l.trim()).filter((l) => l !== '').length;
      return { summary: `${group(lines.length)} lines in → ${group(kept)} lines out` };
    },
  },
  {
    id: 'hash-generator',
    field: 'Text to hash',
    expected: (text) => ({ contains: createHash('sha256').update(text, 'utf8').digest('hex') }),
  },
  {
    id: 'base64',
    field: 'Text to encode',
    expected: (text) => ({ note: `→ ${group(Math.ceil(Buffer.byteLength(text) / 3) * 4)} characters` }),
  },
];

/**
 * The file cases: which tab to open, the file's name, and `expected(bytes)` as for CASES. The
 * file is made in the page (`bigBytes`) and given to the page's file input the way a picker does.
 */
export const FILE_CASES = [
  {
    id: 'base64',
    tab: 'File',
    name: 'photo.bin',
    expected: (bytes) => ({ tile: 'Base64 characters', text: group(Math.ceil(bytes.length / 3) * 4) }),
  },
];

/** Hands the file's bytes to the page (harness work, before any measuring). */
export const stashBigBytes = (length = TEN_MB) => `globalThis.__bigBytes = (${bigBytes.toString()})(${length}); 0`;

/**
 * Runs in the page: sets the field's value the way a drop, autofill or a script does (the value
 * changes, one `input` event fires), or with `file` (a name) gives `__bigBytes` to the page's
 * file input as a picker does (its files change, one `change` event fires), then waits for the
 * expected result. Returns the time to the
 * result, the browser's own insertion of the text into the field (it runs before any page script
 * and cannot be avoided by the page), every long task, and the tool's longest task: the longest
 * task with the insertion taken out of the task it ran in.
 */
/* global window, document, PerformanceObserver, HTMLTextAreaElement, HTMLInputElement, DataTransfer, File, Event, performance, setTimeout, requestAnimationFrame */
export async function measureInPage({ field, file, expected, timeoutMs }) {
  const w = window;
  const text = w.__bigText;
  const tasks = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push({ start: e.startTime, duration: e.duration })));
  observer.observe({ type: 'longtask', buffered: false });
  let give;
  if (file) {
    // A picked file: the input's files change and one `change` event fires.
    const input = document.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('No file input');
    const transfer = new DataTransfer();
    transfer.items.add(new File([w.__bigBytes], file, { type: '' }));
    give = () => {
      input.files = transfer.files;
      return () => input.dispatchEvent(new Event('change', { bubbles: true }));
    };
  } else {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent.trim().replace(/\s*\*$/, '') === field);
    const area = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
    if (!(area instanceof HTMLTextAreaElement)) throw new Error(`No text box labelled ${field}`);
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
    give = () => {
      setValue.call(area, text);
      return () => area.dispatchEvent(new Event('input', { bubbles: true }));
    };
  }

  const done = () => {
    if (expected.tile) {
      const dt = [...document.querySelectorAll('dt')].find((d) => d.textContent === expected.tile);
      return dt?.nextElementSibling?.textContent === expected.text;
    }
    if (expected.selector) return (document.querySelector(expected.selector)?.textContent ?? '').startsWith(expected.startsWith);
    if (expected.summary) return [...document.querySelectorAll('p')].some((p) => p.textContent.startsWith(expected.summary));
    if (expected.note) return [...document.querySelectorAll('p')].some((p) => p.textContent.endsWith(expected.note));
    if (expected.contains) return [...document.querySelectorAll('code, output, dd, span, p, div')].some((el) => el.childElementCount === 0 && el.textContent === expected.contains);
    return false;
  };

  const t0 = performance.now();
  const dispatch = give();
  const t1 = performance.now();
  dispatch();
  const t2 = performance.now();
  const finished = await new Promise((resolve) => {
    const check = () => {
      if (done()) resolve(performance.now());
      else if (performance.now() - t0 > timeoutMs) resolve(null);
      else setTimeout(check, 20);
    };
    check();
  });
  // Let the last frames and long-task entries land.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100))));
  observer.disconnect();
  const insertion = t1 - t0;
  const own = tasks.map((task) => (task.start <= t0 + 1 && task.start + task.duration >= t1 - 1 ? Math.max(0, task.duration - insertion) : task.duration));
  return {
    resultMs: finished === null ? null : Math.round(finished - t0),
    insertionMs: Math.round(insertion),
    dispatchMs: Math.round(t2 - t1),
    longestTaskMs: Math.round(Math.max(0, ...own)),
    longTasks: tasks.map((t) => Math.round(t.duration)),
  };
}

/** Issue #37's password case: 1,000 characters into the password checker. */
export const PASSWORD_LENGTH = 1000;

/**
 * A fixed 1,000-character password of letters, digits and symbols, as the password generator
 * makes them (a seeded xorshift picks each one). Symbols such as @, $ and 0 are what make zxcvbn
 * slow: each could be a l33t substitution.
 */
export function longPassword(length = PASSWORD_LENGTH) {
  const set = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*()_+-=[]{}|;:,.<>?';
  let x = 2463534242;
  let out = '';
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out += set[x % set.length];
  }
  return out;
}

/** In the page: is the checker's settled result for a password of `length` characters on screen? */
function settledFor(length) {
  return (
    document.querySelector('[role="meter"]') !== null &&
    document.querySelector('[aria-busy="false"]') !== null &&
    [...document.querySelectorAll('span')].some((el) => el.childElementCount === 0 && el.textContent.startsWith(`${length.toLocaleString('en-US')} character`))
  );
}

/** In the page: from now on, every long task (over 50 ms) is recorded. */
function recordLongTasks() {
  const w = window;
  w.__longTasks = [];
  w.__longTaskObserver = new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(Math.round(e.duration))));
  w.__longTaskObserver.observe({ type: 'longtask', buffered: false });
}

/** In the page: sets the field's value the way a paste or a password manager does (one input event). */
function setPassword({ label, password }) {
  const field = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === label);
  const input = field?.htmlFor ? document.getElementById(field.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled ${label}`);
  const t0 = performance.now();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, password);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return t0;
}

/** In the page: waits for the settled result, lets the last long-task entries land, returns both. */
async function awaitResult({ length, t0, timeoutMs }) {
  const w = window;
  // settledFor, repeated: Playwright sends each page function's own source.
  const settledFor = (n) =>
    document.querySelector('[role="meter"]') !== null &&
    document.querySelector('[aria-busy="false"]') !== null &&
    [...document.querySelectorAll('span')].some((el) => el.childElementCount === 0 && el.textContent.startsWith(`${n.toLocaleString('en-US')} character`));
  const finished = await new Promise((resolve) => {
    const check = () => {
      if (settledFor(length)) resolve(performance.now());
      else if (performance.now() - t0 > timeoutMs) resolve(null);
      else setTimeout(check, 10);
    };
    check();
  });
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100))));
  w.__longTaskObserver.disconnect();
  return { resultMs: finished === null ? null : Math.round(finished - t0), longTasks: w.__longTasks };
}

/**
 * The 1,000-character password in the password checker at `url` (a Playwright page), after the
 * dictionaries have loaded (one character typed and checked first, then cleared). 'paste': the
 * whole password arrives at once; 'type': it is typed key by key. Returns the time from the
 * paste or the last key to the settled result, the longest main-thread task in that window
 * (typing included), and every long task.
 */
export async function measurePassword(page, url, { mode, timeoutMs }) {
  await page.goto(url);
  // Keys typed before hydration reach the prerendered field, not the tool: wait for the app.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const field = page.getByLabel('Password', { exact: true });
  await field.click();
  await field.pressSequentially('a');
  await page.waitForFunction(settledFor, 1, { timeout: timeoutMs });
  await field.fill('');
  await page.evaluate(recordLongTasks);
  const password = longPassword();
  let t0;
  if (mode === 'paste') {
    t0 = await page.evaluate(setPassword, { label: 'Password', password });
  } else {
    await field.pressSequentially(password, { timeout: 0 });
    t0 = await page.evaluate(() => performance.now());
  }
  const { resultMs, longTasks } = await page.evaluate(awaitResult, { length: PASSWORD_LENGTH, t0, timeoutMs });
  return { resultMs, longestTaskMs: Math.max(0, ...longTasks), longTasks };
}

/**
 * The file case (issue #37: SHA-256 of a file at ≥ 150 MB/s on the site): a file of `bytes` on
 * disk, chosen in the hash generator with SHA-256 only, as a visitor would pick it.
 */
export const FILE_HASH = { id: 'hash-generator', bytes: 1_000_000_000, algorithm: 'SHA-256' };

/** Writes `bytes` of a repeating 1 MiB pattern to `path` and returns its SHA-256 (hex). */
export async function writeBigFile(path, bytes) {
  const { createWriteStream } = await import('node:fs');
  const block = Buffer.from(Uint8Array.from({ length: 1 << 20 }, (_, i) => (i * 31 + (i >> 10)) & 255));
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  for (let written = 0; written < bytes; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, bytes - written));
    hash.update(part);
    if (!out.write(part)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

/**
 * Runs in the page before the file is chosen: watches long tasks from the file input's `change`
 * event until a `<code>` shows `digest`, and leaves the outcome in `window.__fileHash` (a promise).
 */
export function watchFileHashInPage({ digest, timeoutMs }) {
  const w = window;
  const tasks = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push({ start: e.startTime, duration: e.duration })));
  observer.observe({ type: 'longtask', buffered: false });
  const input = document.querySelector('input[type=file]');
  w.__fileHash = new Promise((resolve) => {
    input.addEventListener(
      'change',
      () => {
        const t0 = performance.now();
        const check = () => {
          const shown = [...document.querySelectorAll('code')].some((el) => el.textContent === digest);
          if (shown || performance.now() - t0 > timeoutMs) {
            const t1 = performance.now();
            observer.disconnect();
            const own = tasks.filter((t) => t.start >= t0 - 1);
            const summary = [...document.querySelectorAll('span, p')].find((el) => el.childElementCount === 0 && / in [\d.]+ m?s/.test(el.textContent ?? ''));
            resolve({ resultMs: shown ? Math.round(t1 - t0) : null, longestTaskMs: Math.round(Math.max(0, ...own.map((t) => t.duration))), summary: summary?.textContent ?? '' });
          } else setTimeout(check, 20);
        };
        check();
      },
      { capture: true, once: true },
    );
  });
}
