import { ZoomableImage } from './ZoomableImage';

export interface DiagramProps {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption?: string;
}

/** Below this share of its drawn size a diagram's labels get too small to read: it scrolls instead. */
const MIN_SCALE = 0.75;

/** A diagram drawn at build time from a ```mermaid fence, as an image scaled to the column; it opens enlarged. */
export function Diagram({ src, width, height, alt, caption }: DiagramProps) {
  return (
    <figure className="rp-not-doc my-6 overflow-x-auto rounded-lg border border-line bg-white p-4" data-testid="diagram">
      <ZoomableImage src={src} width={width} height={height} alt={alt} className="mx-auto" style={{ minWidth: Math.round(width * MIN_SCALE) }} />
      {caption && <figcaption className="mt-2 text-center text-sm text-muted">{caption}</figcaption>}
    </figure>
  );
}
