import { usePage } from '@rspress/core/runtime';

/**
 * The page's h1 from its front matter title, for Markdown pages that do not start with `# …`
 * (Rspress's own fallback heading is turned off: its anchor is an aria-hidden link in the tab order).
 */
export function PageTitle() {
  const { page } = usePage();
  if (page.headingTitle || !page.title) return null;
  return <h1 className="rb-page-title mb-6 text-3xl font-bold leading-tight text-ink">{page.title}</h1>;
}
