import { useEffect, useState } from 'react';
import { transformSearchItems } from '../../core/data/search';
import type { SearchHit } from '../../core/search/hits';
import { search } from '../../theme/components/Search/logic/client';
import { SEARCH_CONFIG } from '../../theme/components/Search/logic/siteConfig';

export const HITS_PER_PAGE = 20;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; hits: SearchHit[]; nbHits: number; pages: number; withText: boolean };

/** Results for `query` in docs `version`, `pages` pages of 20 at a time, from the same client as the modal. */
export function useSearchResults(query: string, pages: number, version: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    if (!query.trim()) {
      setState({ status: 'idle' });
      return;
    }
    let cancelled = false;
    let complete = false;
    setState((current) => (current.status === 'done' ? current : { status: 'loading' }));
    const run = (withText: boolean) =>
      search(
        SEARCH_CONFIG,
        Array.from({ length: pages }, (_, page) => ({ indexName: 'site', query, params: { page, hitsPerPage: HITS_PER_PAGE, withText } })),
        version,
        transformSearchItems,
      ).then(
        ({ results }): SearchState => ({ status: 'done', hits: results.flatMap((result) => result.hits), nbHits: results[0]?.nbHits ?? 0, pages, withText }),
      );
    // The local index can list the hits before their texts arrive: the list shows at once, snippets follow.
    if (SEARCH_CONFIG.mode === 'local')
      run(false).then(
        (listed) => {
          if (!cancelled && !complete) setState(listed);
        },
        () => undefined,
      );
    run(true)
      .then((done) => {
        complete = true;
        if (!cancelled) setState(done);
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [query, pages, version]);
  return state;
}
