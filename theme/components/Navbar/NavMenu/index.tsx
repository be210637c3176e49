import { NAV_ITEMS } from '../../../../core/data/site';
import { NavEntryLink } from '../../SiteLink/NavEntryLink';
import { NavDropdown } from '../NavDropdown';

/** The navbar's main entries, desktop layout; mobile-only items are left to MobileMenu. */
export function NavMenu() {
  return (
    <nav aria-label="主导航" className="hidden items-center gap-6 desk:flex">
      {NAV_ITEMS.map((item) =>
        item.type === 'dropdown' ? (
          <NavDropdown key={item.label} label={item.label} items={item.items.filter((link) => !link.mobileOnly)} />
        ) : (
          <NavEntryLink key={item.label} entry={item} className="rb-nav-link" />
        ),
      )}
    </nav>
  );
}
