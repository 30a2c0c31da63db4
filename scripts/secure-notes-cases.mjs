// Secure notes at scale (issue #37), shared by `npm run bench` (scripts/bench.mjs) and the e2e
// guard (tests/e2e/tool-secure-notes.spec.ts): a vault of n notes made in Node in the format the
// tool stores (so a big vault costs a second, not n saves through the page), the page function
// that puts it in the browser's IndexedDB, and the page functions that time a save and an unlock
// followed by a search, with the longest main-thread task of each.
/* global window, document, indexedDB, PerformanceObserver, performance, setTimeout, requestAnimationFrame, HTMLInputElement, Event, TextEncoder */
import { Buffer } from 'node:buffer';

export const PASSPHRASE = 'correct horse battery staple';
/** The tool's production PBKDF2 count: the bench unlocks as a user does. */
export const ITERATIONS = 600_000;
export const DATABASE = 'toolshed-secure-notes';

const b64 = (bytes) => Buffer.from(bytes).toString('base64');
const utf8 = (text) => new TextEncoder().encode(text);

/** The text of note i (1-based): about 600 characters, with one word no other note has. */
export const noteTitleAt = (i) => `Note ${i}`;
export const uniqueWordAt = (i) => `marker${i}x`;
const LOREM =
  'Meeting notes and things to remember: the spare key is with the neighbour, the boiler service is due in March, ' +
  'the library card number is on the back of the fridge calendar. Passwords are not kept here in clear, only the hints. ';

/**
 * A vault as the tool stores it (store.ts: the header and one AES-GCM record per note, each
 * with its own IV and the note id as associated data), made with WebCrypto in Node.
 */
export async function makeVault(count, { passphrase = PASSPHRASE, iterations = ITERATIONS, now = Date.UTC(2026, 0, 1) } = {}) {
  const { subtle, getRandomValues } = globalThis.crypto;
  const random = (n) => getRandomValues.call(globalThis.crypto, new Uint8Array(n));
  const salt = random(16);
  const material = await subtle.importKey('raw', utf8(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
  const key = await subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt']);
  const seal = async (text, context) => {
    const iv = random(12);
    const data = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: utf8(context) }, key, utf8(text));
    return { iv: b64(iv), ciphertext: b64(new Uint8Array(data)) };
  };
  const header = { version: 1, kdf: 'PBKDF2-SHA256', iterations, salt: b64(salt), verifier: await seal('toolshed-secure-notes:v1', 'verifier') };
  const records = [];
  for (let i = 1; i <= count; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const body = `${LOREM.repeat(2)}${uniqueWordAt(i)}`;
    records.push({ id, updatedAt: now + i * 1000, ...(await seal(JSON.stringify({ title: noteTitleAt(i), body }), id)) });
  }
  return { header, records };
}

/** In the page (any page of the site's origin, before the tool opens): stores the vault. */
export async function seedInPage({ database, header, records }) {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open(database, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('meta');
      request.result.createObjectStore('notes', { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise((resolve, reject) => {
    const tx = db.transaction(['meta', 'notes'], 'readwrite');
    tx.objectStore('meta').put(header, 'header');
    for (const record of records) tx.objectStore('notes').put(record);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

/**
 * In the page: a long-task recorder and helpers for the tool's controls (clicked the way a
 * keyboard or assistive technology presses them; typed the way autofill types).
 */
function pageKit() {
  const tasks = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
  observer.observe({ type: 'longtask', buffered: false });
  const button = (name) => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
  const field = (name) => {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent.trim().replace(/\s*\*$/, '') === name);
    return label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  };
  const type = (element, value) => {
    const proto = element instanceof HTMLInputElement ? HTMLInputElement.prototype : window.HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const until = (check, timeoutMs) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const poll = () => {
        if (check()) resolve(performance.now());
        else if (performance.now() - t0 > timeoutMs) resolve(null);
        else setTimeout(poll, 5);
      };
      poll();
    });
  const settle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100))));
  const listed = () => [...(document.querySelector('ul[aria-label="Notes"]')?.querySelectorAll('li button') ?? [])];
  const stop = async () => {
    await settle();
    observer.disconnect();
    return Math.round(Math.max(0, ...tasks));
  };
  return { tasks, button, field, type, until, listed, stop };
}

/**
 * In the unlocked tool: New Note, a title, Save, until the editor says Saved and the note heads
 * the list. `saveMs`: Save pressed → saved and shown; `cycleMs`: New Note pressed → the same.
 */
async function measureSave(kit, { title, timeoutMs }) {
  const t0 = performance.now();
  kit.button('New Note').click();
  await kit.until(() => kit.field('Title'), timeoutMs);
  kit.type(kit.field('Title'), title);
  // A sentence typed key by key: each key's own handling (the page's render in that event).
  const sentence = 'Typed one key at a time.';
  const keys = [];
  for (let i = 1; i <= sentence.length; i++) {
    const k0 = performance.now();
    kit.type(kit.field('Note'), sentence.slice(0, i));
    keys.push(performance.now() - k0);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  }
  keys.sort((a, b) => a - b);
  await kit.until(() => kit.button('Save') && !kit.button('Save').disabled, timeoutMs);
  const t1 = performance.now();
  kit.button('Save').click();
  const saved = await kit.until(
    () => document.querySelector('[data-testid="save-state"]')?.textContent === 'Saved' && kit.listed()[0]?.textContent.startsWith(title),
    timeoutMs,
  );
  const longestTaskMs = await kit.stop();
  return {
    saveMs: saved === null ? null : Math.round(saved - t1),
    cycleMs: saved === null ? null : Math.round(saved - t0),
    keyMs: Math.round(keys[Math.floor(keys.length / 2)] * 10) / 10,
    longestTaskMs,
  };
}

