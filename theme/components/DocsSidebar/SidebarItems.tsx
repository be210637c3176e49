import type { SidebarEntry } from '../../../core/docs/types';
import { SiteLink } from '../SiteLink';
import { SidebarCategory } from './SidebarCategory';

const linkClass = (active: boolean) =>
  `block rounded-md px-3 py-1.5 text-sm leading-5 ${active ? 'bg-brand-50 font-semibold text-brand-600' : 'text-muted hover:text-ink'}`;

function contains(entry: SidebarEntry, route: string): boolean {
  if (entry.type === 'link') return entry.link === route;
  return entry.link === route || entry.items.some((item) => contains(item, route));
}

/** Sidebar entries; categories holding the current page start open. */
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
          <SidebarCategory key={entry.label} category={entry} route={route} active={contains(entry, route)} onNavigate={onNavigate} />
        ),
      )}
    </ul>
  );
}
