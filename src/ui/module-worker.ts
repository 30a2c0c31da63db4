/**
 * Starts a module Worker from a script URL (resolve it with `new URL(url, import.meta.url)` in
 * the caller). Cross-origin (the embed on someone else's page) a Worker cannot load our script
 * directly, so a same-origin blob that imports it is tried next (the embed serves its files with
 * CORS). Returns null where workers are blocked (an embedder's CSP): callers fall back to the
 * main thread.
 */
/**
 * Set once both ways were refused: the page's policy does not change, so no later tool on the page
 * tries again (each refusal is a CSP report in the host's console; /docs/api lists the one).
 */
let refused = false;

/** Forgets a refusal: a page's policy never changes, but a test's stubbed Worker does. */
export function forgetWorkerRefusal(): void {
  refused = false;
}

export function startModuleWorker(scriptUrl: string): Worker | null {
  if (typeof Worker === 'undefined' || refused) return null;
  try {
    return new Worker(scriptUrl, { type: 'module' });
  } catch {
    // Cross-origin script: fall through to the blob shim.
  }
  try {
    const shim = URL.createObjectURL(new Blob([`import ${JSON.stringify(scriptUrl)};`], { type: 'text/javascript' }));
    const worker = new Worker(shim, { type: 'module' });
    // The worker has fetched the shim once it answers; revoking later is harmless.
    setTimeout(() => URL.revokeObjectURL(shim), 60_000);
    return worker;
  } catch {
    refused = true;
    return null;
  }
}
