import { useNavigate } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { SiteLink } from '../SiteLink';

/** A moved page: replaces the history entry with the new path (production nginx answers 301 first). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to + window.location.search + window.location.hash, { replace: true });
  }, [navigate, to]);
  return (
    <p className="mx-auto max-w-2xl px-5 py-24 text-center text-muted">
      页面已移动到 <SiteLink to={to}>{to}</SiteLink>。
    </p>
  );
}
