import { useFrontmatter, usePage } from '@rspress/core/runtime';

/**
 * The page's h1 from its front matter title, for Markdown pages that do not start with `# …`
 * (Rspress's own fallback heading is turned off: its anchor is an aria-hidden link in the tab order).
 * `hide_title: true` leaves it out, as in Docusaurus; a `# …` heading of the page's own stays.
 */
export function PageTitle() {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  if (page.headingTitle || !page.title || frontmatter.hide_title === true) return null;
  return <h1 className="rb-page-title mb-6 text-3xl font-bold leading-tight text-ink">{page.title}</h1>;
}
