import type { Rspack } from '@rsbuild/core';
import type { RouteMeta } from '@rspress/core';
import { getRouteChunkName, RouteChunkAssetsPlugin } from '@rspress/core/dist/node/route/routeChunkAssets.js';

export { RouteChunkAssetsPlugin };

/**
 * Rspress's name for a page's chunk: its server render preloads the chunk by this name, so a route
 * table of ours must name the chunk the same way.
 */
export const routeChunkName: (route: RouteMeta) => string = getRouteChunkName;

/** How every page chunk's name begins (what routeChunkName returns starts with it). */
export const PAGE_CHUNK_PREFIX = 'route-';

/** Rspress's record of the scripts each page's HTML preloads, by route path. */
export interface RouteChunkAssets {
  apply(compiler: Rspack.Compiler): void;
  getManifest(): { assets: Record<string, string[]> };
}

/** Rspress's RouteChunkAssetsPlugin in the browser build, which `user` (a plugin of ours) changes; fails naming `user` if it is gone. */
export function routeChunkAssetsOf(compiler: Rspack.Compiler, user: string): RouteChunkAssets {
  const assets = compiler.options.plugins.find((plugin) => plugin instanceof RouteChunkAssetsPlugin) as RouteChunkAssets | undefined;
  if (!assets) throw new Error(`rspress-internals: Rspress no longer adds its RouteChunkAssetsPlugin to the browser build; update ${user}`);
  return assets;
}

/**
 * Leaves Rspress's RouteChunkAssetsPlugin out of a compiler: `self`, a plugin of ours listed before it,
 * swaps its `apply` before Rspack calls it. Fails naming `user` if Rspress now lists it first.
 */
export function skipRouteChunkAssetsIn(compiler: Rspack.Compiler, self: object, user: string): void {
  const assets = routeChunkAssetsOf(compiler, user);
  const plugins: unknown[] = compiler.options.plugins;
  if (plugins.indexOf(assets) < plugins.indexOf(self)) {
    throw new Error(`rspress-internals: Rspress now adds its RouteChunkAssetsPlugin before our plugins; update ${user}`);
  }
  assets.apply = () => {};
}
