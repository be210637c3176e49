import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { DOCUSAURUS_MODULES } from '../../core/dialect/imports';
import { COMPAT_MODE } from '../shared/compatMode';
import { writingOutput } from '../shared/outputWrites';
import { copyLinkedAssets } from './linkSite';
import { remarkAdmonitions } from './remarkAdmonitions';
import { remarkCodeFences } from './remarkCodeFences';
import { remarkImports, remarkOwnCardList } from './remarkImports';
import { remarkTocHtml } from './remarkTocHtml';

const STAND_INS = path.resolve(import.meta.dirname, '../../theme/docusaurus');

/**
 * What a Docusaurus site's own components import (the harness builds them too): Docusaurus's modules as
 * our stand-ins, and the aliases its config adds (RAINBOND_SITE_ALIASES, e.g. `@src` → its src/).
 */
function siteComponentAliases(): Record<string, string> {
  const standIns = Object.fromEntries(Object.entries(DOCUSAURUS_MODULES).map(([specifier, file]) => [`${specifier}$`, path.join(STAND_INS, file)]));
  return { ...standIns, ...(JSON.parse(process.env.RAINBOND_SITE_ALIASES ?? '{}') as Record<string, string>) };
}

/**
 * Docusaurus 3 Markdown, as its writers write it: admonitions, code fences and inline Markdown in headings here; sources are
 * prepared before compiling in plugins/markdown-loader. Files the docs link that are no pages are
 * copied to the output, before the link check reads it.
 */
export function dialectPlugin(siteRoot = process.cwd()): RspressPlugin {
  return {
    name: 'rainbond-dialect',
    markdown: { remarkPlugins: [remarkAdmonitions, remarkCodeFences, remarkImports(siteRoot), remarkOwnCardList, remarkTocHtml] },
    builderConfig: COMPAT_MODE
      ? {
          tools: {
            rspack: (config) => {
              // Before Rspress's own: its `@theme` would otherwise take `@theme/CodeBlock` first.
              // The site's folder has no packages installed: its components' imports resolve in ours.
              const modules = [...(config.resolve?.modules ?? ['node_modules']), path.resolve('node_modules')];
              config.resolve = { ...config.resolve, modules, alias: { ...siteComponentAliases(), ...config.resolve?.alias } };
            },
          },
        }
      : undefined,
    afterBuild(config, isProd) {
      if (!isProd) return Promise.resolve();
      // Pages link the files copied here: the link check waits for them.
      return writingOutput(() => copyLinkedAssets(path.resolve(config.root ?? 'docs'), path.resolve(config.outDir ?? 'doc_build')));
    },
  };
}
