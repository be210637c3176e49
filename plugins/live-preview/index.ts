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

type Attacher = (this: unknown, ...options: unknown[]) => ((tree: MdNode, file: unknown) => unknown) | undefined;
type PluginEntry = Attacher | [Attacher, ...unknown[]];

/**
 * Runs one of the plugin's remark plugins on pages with a preview block only. The plugin looks each page's
 * route up by comparing its file with every route's, normalised each time: per page that was a walk of all
 * pages (0.5 s of our build, growing with the square of the page count).
 */
function onlyWithPreviewBlocks(entry: PluginEntry): Attacher {
  const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
  return function (this: unknown) {
    let transform: ReturnType<Attacher> | null = null;
    return (tree, file) => {
      if (!someNode(tree, isPreviewBlock)) return;
      transform ??= plugin.apply(this, options) ?? undefined;
      return transform?.(tree, file);
    };
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
      remarkPlugins: [remarkImportPreviewWhenUsed(LIVE_PREVIEW), ...((base.markdown?.remarkPlugins ?? []) as PluginEntry[]).map(onlyWithPreviewBlocks)],
    },
  };
}
