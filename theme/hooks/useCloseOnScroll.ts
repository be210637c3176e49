import { useEffect } from 'react';

/** How far the page may scroll under an overlay before the reader is taken to have moved on. */
const SCROLL_TOLERANCE_PX = 40;

/** Calls `close` once the page has scrolled away from where it was when the overlay opened. */
export function useCloseOnScroll(close: () => void) {
  useEffect(() => {
    const start = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - start) > SCROLL_TOLERANCE_PX) close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [close]);
}
