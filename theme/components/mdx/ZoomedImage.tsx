import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useCloseOnScroll } from '../../hooks/useCloseOnScroll';
import { Portal } from '../Portal';

interface ZoomedImageProps {
  src: string;
  alt: string;
  /** The image's own size, when the build read it. */
  width?: number;
  height?: number;
  /** Takes the focus back once the image closes. */
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * An image enlarged to the window, in a modal dialog above everything: Escape, a click anywhere or
 * scrolling the page closes it. The page itself is not locked or changed, so nothing on it moves.
 */
export function ZoomedImage({ src, alt, width, height, opener, onClose }: ZoomedImageProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Opened before the first paint: a closed dialog would not show, but neither would it for a frame.
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => {
      element?.close();
      opener.current?.focus({ preventScroll: true });
    };
  }, [opener]);
  useCloseOnScroll(onClose);
  const label = alt ? `放大的图片：${alt}` : '放大的图片';
  // With its proportions known the image's box is exactly the picture, on white as in the text, so a
  // transparent diagram does not show the dimmed page through it; otherwise it is fitted inside the window.
  // The dim is the dialog's own background: Chromium left ::backdrop unpainted over a long page.
  const fitted = width && height ? { width: `min(100cqw, ${width / height} * 100cqh)`, aspectRatio: `${width} / ${height}` } : undefined;
  return (
    <Portal>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click anywhere closes; keys have Escape (the dialog's close event) and the close button. */}
      <dialog
        ref={dialog}
        aria-label={label}
        onClose={onClose}
        onClick={onClose}
        className="m-0 h-full max-h-none w-full max-w-none cursor-zoom-out border-0 bg-black/85 p-4 backdrop:bg-transparent open:flex open:items-center open:justify-center narrow:p-10"
        style={{ containerType: 'size' }}
        data-testid="zoomed-image"
      >
        <img src={src} alt={alt} className={fitted ? 'bg-white' : 'h-full w-full object-contain'} style={fitted} />
        <button
          type="button"
          aria-label="关闭"
          className="absolute right-3 top-3 flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink shadow-card"
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </dialog>
    </Portal>
  );
}
