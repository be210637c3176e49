import { useEffect } from 'react';

export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

/** Marks <body> while the reader navigates with Tab, so focus rings show only for keyboard users. */
export function useKeyboardNavigation() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') document.body.classList.add(KEYBOARD_NAVIGATION_CLASS);
    };
    const onMouseDown = () => document.body.classList.remove(KEYBOARD_NAVIGATION_CLASS);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onMouseDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onMouseDown);
    };
  }, []);
}
