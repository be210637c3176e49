import { useFrontmatter, usePage } from '@rspress/core/runtime';
import { lazy, Suspense } from 'react';
import { VERSIONS } from '../../../core/data/versions';
import { breadcrumbs, categoryItems, prevNext, switchVersionPath } from '../../../core/docs/navigation';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DocCardList } from '../../components/DocCardList';
import { DocsSidebar } from '../../components/DocsSidebar';
import { MobileDocsSidebar } from '../../components/DocsSidebar/MobileDocsSidebar';
import { EditLink } from '../../components/EditLink';
import { MarkdownContent } from '../../components/MarkdownContent';
import { PageTitle } from '../../components/PageTitle';
import { PrevNextLinks } from '../../components/PrevNextLinks';
import { Toc } from '../../components/Toc';
import { VersionBanner } from '../../components/VersionBanner';
import { useDocContext } from '../../hooks/useDocContext';
import { MDX_COMPONENTS } from './mdxComponents';

// Only doc pages have it, and only when asked does it do anything: its code stays out of every page's main script.
const MarkdownActions = lazy(() => import('../../components/MarkdownActions'));

const LATEST = VERSIONS[0];

/** Documentation pages: sidebar, breadcrumbs, banners, content, category cards, prev/next and the TOC. */
export function DocsLayout() {
  const { route, docPage, context } = useDocContext();
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  const sidebar = context?.sidebar ?? [];
  const { prev, next } = prevNext(sidebar, route, docPage);
  // A page that shows its own <DocCardList /> (a Docusaurus page) gets no second list below it.
  const cards = (page as { ownCardList?: boolean }).ownCardList ? undefined : categoryItems(sidebar, route);
  const showToc = frontmatter.hide_table_of_contents !== true;
  const editUrl = frontmatter.custom_edit_url as string | null | undefined;
  return (
    <>
      {sidebar.length > 0 && <MobileDocsSidebar entries={sidebar} route={route} />}
      <div className="mx-auto flex max-w-screen-2xl gap-10 px-5 py-8">
        {sidebar.length > 0 && <DocsSidebar entries={sidebar} route={route} />}
        <article className="min-w-0 flex-1" data-testid="doc-content">
          <Breadcrumbs home={context?.version.path ?? '/docs'} crumbs={breadcrumbs(sidebar, route)} />
          {/* Loaded after the page, in a row of its own as tall as its buttons: nothing moves when they appear. */}
          {/* Every doc page has a twin (core/markdown/twinPath.ts). */}
          <div className="mb-4 flex h-[26px] justify-end">
            <Suspense>
              <MarkdownActions href={`${page.routePath}.md`} />
            </Suspense>
          </div>
          {context && (
            <VersionBanner
              version={context.version}
              latestLink={switchVersionPath(route, docPage, LATEST)}
              draft={frontmatter.draft === true}
              unlisted={frontmatter.unlisted === true}
            />
          )}
          <div className="rp-doc">
            <PageTitle />
            <MarkdownContent components={MDX_COMPONENTS} />
          </div>
          {cards && <DocCardList items={cards} />}
          <EditLink url={editUrl} />
          <PrevNextLinks prev={prev} next={next} />
        </article>
        {showToc && (
          <aside className="sticky top-28 hidden max-h-[calc(100vh-8rem)] w-56 shrink-0 overflow-y-auto xl:block">
            <Toc />
          </aside>
        )}
      </div>
    </>
  );
}
