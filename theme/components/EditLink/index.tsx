import { usePage } from '@rspress/core/runtime';
import { editUrlOf } from '../../../core/data/site';

/** Link to edit the page's source on GitHub; `url` is the page's `custom_edit_url` (null: no link). */
export function EditLink({ url }: { url?: string | null }) {
  const { page } = usePage();
  // pagePath is the source file relative to the docs root, e.g. docs/faq.md; a page the engine
  // generates (a category's index) lives outside it and has no source to edit.
  const source = page.pagePath?.startsWith('..') ? undefined : page.pagePath;
  const href = url === null ? undefined : (url ?? (source ? editUrlOf(source) : undefined));
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="mt-6 inline-block text-sm text-brand-600 hover:underline" data-testid="edit-link">
      在 GitHub 上编辑此页
    </a>
  );
}
