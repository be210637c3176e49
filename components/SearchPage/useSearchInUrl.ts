import { useEffect } from 'react';
import { searchPageUrl } from '../../core/search/searchPage';

/** Writing the URL costs a few milliseconds a call (more on slow phones): it waits for a pause in typing. */
const URL_DELAY_MS = 300;

/** Keeps `q` and `version` in the address as the reader types or picks, so the results can be shared or reloaded. */
export function useSearchInUrl(query: string, version: string) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href);
      const wanted = new URL(searchPageUrl(url.pathname, query, version), url);
      if (url.search === wanted.search) return;
      window.history.replaceState(window.history.state, '', `${wanted.pathname}${wanted.search}${url.hash}`);
    }, URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, version]);
}
