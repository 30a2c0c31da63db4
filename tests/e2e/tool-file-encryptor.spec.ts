import { createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test, collectErrors, cspViolations, openEmbedded, siteUrl } from './support';

const PASSPHRASE = 'granite cobalt meadow 42';
type Changes = { changes: unknown[] };

/**
 * The page's "File Format" table, implemented again on node:crypto: what someone without Toolshed
 * would write. Header: "TOOLSHED", version, KDF, iterations u32 BE, chunk size u32 BE, salt 16,
 * nonce 12, name length u16 BE; then the records, each ciphertext + 16-byte tag.
 */
function decryptAsDocumented(file: Buffer, passphrase: string): { name: string; data: Buffer } {
  expect(file.subarray(0, 8).toString('latin1')).toBe('TOOLSHED');
  expect([file[8], file[9]]).toEqual([1, 1]);
  const iterations = file.readUInt32BE(10);
  const chunkSize = file.readUInt32BE(14);
  const header = file.subarray(0, 48);
  const key = pbkdf2Sync(Buffer.from(passphrase.normalize('NFC')), file.subarray(18, 34), iterations, 32, 'sha256');
  const open = (index: number, record: Buffer, last: boolean) => {
    const nonce = Buffer.from(file.subarray(34, 46));
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8);
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(Buffer.concat([header, Buffer.from([last ? 1 : 0])]));
    decipher.setAuthTag(record.subarray(record.length - 16));
    return Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  };
  let offset = 48 + file.readUInt16BE(46) + 16;
  const name = open(0, file.subarray(48, offset), false).toString('utf8');
  const parts: Buffer[] = [];
  for (let index = 1; offset < file.length; index++) {
    const end = Math.min(file.length, offset + chunkSize + 16);
    parts.push(open(index, file.subarray(offset, end), end === file.length));
    offset = end;
  }
  return { name, data: Buffer.concat(parts) };
}

async function choose(scope: Locator | Page, name: string, buffer: Buffer) {
  await scope.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await expect(scope.getByTestId('file-encryptor-file')).toContainText(name);
}

