// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, mayReload, reload } from '../../../src/site/chunk-errors';

describe('isChunkLoadError', () => {
  it('knows each engine’s words for a module that could not be downloaded', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/tool-a-12345678.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x.test/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });
  it('leaves other errors to the general message', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloading after a failed download', () => {
  const href = 'https://x.test/de/tools/json-formatter';
  const reloadPage = vi.fn();
  const stored = new Map<string, string>();
  const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
  beforeEach(() => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('location', { reload: reloadPage });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    stored.clear();
    reloadPage.mockReset();
  });

  it('reloads once per address, then not again for 30 seconds', () => {
    expect(mayReload(href, 1_000)).toBe(true);
    reload(href, 1_000);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(mayReload(href, 1_000 + 29_999)).toBe(false);
    expect(mayReload(href, 1_000 + 30_000)).toBe(true);
    expect(mayReload('https://x.test/de/tools/base64', 2_000)).toBe(true);
  });
  it('never reloads offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(mayReload(href, 1_000)).toBe(false);
  });
  it('never reloads without session storage to record it (a reload could loop)', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: denied, setItem: denied });
    expect(mayReload(href, 1_000)).toBe(false);
    reload(href, 1_000);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
