import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { routeSection } from '../../theme/router/section';
import { CACHE_DIR, writeDataModule } from '../shared/cacheDir';

/** The part of Rspress's RouteService (typed `any` in its plugin API) this plugin replaces. */
interface RouteService {
  getRoutes(): RouteMeta[];
  generateRoutesCode(): string;
}

/** Rspress's runtime modules, which import its route module as `./route.js` or `../route.js`; ours stands in for it. */
const RSPRESS_RUNTIME = /@rspress[\\/]core[\\/]dist[\\/]runtime(?:[\\/]hooks)?$/;
/** Rspress's browser entries: their route module also waits for the opened page's section. */
const RSPRESS_BROWSER_ENTRY = /[\\/](?:ssr|csr)ClientEntry\.js$/;
const ROUTE_TABLE = path.join(import.meta.dirname, '../../theme/router/routeTable.ts');
const ROUTE_TABLE_READY = path.join(import.meta.dirname, '../../theme/router/routeTableReady.ts');

/** Rspress's own route module, which must not be bundled: over our route table it would know no routes in the browser. */
const RSPRESS_ROUTE_MODULE = /@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]route\.js$/;

/**
 * Points the route module imports of Rspress's runtime at ours, and fails the build by name if
 * Rspress's module is still bundled or ours is not (Rspress having renamed or moved its own).
 */
const swapRouteModule = {
  apply(compiler: Rspack.Compiler) {
    new compiler.rspack.NormalModuleReplacementPlugin(
      /^\.\.?\/route\.js$/,
      (data: { request: string; context?: string; contextInfo?: { issuer?: string } }) => {
        if (!RSPRESS_RUNTIME.test(data.context ?? '')) return;
        data.request = RSPRESS_BROWSER_ENTRY.test(data.contextInfo?.issuer ?? '') ? ROUTE_TABLE_READY : ROUTE_TABLE;
      },
    ).apply(compiler);
    // Once per compiler (the dev server's rebuilds keep the modules of its first build), and not in
    // child compilers, such as the HTML template's, which share the hooks but not the app.
    let checked = false;
    compiler.hooks.afterCompile.tap('rainbond-route-table', (compilation) => {
      if (checked || compilation.compiler !== compiler) return;
      checked = true;
      const files = [...compilation.modules].map((module) => module.nameForCondition() ?? '');
      if (files.includes(ROUTE_TABLE) && !files.some((file) => RSPRESS_ROUTE_MODULE.test(file))) return;
      compilation.errors.push(
        new compiler.rspack.WebpackError("plugins/route-table: Rspress's runtime no longer imports its route module as ./route.js; update swapRouteModule"),
      );
    });
  },
};

/** Chunk name prefixes: a page's (Rspress's own) and a section's routes'. */
const PAGE_CHUNK = 'route-';
const SECTION_CHUNK = 'routes-';

/**
 * Rspress's name for a page's chunk (`getRouteChunkName`, not exported): its server render preloads
 * the chunk by this name, so ours must match it.
 */
export const routeChunkName = (route: Pick<RouteMeta, 'relativePath'>) =>
  `${PAGE_CHUNK}${createHash('sha256').update(route.relativePath).digest('hex').slice(0, 12)}`;

/** The name of a section's chunk, by which its server-rendered pages preload it. */
const sectionChunkName = (section: string) => `${SECTION_CHUNK}${section.replace(/\//g, '~') || 'home'}`;

/** Routes in path order: the order of every table we write, so each build's JS and hashes are the same. */
const byRoutePath = (a: RouteMeta, b: RouteMeta) => (a.routePath < b.routePath ? -1 : 1);

/** The part of Rspress's RouteChunkAssetsPlugin (internal) whose manifest names the scripts each page's HTML preloads. */
interface RouteChunkAssets {
  apply(compiler: Rspack.Compiler): void;
  getManifest(): { assets: Record<string, string[]> };
}

/** Rspress's RouteChunkAssetsPlugin in the browser build, which `user` (a plugin of ours) changes. */
function routeChunkAssetsOf(compiler: Rspack.Compiler, user: string): RouteChunkAssets {
  const assets = compiler.options.plugins.find((plugin) => plugin?.constructor?.name === 'RouteChunkAssetsPlugin') as RouteChunkAssets | undefined;
  if (!assets) throw new Error(`plugins/route-table: Rspress no longer adds its RouteChunkAssetsPlugin to the browser build; update ${user}`);
  return assets;
}

