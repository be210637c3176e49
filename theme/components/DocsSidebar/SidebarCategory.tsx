import { useEffect, useState } from 'react';
import type { SidebarCategory as Category } from '../../../core/docs/types';
import { useCollapse } from '../../hooks/useCollapse';
import { SiteLink } from '../SiteLink';
import { SidebarItems } from './SidebarItems';

interface SidebarCategoryProps {
  category: Category;
  route: string;
  /** Whether the current page is inside this category. */
  active: boolean;
  onNavigate?: () => void;
}

/** A sidebar group: its own page link (if any) and a separate expand button, so no link sits inside a control. */
export function SidebarCategory({ category, route, active, onNavigate }: SidebarCategoryProps) {
  // `collapsed: false` (a sidebars file or `_category_`) starts the group open on every page.
  const startsOpen = active || category.collapsed === false;
  const [open, setOpen] = useState(startsOpen);
  // A group's items are rendered once it is first opened: closed groups cost the page no DOM or hydration.
  const [rendered, setRendered] = useState(startsOpen);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  if (open && !rendered) setRendered(true);
  const panel = useCollapse<HTMLDivElement>(open);
  // Server HTML starts collapsed groups closed; afterwards useCollapse owns the height.
  const [initialStyle] = useState(startsOpen ? undefined : { height: '0px' });
  const labelClass = `block flex-1 rounded-md px-3 py-1.5 text-sm font-medium ${category.link === route ? 'text-brand-600' : 'text-ink'}`;
  return (
    <li>
      <div className="flex items-center rounded-md hover:bg-surface">
        {category.link ? (
          <SiteLink to={category.link} className={labelClass} onClick={onNavigate}>
            <span aria-current={category.link === route ? 'page' : undefined}>{category.label}</span>
          </SiteLink>
        ) : (
          <button type="button" className={`${labelClass} text-left`} onClick={() => setOpen(!open)}>
            {category.label}
          </button>
        )}
        <button
          type="button"
          aria-expanded={open}
          aria-label={`${open ? '收起' : '展开'}${category.label}`}
          onClick={() => setOpen(!open)}
          className="flex h-8 w-8 shrink-0 items-center justify-center text-muted"
        >
          <span aria-hidden="true" className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}>
            ›
          </span>
        </button>
      </div>
      <div ref={panel} className="overflow-hidden" style={initialStyle} data-collapsed={!open} inert={!open}>
        {rendered && (
          <div className="ml-3 border-l border-line pl-2">
            <SidebarItems entries={category.items} route={route} onNavigate={onNavigate} />
          </div>
        )}
      </div>
    </li>
  );
}
