import type { ReactNode } from 'react';
import { useHideOnScroll } from '../../../hooks/useHideOnScroll';
import { AnnouncementBar } from '../../AnnouncementBar';
import { NavbarRow } from '../NavbarRow';

/** Fixed navbar of the marketing frame; the page content sits 6rem below the top. */
export function MarketingNavbar({ tools }: { tools?: ReactNode }) {
  const hidden = useHideOnScroll();
  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 bg-white/95 shadow-sm backdrop-blur transition-transform duration-200 motion-reduce:transition-none ${hidden ? '-translate-y-full' : ''}`}
      data-hidden={hidden}
      data-frame-nav="marketing"
    >
      <AnnouncementBar />
      <NavbarRow tools={tools} className="h-16 max-w-7xl" />
    </header>
  );
}
