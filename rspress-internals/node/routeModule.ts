import type { Rspack } from '@rsbuild/core';

/** Rspress's runtime modules, which import its route module as `./route.js` or `../route.js`. */
const RSPRESS_RUNTIME = /@rspress[\\/]core[\\/]dist[\\/]runtime(?:[\\/]hooks)?$/;
/** Rspress's browser entries, whose route module must also wait for the opened page's routes. */
const RSPRESS_BROWSER_ENTRY = /[\\/](?:ssr|csr)ClientEntry\.js$/;
/** Rspress's own route module, which must not be bundled once ours stands in for it. */
const RSPRESS_ROUTE_MODULE = /@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]route\.js$/;

/** Whether a request from `context`, imported by `issuer`, is Rspress's route module, and which of ours replaces it. */
export function routeModuleReplacement(
  request: string,
  context: string,
  issuer: string,
  ours: { routeTable: string; routeTableReady: string },
): string | undefined {
  if (!/^\.\.?\/route\.js$/.test(request) || !RSPRESS_RUNTIME.test(context)) return undefined;
  return RSPRESS_BROWSER_ENTRY.test(issuer) ? ours.routeTableReady : ours.routeTable;
}

/**
 * A Rspack plugin pointing the route module imports of Rspress's runtime at ours; it fails the build
 * by name if Rspress's module is still bundled or ours is not (Rspress having renamed or moved its own).
 */
export function swapRouteModule(ours: { routeTable: string; routeTableReady: string }) {
  return {
    apply(compiler: Rspack.Compiler) {
      new compiler.rspack.NormalModuleReplacementPlugin(
        /^\.\.?\/route\.js$/,
        (data: { request: string; context?: string; contextInfo?: { issuer?: string } }) => {
          const replacement = routeModuleReplacement(data.request, data.context ?? '', data.contextInfo?.issuer ?? '', ours);
          if (replacement) data.request = replacement;
        },
      ).apply(compiler);
      // Once per compiler (the dev server's rebuilds keep the modules of its first build), and not in
      // child compilers, such as the HTML template's, which share the hooks but not the app.
      let checked = false;
      compiler.hooks.afterCompile.tap('rainbond-route-module', (compilation) => {
        if (checked || compilation.compiler !== compiler) return;
        checked = true;
        const files = [...compilation.modules].map((module) => module.nameForCondition() ?? '');
        if (files.includes(ours.routeTable) && !files.some((file) => RSPRESS_ROUTE_MODULE.test(file))) return;
        compilation.errors.push(
          new compiler.rspack.WebpackError("rspress-internals: Rspress's runtime no longer imports its route module as ./route.js; update swapRouteModule"),
        );
      });
    },
  };
}
