import { useCallback, useEffect, useState } from 'react';
import { useScrollLock } from '../../../hooks/useScrollLock';
import { DESKTOP_MIN_WIDTH } from '../../../logic/breakpoints';

/** Mobile menu state: locks page scroll while open; closes on back navigation and on desktop width. */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState<string | null>(null);
  useScrollLock(open);

  const close = useCallback(() => {
    setOpen(false);
    setSubmenu(null);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onResize = () => {
      if (window.innerWidth >= DESKTOP_MIN_WIDTH) close();
    };
    window.addEventListener('popstate', close);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('popstate', close);
      window.removeEventListener('resize', onResize);
    };
  }, [open, close]);

  return { open, submenu, setSubmenu, show: () => setOpen(true), close };
}
