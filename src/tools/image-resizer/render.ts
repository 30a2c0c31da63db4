/** Browser side of the resizer: decoding a file and drawing the resized image on canvas. */
import { MIME, isLossy, limitProblem, planResize, stepDownPlan, type Fit, type OutputFormat, type Size } from './image-resizer';

export interface Decoded {
  image: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Why an image could not be read or drawn; the screen names it in its locale (the message is English, for logs). */
export type ImageProblem = 'damaged' | 'noOwnSize' | 'noSurface' | 'tooLarge' | 'noEncode';

export class ImageError extends Error {
  readonly reason: ImageProblem;
  /** The file it concerns (damaged, noOwnSize). */
  readonly fileName: string;
  /** The size that was asked for (tooLarge). */
  readonly size: Size | null;
  constructor(reason: ImageProblem, message: string, details: { fileName?: string; size?: Size } = {}) {
    super(message);
    this.reason = reason;
    this.fileName = details.fileName ?? '';
    this.size = details.size ?? null;
  }
}

const isSvg = (file: File) => file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);

/** Decodes with createImageBitmap (first frame of a GIF); SVG, which it cannot read, through an <img>. */
export async function decodeImage(file: File): Promise<Decoded> {
  if (!isSvg(file) && typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      return { image: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Fall through to <img>, which some browsers decode more formats with.
    }
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new ImageError('damaged', `${file.name} could not be read as an image. It may be damaged or not really a PNG, JPEG, WebP, GIF or SVG.`, { fileName: file.name });
  }
  const width = img.naturalWidth;
  const height = img.naturalHeight;
  if (!(width > 0 && height > 0)) {
    URL.revokeObjectURL(url);
    throw new ImageError('noOwnSize', `${file.name} has no size of its own (an SVG needs width and height or a viewBox).`, { fileName: file.name });
  }
  return { image: img, width, height, release: () => URL.revokeObjectURL(url) };
}

function canvas(size: Size): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = size.width;
  c.height = size.height;
  return c;
}

function context(c: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = c.getContext('2d');
  if (!ctx) throw new ImageError('noSurface', 'This browser could not create a drawing surface of that size.');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return ctx;
}

/** Draws `source` into `box` by repeated halving, returns the final canvas. */
export function drawResized(source: Decoded, box: Size, fit: Fit, format: OutputFormat): HTMLCanvasElement {
  const plan = planResize(source, box, fit);
  const problem = limitProblem(plan.output);
  if (problem) throw new ImageError('tooLarge', problem, { size: plan.output });
  const steps = stepDownPlan({ width: Math.round(plan.source.width), height: Math.round(plan.source.height) }, plan.output);
  let current: CanvasImageSource = source.image;
  let rect = plan.source;
  let result: HTMLCanvasElement | null = null;
  steps.forEach((step, index) => {
    const next = canvas(step);
    const ctx = context(next);
    // JPEG has no transparency: flatten onto white instead of black.
    if (index === steps.length - 1 && format === 'jpeg') {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, step.width, step.height);
    }
    ctx.drawImage(current, rect.x, rect.y, rect.width, rect.height, 0, 0, step.width, step.height);
    current = next;
    rect = { x: 0, y: 0, width: step.width, height: step.height };
    result = next;
  });
  return result ?? canvas(plan.output);
}

export function encode(c: HTMLCanvasElement, format: OutputFormat, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    c.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageError('noEncode', 'The browser could not encode the resized image.'))),
      MIME[format],
      isLossy(format) ? quality / 100 : undefined,
    );
  });
}
