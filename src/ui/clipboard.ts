/**
 * Clipboard helpers that never throw. Per the product spec a failed copy is only logged;
 * callers get `false` back and simply don't show their "Copied!" state.
 */

/** How long a copy button shows its copied state ("Copied!"), in milliseconds. */
export const COPIED_MS = 2000;

export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API is not available');
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Failed to copy: ', error);
    return false;
  }
}

export async function copyBlob(blob: Blob): Promise<boolean> {
  try {
    if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') {
      throw new Error('Clipboard API is not available');
    }
    await navigator.clipboard.write([new ClipboardItem({ [blob.type]: blob })]);
    return true;
  } catch (error) {
    console.error('Failed to copy: ', error);
    return false;
  }
}
