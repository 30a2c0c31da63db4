import spriteUrl from './sprite.svg?url&no-inline';

/**
 * The page's hidden store of sprite symbols, which SpriteIcon's `<use href="#icon-Name">` point at.
 * A prerendered page arrives with the symbols it shows (scripts/icon-sprite.mjs, pageSymbols), so
 * its icons draw in the first paint without the browser loading the sprite as a separate SVG
 * document. A page reached in the app (or a story) that shows another icon loads the cached sprite
 * once and adds the symbols the store lacks.
 */
export const SYMBOL_STORE_ID = 'sprite-symbols';

let loading: Promise<void> | undefined;

/** Makes sure the page has the symbol `id`; the first missing one loads the sprite. Never throws. */
export function ensureSpriteSymbol(id: string): void {
  if (document.getElementById(id) || loading) return;
  loading = fetch(spriteUrl)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${spriteUrl}: HTTP ${response.status}`))))
    .then(addSymbols)
    .catch((error: unknown) => {
      loading = undefined; // a later icon tries again
      console.error('Icons could not load:', error);
    });
}

function addSymbols(markup: string) {
  const sprite = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const store = document.getElementById(SYMBOL_STORE_ID) ?? newStore();
  for (const symbol of sprite.querySelectorAll('symbol')) {
    if (!document.getElementById(symbol.id)) store.append(document.importNode(symbol, true));
  }
}

function newStore(): Element {
  const store = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  store.id = SYMBOL_STORE_ID;
  // The display presentation attribute: `hidden` does not hide an <svg>, and the CSP allows no
  // inline style. Symbols in a store that is not displayed still draw where <use> points at them.
  store.setAttribute('display', 'none');
  store.setAttribute('aria-hidden', 'true');
  document.body.prepend(store);
  return store;
}
