import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { importNode, type MdNode, someNode } from '../shared/mdxImport';

const COMPONENTS = path.resolve(import.meta.dirname, '../../theme/components/mdx');

/** Components writers may use in .mdx pages without importing them (as they do in Docusaurus). */
const AVAILABLE: Record<string, string> = {
  Tabs: path.join(COMPONENTS, 'Tabs.tsx'),
  TabItem: path.join(COMPONENTS, 'Tabs.tsx'),
  BilibiliVideo: path.join(COMPONENTS, 'BilibiliVideo.tsx'),
};

/** Adds `import { Tabs } from …` to a page only when it uses <Tabs>, so no other page pays for it. */
function remarkImportUsedComponents() {
  return (tree: MdNode) => {
    const imports = Object.entries(AVAILABLE)
      .filter(([name]) => someNode(tree, (node) => node.type.startsWith('mdxJsx') && node.name === name))
      .map(([name, file]) => importNode(name, file, true));
    tree.children = [...imports, ...(tree.children ?? [])];
  };
}

export function mdxComponentsPlugin(): RspressPlugin {
  return {
    name: 'rainbond-mdx-components',
    markdown: { remarkPlugins: [remarkImportUsedComponents] },
  };
}
