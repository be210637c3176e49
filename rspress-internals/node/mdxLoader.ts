import type { Rspack } from '@rsbuild/core';

/** Rspress's Markdown loader, by its path in the package. */
export const RSPRESS_MDX_LOADER = /[\\/]@rspress[\\/]core[\\/]dist[\\/]node[\\/]mdx[\\/]loader\.js$/;

type Rule = Rspack.RuleSetRule | Rspack.Falsy | '...';
type Use = Rspack.RuleSetLoaderWithOptions;

/**
 * The entries of `rules` (and of their nested rules) that run Rspress's Markdown loader. Rspress adds
 * its rule in `tools.bundlerChain`, after every plugin's chain hook, so only the finished Rspack config
 * (`modifyRspackConfig`) has it.
 */
export function rspressMdxUses(rules: Rule[]): Use[] {
  return rules.flatMap((rule): Use[] => {
    if (!rule || rule === '...') return [];
    const uses = (Array.isArray(rule.use) ? rule.use : []).filter(
      (use): use is Use => typeof use === 'object' && use !== null && 'loader' in use && RSPRESS_MDX_LOADER.test(String(use.loader)),
    );
    return [...uses, ...rspressMdxUses(rule.oneOf ?? []), ...rspressMdxUses(rule.rules ?? [])];
  });
}
