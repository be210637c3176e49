import type { SearchConfig } from '../../../../core/search/config';

/**
 * A hit's URL as the site links it: a local path (so selecting it navigates client side) unless it
 * matches `externalUrlRegex`; `replaceSearchResultPathname` applies to the path.
 */
export function localHitUrl(url: string, config: SearchConfig): string {
  if (config.mode === 'algolia' && config.externalUrlRegex && new RegExp(config.externalUrlRegex).test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://local');
  } catch {
    return url;
  }
  let pathname = parsed.pathname;
  if (config.mode === 'algolia' && config.replaceSearchResultPathname) {
    const { from, to } = config.replaceSearchResultPathname;
    pathname = pathname.replace(new RegExp(from), to);
  }
  return `${pathname}${parsed.search}${parsed.hash}`;
}
