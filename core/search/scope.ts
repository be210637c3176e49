import { type DocsVersion, VERSIONS } from '../data/versions';

/**
 * Which docs version a search covers. The blog, cases, use scenes and other site pages describe the
 * product as it is now, so they are found with the current version only: a V5.17 search answers from
 * the V5.17 docs alone (the local index of 5.17 holds nothing else; hosted search filters the same way).
 */
const LATEST = VERSIONS.find((version) => version.isLast) ?? VERSIONS[0];

/** The URL parameter of the version on /search: absent for the current version. */
export const VERSION_PARAM = 'version';

/** The choices of the version select: the latest named as the current one. */
export const SEARCH_VERSIONS = VERSIONS.map((version) => ({
  name: version.name,
  label: version.isLast ? `当前版本 ${version.label}` : version.label,
}));

/** The version a `version` parameter names; absent or unknown means the current version. */
export function versionFromParam(param: string | null | undefined): DocsVersion {
  return VERSIONS.find((version) => version.name === param) ?? LATEST;
}

/** Whether a search made while reading `version` also finds the site pages (blog, cases, scenes). */
export const includesSitePages = (version: string) => versionFromParam(version).isLast;

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
