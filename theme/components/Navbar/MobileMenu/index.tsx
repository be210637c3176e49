import { lazy, Suspense } from 'react';
import { useMobileMenu } from './useMobileMenu';

const MobileMenuPanel = lazy(() => import('./MobileMenuPanel'));

/** Hamburger and full-height menu for widths ≤996 px, with one level of submenus. */
export function MobileMenu() {
  const { open, submenu, setSubmenu, show, close } = useMobileMenu();
  return (
    <div className="desk:hidden">
      <button type="button" aria-label="打开菜单" aria-expanded={open} className="rb-nav-link p-2" onClick={show}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel submenu={submenu} setSubmenu={setSubmenu} close={close} />
        </Suspense>
      )}
    </div>
  );
}
