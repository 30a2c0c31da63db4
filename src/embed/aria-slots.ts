/**
 * The objects react-aria reads as its strings in the embed's other locales (issue #31; see
 * aria-strings.ts). The embed build turns each react-aria module of one package's strings in a
 * locale other than English into `export default ariaStringsSlot(package, tag)` (vite.embed.config.ts,
 * `embedAriaStrings`): an empty object until an element needs that locale, then filled in place.
 * Kept apart from the loader, so an English element loads only this.
 */
type PackageStrings = Record<string, unknown>;

const slots = new Map<string, PackageStrings>();

/** The object react-aria reads as `pkg`'s strings in `tag` (`de-DE`): the same object every time. */
export function ariaStringsSlot(pkg: string, tag: string): PackageStrings {
  const key = `${tag} ${pkg}`;
  let slot = slots.get(key);
  if (!slot) slots.set(key, (slot = {}));
  return slot;
}
