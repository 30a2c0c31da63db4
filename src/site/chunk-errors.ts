/**
 * A dynamic import or a stylesheet that could not be downloaded, as each engine words it:
 * Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically
 * imported module", Safari "Importing a module script failed", Vite "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

const RELOADED = 'toolshed:reloaded';
/** A second failure within this time after the reload is shown rather than reloaded again. */
const AGAIN_AFTER_MS = 30_000;

/**
 * Whether reloading may help: not when the browser is offline (a reload would replace the site
 * with the browser's error page), nor when the same address was reloaded for this moments ago
 * (the record: "<time> <address>"), nor without session storage to record it (a reload could loop).
 */
export function mayReload(href: string, now = Date.now()): boolean {
  if (!navigator.onLine) return false;
  try {
    const [at, last] = (sessionStorage.getItem(RELOADED) ?? '').split(/ (.*)/);
    return !(last === href && now - Number(at) < AGAIN_AFTER_MS);
  } catch {
    return false;
  }
}

/** Records the reload (for mayReload) and reloads the page. */
export function reload(href: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(RELOADED, `${now} ${href}`);
    location.reload();
  } catch {
    // Not recorded: no reload.
  }
}