/**
 * On the unlock screen with the passphrase typed: Unlock, until the toolbar counts `count` notes
 * and the list shows the newest; then a search for one note's word, until the list holds exactly
 * that note.
 */
async function measureUnlock(kit, { count, query, expectTitle, newestTitle, timeoutMs }) {
  // The toolbar's count, grouped ("1,000 notes"); the build before issue #37 wrote "1000 notes".
  const grouped = String(count).replace(/\B(?=(\d{3})+$)/g, ',');
  const counts = [`${grouped} note${count === 1 ? '' : 's'}`, `${count} note${count === 1 ? '' : 's'}`];
  const toolbar = () => [...document.querySelectorAll('span')].some((s) => s.childElementCount === 0 && counts.includes(s.textContent));
  const t0 = performance.now();
  kit.button('Unlock').click();
  const unlocked = await kit.until(
    () => (count === 0 || kit.listed()[0]?.textContent.startsWith(newestTitle)) && toolbar(),
    timeoutMs,
  );
  const unlockTasks = kit.tasks.length;
  let searched = null;
  let t1 = null;
  if (unlocked !== null && query) {
    await new Promise((r) => setTimeout(r, 300));
    t1 = performance.now();
    kit.type(kit.field('Search notes'), query);
    searched = await kit.until(() => kit.listed().length === 1 && kit.listed()[0].textContent.startsWith(expectTitle), timeoutMs);
  }
  const longestTaskMs = await kit.stop();
  return {
    unlockMs: unlocked === null ? null : Math.round(unlocked - t0),
    searchMs: searched === null ? null : Math.round(searched - t1),
    unlockLongestTaskMs: Math.round(Math.max(0, ...kit.tasks.slice(0, unlockTasks))),
    longestTaskMs,
  };
}

/**
 * Runs `fn(kit, args)` in the page. Sent as one expression (the page's CSP allows no eval, and
 * page.evaluate would send `fn` alone, without the kit).
 */
const run = (page, fn, args) => page.evaluate(`(${fn})((${pageKit})(), ${JSON.stringify(args)})`);

/** @param {import('@playwright/test').Page} page */
export const measureSaveInPage = (page, args) => run(page, measureSave, args);
/** @param {import('@playwright/test').Page} page */
export const measureUnlockInPage = (page, args) => run(page, measureUnlock, args);

/** The bench's secure-notes cases, in order: saving note 5 and note 500, unlocking 0 and 1,000. */
export const NOTE_CASES = [
  { name: 'save note 5', kind: 'save', notes: 4 },
  { name: 'save note 500', kind: 'save', notes: 499 },
  { name: 'unlock, 0 notes', kind: 'unlock', notes: 0 },
  { name: 'unlock + search, 1,000', kind: 'unlock', notes: 1000, search: 777 },
];

/**
 * Opens the tool on a fresh profile holding `vault`, typed passphrase ready. With `unlock`, also
 * unlocks it (through the page, as a user does) and waits for the notes.
 * @param {import('@playwright/test').Page} page
 */
export async function openSeeded(page, siteUrl, vault, { unlock }) {
  await page.goto(`${siteUrl}/404.html`);
  await page.evaluate(seedInPage, { database: DATABASE, ...vault });
  await page.goto(`${siteUrl}/tools/secure-notes/`);
  await page.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  if (!unlock) return;
  await page.getByRole('button', { name: 'Unlock' }).click();
  const n = vault.records.length;
  await page.getByText(new RegExp(`^(${n}|${String(n).replace(/\B(?=(\d{3})+$)/g, ',')}) notes?$`)).waitFor({ timeout: 60_000 });
}

/** One measurement of `c` on a fresh context; the vaults are made once per size and reused. */
export async function measureNoteCase(browser, siteUrl, c, vault, timeoutMs = 60_000) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await openSeeded(page, siteUrl, vault, { unlock: c.kind === 'save' });
    if (c.kind === 'save') {
      const m = await measureSaveInPage(page, { title: `Note ${c.notes + 1} (new)`, timeoutMs });
      return { resultMs: m.saveMs, longestTaskMs: m.longestTaskMs, detail: `new note → saved ${m.cycleMs ?? 'timeout'} ms, a key ${m.keyMs} ms` };
    }
    const m = await measureUnlockInPage(page, {
      count: c.notes,
      newestTitle: noteTitleAt(c.notes),
      query: c.search ? uniqueWordAt(c.search) : '',
      expectTitle: c.search ? noteTitleAt(c.search) : '',
      timeoutMs,
    });
    const resultMs = m.unlockMs === null || (c.search && m.searchMs === null) ? null : m.unlockMs + (m.searchMs ?? 0);
    return { resultMs, longestTaskMs: m.longestTaskMs, detail: `unlock ${m.unlockMs ?? 'timeout'} ms (longest task ${m.unlockLongestTaskMs}), search ${c.search ? (m.searchMs ?? 'timeout') : '–'} ms` };
  } finally {
    await context.close();
  }
}
