import type { PageIndexInfo, RouteMeta } from '@rspress/core';
import type { ExtractPageDataOptions } from '@rspress/core/dist/node/route/extractPageData.js';

/** A page as Rspress's reader returns it: the search data, plus the page's flattened Markdown source. */
export type ExtractedPage = PageIndexInfo & { _flattenContent?: string };

export function readPages(routes: RouteMeta[], options: ExtractPageDataOptions): Promise<ExtractedPage[]>;
