/**
 * Reads the text of a QR code in an image file, in this browser: the image is drawn on a canvas
 * and handed to jsQR, which is loaded only when an image arrives. No React.
 */

/** Longest side the image is scaled down to before decoding (a phone screenshot stays sharp enough). */
const MAX_SIDE = 1600;

export const QR_IMAGES = {
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  extensions: ['.png', '.jpg', '.jpeg', '.webp', '.gif'],
};

export type QrRead = { status: 'found'; text: string } | { status: 'none' } | { status: 'unreadable' };

export async function readQrImage(file: Blob): Promise<QrRead> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { status: 'unreadable' };
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return { status: 'unreadable' };
  // A white ground, so a transparent PNG's dark modules stand out.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  const { default: jsQR } = await import('jsqr');
  const code = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' });
  return code ? { status: 'found', text: code.data } : { status: 'none' };
}
