import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { routeChunkName } from '../../rspress-internals/node/routeChunks';
import type { RouteService } from '../../rspress-internals/node/routeService';
import { AFTER_RENDER, BEFORE_RENDER, SERVER_BUNDLE_FOLDER, SERVER_ENTRY, type ServerExports, serverEntryFor } from '../../rspress-internals/node/serverRender';
import { CACHE_DIR } from '../shared/cacheDir';
import { codeVersion, type KeyedStore, keyedFileStore } from '../shared/keyedStore';
import { cachedRender, type Rendered, renderKeys, withRender } from './renderCache';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GLOBAL_KEY = 'rainbond.render-cache';
const ORIGINAL_ENTRY = path.posix.basename(SERVER_ENTRY).replace(/\.cjs$/, '.pages.cjs');

/**
 * What every render depends on besides the server bundle: this cache's code, the packages that turn a
 * render into HTML, Node, and the year (the footer prints the year of the build).
 */
const renderVersion = () =>
  codeVersion(
    ['plugins/render-cache/index.ts', 'plugins/render-cache/renderCache.ts', 'rspress-internals/node/serverRender.ts', 'package-lock.json'].map((file) =>
      path.join(ROOT, file),
    ),
    process.version,
    String(new Date().getFullYear()),
  );

/**
 * Pages whose server code is unchanged since the last build are not rendered again: their body HTML
 * and head entries from then are given to Rspress, which writes them into this build's HTML template
 * (the only part that names this build's scripts). Rendering all 703 pages took ~7 s of a build
 * after editing one page. Kept in `dir`, a file per page (held all at once, they grew the build's heap by
 * 120 MB per 700 pages); every page is rendered when there is none.
 */
export function renderCachePlugin(dir = path.join(CACHE_DIR, 'renders')): RspressPlugin {
  let routes: RouteService | undefined;
  let pass: { store: KeyedStore<Rendered>; counts: { rendered: number; reused: number } } | undefined;
  const cache: RsbuildPlugin = {
    name: 'rainbond-render-cache',
    setup(api) {
      api.processAssets({ stage: BEFORE_RENDER, environments: ['node'] }, ({ compilation, sources }) => {
        const entry = compilation.getAsset(SERVER_ENTRY);
        if (api.context.action !== 'build' || !routes || !entry || compilation.errors.length > 0) return;
        const bundle = {
          files: new Map(
            compilation
              .getAssets()
              .filter((asset) => asset.name.startsWith(`${SERVER_BUNDLE_FOLDER}/`))
              .map((asset) => [asset.name, asset.source.source()] as const),
          ),
          chunks: [...compilation.chunks].map((chunk) => ({ name: chunk.name, files: [...chunk.files] })),
        };
        const version = renderVersion();
        const keys = renderKeys(
          bundle,
          routes.getRoutes().map((route) => ({ routePath: route.routePath, chunk: routeChunkName(route) })),
          version,
        );
        const store = keyedFileStore<Rendered>(dir, version);
        const counts = { rendered: 0, reused: 0 };
        pass = { store, counts };
        (globalThis as Record<symbol, unknown>)[Symbol.for(GLOBAL_KEY)] = (exports: ServerExports) =>
          withRender(exports, (render) => cachedRender(render, keys, store, counts));
        compilation.emitAsset(`${SERVER_BUNDLE_FOLDER}/${ORIGINAL_ENTRY}`, entry.source);
        compilation.updateAsset(SERVER_ENTRY, new sources.RawSource(serverEntryFor(ORIGINAL_ENTRY, GLOBAL_KEY)));
      });
      api.processAssets({ stage: AFTER_RENDER, environments: ['node'] }, () => {
        delete (globalThis as Record<symbol, unknown>)[Symbol.for(GLOBAL_KEY)];
        if (!pass) return;
        const { store, counts } = pass;
        pass = undefined;
        // Nothing went through the cache (the render failed, or ran in worker threads): the store stays as it was.
        if (counts.rendered + counts.reused === 0) return;
        store.save();
        api.logger.info(`Pages rendered: ${counts.rendered}, reused from the last build: ${counts.reused}.`);
      });
    },
  };
  return {
    name: 'rainbond-render-cache',
    routeServiceGenerated(routeService: RouteService) {
      routes = routeService;
    },
    builderConfig: { plugins: [cache] },
  };
}
