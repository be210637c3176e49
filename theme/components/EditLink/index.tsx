import { usePage } from '@rspress/core/runtime';
import { EDIT_URL_BASE } from '../../data/site';

/** Link to edit the page's source on GitHub. */
export function EditLink() {
  const { page } = usePage();
  // pagePath is the source file relative to the docs root, e.g. docs/faq.md.
  const source = page.pagePath;
  if (!source) return null;
  return (
    <a
      href={`${EDIT_URL_BASE}${source}`}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-6 inline-block text-sm text-brand-600 hover:underline"
      data-testid="edit-link"
    >
      在 GitHub 上编辑此页
    </a>
  );
}
