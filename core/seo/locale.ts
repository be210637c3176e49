import { LOCALES } from '../data/site';

/**
 * The English site lives on another host with the same paths. Builds its URL for the page being
 * read, keeping path, query and hash; a leading locale segment (/zh/...) is swapped away.
 */
export function alternateLocaleUrl(origin: string, location: { pathname: string; search: string; hash: string }): string {
  const path = location.pathname.replace(/^\/zh(?=\/|$)/, '') || '/';
  return `${origin.replace(/\/$/, '')}${path}${location.search}${location.hash}`;
}

/** A page's address on this site as search engines should index it: the home page without its slash. */
export const canonicalUrl = (origin: string, routePath: string) => `${origin}${routePath === '/' ? '' : routePath}`;

export interface LocaleAlternate {
  hreflang: string;
  href: string;
}

/** The page in every language of the locale menu: this site's canonical address, and where the menu leads for the others. */
export function localeAlternates(routePath: string): LocaleAlternate[] {
  return LOCALES.map((locale) => ({
    hreflang: locale.hreflang,
    href: locale.current ? canonicalUrl(locale.origin, routePath) : alternateLocaleUrl(locale.origin, { pathname: routePath, search: '', hash: '' }),
  }));
}
