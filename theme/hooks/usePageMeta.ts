import { usePage } from '@rspress/core/runtime';

export interface PageMeta {
  title: string;
  frontmatter: Record<string, unknown>;
  pageType: string;
}

/** Title, front matter and kind of the current page, from its own chunk; a 404 has none of them. */
export function usePageMeta(): PageMeta {
  const { page } = usePage();
  if (page.pageType === '404') return { title: '', frontmatter: {}, pageType: '404' };
  const frontmatter = (page.frontmatter ?? {}) as Record<string, unknown>;
  return { title: page.title, frontmatter, pageType: (frontmatter.pageType as string | undefined) ?? page.pageType };
}
