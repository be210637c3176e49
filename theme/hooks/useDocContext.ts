import { useLocation, usePage } from '@rspress/core/runtime';
import type { DocPageMeta } from '../../core/docs/types';
import { docContext } from '../logic/sidebarRegistry';
import { canonicalPath } from '../logic/url';

/** Version, page meta and sidebar of the documentation page being read. */
export function useDocContext() {
  const { pathname } = useLocation();
  const { page } = usePage();
  const route = canonicalPath(pathname);
  const docPage = (page as { docPage?: DocPageMeta }).docPage;
  return { route, docPage, context: docContext(route, docPage) };
}
