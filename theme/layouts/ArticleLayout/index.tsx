import { MarkdownContent } from '../../components/MarkdownContent';
import { PageTitle } from '../../components/PageTitle';

/** Markdown pages outside the docs (cases, use scenes, privacy): prose without sidebars. */
export function ArticleLayout() {
  return (
    <article className="rp-doc mx-auto max-w-3xl px-5 py-10">
      <PageTitle />
      <MarkdownContent />
    </article>
  );
}
