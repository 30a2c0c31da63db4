/** Joins class names, skipping empty ones. */
export function joinClasses(...names: Array<string | false | undefined>) {
  return names.filter(Boolean).join(' ');
}
