/**
 * The English site lives on another host with the same paths. Builds its URL for the page being
 * read, keeping path, query and hash; a leading locale segment (/zh/...) is swapped away.
 */
export function alternateLocaleUrl(origin: string, location: { pathname: string; search: string; hash: string }): string {
  const path = location.pathname.replace(/^\/zh(?=\/|$)/, '') || '/';
  return `${origin.replace(/\/$/, '')}${path}${location.search}${location.hash}`;
}
