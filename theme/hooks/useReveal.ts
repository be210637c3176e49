import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS } from '../logic/constants';

/**
 * Show/hide state for tooltips and popovers: hover, focus, pointer down (touch) and
 * context menu show it, leaving and blurring hide it, each 50 ms later so a pointer or focus moving
 * between trigger and panel does not flicker. Escape and a pointer down outside hide it at once.
 */
export function useReveal(container: RefObject<HTMLElement | null>) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const later = useCallback((value: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(value), TOOLTIP_DELAY_MS);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);
  // A layout effect: the listeners are in place as soon as the panel is in the DOM (a passive effect
  // left a gap in which an Escape or an outside press was lost).
  useLayoutEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    const onPointer = (event: PointerEvent) => !container.current?.contains(event.target as Node) && hide();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [visible, hide, container]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const triggers = {
    onMouseEnter: () => later(true),
    onMouseLeave: () => later(false),
    onFocus: () => later(true),
    onBlur: () => later(false),
    onPointerDown: () => later(true),
    onContextMenu: () => later(true),
  };
  return { visible, hide, triggers };
}
