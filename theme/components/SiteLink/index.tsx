import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { useSiteNavigate } from '../../hooks/useSiteNavigate';
import { prefetchRoute, prefetchWhenVisible } from '../../logic/prefetch';
import { isExternal } from '../../logic/url';

export interface SiteLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  role?: string;
  title?: string;
  id?: string;
}

const routeOf = (href: string) => href.split(/[?#]/)[0] || '/';

/**
 * One link for the whole theme. External links open a new tab; internal ones navigate client side and
 * prefetch their page on hover, touch or when scrolled into view (not on slow connections).
 */
export function SiteLink({ to, className, children, onClick, role, title, id }: SiteLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const navigate = useSiteNavigate();
  const external = isExternal(to);
  const hashOnly = to.startsWith('#');

  useEffect(() => {
    if (external || hashOnly || !ref.current) return;
    return prefetchWhenVisible(ref.current, routeOf(to));
  }, [external, hashOnly, to]);

  if (external) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick} role={role} title={title} id={id}>
        {children}
      </a>
    );
  }
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (hashOnly || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a
      ref={ref}
      href={to}
      className={className}
      role={role}
      title={title}
      id={id}
      onClick={onLinkClick}
      onMouseEnter={() => !hashOnly && prefetchRoute(routeOf(to))}
      onTouchStart={() => !hashOnly && prefetchRoute(routeOf(to))}
    >
      {children}
    </a>
  );
}
