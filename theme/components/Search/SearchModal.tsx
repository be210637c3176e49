import '@docsearch/css';
import { DocSearchModal } from '@docsearch/react';
import { useNavigate } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { missingResultsUrl, SEARCH_PLACEHOLDER, SEARCH_TRANSLATIONS, seeAllLabel, transformSearchItems } from '../../../core/data/search';
import { searchPageUrl } from '../../../core/search/searchPage';
import { useDocsVersion } from '../../hooks/useDocsVersion';
import { NARROW_MAX_WIDTH } from '../../logic/breakpoints';
import { SiteLink } from '../SiteLink';
import { requestsOf, type SearchRequest, search } from './logic/client';
import { SEARCH_CONFIG } from './logic/siteConfig';

interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

/** DocSearch's modal answering from our client: the local index by default, Algolia when configured. */
export default function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const navigate = useNavigate();
  const { active } = useDocsVersion();
  const version = active?.name ?? 'current';
  const config = SEARCH_CONFIG;
  // Snippets of 10 words, 5 on narrow screens where a line holds fewer.
  const snippetWords = window.matchMedia(`(max-width: ${NARROW_MAX_WIDTH}px)`).matches ? 5 : 10;
  const credentials = config.mode === 'algolia' ? config : { appId: 'local', apiKey: 'local', indexName: `rainbond-${version}` };
  return createPortal(
    <DocSearchModal
      appId={credentials.appId}
      apiKey={credentials.apiKey}
      indexName={credentials.indexName}
      placeholder={SEARCH_PLACEHOLDER}
      translations={SEARCH_TRANSLATIONS.modal}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      searchParameters={{ attributesToSnippet: [`content:${snippetWords}`, `hierarchy.lvl1:${snippetWords}`], hitsPerPage: 20 }}
      onClose={onClose}
      getMissingResultsUrl={missingResultsUrl}
      transformSearchClient={(client) => ({
        ...client,
        search: ((argument: SearchRequest[] | { requests: SearchRequest[] }) =>
          search(config, requestsOf(argument), version, transformSearchItems)) as unknown as typeof client.search,
      })}
      navigator={{
        navigate({ itemUrl }) {
          onClose();
          navigate(itemUrl);
        },
      }}
      hitComponent={({ hit, children }: { hit: { url: string }; children: ReactNode }) => (
        <SiteLink to={hit.url} onClick={onClose}>
          {children}
        </SiteLink>
      )}
      resultsFooterComponent={({ state }) => (
        <SiteLink to={searchPageUrl(config.searchPagePath, state.query, version)} onClick={onClose}>
          {seeAllLabel((state.context.nbHits as number | undefined) ?? 0)}
        </SiteLink>
      )}
    />,
    document.body,
  );
}
