import path from 'node:path';
import type { DocPageMeta } from '../../core/docs/types';
import { type MdNode, sideEffectImportNode } from '../shared/mdxImport';

/** Each doc page's meta and the module that registers its sidebar, by absolute file path. */
export type DocPages = Map<string, { meta: DocPageMeta; sidebarModule?: string; lastUpdate?: { date?: unknown; author?: unknown } }>;

/**
 * Gives every doc page what the theme needs to frame it, in its own chunk: its sidebar id and the
 * versions that have it, as page meta (`docPage`), and an import of its sidebar's module.
 */
export function remarkDocPage(pages: DocPages) {
  return function attach(this: { data(key: string): unknown }) {
    return (tree: MdNode, file: { path?: string }) => {
      const page = file.path ? pages.get(path.resolve(file.path)) : undefined;
      if (!page) return;
      const meta = this.data('pageMeta') as Record<string, unknown> | undefined;
      if (meta) meta.docPage = page.meta;
      if (page.sidebarModule) tree.children = [sideEffectImportNode(page.sidebarModule), ...(tree.children ?? [])];
    };
  };
}
