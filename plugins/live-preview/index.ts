import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  children?: MdNode[];
}

const hasPreviewBlock = (node: MdNode): boolean =>
  (node.type === 'code' && /^(jsx|tsx)$/.test(node.lang ?? '') && /\bpreview\b/.test(node.meta ?? '')) || (node.children ?? []).some(hasPreviewBlock);

/** `import Preview from '…'` as an MDX ESM node, only in pages that have a preview block. */
function remarkImportPreviewWhenUsed(component: string) {
  return () => (tree: MdNode) => {
    if (!hasPreviewBlock(tree)) return;
    const source = JSON.stringify(component);
    (tree.children ??= []).unshift({
      type: 'mdxjsEsm',
      value: `import Preview from ${source}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: 'Preview' } }],
              source: { type: 'Literal', value: component, raw: source },
            },
          ],
        },
      },
    } as MdNode);
  };
}

/**
 * @rspress/plugin-preview for ```tsx preview blocks, without its cost on pages that have none: the
 * plugin imports its Preview component into every page and mounts an iframe-mode device frame (with a
 * QR code library) on every page. We use the inline mode only, so the frame goes, and Preview is
 * imported just where a preview block is.
 */
export function livePreviewPlugin(): RspressPlugin {
  const base = pluginPreview({ defaultPreviewMode: 'internal' });
  const [component] = base.markdown?.globalComponents ?? [];
  if (!component) throw new Error('@rspress/plugin-preview no longer declares its Preview component: check livePreviewPlugin');
  return {
    ...base,
    name: 'rainbond-live-preview',
    globalUIComponents: [],
    markdown: {
      ...base.markdown,
      globalComponents: [],
      remarkPlugins: [remarkImportPreviewWhenUsed(component), ...(base.markdown?.remarkPlugins ?? [])],
    },
  };
}
