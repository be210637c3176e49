import type { ReactNode } from 'react';
import { useDropdown } from './useDropdown';

export interface DropdownProps {
  /** Button content, also its accessible name (add `sr-only` words where the visible label alone is unclear). */
  label: ReactNode;
  align?: 'left' | 'right';
  buttonClassName?: string;
  testId?: string;
  /** Menu items (`<li>`s); `close` closes the menu after a choice. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button with a menu: opens and closes on click or Enter, closes on outside click and Escape. The menu
 * is in the HTML from the start, hidden until opened, so readers without script and crawlers find its links.
 */
export function Dropdown({ label, align = 'left', buttonClassName = 'rb-nav-link inline-flex items-center gap-1', testId, children }: DropdownProps) {
  const { open, toggle, close, ref } = useDropdown<HTMLDivElement>();
  return (
    <div ref={ref} className="relative" data-dropdown data-testid={testId}>
      <button type="button" className={buttonClassName} aria-expanded={open} aria-haspopup="true" onClick={toggle}>
        {label}
      </button>
      <ul
        hidden={!open}
        className={`absolute top-full z-50 mt-2 min-w-44 rounded-lg border border-line bg-white py-2 shadow-card ${align === 'right' ? 'right-0' : 'left-0'}`}
      >
        {children(close)}
      </ul>
    </div>
  );
}
