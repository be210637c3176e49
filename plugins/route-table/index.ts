import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { routeSection } from '../../core/routes/section';
import { PAGE_CHUNK_PREFIX, routeChunkAssetsOf, routeChunkName, skipRouteChunkAssetsIn } from '../../rspress-internals/node/routeChunks';
import { swapRouteModule } from '../../rspress-internals/node/routeModule';
import { changeRoutes, type RouteService, replaceRoutesCode } from '../../rspress-internals/node/routeService';
import { SSR_FLAG } from '../../rspress-internals/node/runtimeModules';
import { CACHE_DIR, writeDataModule } from '../shared/cacheDir';

const ROUTE_TABLE = path.join(import.meta.dirname, '../../theme/router/routeTable.ts');
const ROUTE_TABLE_READY = path.join(import.meta.dirname, '../../theme/router/routeTableReady.ts');

/** The prefix of a section's routes' chunk (pages' chunks are Rspress's, PAGE_CHUNK_PREFIX). */
const SECTION_CHUNK = 'routes-';

/** The name of a section's chunk, by which its server-rendered pages preload it. */
const sectionChunkName = (section: string) => `${SECTION_CHUNK}${section.replace(/\//g, '~') || 'home'}`;

/** Routes in path order: the order of every table we write, so each build's JS and hashes are the same. */
const byRoutePath = (a: RouteMeta, b: RouteMeta) => (a.routePath < b.routePath ? -1 : 1);

/**
 * Dev server: Rspress's RouteChunkAssetsPlugin records each page's scripts for the HTML a build renders,
 * which the dev server never does, yet Rspack called it from Rust for every chunk of every rebuild:
 * about 35 ms of each hot reload (an RSPACK_PROFILE=OVERVIEW trace). Applied before it, this plugin
 * leaves it out.
 */
const skipRouteChunkAssets = {
  apply(compiler: Rspack.Compiler) {
    skipRouteChunkAssetsIn(compiler, skipRouteChunkAssets, 'skipRouteChunkAssets in plugins/route-table');
  },
};

/**
 * Completes the scripts each page's HTML preloads. Rspress lists the page's own chunk; the page also
 * needs the other chunks its code is split into (its sidebar) and its section's routes, which the
 * browser would otherwise only ask for once the app runs, a round trip later.
 */
const preloadPageScripts = {
  apply(compiler: Rspack.Compiler) {
    const assets = routeChunkAssetsOf(compiler, 'preloadPageScripts in plugins/route-table');
    /** Scripts of each section's chunk group, by its name. */
    const sections = new Map<string, string[]>();
    /** Scripts of each page's chunk group, by the script of the page's own chunk. */
    const pages = new Map<string, string[]>();
    const getManifest = assets.getManifest.bind(assets);
    assets.getManifest = () => {
      const manifest = getManifest();
      for (const [routePath, scripts] of Object.entries(manifest.assets)) {
        const page = scripts.flatMap((script) => pages.get(script) ?? [script]);
        manifest.assets[routePath] = [...new Set([...page, ...(sections.get(sectionChunkName(routeSection(routePath))) ?? [])])];
      }
      return manifest;
    };
    compiler.hooks.thisCompilation.tap('rainbond-route-table', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'rainbond-route-table', stage }, () => {
        sections.clear();
        pages.clear();
        const scriptsOf = (chunks: readonly Rspack.Chunk[]) => chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        for (const [name, group] of compilation.namedChunkGroups) {
          const scripts = scriptsOf(group.chunks);
          if (name.startsWith(SECTION_CHUNK)) sections.set(name, scripts);
          else if (name.startsWith(PAGE_CHUNK_PREFIX))
            for (const own of scriptsOf(group.chunks.filter((chunk) => chunk.name === name))) pages.set(own, scripts);
        }
      });
    });
  },
};

/** Where a page's file usually is: its route with `.md`, as most of ours are (the generated `route()` assumes the same). */
const usualFilePath = (routePath: string) => `${routePath.slice(1)}.md`;

/**
 * Rspress's route objects, written so each route costs one call instead of two named wrappers and a
 * literal with six keys, and leaves out what it shares with most routes (no version, file named
 * after the route, the site's language).
 */
