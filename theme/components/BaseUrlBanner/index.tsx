import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { findRoute } from '../../router/routeTable';

/**
 * On the not-found page: when the path is a real page under an extra prefix (/prefix/docs/faq), the
 * site is probably served under a path its `base` setting does not know. Says so, for whoever deploys it.
 */
export function BaseUrlBanner() {
  const { pathname } = useLocation();
  const [prefix, setPrefix] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const segments = pathname.split('/').filter(Boolean);
    const prefixOfPage = async () => {
      for (let cut = 1; cut < segments.length; cut++) {
        if (await findRoute(`/${segments.slice(cut).join('/')}`)) return `/${segments.slice(0, cut).join('/')}`;
      }
      return null;
    };
    prefixOfPage()
      .catch(() => null)
      .then((found) => current && setPrefix(found));
    return () => {
      current = false;
    };
  }, [pathname]);
  if (!prefix) return null;
  return (
    <div
      role="alert"
      className="mx-auto mt-6 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-900"
      data-testid="base-url-banner"
    >
      网站似乎部署在 <code>{prefix}</code> 路径下，但构建时的 base 配置为 <code>/</code>。请在 rspress.config.ts 中把 <code>base</code> 设为{' '}
      <code>{prefix}/</code> 后重新构建。
    </div>
  );
}
