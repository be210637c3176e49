/** Which pages have a Markdown twin (plugins/markdown-twin), and where: the page's path plus `.md`. */

/** A blog post's page (not a list page, the archive or the authors). */
export const isBlogPost = (routePath: string) => /^\/blog\/(?!page\/|archive$|authors$)[^/]+$/.test(routePath);

/**
 * The twin of a doc page, blog post or case, by the page's route and page type: a doc route of another
 * type (a moved page's stub) and the 404 page have none.
 */
export function twinPath(routePath: string, pageType?: string): string | undefined {
  const has = pageType !== '404' && (isBlogPost(routePath) || /^\/case\/[^/]+$/.test(routePath) || (/^\/docs(\/|$)/.test(routePath) && pageType !== 'custom'));
  return has ? `${routePath}.md` : undefined;
}