function routeHelper(siteLang: string): string {
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
`;
}

function routeEntries(routes: RouteMeta[], siteLang: string): string {
  return routes
    .map((route) => {
      const load = `() => import(/* webpackChunkName: ${JSON.stringify(routeChunkName(route))} */ ${JSON.stringify(route.absolutePath)})`;
      const optional = [
        route.version || undefined,
        route.relativePath === usualFilePath(route.routePath) ? undefined : route.relativePath,
        route.lang === siteLang ? undefined : route.lang,
      ];
      while (optional.length > 0 && optional[optional.length - 1] === undefined) optional.pop();
      const args = [JSON.stringify(route.routePath), load, ...optional.map((value) => (value === undefined ? 'undefined' : JSON.stringify(value)))];
      return `  route(${args.join(', ')})`;
    })
    .join(',\n');
}

/** Routes by section (core/routes/section.ts), sections and routes in path order. */
export function routesBySection(routes: RouteMeta[]): Map<string, RouteMeta[]> {
  const bySection = new Map<string, RouteMeta[]>();
  for (const route of [...routes].sort(byRoutePath)) {
    const section = routeSection(route.routePath);
    const list = bySection.get(section);
    if (list) list.push(route);
    else bySection.set(section, [route]);
  }
  return bySection;
}

/** A section's module: its routes, as the default export. */
export function sectionModuleCode(routes: RouteMeta[], siteLang: string): string {
  return `${routeHelper(siteLang)}
export default [
${routeEntries(routes, siteLang)}
];
`;
}

/**
 * The `virtual-routes` module. The server render gets `routes`, every route; the browser gets each section's
 * routes as a chunk of its own (`process.env.__SSR__` is a constant per build, so each build keeps
 * one branch and bundles only its imports).
 */
export function routeTableCode(routes: RouteMeta[], siteLang: string, sectionFiles: Map<string, string>): string {
  const sections = [...sectionFiles].map(
    ([section, file]) =>
      `  ${JSON.stringify(section)}: () => import(/* webpackChunkName: ${JSON.stringify(sectionChunkName(section))} */ ${JSON.stringify(file)})`,
  );
  return `${routeHelper(siteLang)}
export const routes = ${SSR_FLAG}
  ? [
${routeEntries(routes, siteLang)}
    ]
  : [];

export const sections = ${SSR_FLAG}
  ? {}
  : {
${sections.join(',\n')}
    };
`;
}

/**
 * Swaps Rspress's route table for one split by section: the server render keeps every route, the
 * browser loads a section's routes when a page of it is opened or linked to (theme/router/routeTable.ts).
 * `upFront` names modules the theme imports lazily but every page of some kind renders at once: the dev
 * server compiles them with the rest, not on the browser's request. `sectionFileOf` gives the module
 * of a page's section, which the dev server compiles before the page (plugins/dev-warmup).
 */
export function routeTablePlugin(
  sectionsDir = path.join(CACHE_DIR, 'routes'),
  upFront: string[] = [],
): RspressPlugin & { sectionFileOf: (pagePath: string) => string } {
  const compiledUpFront = (file = '') => upFront.some((module) => file.startsWith(module));
  const sectionFile = (section: string) => path.join(sectionsDir, `${section || '_home'}.js`);
  const sectionFileOf = (pagePath: string) => sectionFile(routeSection(pagePath));
  let siteLang = '';
  return {
    name: 'rainbond-route-table',
    sectionFileOf,
    config(config) {
      siteLang = config.lang ?? '';
      return config;
    },
    builderConfig: {
      // Dev server: sections too are compiled on first use. Compiled up front, each of their imports was a
      // stand-in module of the first build: 7,000 of them at 10× the pages, 5 s of the first page.
      dev: { lazyCompilation: { imports: true, entries: false, test: (module) => !compiledUpFront(module.nameForCondition()) } },
      tools: {
        rspack: (config, { target, isProd }) => {
          config.plugins = [
            ...(config.plugins ?? []),
            swapRouteModule({ routeTable: ROUTE_TABLE, routeTableReady: ROUTE_TABLE_READY }),
            // Only builds render HTML: the preloads it lists, which the dev server need not record.
            ...(target === 'web' ? [isProd ? preloadPageScripts : skipRouteChunkAssets] : []),
          ];
        },
      },
    },
    routeServiceGenerated(routeService: RouteService, isProd: boolean) {
      // Rspress adds generated pages (the blog's) in the order their temporary files happen to be
      // written. In path order the tables, and so every page's JS and its hash, are the same each build.
      changeRoutes(routeService, (routes) => routes.sort(byRoutePath));
      replaceRoutesCode(routeService, () => {
        const routes = routeService.getRoutes();
        const sectionFiles = new Map<string, string>();
        for (const [section, sectionRoutes] of routesBySection(routes)) {
          // A file, so the browser build can make it a chunk of its own.
          const file = sectionFile(section);
          writeDataModule(file, sectionModuleCode(sectionRoutes, siteLang));
          sectionFiles.set(section, file);
        }
        // Only a build renders on the server: the dev server's table would carry every route (7,000 at 10×
        // the pages) for its browser bundle to drop.
        return routeTableCode(isProd ? routes : [], siteLang, sectionFiles);
      });
    },
  };
}
