/** A case or use-scene page as the lists show it: read from its front matter at build time. */
export interface ListedPage {
  routePath: string;
  title: string;
  summary: string;
  industry?: string;
  customer?: string;
}
