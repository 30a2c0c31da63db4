import { useEffect, useRef, type ImgHTMLAttributes } from 'react';

export interface BlobImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The image's bytes or text (an SVG's markup), kept in memory. */
  data: BlobPart;
  /** Its media type: `image/png`, `image/svg+xml`. */
  type: string;
  /** What the image shows, for screen readers. */
  alt: string;
}

/**
 * An image shown from memory through a blob: URL, released when the data changes or the image goes.
 * An <img> never runs an SVG's script nor loads what it references, so user content can be shown
 * without entering the page.
 *
 * **When to use:** previews of files and results a tool holds (decoded Base64, an optimized SVG).
 */
export function BlobImage({ data, type, alt, ...props }: BlobImageProps) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([data], { type }));
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [data, type]);
  return <img ref={image} alt={alt} {...props} />;
}