/**
 * Dev server: Rspress's RouteChunkAssetsPlugin records each page's scripts for the HTML a build renders,
 * which the dev server never does, yet Rspack called it from Rust for every chunk of every rebuild:
 * about 35 ms of each hot reload (an RSPACK_PROFILE=OVERVIEW trace). Applied before it, this plugin
 * leaves it out.
 */
const skipRouteChunkAssets = {
  apply(compiler: Rspack.Compiler) {
    const assets = routeChunkAssetsOf(compiler, 'skipRouteChunkAssets');
    const plugins = compiler.options.plugins;
    if (plugins.indexOf(assets) < plugins.indexOf(skipRouteChunkAssets)) {
      throw new Error('plugins/route-table: Rspress now adds its RouteChunkAssetsPlugin before ours; update skipRouteChunkAssets');
    }
    assets.apply = () => {};
  },
};

/**
 * Completes the scripts each page's HTML preloads. Rspress lists the page's own chunk; the page also
 * needs the other chunks its code is split into (its sidebar) and its section's routes, which the
 * browser would otherwise only ask for once the app runs, a round trip later.
 */
const preloadPageScripts = {
  apply(compiler: Rspack.Compiler) {
    const assets = routeChunkAssetsOf(compiler, 'preloadPageScripts');
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
          else if (name.startsWith(PAGE_CHUNK)) for (const own of scriptsOf(group.chunks.filter((chunk) => chunk.name === name))) pages.set(own, scripts);
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

/** Routes by section (theme/router/section.ts), sections and routes in path order. */
export function routesBySection(routes: RouteMeta[]): Map<string, RouteMeta[]> {
  const bySection = new Map<string, RouteMeta[]>();
  for (const route of [...routes].sort(byRoutePath)) {
    const section = routeSection(route.routePath);
    bySection.set(section, [...(bySection.get(section) ?? []), route]);
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
 * The `virtual-routes` module. The server render gets every route; the browser gets each section's
 * routes as a chunk of its own (`process.env.__SSR__` is a constant per build, so each build keeps
 * one branch and bundles only its imports).
 */
export function routeTableCode(routes: RouteMeta[], siteLang: string, sectionFiles: Map<string, string>): string {
  const sections = [...sectionFiles].map(
    ([section, file]) =>
      `  ${JSON.stringify(section)}: () => import(/* webpackChunkName: ${JSON.stringify(sectionChunkName(section))} */ ${JSON.stringify(file)})`,
  );
  return `${routeHelper(siteLang)}
export const routes = process.env.__SSR__
  ? [
${routeEntries(routes, siteLang)}
    ]
  : [];

export const sections = process.env.__SSR__
  ? {}
  : {
${sections.join(',\n')}
    };
`;
}

/**
 * Swaps Rspress's route table for one split by section: the server render keeps every route, the
 * browser loads a section's routes when a page of it is opened or linked to (theme/router/routeTable.ts).
 */
export function routeTablePlugin(sectionsDir = path.join(CACHE_DIR, 'routes')): RspressPlugin {
  let siteLang = '';
  return {
    name: 'rainbond-route-table',
    config(config) {
      siteLang = config.lang ?? '';
      return config;
    },
    builderConfig: {
      // Dev server: sections are compiled up front (they are small), so the pages they import are known
      // from the first build and plugins/dev-warmup can have a page compiled as its HTML is served.
      dev: { lazyCompilation: { imports: true, entries: false, test: (module) => !module.nameForCondition()?.startsWith(sectionsDir) } },
      tools: {
        rspack: (config, { target, isProd }) => {
          config.plugins = [
            ...(config.plugins ?? []),
            swapRouteModule,
            // Only builds render HTML: the preloads it lists, which the dev server need not record.
            ...(target === 'web' ? [isProd ? preloadPageScripts : skipRouteChunkAssets] : []),
          ];
        },
      },
    },
    routeServiceGenerated(routeService: RouteService) {
      // Rspress adds generated pages (the blog's) in the order their temporary files happen to be
      // written. In path order the tables, and so every page's JS and its hash, are the same each build.
      const getRoutes = routeService.getRoutes.bind(routeService);
      routeService.getRoutes = () => getRoutes().sort(byRoutePath);
      routeService.generateRoutesCode = () => {
        const routes = routeService.getRoutes();
        const sectionFiles = new Map<string, string>();
        for (const [section, sectionRoutes] of routesBySection(routes)) {
          // A file, so the browser build can make it a chunk of its own.
          const file = path.join(sectionsDir, `${section || '_home'}.js`);
          writeDataModule(file, sectionModuleCode(sectionRoutes, siteLang));
          sectionFiles.set(section, file);
        }
        return routeTableCode(routes, siteLang, sectionFiles);
      };
    },
  };
}
