import type { ReactNode } from 'react';
import { MobileMenu } from '../MobileMenu';
import { NavbarActions } from '../NavbarActions';

/** Right end of both navbars: the frame's tools (search, versions), then repositories, language and GitHub, or the mobile menu. */
export function NavbarEnd({ tools }: { tools?: ReactNode }) {
  return (
    <div className="flex items-center gap-4">
      <div className="flex items-center gap-3" data-slot="navbar-tools">
        {tools}
      </div>
      <div className="hidden desk:block">
        <NavbarActions />
      </div>
      <MobileMenu />
    </div>
  );
}
