import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { importNode, type MdNode, someNode } from '../shared/mdxImport';

const isPreviewBlock = (node: MdNode) => node.type === 'code' && /^(jsx|tsx)$/.test(node.lang ?? '') && /\bpreview\b/.test(node.meta ?? '');

/** Imports the Preview component, only into pages that have a preview block. */
function remarkImportPreviewWhenUsed(component: string) {
  return () => (tree: MdNode) => {
    if (someNode(tree, isPreviewBlock)) tree.children = [importNode('Preview', component, false), ...(tree.children ?? [])];
  };
}

/** Our preview frame, in place of the plugin's (which labels its button in English). */
const LIVE_PREVIEW = path.resolve(import.meta.dirname, '../../theme/components/mdx/LivePreview.tsx');

/**
 * @rspress/plugin-preview for ```tsx preview blocks, without its cost on pages that have none: the
 * plugin imports its Preview component into every page and mounts an iframe-mode device frame (with a
 * QR code library) on every page. We use the inline mode only, so the frame goes, and our Preview is
 * imported just where a preview block is.
 */
export function livePreviewPlugin(): RspressPlugin {
  const base = pluginPreview({ defaultPreviewMode: 'internal' });
  if (!base.markdown?.globalComponents?.length) throw new Error('@rspress/plugin-preview no longer declares its Preview component: check livePreviewPlugin');
  return {
    ...base,
    name: 'rainbond-live-preview',
    globalUIComponents: [],
    markdown: {
      ...base.markdown,
      globalComponents: [],
      remarkPlugins: [remarkImportPreviewWhenUsed(LIVE_PREVIEW), ...(base.markdown?.remarkPlugins ?? [])],
    },
  };
}
