import { normalizeImagePath } from '@rspress/core/runtime';
import { type CSSProperties, useCallback, useRef, useState } from 'react';
import { ZoomedImage } from './ZoomedImage';

export interface ZoomableImageProps {
  src: string;
  alt?: string;
  title?: string;
  /** The image's own size, read at build time: its box is reserved before it loads. */
  width?: number;
  height?: number;
  /** Classes and style of the box around the image (a diagram centres it and keeps a minimum width). */
  className?: string;
  style?: CSSProperties;
}

/**
 * A content image that opens enlarged over the page. It is a button around the image, so Enter and
 * Space open it too, and takes the same box the image alone would: opening and closing move nothing.
 */
export function ZoomableImage({ src, alt = '', title, width, height, className = '', style }: ZoomableImageProps) {
  // The width the text shows the image at while it is open; the enlarged one is never narrower.
  const [shownWidth, setShownWidth] = useState<number>();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setShownWidth(undefined), []);
  const url = normalizeImagePath(src);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-label={alt ? `放大查看图片：${alt}` : '放大查看图片'}
        title={title}
        onClick={(event) => setShownWidth(event.currentTarget.getBoundingClientRect().width)}
        className={`block max-w-full cursor-zoom-in border-0 p-0 ${className}`.trim()}
        style={style}
        data-testid="zoomable-image"
      >
        <img src={url} alt={alt} width={width} height={height} loading="lazy" decoding="async" className="block h-auto max-w-full" />
      </button>
      {shownWidth !== undefined && <ZoomedImage src={url} alt={alt} width={width} height={height} minWidth={shownWidth} opener={button} onClose={close} />}
    </>
  );
}
