import { CODE_HOSTS, NAV_ITEMS } from '../../../../core/data/site';
import { Portal } from '../../Portal';
import { NavEntryLink } from '../../SiteLink/NavEntryLink';

const rowClass = 'flex w-full items-center justify-between px-5 py-3 text-left text-base text-ink hover:bg-brand-50';

interface MobileMenuPanelProps {
  submenu: string | null;
  setSubmenu: (label: string | null) => void;
  close: () => void;
}

/** The open menu, in its own chunk: desktop readers never open it, phone readers only on a tap. */
export default function MobileMenuPanel({ submenu, setSubmenu, close }: MobileMenuPanelProps) {
  const active = NAV_ITEMS.find((item) => item.type === 'dropdown' && item.label === submenu);
  return (
    <Portal>
      <div className="fixed inset-0 z-[60] flex flex-col bg-white" role="dialog" aria-modal="true" aria-label="导航菜单" data-testid="mobile-menu">
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <span className="font-bold">Rainbond</span>
          <button type="button" aria-label="关闭菜单" className="p-2" onClick={close}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label="移动端导航" className="flex-1 overflow-y-auto py-2">
          {active?.type === 'dropdown' ? (
            <>
              <button type="button" className={`${rowClass} font-semibold text-brand-600`} onClick={() => setSubmenu(null)}>
                ← 返回主菜单
              </button>
              {active.items.map((link) => (
                <NavEntryLink key={link.label} entry={link} className={rowClass} onClick={close} />
              ))}
            </>
          ) : (
            <>
              {NAV_ITEMS.map((item) =>
                item.type === 'dropdown' ? (
                  <button key={item.label} type="button" className={rowClass} onClick={() => setSubmenu(item.label)}>
                    {item.label}
                    <span aria-hidden="true">›</span>
                  </button>
                ) : (
                  <NavEntryLink key={item.label} entry={item} className={rowClass} onClick={close} />
                ),
              )}
              <div className="mt-2 border-t border-line pt-2">
                {CODE_HOSTS.map((link) => (
                  <NavEntryLink key={link.label} entry={link} className={rowClass} />
                ))}
              </div>
            </>
          )}
        </nav>
      </div>
    </Portal>
  );
}
