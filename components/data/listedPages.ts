import { usePages } from '@rspress/core/runtime';

export interface ListedPage {
  routePath: string;
  title: string;
  summary: string;
  industry?: string;
  customer?: string;
}

/** Pages directly under `prefix` (e.g. `/case/`), read from the page metadata Rspress already ships. */
export function usePagesUnder(prefix: string): ListedPage[] {
  const { pages } = usePages();
  return pages
    .filter((page) => page.routePath.startsWith(prefix) && page.routePath.length > prefix.length)
    .map((page) => {
      const fm = page.frontmatter as Record<string, string | undefined>;
      return {
        routePath: page.routePath,
        title: fm.title ?? page.title,
        summary: fm.summary ?? fm.description ?? '',
        industry: fm.industry,
        customer: fm.customer,
      };
    })
    .sort((a, b) => a.routePath.localeCompare(b.routePath));
}
