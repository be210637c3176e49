import listed from '@rainbond/listed-pages';
import type { ListedPage } from '../../core/data/listedPage';

/**
 * Pages directly under `prefix` (e.g. `/case/`), from the module plugins/page-data writes: only the
 * pages that show these lists download it.
 */
export function listedPagesUnder(prefix: string): ListedPage[] {
  return listed.filter((page) => page.routePath.startsWith(prefix));
}
