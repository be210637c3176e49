import type { ReactNode } from 'react';
import type { NavEntry } from '../../data/site';
import { NavEntryLink } from '../SiteLink/NavEntryLink';
import { useDropdown } from './useDropdown';

export interface NavDropdownProps {
  label: ReactNode;
  items: NavEntry[];
  /** Accessible name when the label is an icon. */
  ariaLabel?: string;
  align?: 'left' | 'right';
}

export function NavDropdown({ label, items, ariaLabel, align = 'left' }: NavDropdownProps) {
  const { open, toggle, close, ref } = useDropdown<HTMLDivElement>();
  return (
    <div ref={ref} className="relative" data-dropdown>
      <button
        type="button"
        className="rb-nav-link inline-flex items-center gap-1"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={ariaLabel}
        onClick={toggle}
      >
        {label}
        <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" className={open ? 'rotate-180' : ''}>
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <ul
          className={`absolute top-full z-50 mt-2 min-w-44 rounded-lg border border-line bg-white py-2 shadow-card ${align === 'right' ? 'right-0' : 'left-0'}`}
        >
          {items.map((item) => (
            <li key={item.label}>
              <NavEntryLink entry={item} className="block px-4 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-600" onClick={close} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
