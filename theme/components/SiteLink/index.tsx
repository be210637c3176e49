import { Link } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { isExternal } from '../../logic/url';

export interface SiteLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  role?: string;
}

/** One link for the whole theme: internal paths navigate client side, external ones open a new tab. */
export function SiteLink({ to, className, children, onClick, role }: SiteLinkProps) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick} role={role}>
        {children}
      </a>
    );
  }
  return (
    <Link href={to} className={className} onClick={onClick} role={role}>
      {children}
    </Link>
  );
}
