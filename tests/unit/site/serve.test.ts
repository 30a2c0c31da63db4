// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { serve } from '../../../scripts/serve.mjs';
// @ts-expect-error -- plain ESM script without type declarations
import { precompress } from '../../../scripts/precompress.mjs';

/** The raw response body, undecoded (node's fetch would gunzip it and hide the encoding). */
async function raw(url: string, encoding: string) {
  const http = await import('node:http');
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the static server compresses each file once, and again when it changes', () => {
  let root = '';
  let site: { url: string; close: () => Promise<void> };
  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'serve-'));
    writeFileSync(path.join(root, 'a.js'), 'export const a = 1;\n'.repeat(50));
    site = await serve({ root });
  });
  afterEach(async () => {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the same gzip bytes for a file that has not changed', async () => {
    const first = await raw(`${site.url}/a.js`, 'gzip');
    const second = await raw(`${site.url}/a.js`, 'gzip');
    expect(first.encoding).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe('export const a = 1;\n'.repeat(50));
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('serves the new content after the file is rewritten (a rebuild while the server runs)', async () => {
    await raw(`${site.url}/a.js`, 'gzip');
    writeFileSync(path.join(root, 'a.js'), 'export const b = 2;\n');
    const after = await raw(`${site.url}/a.js`, 'gzip');
    expect(gunzipSync(after.body).toString()).toBe('export const b = 2;\n');
  });

  it('sends the file as it is to a client that does not ask for gzip', async () => {
    const plain = await raw(`${site.url}/a.js`, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('export const a = 1;\n'.repeat(50));
  });
});

describe('precompressed copies (scripts/precompress.mjs) and the server that sends them', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes .gz and .br beside text files of 1 kB or more, and nothing else', async () => {
    const big = 'const word = "toolshed";\n'.repeat(100);
    mkdirSync(path.join(root, 'nested'));
    mkdirSync(path.join(root, 'storybook'));
    writeFileSync(path.join(root, 'nested', 'big.js'), big);
    writeFileSync(path.join(root, 'small.css'), 'a{color:red}');
    writeFileSync(path.join(root, 'image.png'), Buffer.alloc(4096, 1));
    writeFileSync(path.join(root, 'storybook', 'skip.js'), big);
    const result: { files: number } = await precompress(root, { skip: ['storybook/'] });
    expect(result.files).toBe(1);
    expect(gunzipSync(readFileSync(path.join(root, 'nested', 'big.js.gz'))).toString()).toBe(big);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'nested', 'big.js.br'))).toString()).toBe(big);
    for (const absent of ['small.css.gz', 'image.png.gz', 'image.png.br', 'storybook/skip.js.gz']) expect(existsSync(path.join(root, absent))).toBe(false);
  });

  it('the server sends the .gz copy byte for byte, and ignores one older than its file', async () => {
    const file = path.join(root, 'a.js');
    writeFileSync(file, 'export const a = 1;\n'.repeat(50));
    // Marked so it cannot be the server's own compression of the file.
    const copy = gzipSync('export const a = 1;\n'.repeat(50), { level: 1 });
    writeFileSync(`${file}.gz`, copy);
    const site: { url: string; close: () => Promise<void> } = await serve({ root });
    try {
      expect((await raw(`${site.url}/a.js`, 'gzip')).body.equals(copy)).toBe(true);
      writeFileSync(file, 'export const b = 2;\n');
      const past = new Date(Date.now() - 60_000);
      utimesSync(`${file}.gz`, past, past);
      expect(gunzipSync((await raw(`${site.url}/a.js`, 'gzip')).body).toString()).toBe('export const b = 2;\n');
    } finally {
      await site.close();
    }
  });
});
