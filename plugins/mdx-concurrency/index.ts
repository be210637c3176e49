import path from 'node:path';
import type { RsbuildPluginAPI, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

const LOADER = path.join(import.meta.dirname, 'loader.mjs');
const RSPRESS_MDX_LOADER = /[\\/]@rspress[\\/]core[\\/]dist[\\/]node[\\/]mdx[\\/]loader\.js$/;

type Rule = Rspack.RuleSetRule | Rspack.Falsy | '...';
type Use = Rspack.RuleSetLoaderWithOptions;

/** The entries of `rules` (and of their nested rules) that run Rspress's Markdown loader. */
export function rspressMdxUses(rules: Rule[]): Use[] {
  return rules.flatMap((rule): Use[] => {
    if (!rule || rule === '...') return [];
    const uses = (Array.isArray(rule.use) ? rule.use : []).filter(
      (use): use is Use => typeof use === 'object' && use !== null && 'loader' in use && RSPRESS_MDX_LOADER.test(String(use.loader)),
    );
    return [...uses, ...rspressMdxUses(rule.oneOf ?? []), ...rspressMdxUses(rule.rules ?? [])];
  });
}

/**
 * Pages compiled at once in a build. Rspack starts every page's loader together and each compile keeps
 * its syntax trees until it ends: at 3,575 pages they held 1.6–2.3 GB of heap, which V8 then kept for the
 * rest of the build. Eight at a time keep the main thread busy (a compile also waits, e.g. for Shiki to
 * load a language) and made no measurable difference to our own build's time.
 */
export const MDX_CONCURRENCY = 8;

/** Wraps Rspress's Markdown loader (the `mdx` rule) in ./loader.mjs, which runs it at most `limit` pages at a time. */
export function mdxConcurrencyPlugin(limit = MDX_CONCURRENCY): RspressPlugin {
  return {
    name: 'rainbond-mdx-concurrency',
    builderConfig: {
      plugins: [
        {
          name: 'rainbond-mdx-concurrency',
          setup(api: RsbuildPluginAPI) {
            // The dev server compiles pages one at a time as they are opened: nothing to limit there.
            if (api.context.action !== 'build') return;
            // Rspress adds its rule in `tools.bundlerChain`, after every plugin's chain hook: the finished config is edited.
            api.modifyRspackConfig((config) => {
              const uses = rspressMdxUses(config.module?.rules ?? []);
              if (uses.length === 0) throw new Error(`plugins/mdx-concurrency: no rule uses Rspress's Markdown loader (${RSPRESS_MDX_LOADER})`);
              for (const use of uses) {
                use.options = { ...(typeof use.options === 'object' ? use.options : {}), innerLoader: use.loader, limit };
                use.loader = LOADER;
              }
            });
          },
        },
      ],
    },
  };
}
