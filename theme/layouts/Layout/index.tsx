import { Content, useLocation } from '@rspress/core/runtime';
import { useScrollReset } from '@rspress/core/theme-original';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Footer } from '../../components/Footer';
import { DocsNavbar } from '../../components/Navbar/DocsNavbar';
import { MarketingNavbar } from '../../components/Navbar/MarketingNavbar';
import { PageHead } from '../../components/PageHead';
import { PageLoading } from '../../components/PageLoading';
import { Search } from '../../components/Search';
import { SupportDialog } from '../../components/SupportDialog';
import { VersionDropdown } from '../../components/VersionDropdown';
import { DocsVersionProvider } from '../../hooks/useDocsVersion';
import { useKeyboardNavigation } from '../../hooks/useKeyboardNavigation';
import { usePageMeta } from '../../hooks/usePageMeta';
import { contentKind } from '../../logic/contentKind';
import { frameForPath } from '../../logic/frame';
import { ArticleLayout } from '../ArticleLayout';
import { DocsLayout } from '../DocsLayout';

// The 404 page in its own chunk: the server render waits for it, and hydration keeps its HTML until it loads.
const NotFound = lazy(() => import('../../components/NotFound').then((module) => ({ default: module.NotFound })));

/** Chooses the frame by path (docs or marketing) and the content layout by page kind. */
export function Layout() {
  const { pathname } = useLocation();
  const frame = frameForPath(pathname);
  const meta = usePageMeta();
  const kind = contentKind(meta.pageType, pathname);
  const showFooter = meta.frontmatter.footer !== false;
  // Lets tests (and styles) tell server HTML from the hydrated app.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useKeyboardNavigation();
  // New page without an anchor: start at the top.
  useScrollReset();

  return (
    <DocsVersionProvider>
      <PageHead />
      {frame === 'docs' ? (
        <DocsNavbar
          tools={
            <>
              <Search />
              <VersionDropdown />
            </>
          }
        />
      ) : (
        <MarketingNavbar tools={<Search />} />
      )}
      <main id="main-content" className={frame === 'marketing' ? 'mt-24 min-h-[60vh]' : 'min-h-[60vh]'} data-frame={frame} data-hydrated={hydrated}>
        <ErrorBoundary resetKey={pathname}>
          {kind === 'not-found' && (
            <Suspense fallback={null}>
              <NotFound />
            </Suspense>
          )}
          {kind === 'doc' && <DocsLayout />}
          {kind === 'article' && <ArticleLayout />}
          {kind === 'custom' && <Content fallback={<PageLoading />} />}
        </ErrorBoundary>
      </main>
      {showFooter && <Footer />}
      <SupportDialog />
    </DocsVersionProvider>
  );
}
