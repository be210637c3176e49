import type { RspressPlugin } from '@rspress/core';
import { remarkAdmonitions } from './remarkAdmonitions';
import { remarkCodeFences } from './remarkCodeFences';
import { remarkImports, remarkOwnCardList } from './remarkImports';

/**
 * Docusaurus 3 Markdown, as its writers write it: admonitions and code fences here; sources are
 * prepared before compiling in plugins/markdown-loader.
 */
export function dialectPlugin(siteRoot = process.cwd()): RspressPlugin {
  return {
    name: 'rainbond-dialect',
    markdown: { remarkPlugins: [remarkAdmonitions, remarkCodeFences, remarkImports(siteRoot), remarkOwnCardList] },
  };
}
