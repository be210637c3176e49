import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useCloseOnScroll } from '../../hooks/useCloseOnScroll';
import { Portal } from '../Portal';

interface ZoomedImageProps {
  src: string;
  alt: string;
  /** The image's own size, when the build read it. */
  width?: number;
  height?: number;
  /** How wide the text showed it: a wide diagram kept at a readable width there is not shrunk here. */
  minWidth: number;
  /** Takes the focus back once the image closes. */
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * An image enlarged to the window, in a modal dialog above everything: Escape, a click anywhere or
 * scrolling the page closes it. The page itself is not locked or changed, so nothing on it moves.
 */
export function ZoomedImage({ src, alt, width, height, minWidth, opener, onClose }: ZoomedImageProps) {
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
  // transparent diagram does not show the dimmed page through it; it fits the window, or scrolls when
  // fitting would make it narrower than in the text. Otherwise it is fitted inside the window.
  const fitted =
    width && height ? { width: `max(${Math.round(minWidth)}px, min(100cqw, ${width / height} * 100cqh))`, aspectRatio: `${width} / ${height}` } : undefined;
  return (
    <Portal>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click anywhere closes; keys have Escape (the dialog's close event) and the close button. */}
      <dialog
        ref={dialog}
        aria-label={label}
        onClose={onClose}
        onClick={onClose}
        className="m-0 h-full max-h-none w-full max-w-none cursor-zoom-out border-0 bg-transparent p-4 backdrop:bg-black/85 narrow:p-10"
        style={{ containerType: 'size' }}
        data-testid="zoomed-image"
      >
        {/* Scrolls under the close button, which stays put; auto margins centre the image without cutting off an overflowing side. */}
        <div className="flex h-full w-full overflow-auto">
          <img src={src} alt={alt} className={fitted ? 'm-auto max-w-none shrink-0 bg-white' : 'h-full w-full object-contain'} style={fitted} />
        </div>
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
