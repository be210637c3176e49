import type { NavEntry } from '../../../../core/data/site';
import { NavEntryLink } from '../../SiteLink/NavEntryLink';
import { Dropdown } from './Dropdown';

export interface NavDropdownProps {
  label: string;
  items: NavEntry[];
  align?: 'left' | 'right';
}

/** A navbar entry with a submenu of links. */
export function NavDropdown({ label, items, align }: NavDropdownProps) {
  return (
    <Dropdown
      align={align}
      label={
        <>
          {label}
          <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
            <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </>
      }
    >
      {(close) =>
        items.map((item) => (
          <li key={item.label}>
            <NavEntryLink entry={item} className="block px-4 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-600" onClick={close} />
          </li>
        ))
      }
    </Dropdown>
  );
}
