import type { SidebarEntry } from '../../../core/docs/types';
import { useMobileMenu } from '../Navbar/MobileMenu/useMobileMenu';
import { Portal } from '../Portal';
import { SidebarItems } from './SidebarItems';

/** The doc sidebar at ≤996 px: a toggle bar and a drawer (scroll lock, closes on back and on desktop width). */
export function MobileDocsSidebar({ entries, route }: { entries: SidebarEntry[]; route: string }) {
  const { open, show, close } = useMobileMenu();
  return (
    <div className="border-b border-line desk:hidden">
      <button type="button" className="flex w-full items-center gap-2 px-5 py-2.5 text-sm font-medium text-ink" aria-expanded={open} onClick={show}>
        <span aria-hidden="true">☰</span> 文档目录
      </button>
      {open && (
        <Portal>
          <div className="fixed inset-0 z-[60] flex" data-testid="mobile-docs-sidebar">
            <nav aria-label="文档目录" className="h-full w-80 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-card">
              <button type="button" className="mb-3 text-sm text-muted" onClick={close}>
                关闭目录
              </button>
              <SidebarItems entries={entries} route={route} onNavigate={close} />
            </nav>
            <button type="button" tabIndex={-1} aria-label="关闭目录遮罩" className="flex-1 bg-black/30" onClick={close} />
          </div>
        </Portal>
      )}
    </div>
  );
}
