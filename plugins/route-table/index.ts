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

/** Where a page's file usually is: its route with `.md`, as most of ours are (the generated `route()` assumes the same). */
const usualFilePath = (routePath: string) => `${routePath.slice(1)}.md`;

/**
 * The `virtual-routes` module, with the same exports and route objects as Rspress's, written so each
 * route costs one call instead of two named wrappers and a literal with six keys, and leaves out what
 * it shares with most routes (no version, file named after the route, the site's language): the
 * table is in every page's JS and grows with every page.
 */
export function routeTableCode(routes: RouteMeta[], siteLang: string): string {
  const entries = routes.map((route) => {
    const load = `() => import(/* webpackChunkName: ${JSON.stringify(routeChunkName(route))} */ ${JSON.stringify(route.absolutePath)})`;
    const optional = [
      route.version || undefined,
      route.relativePath === usualFilePath(route.routePath) ? undefined : route.relativePath,
      route.lang === siteLang ? undefined : route.lang,
    ];
    while (optional.length > 0 && optional[optional.length - 1] === undefined) optional.pop();
    const args = [JSON.stringify(route.routePath), load, ...optional.map((value) => (value === undefined ? 'undefined' : JSON.stringify(value)))];
    return `  route(${args.join(', ')})`;
  });
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';

function route(path, load, version = '', filePath = \`\${path.slice(1)}.md\`, lang = ${JSON.stringify(siteLang)}) {
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

/** Swaps Rspress's route table code for the compact one above, routes in path order; the routes themselves are untouched. */
export function routeTablePlugin(): RspressPlugin {
  let siteLang = '';
  return {
    name: 'rainbond-route-table',
    config(config) {
      siteLang = config.lang ?? '';
      return config;
    },
    routeServiceGenerated(routeService: RouteService) {
      // Rspress adds generated pages (the blog's) in the order their temporary files happen to be
      // written. In path order the table, and so every page's JS and its hash, is the same each build.
      const getRoutes = routeService.getRoutes.bind(routeService);
      routeService.getRoutes = () => getRoutes().sort((a, b) => (a.routePath < b.routePath ? -1 : 1));
      routeService.generateRoutesCode = () => routeTableCode(routeService.getRoutes(), siteLang);
    },
  };
}
