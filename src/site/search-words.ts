/**
 * The words the site's searches compare: lower case, accents removed, split on anything but
 * letters and digits ("Robots.txt Generator" → robots, txt, generator). Its own module so that a
 * page can match names before the search ranking (tool-search.ts) has loaded.
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
