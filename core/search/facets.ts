/**
 * Hosted search (DocSearch) filters records by facets its crawler reads from each page's
 * `docsearch:*` meta tags. Both sides are written from here, so a recrawl yields records the client finds.
 */
export const LANGUAGE = 'zh';
/** The tag of pages outside the docs (blog, site pages). */
export const SITE_TAG = 'default';
export const docsTag = (version: string) => `docs-default-${version}`;

/** The meta tags of a page, given the docs version it belongs to (none for the blog and site pages). */
export function facetMeta(version: string | undefined): { name: string; content: string }[] {
  return [
    { name: 'docsearch:language', content: LANGUAGE },
    { name: 'docsearch:docusaurus_tag', content: version ? docsTag(version) : SITE_TAG },
    ...(version ? [{ name: 'docsearch:version', content: version }] : []),
  ];
}
