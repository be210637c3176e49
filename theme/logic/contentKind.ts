export type ContentKind = 'not-found' | 'doc' | 'article' | 'custom';

/** Which content layout a page gets: docs chrome only under /docs; other Markdown pages are articles. */
export function contentKind(pageType: string | undefined, pathname: string): ContentKind {
  if (pageType === '404') return 'not-found';
  if (pageType === 'custom' || pageType === 'home' || pageType === 'blank') return 'custom';
  return /^\/docs(\/|$)/.test(pathname) ? 'doc' : 'article';
}
