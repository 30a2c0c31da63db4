import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryWhenOnline } from '../../../src/ui/when-online';

// A part a page hydrates later waits, offline, until the browser is online again (src/ui/when-online.ts).

let page: EventTarget;
let onLine: boolean;

beforeEach(() => {
  page = new EventTarget();
  onLine = true;
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
  vi.stubGlobal('navigator', {
    get onLine() {
      return onLine;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const offlineError = () => new TypeError('Failed to fetch dynamically imported module: /assets/SiteFooter-abc.js');

describe('retryWhenOnline', () => {
  it('resolves with what the first load gives, loading once', async () => {
    const load = vi.fn(() => Promise.resolve('footer'));
    await expect(retryWhenOnline(load)).resolves.toBe('footer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline, waits for the online event, then loads again (as often as it is offline again)', async () => {
    onLine = false;
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offlineError()).mockRejectedValueOnce(offlineError()).mockResolvedValue('footer');
    let settled: string | undefined;
    void retryWhenOnline(load).then((value) => (settled = value));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(settled).toBeUndefined();
    // The browser says it is online, but the connection drops again before the load.
    page.dispatchEvent(new Event('online'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(settled).toBeUndefined();
    onLine = true;
    page.dispatchEvent(new Event('online'));
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled).toBe('footer');
  });

  it('online, a failure rejects at once (a file a new version replaced: the page reloads)', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/gone.js');
    const load = vi.fn(() => Promise.reject(error));
    await expect(retryWhenOnline(load)).rejects.toBe(error);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('back online, a failure that is not about the connection rejects', async () => {
    onLine = false;
    const error = new SyntaxError('Unexpected token');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offlineError()).mockRejectedValue(error);
    const result = retryWhenOnline(load);
    await flush();
    onLine = true;
    page.dispatchEvent(new Event('online'));
    await expect(result).rejects.toBe(error);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('where there is no navigator, or it does not say (a server render), a failure rejects', async () => {
    const error = new Error('no file');
    vi.stubGlobal('navigator', undefined);
    await expect(retryWhenOnline(() => Promise.reject(error))).rejects.toBe(error);
    vi.stubGlobal('navigator', {});
    await expect(retryWhenOnline(() => Promise.reject(error))).rejects.toBe(error);
  });
});
