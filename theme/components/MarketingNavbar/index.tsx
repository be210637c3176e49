import type { ReactNode } from 'react';
import { useHideOnScroll } from '../../hooks/useHideOnScroll';
import { AnnouncementBar } from '../AnnouncementBar';
import { Logo } from '../Logo';
import { NavbarEnd } from '../NavbarEnd';
import { NavMenu } from '../NavMenu';

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
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-5">
        <div className="flex items-center gap-8">
          <Logo />
          <NavMenu />
        </div>
        <NavbarEnd tools={tools} />
      </div>
    </header>
  );
}
