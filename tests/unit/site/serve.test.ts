// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { serve } from '../../../scripts/serve.mjs';

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
