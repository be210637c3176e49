import type { SearchConfig } from '../../../../core/search/config';
import { type IndexSource, SearchIndex } from '../../../../core/search/engine';
import { facetFilters } from '../../../../core/search/facetFilters';
import type { SearchHit, SearchResponse } from '../../../../core/search/hits';
import { localHitUrl } from './urls';

export interface SearchRequest {
  indexName: string;
  query?: string;
  params?: Record<string, unknown> | string;
  [param: string]: unknown;
}

const indexes = new Map<string, SearchIndex>();

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${url}`);
  return (await response.json()) as T;
}

/** The files of a version's index (written at build time), fetched as queries need them; a failed download is tried again by the next query. */
function fetchSource(version: string): IndexSource {
  const base = `/search-index/${version}`;
  return {
    meta: () => getJson(`${base}/meta.json`),
    shard: (index, hash) => getJson(`${base}/t${index}.json?v=${hash}`),
    content: (page, hash) => getJson(`${base}/c${page}.json?v=${hash}`),
  };
}

/** The local index of a version. */
export function localIndex(version: string): SearchIndex {
  let index = indexes.get(version);
  if (!index) {
    index = new SearchIndex(fetchSource(version));
    indexes.set(version, index);
  }
  return index;
}

/** Search parameters of a request: a query string or object in `params` (v4 clients) or top-level fields (v5). */
function paramsOf(request: SearchRequest): Record<string, unknown> {
  const { indexName: _index, params, ...topLevel } = request;
  if (typeof params === 'string') return { ...topLevel, ...Object.fromEntries(new URLSearchParams(params)) };
  return { ...topLevel, ...params };
}

/** DocSearch passes `[requests]` (algoliasearch v4) or `{ requests }` (v5). */
export function requestsOf(argument: SearchRequest[] | { requests: SearchRequest[] }): SearchRequest[] {
  return Array.isArray(argument) ? argument : argument.requests;
}

/** `content:10` in attributesToSnippet → 10. */
function snippetWords(params: Record<string, unknown>): number {
  const attributes = params.attributesToSnippet as string[] | undefined;
  const content = attributes?.find((attribute) => attribute.startsWith('content:'));
  return content ? Number(content.split(':')[1]) || 10 : 10;
}

async function hostedSearch(config: Extract<SearchConfig, { mode: 'algolia' }>, requests: SearchRequest[], version: string): Promise<SearchResponse[]> {
  const body = {
    requests: requests.map((request) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({
        ...paramsOf(request),
        query: request.query ?? paramsOf(request).query ?? '',
        facetFilters: facetFilters(version),
      })) {
        params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
      return { indexName: config.indexName, params: params.toString() };
    }),
  };
  const response = await fetch(`${config.host}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`search: HTTP ${response.status}`);
  return ((await response.json()) as { results: SearchResponse[] }).results;
}

/** Answers DocSearch's requests in Algolia's response shape, from the local index or the hosted service. */
export async function search(
  config: SearchConfig,
  requests: SearchRequest[],
  version: string,
  transformItems: (hits: SearchHit[]) => SearchHit[] = (hits) => hits,
) {
  const results =
    config.mode === 'algolia'
      ? await hostedSearch(config, requests, version)
      : await Promise.all(
          requests.map((request) => {
            const params = paramsOf(request);
            return localIndex(version).search(String(request.query ?? params.query ?? ''), {
              page: Number(params.page ?? 0),
              hitsPerPage: Number(params.hitsPerPage ?? 20),
              snippetWords: snippetWords(params),
              withText: params.withText !== false,
            });
          }),
        );
  return {
    results: results.map((result) => ({ ...result, hits: transformItems(result.hits.map((hit) => ({ ...hit, url: localHitUrl(hit.url, config) }))) })),
  };
}
