import type { RsbuildPluginAPI, RspackChain } from '@rsbuild/core';

export type { ExtractPageDataOptions } from '@rspress/core/dist/node/route/extractPageData.js';

/** Rspress's page data module (`virtual-page-data`), which every page's JS includes. */
export const PAGE_DATA_MODULE = /[\\/]\.rspress[\\/]virtual-page-data\.js$/;

/** The value of the module's `searchIndexHash` export, as source text; the rest of the module is left behind. */
export function searchIndexHashOf(pageDataModule: string): string {
  const value = /export const searchIndexHash = ([\s\S]*?);\s*$/.exec(pageDataModule)?.[1];
  if (value === undefined) throw new Error('rspress-internals: Rspress changed its virtual-page-data module (no trailing searchIndexHash export)');
  return value;
}

/**
 * Runs `before` and `after` around Rspress's own page data pass, which reads every route's Markdown
 * through the route service in a default-order `modifyBundlerChain` hook of the web build.
 */
export function aroundPageDataPass(api: RsbuildPluginAPI, before: () => void, after: (chain: RspackChain) => void): void {
  api.modifyBundlerChain({
    order: 'pre',
    handler: (_chain, { environment }) => {
      if (environment.name === 'web') before();
    },
  });
  api.modifyBundlerChain({
    order: 'post',
    handler: (chain, { environment }) => {
      if (environment.name === 'web') after(chain);
    },
  });
}
