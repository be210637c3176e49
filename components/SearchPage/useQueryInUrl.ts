import { useEffect } from 'react';

/** Writing the URL costs a few milliseconds a call (more on slow phones): it waits for a pause in typing. */
const URL_DELAY_MS = 300;

/** Keeps `q` in the address as the reader types, so the results can be shared or reloaded. */
export function useQueryInUrl(query: string) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href);
      if ((url.searchParams.get('q') ?? '') === query) return;
      if (query) url.searchParams.set('q', query);
      else url.searchParams.delete('q');
      window.history.replaceState(window.history.state, '', url);
    }, URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);
}