async function downloaded(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('embedded under the strict CSP: 1 MB encrypts and decrypts to the exact bytes, the download decrypts as documented, and a wrong passphrase, a flipped bit or a cut file are refused with no download', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'file-encryptor');
  await page.evaluate(() => {
    const w = window as unknown as Changes;
    w.changes = [];
    document.addEventListener('toolshed-change', (e) => w.changes.push((e as CustomEvent).detail));
  });
  const data = randomBytes(1_000_000);
  await choose(element, 'photo.raw', data);
  const passphrase = element.getByRole('textbox', { name: 'Passphrase', exact: true });
  await element.getByText('Show Passphrase', { exact: true }).click();
  await passphrase.fill(PASSPHRASE);
  await element.getByRole('textbox', { name: 'Confirm passphrase' }).fill(PASSPHRASE);
  await element.getByRole('button', { name: 'Encrypt File' }).click();
  const sealed = await downloaded(page, element.getByRole('button', { name: 'Download photo.raw.enc' }));
  expect(sealed.name).toBe('photo.raw.enc');
  // 600,000 iterations, 1 MiB chunks: the defaults the page documents.
  expect([sealed.bytes.readUInt32BE(10), sealed.bytes.readUInt32BE(14)]).toEqual([600_000, 1_048_576]);
  const independent = decryptAsDocumented(sealed.bytes, PASSPHRASE);
  expect(independent.name).toBe('photo.raw');
  expect(Buffer.compare(independent.data, data)).toBe(0);

  // Every refusal below must produce no download at all.
  let downloads = 0;
  page.on('download', () => downloads++);
  const error = element.getByTestId('file-encryptor-error');
  const decryptButton = element.getByRole('button', { name: 'Decrypt File' });

  await choose(element, 'photo.raw.enc', sealed.bytes);
  await expect(element.getByRole('radio', { name: 'Decrypt' })).toBeChecked();
  await passphrase.fill('granite cobalt meadow 43');
  await decryptButton.click();
  await expect(error).toHaveText('Wrong passphrase, or photo.raw.enc was changed. Nothing was decrypted: check the passphrase and try again.');
  await expect(element.getByRole('button', { name: /^Download/ })).toHaveCount(0);

  const flipped = Buffer.from(sealed.bytes);
  flipped[48 + 9 + 16 + 500_000]! ^= 0x01;
  await choose(element, 'flipped.enc', flipped);
  await passphrase.fill(PASSPHRASE);
  await decryptButton.click();
  await expect(error).toHaveText('Chunk 1 of flipped.enc failed its authentication check: the file was changed, damaged or cut short. Nothing was decrypted.');

  const header = Buffer.from(sealed.bytes);
  header[12]! ^= 0x80;
  await choose(element, 'header.enc', header);
  await decryptButton.click();
  await expect(error).toHaveText('Wrong passphrase, or header.enc was changed. Nothing was decrypted: check the passphrase and try again.');

  await choose(element, 'cut.enc', sealed.bytes.subarray(0, sealed.bytes.length - 1));
  await decryptButton.click();
  await expect(error).toHaveText('Chunk 1 of cut.enc failed its authentication check: the file was changed, damaged or cut short. Nothing was decrypted.');
  await expect(element.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  expect(downloads).toBe(0);

  // The right passphrase and the untouched file: the original name and bytes come back.
  await choose(element, 'photo.raw.enc', sealed.bytes);
  await decryptButton.click();
  const opened = await downloaded(page, element.getByRole('button', { name: 'Download photo.raw' }));
  expect(opened.name).toBe('photo.raw');
  expect(Buffer.compare(opened.bytes, data)).toBe(0);

  await expect
    .poll(() => page.evaluate(() => (window as unknown as Changes).changes.at(-1)))
    .toEqual({ mode: 'decrypt', status: 'done', outputBytes: 1_000_000, error: null });
  const everything = JSON.stringify(await page.evaluate(() => ({ changes: (window as unknown as Changes).changes, storage: { ...localStorage }, session: { ...sessionStorage } })));
  expect(everything).not.toContain('granite');
  expect(everything).not.toContain('photo.raw');
  expect(everything).toContain('"error":"wrong-passphrase"');
  expect(everything).toContain('"error":"tampered"');
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the site page: no share controls, the format documented; German and Arabic render; without WebCrypto it says so', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/file-encryptor?mode=decrypt`);
  await expect(page).toHaveTitle('File Encryptor — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'File Encryptor' })).toBeVisible();
  // share: false: the page neither reads nor writes the query, and shows no share controls.
  await expect(page.getByRole('radio', { name: 'Encrypt' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Share Link' })).toHaveCount(0);
  await expect(page.getByText('Keep my inputs out of the link')).toHaveCount(0);
  await page.getByText('Byte Layout and How to Decrypt').click();
  const table = page.getByRole('table', { name: 'Byte layout of a .enc file (format version 1)' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('Nonce of record i: the base nonce with i, as an unsigned 32-bit big-endian number, XORed into its last four bytes (bytes 8 to 11).')).toBeVisible();

  await page.goto(`${siteUrl}/de/tools/file-encryptor`);
  await expect(page.getByRole('heading', { level: 1, name: 'Datei-Verschlüsselung' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Datei verschlüsseln' })).toBeVisible();
  await page.goto(`${siteUrl}/ar/tools/file-encryptor`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مشفّر الملفات' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تشفير الملف' })).toBeVisible();
  expect(errors).toEqual([]);

  // A page without crypto.subtle (what a plain-http host gives): a clear note, not a failure.
  await page.addInitScript(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined }));
  await page.goto(`${siteUrl}/tools/file-encryptor`);
  await expect(page.getByText('Encryption Is Not Available Here')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Encrypt File' })).toBeDisabled();
});
