/**
 * micromark decodes named character references (`&copy;`) through `decode-named-character-reference`,
 * whose browser build sets `innerHTML` on an element of `document`, and a Worker has no document.
 * Imported first by worker.ts: a stand-in element that decodes from the same table the package's
 * non-DOM build uses (`character-entities`, already installed with it). The page keeps the real one.
 */
import { characterEntities } from 'character-entities';

if (typeof document === 'undefined') {
  const element = {
    textContent: '',
    set innerHTML(reference: string) {
      const name = reference.slice(1, -1);
      this.textContent = Object.hasOwn(characterEntities, name) ? characterEntities[name]! : reference;
    },
  };
  (globalThis as { document?: unknown }).document = { createElement: () => element };
}
