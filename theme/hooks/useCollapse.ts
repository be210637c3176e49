import { useLayoutEffect, useRef } from 'react';

/** Collapse/expand time grows with the content's height; 1 ms for readers who prefer reduced motion. */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const scaled = height / 36;
  return Math.round((4 + 15 * scaled ** 0.25 + scaled / 5) * 10);
}

/** Animated height for a collapsible list; `open` may change at any time. */
export function useCollapse<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null);
  // A ref, not state: marking the first run must not re-render every collapsible once more after hydration.
  const first = useRef(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (first.current) {
      first.current = false;
      element.style.height = open ? 'auto' : '0px';
      return;
    }
    const full = element.scrollHeight;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.style.transition = `height ${collapseDuration(full, reduced)}ms ease-in-out`;
    if (open) {
      element.style.height = `${full}px`;
      const done = () => {
        element.style.height = 'auto';
        element.removeEventListener('transitionend', done);
      };
      element.addEventListener('transitionend', done);
    } else {
      element.style.height = `${full}px`;
      requestAnimationFrame(() => {
        element.style.height = '0px';
      });
    }
  }, [open]);
  return ref;
}
