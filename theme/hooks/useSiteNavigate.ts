import { initPageData, useLocation, useNavigate, warmPageData } from '@rspress/core/runtime';
import { useCallback } from 'react';
import { PROGRESS_BAR } from '../logic/constants';
import { doneProgress, startProgress } from '../logic/progress';
import { findRoute } from '../router/routeTable';

/**
 * Client-side navigation: the next page's code and data load before the switch, with a progress bar
 * when that takes over 200 ms; an unknown route or a failed load falls back to a full page load.
 */
export function useSiteNavigate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (href: string) => {
      const url = new URL(href, window.location.href);
      if (url.pathname !== pathname) {
        const timer = setTimeout(startProgress, PROGRESS_BAR.delayMs);
        try {
          if (!(await findRoute(url.pathname))) {
            window.location.assign(url.href);
            return;
          }
          warmPageData(url.pathname, await initPageData(url.pathname));
        } catch {
          window.location.assign(url.href);
          return;
        } finally {
          clearTimeout(timer);
          doneProgress();
        }
      }
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate, pathname],
  );
}
