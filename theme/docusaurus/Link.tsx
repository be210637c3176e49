import type { ReactNode } from 'react';
import { SiteLink } from '../components/SiteLink';

/** `@docusaurus/Link`: a link by `to` or `href`, navigating in the page when it stays on the site. */
export default function Link({ to, href, children, className }: { to?: string; href?: string; children?: ReactNode; className?: string }) {
  return (
    <SiteLink to={to ?? href ?? '#'} className={className}>
      {children}
    </SiteLink>
  );
}
