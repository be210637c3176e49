import { isDropdown, NAV_ITEMS } from '../../data/site';
import { NavDropdown } from '../NavDropdown';
import { SiteLink } from '../SiteLink';

/** The main entries of SPEC §2 Navigation, desktop layout; mobile-only items are left to MobileMenu. */
export function NavMenu() {
  return (
    <nav aria-label="主导航" className="hidden items-center gap-6 desk:flex">
      {NAV_ITEMS.map((item) =>
        isDropdown(item) ? (
          <NavDropdown key={item.label} label={item.label} items={item.items.filter((link) => !link.mobileOnly)} />
        ) : (
          <SiteLink key={item.to} to={item.to} className="rb-nav-link">
            {item.label}
          </SiteLink>
        ),
      )}
    </nav>
  );
}
