import { type DocsVersion, VERSIONS } from '../data/versions';

/**
 * Which docs version a search covers. The blog, cases, use scenes and other site pages describe the
 * product as it is now, so they are found with the current version only: a V5.17 search answers from
 * the V5.17 docs alone (the local index of 5.17 holds nothing else; hosted search filters the same way).
 */
const LATEST = VERSIONS.find((version) => version.isLast) ?? VERSIONS[0];

/** The URL parameter of the version on /search: absent for the current version. */
export const VERSION_PARAM = 'version';

/** The version a `version` parameter names; absent or unknown means the current version. */
export function versionFromParam(param: string | null | undefined): DocsVersion {
  return VERSIONS.find((version) => version.name === param) ?? LATEST;
}

/** Whether a search made while reading `version` also finds the site pages (blog, cases, scenes). */
export const includesSitePages = (version: string) => versionFromParam(version).isLast;
