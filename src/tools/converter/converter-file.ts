export type ConverterFile = { text: string; json: boolean } | { problem: 'fileTooBig' | 'readError' };

/**
 * Reads a file dropped on or chosen for a two-way converter. A JSON file (by type or name) turns
 * the converter to "from JSON"; too big a file, or one the browser cannot read, is a problem to
 * show next to the drop zone, never an exception.
 */
export async function readConverterFile(file: File, maxBytes: number): Promise<ConverterFile> {
  if (file.size > maxBytes) return { problem: 'fileTooBig' };
  try {
    const text = await file.text();
    return { text, json: file.type === 'application/json' || /\.json$/i.test(file.name) };
  } catch {
    return { problem: 'readError' };
  }
}
