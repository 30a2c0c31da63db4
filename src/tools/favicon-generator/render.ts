import { PNG_SIZES, cornerRadius, type Shape } from './favicon-generator';
import { graphemes } from '../../ui/graphemes';

/** Everything is drawn once at the largest size, then scaled down in halving steps. */
const MASTER = 512;

export type Source = { kind: 'text'; glyph: string; background: string; color: string; shape: Shape } | { kind: 'image'; image: CanvasImageSource; width: number; height: number; background: string; shape: Shape };

/** A drawing failure the screen can name in its locale (the English message is kept for logs). */
export class RenderError extends Error {
  readonly reason: 'noCanvas' | 'noPng';
  constructor(reason: 'noCanvas' | 'noPng', message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface RenderedIcon {
  size: number;
  canvas: HTMLCanvasElement;
  png: Uint8Array;
}

function canvasOf(size: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new RenderError('noCanvas', 'This browser cannot draw on a canvas.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return [canvas, context];
}

function clipShape(context: CanvasRenderingContext2D, shape: Shape, size: number) {
  context.beginPath();
  context.roundRect(0, 0, size, size, cornerRadius(shape, size));
  context.clip();
}

function drawMaster(source: Source): HTMLCanvasElement {
  const [canvas, context] = canvasOf(MASTER);
  clipShape(context, source.shape, MASTER);
  context.fillStyle = source.background;
  context.fillRect(0, 0, MASTER, MASTER);
  if (source.kind === 'text') {
    const glyphs = graphemes(source.glyph).length;
    // Two letters need a smaller face to fit inside a circle.
    const fontSize = MASTER * (glyphs > 1 ? 0.46 : 0.64);
    context.font = `700 ${fontSize}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
    context.fillStyle = source.color;
    context.textAlign = 'center';
    context.textBaseline = 'alphabetic';
    const metrics = context.measureText(source.glyph);
    const maxWidth = MASTER * 0.8;
    const scale = metrics.width > maxWidth ? maxWidth / metrics.width : 1;
    const ascent = metrics.actualBoundingBoxAscent * scale;
    const descent = metrics.actualBoundingBoxDescent * scale;
    context.save();
    context.translate(MASTER / 2, MASTER / 2 + (ascent - descent) / 2);
    context.scale(scale, scale);
    context.fillText(source.glyph, 0, 0);
    context.restore();
  } else {
    // Contain: the whole image shows, centred on the background.
    const ratio = Math.min(MASTER / source.width, MASTER / source.height);
    const width = source.width * ratio;
    const height = source.height * ratio;
    context.drawImage(source.image, (MASTER - width) / 2, (MASTER - height) / 2, width, height);
  }
  return canvas;
}

/** Halve until the next halving would pass the target: a plain one-step downscale aliases badly. */
function downscale(master: HTMLCanvasElement, size: number): HTMLCanvasElement {
  let current = master;
  while (current.width / 2 > size) {
    const [next, context] = canvasOf(Math.ceil(current.width / 2));
    context.drawImage(current, 0, 0, next.width, next.height);
    current = next;
  }
  if (current.width === size) return current;
  const [out, context] = canvasOf(size);
  context.drawImage(current, 0, 0, size, size);
  return out;
}

async function pngBytes(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new RenderError('noPng', 'The browser could not encode a PNG.');
  return new Uint8Array(await blob.arrayBuffer());
}

export async function renderIcons(source: Source): Promise<RenderedIcon[]> {
  const master = drawMaster(source);
  return Promise.all(
    PNG_SIZES.map(async (size) => {
      const canvas = size === MASTER ? master : downscale(master, size);
      return { size, canvas, png: await pngBytes(canvas) };
    }),
  );
}

export interface LoadedImage {
  image: HTMLImageElement;
  width: number;
  height: number;
}

/** Decodes an uploaded file; an SVG without a size gets the master size. */
export async function loadImage(file: Blob): Promise<LoadedImage> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const width = image.naturalWidth || MASTER;
    const height = image.naturalHeight || MASTER;
    return { image, width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}
