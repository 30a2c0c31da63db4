// Shared by the hash generator's specs: reading a digest, and a large generated file.
import { type Locator, type Page } from '@playwright/test';

/** The WebAssembly hashers' chunk (hash-wasm), fetched only when a file job starts where WebAssembly compiles. */
export const WASM_CHUNK = /\/(assets|embed\/chunks)\/wasm-hashers-[^/]+\.js$/;

/** The digest shown for a label (`<dt>SHA-256</dt><dd><code>…</code>`). */
export const digest = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').locator('code');

export const MB = 1024 * 1024;

/** The test files' 1 MiB pattern, repeated, so the page and Node can build the same bytes. */
export const pattern = () => Uint8Array.from({ length: MB }, (_, i) => (i * 31 + (i >> 10)) & 255);

/**
 * Puts a generated File on the tool's file input, built in the page from one repeated chunk
 * (a Blob of `chunks` parts referencing one buffer): no large transfer from the test process.
 */
export async function chooseGeneratedFile(scope: Page | Locator, name: string, chunks: number) {
  await scope.locator('input[type=file]').evaluate(
    (input: HTMLInputElement, { name, chunks, mb }) => {
      const chunk = Uint8Array.from({ length: mb }, (_, i) => (i * 31 + (i >> 10)) & 255);
      const file = new File(Array.from({ length: chunks }, () => chunk), name, { type: 'application/octet-stream' });
      const transfer = new DataTransfer();
      transfer.items.add(file);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { name, chunks, mb: MB },
  );
}
