import { VERSIONS } from '../data/versions';
import { VERSION_PARAM, versionFromParam } from './scope';

// Apart from ./scope.ts, which every page's head reads (through ./facets.ts): only the search modal and page need these.

/** The choices of the version select: the latest named as the current one. */
export const SEARCH_VERSIONS = VERSIONS.map((version) => ({
  name: version.name,
  label: version.isLast ? `当前版本 ${version.label}` : version.label,
}));

/** /search?q=…&version=…, an empty query and the current version left out. */
export function searchPageUrl(searchPagePath: string, query: string, version: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  const scoped = versionFromParam(version);
  if (!scoped.isLast) params.set(VERSION_PARAM, scoped.name);
  // URLSearchParams writes a space as '+' (a typed '+' as %2B): %20 reads back the same everywhere.
  const search = params.toString().replace(/\+/g, '%20');
  return search ? `${searchPagePath}?${search}` : searchPagePath;
}
