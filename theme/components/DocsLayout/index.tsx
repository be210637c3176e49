import { DocContent } from '@rspress/core/theme-original';
import { Toc } from '../Toc';

/** Documentation pages: content column and the table of contents. */
export function DocsLayout() {
  return (
    <div className="mx-auto flex max-w-screen-2xl gap-10 px-5 py-8">
      <article className="rp-doc min-w-0 flex-1" data-testid="doc-content">
        <DocContent components={undefined} />
      </article>
      <aside className="sticky top-28 hidden max-h-[calc(100vh-8rem)] w-60 shrink-0 overflow-y-auto xl:block">
        <Toc />
      </aside>
    </div>
  );
}
