import { useEffect, useState } from 'react';
import { SEARCH_PLACEHOLDER, SEARCH_TRANSLATIONS } from '../../core/data/search';
import { VERSION_PARAM, versionFromParam } from '../../core/search/scope';
import { Marked } from '../../theme/components/Search/Marked';
import { SiteLink } from '../../theme/components/SiteLink';
import { useSearchInUrl } from './useSearchInUrl';
import { HITS_PER_PAGE, useSearchResults } from './useSearchResults';
import { VersionSelect } from './VersionSelect';

export const SEARCH_MAX_LENGTH = 64;
const { errorScreen, noResultsScreen } = SEARCH_TRANSLATIONS.modal;

/** /search?q=…&version=…: query and version are read after mount (pages are pre-rendered without them) and kept in the URL. */
export function SearchPage() {
  const [query, setQuery] = useState('');
  const [version, setVersion] = useState(() => versionFromParam(undefined).name);
  const [pages, setPages] = useState(1);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setQuery(params.get('q')?.slice(0, SEARCH_MAX_LENGTH) ?? '');
    setVersion(versionFromParam(params.get(VERSION_PARAM)).name);
  }, []);
  const state = useSearchResults(query, pages, version);
  useSearchInUrl(query, version);

  const update = (value: string) => {
    setQuery(value);
    setPages(1);
  };
  const choose = (value: string) => {
    setVersion(value);
    setPages(1);
  };

  return (
    <section className="mx-auto max-w-3xl px-5 py-12">
      <h1 className="text-3xl font-bold text-ink">搜索</h1>
      <div className="mt-6 flex flex-col gap-3 narrow:flex-row narrow:items-center">
        <input
          type="search"
          aria-label={SEARCH_PLACEHOLDER}
          placeholder={SEARCH_PLACEHOLDER}
          maxLength={SEARCH_MAX_LENGTH}
          value={query}
          onChange={(event) => update(event.target.value)}
          className="w-full min-w-0 rounded-lg border border-line px-4 py-3 text-lg narrow:flex-1"
        />
        <VersionSelect value={version} onChange={choose} />
      </div>
      {state.status === 'error' && (
        <div role="alert" className="mt-8" data-testid="search-error">
          <p className="font-semibold text-ink">{errorScreen.titleText}</p>
          <p className="mt-1 text-muted">{errorScreen.helpText}</p>
        </div>
      )}
      {state.status === 'done' && (
        <>
          <p className="mt-4 text-sm text-muted" data-testid="search-count">
            “{query}”共有 {state.nbHits} 条结果
          </p>
          {state.nbHits === 0 && (
            <p className="mt-6 text-muted" data-testid="search-empty">
              {noResultsScreen.noResultsText}“{query}”
            </p>
          )}
          <ol className="mt-6 space-y-6" data-testid="search-results">
            {state.hits.map((hit) => (
              <li key={hit.objectID}>
                <p className="text-xs text-muted">
                  {[hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(Boolean).join(' › ')}
                </p>
                <SiteLink to={hit.url} className="text-lg font-semibold text-brand-600 hover:underline">
                  <Marked value={hit._highlightResult.hierarchy[hit.hierarchy.lvl3 ? 'lvl3' : hit.hierarchy.lvl2 ? 'lvl2' : 'lvl1'].value} />
                </SiteLink>
                {hit.content ? (
                  <p className="mt-1 text-sm leading-6 text-muted">
                    <Marked value={hit._snippetResult.content.value} />
                  </p>
                ) : (
                  // The snippet's line, held while the page texts download.
                  !state.withText && <p className="mt-1 h-6" aria-hidden="true" data-testid="snippet-pending" />
                )}
              </li>
            ))}
          </ol>
          {state.hits.length < state.nbHits && state.pages * HITS_PER_PAGE < state.nbHits && (
            <button type="button" className="rb-button-secondary mt-8" onClick={() => setPages((count) => count + 1)}>
              加载更多结果
            </button>
          )}
        </>
      )}
    </section>
  );
}
