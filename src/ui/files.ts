/** Pure file-type checks shared by FileDrop and the tools. No DOM: `File` satisfies the shape. */

export interface AcceptedFiles {
  /** Exact MIME types (`text/plain`), wildcards (`image/*`), or ANY_FILE for every file. */
  mimeTypes: string[];
  /** Extensions with a leading dot, e.g. `.txt`. Matched case-insensitively. */
  extensions: string[];
  /** Human name for the kind of file, e.g. "plain text". */
  label: string;
}

export interface FileLike {
  name: string;
  type: string;
}

/** The MIME pattern that accepts every file (e.g. a tool that encodes or hashes any bytes). */
export const ANY_FILE = '*/*';

/** Every file, for FileDrop: tools that encode or hash any bytes. */
export const ANY_FILES: AcceptedFiles = { mimeTypes: [ANY_FILE], extensions: [], label: 'any' };

function normalizeExtension(extension: string): string {
  const lower = extension.trim().toLowerCase();
  return lower.startsWith('.') ? lower : `.${lower}`;
}

function mimeMatches(type: string, pattern: string): boolean {
  const mime = type.trim().toLowerCase();
  const wanted = pattern.trim().toLowerCase();
  if (!mime || !wanted) return false;
  if (wanted.endsWith('/*')) return mime.startsWith(wanted.slice(0, -1));
  return mime === wanted;
}

/**
 * A file is accepted when its MIME type matches, or when its extension does. The extension
 * counts even with a non-empty type because operating systems report types unreliably
 * (browsers give '' for .geojson, Windows says application/vnd.ms-excel for .csv);
 * this mirrors how the `accept` attribute of a file input treats its tokens.
 */
export function isAcceptedFile(file: FileLike, accept: Pick<AcceptedFiles, 'mimeTypes' | 'extensions'>): boolean {
  // Any file, including one the browser gives no type (an unknown extension).
  if (accept.mimeTypes.includes(ANY_FILE)) return true;
  if (accept.mimeTypes.some((pattern) => mimeMatches(file.type, pattern))) return true;
  // A suffix test (like the browser's) also lets multi-part extensions such as `.tar.gz` work.
  const name = file.name.toLowerCase();
  return accept.extensions.some((wanted) => wanted.trim() !== '' && name.endsWith(normalizeExtension(wanted)));
}

/** "Only plain text (.txt) files are accepted." — the error shown for a rejected file. */
export function describeAccepted(accept: Pick<AcceptedFiles, 'extensions' | 'label'>): string {
  const extensions = acceptedExtensions(accept);
  return `Only ${accept.label}${extensions ? ` (${extensions})` : ''} files are accepted.`;
}

/** The accepted extensions as a list (".txt, .md"), '' when any extension goes: FileDrop's message in each locale. */
export function acceptedExtensions(accept: Pick<AcceptedFiles, 'extensions'>): string {
  return accept.extensions.map(normalizeExtension).join(', ');
}

/** Tokens for an `<input type="file" accept>` attribute: MIME types and extensions together. */
export function acceptTokens(accept: Pick<AcceptedFiles, 'mimeTypes' | 'extensions'>): string[] {
  // No tokens means no filter: the picker then offers every file.
  if (accept.mimeTypes.includes(ANY_FILE)) return [];
  return [...accept.mimeTypes, ...accept.extensions.map(normalizeExtension)];
}
