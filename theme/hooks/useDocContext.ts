import docsData from '@rainbond/docs-data';
import { useLocation } from '@rspress/core/runtime';
import { docContext } from '../logic/docs';
import { canonicalPath } from '../logic/url';

/** Version, page info and sidebar of the documentation page being read. */
export function useDocContext() {
  const { pathname } = useLocation();
  const route = canonicalPath(pathname);
  return { route, data: docsData, context: docContext(docsData, route) };
}
