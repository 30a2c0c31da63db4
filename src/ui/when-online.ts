/**
 * Loads a part that a prerendered page hydrates after its start (the footer, a DeferredSection's
 * descriptions, a tool's guide). A load that fails while the browser is offline is tried again when
 * it is back online, and until then the part keeps its prerendered HTML: a connection lost just
 * after the page arrived must not replace a readable page with an error, or React with an empty
 * one. A failure while online rejects as before (a file a new version replaced: the page's error
 * boundary reloads the page once, src/site/chunk-errors.ts).
 */
export function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof navigator === 'undefined' || navigator.onLine !== false) throw error;
    return new Promise<T>((resolve, reject) => {
      addEventListener('online', () => retryWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}
