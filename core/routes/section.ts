import { VERSIONS } from '../data/versions';

/** Version roots, longest first, in the lower case routes are matched in. */
const VERSION_ROOTS = VERSIONS.map((version) => version.path.toLowerCase().split('/').filter(Boolean)).sort((a, b) => b.length - a.length);

/**
 * The section a route's table lives in (theme/router/routeTable.ts): the first folder under a docs
 * version (`docs/installation`, `docs/5.17/quick-start`), the first segment elsewhere (`blog`), `''`
 * for the home page. A page loads only its own section's routes, so its JS does not grow with the
 * rest of the site. Takes a path as routes are matched: without base, query or hash.
 */
export function routeSection(pathname: string): string {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const root = VERSION_ROOTS.find((prefix) => prefix.every((segment, index) => segments[index] === segment));
  return segments.slice(0, (root?.length ?? 0) + 1).join('/');
}
