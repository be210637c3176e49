/**
 * Canonical form of a site path: no trailing slash, no `.html`, no `/index`: each page has one address.
 * Returns the input unchanged when it is already canonical.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/i, '/').replace(/\.html$/i, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

export function isExternal(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}
