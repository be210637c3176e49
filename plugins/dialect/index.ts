import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { copyLinkedAssets } from './linkSite';
import { remarkAdmonitions } from './remarkAdmonitions';
import { remarkCodeFences } from './remarkCodeFences';
import { remarkImports, remarkOwnCardList } from './remarkImports';

/**
 * Docusaurus 3 Markdown, as its writers write it: admonitions and code fences here; sources are
 * prepared before compiling in plugins/markdown-loader. Files the docs link that are no pages are
 * copied to the output, before the link check reads it.
 */
export function dialectPlugin(siteRoot = process.cwd()): RspressPlugin {
  return {
    name: 'rainbond-dialect',
    markdown: { remarkPlugins: [remarkAdmonitions, remarkCodeFences, remarkImports(siteRoot), remarkOwnCardList] },
    async afterBuild(config, isProd) {
      if (isProd) await copyLinkedAssets(path.resolve(config.root ?? 'docs'), path.resolve(config.outDir ?? 'doc_build'));
    },
  };
}
