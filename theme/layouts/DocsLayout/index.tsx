import { useFrontmatter, usePage } from '@rspress/core/runtime';
import { VERSIONS } from '../../../core/data/versions';
import { breadcrumbs, categoryItems, prevNext, switchVersionPath } from '../../../core/docs/navigation';
import { twinPath } from '../../../core/markdown/twinPath';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DocCardList } from '../../components/DocCardList';
import { DocsSidebar } from '../../components/DocsSidebar';
import { MobileDocsSidebar } from '../../components/DocsSidebar/MobileDocsSidebar';
import { EditLink } from '../../components/EditLink';
import { MarkdownActions } from '../../components/MarkdownActions';
import { MarkdownContent } from '../../components/MarkdownContent';
import { PageTitle } from '../../components/PageTitle';
import { PrevNextLinks } from '../../components/PrevNextLinks';
import { Toc } from '../../components/Toc';
import { VersionBanner } from '../../components/VersionBanner';
import { useDocContext } from '../../hooks/useDocContext';
import { MDX_COMPONENTS } from './mdxComponents';

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
  const twin = twinPath(page.routePath, page.pageType);
  return (
    <>
      {sidebar.length > 0 && <MobileDocsSidebar entries={sidebar} route={route} />}
      <div className="mx-auto flex max-w-screen-2xl gap-10 px-5 py-8">
        {sidebar.length > 0 && <DocsSidebar entries={sidebar} route={route} />}
        <article className="min-w-0 flex-1" data-testid="doc-content">
          <div className="flex flex-wrap items-start justify-between gap-x-4">
            <Breadcrumbs home={context?.version.path ?? '/docs'} crumbs={breadcrumbs(sidebar, route)} />
            {twin && <MarkdownActions href={twin} />}
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
