import { createHash } from 'node:crypto';
import type { RouteMeta, RspressPlugin } from '@rspress/core';

/** The part of Rspress's RouteService (typed `any` in its plugin API) this plugin replaces. */
interface RouteService {
  getRoutes(): RouteMeta[];
  generateRoutesCode(): string;
}

/**
 * Rspress's name for a page's chunk (`getRouteChunkName`, not exported): its server render preloads
 * the chunk by this name, so ours must match it.
 */
export const routeChunkName = (route: Pick<RouteMeta, 'relativePath'>) => `route-${createHash('sha256').update(route.relativePath).digest('hex').slice(0, 12)}`;

/**
 * The `virtual-routes` module, with the same exports and route objects as Rspress's, written so each
 * route costs one call instead of two named wrappers and a literal with six keys: the table is in
 * every page's JS and grows with every page.
 */
export function routeTableCode(routes: RouteMeta[]): string {
  const entries = routes.map((route) => {
    const args = [route.routePath, route.relativePath, route.lang, route.version].map((value) => JSON.stringify(value));
    const load = `() => import(/* webpackChunkName: ${JSON.stringify(routeChunkName(route))} */ ${JSON.stringify(route.absolutePath)})`;
    return `  route(${args.join(', ')}, ${load})`;
  });
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';

function route(path, filePath, lang, version, load) {
  const Page = lazyWithPreload(load);
  const preload = async () => {
    await Page.preload();
    return load();
  };
  return { path, element: React.createElement(Page), filePath, preload, lang, version };
}

export const routes = [
${entries.join(',\n')}
];
`;
}

/** Swaps Rspress's route table code for the compact one above; routes themselves are untouched. */
export function routeTablePlugin(): RspressPlugin {
  return {
    name: 'rainbond-route-table',
    routeServiceGenerated(routeService: RouteService) {
      routeService.generateRoutesCode = () => routeTableCode(routeService.getRoutes());
    },
  };
}
