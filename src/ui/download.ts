/**
 * Save generated content as a file without a server round-trip.
 * The anchor goes on document.body (not next to the caller) so this also works from
 * inside a shadow root, where a detached or shadow-scoped anchor may not trigger a download.
 */

export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoking synchronously can cancel the download in some browsers; let the click's navigation start first.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function downloadText(filename: string, text: string, mimeType = 'text/plain;charset=utf-8'): void {
  downloadBlob(filename, new Blob([text], { type: mimeType }));
}
