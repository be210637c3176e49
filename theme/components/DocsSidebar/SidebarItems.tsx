import type { SidebarEntry } from '../../../plugins/docs-engine/types';
import { SiteLink } from '../SiteLink';

const linkClass = (active: boolean) =>
  `block rounded-md px-3 py-1.5 text-sm leading-5 ${active ? 'bg-brand-50 font-semibold text-brand-600' : 'text-muted hover:text-ink'}`;

function contains(entry: SidebarEntry, route: string): boolean {
  if (entry.type === 'link') return entry.link === route;
  return entry.link === route || entry.items.some((item) => contains(item, route));
}

/** Sidebar entries; categories are open when they hold the current page, native <details> otherwise. */
export function SidebarItems({ entries, route, onNavigate }: { entries: SidebarEntry[]; route: string; onNavigate?: () => void }) {
  return (
    <ul className="space-y-0.5">
      {entries.map((entry) =>
        entry.type === 'link' ? (
          <li key={entry.link}>
            <SiteLink to={entry.link} className={linkClass(entry.link === route)} onClick={onNavigate}>
              <span aria-current={entry.link === route ? 'page' : undefined}>{entry.label}</span>
            </SiteLink>
          </li>
        ) : (
          <li key={entry.label}>
            <details open={contains(entry, route)} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-1.5 text-sm font-medium text-ink hover:bg-surface">
                {entry.link ? (
                  <SiteLink to={entry.link} className={entry.link === route ? 'text-brand-600' : ''} onClick={onNavigate}>
                    {entry.label}
                  </SiteLink>
                ) : (
                  <span>{entry.label}</span>
                )}
                <span aria-hidden="true" className="text-xs text-muted transition-transform group-open:rotate-90">
                  ›
                </span>
              </summary>
              <div className="ml-3 border-l border-line pl-2">
                <SidebarItems entries={entry.items} route={route} onNavigate={onNavigate} />
              </div>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}
