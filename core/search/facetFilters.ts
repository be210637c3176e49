import { docsTag, LANGUAGE, SITE_TAG } from './facets';
import { includesSitePages } from './scope';

// Apart from ./facets.ts, which every page's head reads: only the hosted search client needs the filters.

/** The facet filters of a search in `version`: its docs, and with the current version the pages of no version (as the local index does). */
export function facetFilters(version: string): (string | string[])[] {
  const tags = [`docusaurus_tag:${docsTag(version)}`];
  return [`language:${LANGUAGE}`, includesSitePages(version) ? [`docusaurus_tag:${SITE_TAG}`, ...tags] : tags];
}
