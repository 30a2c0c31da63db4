/**
 * PNG output through a canvas (DOM only: called from event handlers, never while rendering).
 * Synchronous on purpose: "Copy image" must call the clipboard before its first await, or
 * Safari drops the user gesture and refuses the write.
 */
export function pngBlob(pixels: Uint8ClampedArray<ArrayBuffer>, size: number): Blob | null {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.putImageData(new ImageData(pixels, size, size), 0, 0);
  const dataUrl = canvas.toDataURL('image/png');
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/png' });
}
