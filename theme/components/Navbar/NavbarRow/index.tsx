import type { ReactNode } from 'react';
import { Logo } from '../../Logo';
import { NavbarEnd } from '../NavbarEnd';
import { NavMenu } from '../NavMenu';

/** The main row of both navbars: logo and menu on the left, the frame's tools and actions on the right. */
export function NavbarRow({ tools, className }: { tools?: ReactNode; className: string }) {
  return (
    <div className={`mx-auto flex items-center justify-between gap-6 px-5 ${className}`}>
      <div className="flex items-center gap-8">
        <Logo />
        <NavMenu />
      </div>
      <NavbarEnd tools={tools} />
    </div>
  );
}
