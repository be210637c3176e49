/** URL helpers of the router (theme/router), with react-router's semantics. */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface Path {
  pathname?: string;
  search?: string;
  hash?: string;
}

/** Splits `/a?b#c` into its parts, as react-router's parsePath does. */
export function parsePath(path: string): Path {
  const parts: Path = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/**
 * The URL `to` leads to from `current`, as react-router resolves it outside any <Routes>: an absolute
 * path as written, a relative one from the root, a search or hash alone on the current path.
 */
export function resolvePath(to: string | Path, current: Location): string {
  const target = typeof to === 'string' ? parsePath(to || '/') : to;
  const tail = `${target.search ?? ''}${target.hash ?? ''}`;
  if (target.pathname === undefined) return `${current.pathname}${tail}`;
  if (target.pathname.startsWith('/')) return `${target.pathname}${tail}`;
  return `${new URL(target.pathname, 'http://site/').pathname}${tail}`;
}
