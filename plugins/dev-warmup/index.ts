import path from 'node:path';
import type { RsbuildPluginAPI, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { compileLazily, lazyModulesByFile } from '../../rspress-internals/node/lazyCompilation';
import { pageFileOfLink, type RouteService } from '../../rspress-internals/node/routeService';

/** The decoded path of a request, or nothing for a malformed one (which goes on to the server's own handling). */
export function pagePath(url = '/'): string | undefined {
  try {
    return decodeURI(new URL(url, 'http://dev').pathname);
  } catch {
    return undefined;
  }
}

/** Refreshes an edited page as soon as its hot update is applied (see the file). */
const REFRESH_NOW = path.join(import.meta.dirname, '../../rspress-internals/browser/refreshNow.ts');

/**
 * Dev server: a page's own module is compiled on first use, when the browser has loaded the app and
 * asks for it. Asking for it as soon as the page's HTML is served instead overlaps that compile with
 * the browser's loading (0.3 s of the first page here); the browser then gets the compiled page.
 * `loadersOf` names the modules that import a page (its section's routes): each is compiled first, as
 * the page's own stand-in exists only once they are.
 */
export function devWarmupPlugin({ loadersOf = () => [] }: { loadersOf?: (pagePath: string) => string[] } = {}): RspressPlugin {
  let routes: RouteService | undefined;
  let lazyModules = new Map<string, string>();
  const asked = new Set<string>();
  /** Files asked for whose stand-in no build has made yet, and the server to ask once one has. */
  const waiting = new Set<string>();
  let host = '';
  const ask = (file: string) => {
    const id = lazyModules.get(file);
    if (!id) {
      waiting.add(file);
      return;
    }
    waiting.delete(file);
    if (asked.has(id)) return;
    asked.add(id);
    // The same request the browser would send; should it fail, the browser still sends its own.
    compileLazily(host, id).catch(() => asked.delete(id));
  };
  return {
    name: 'rainbond-dev-warmup',
    routeServiceGenerated(routeService: RouteService) {
      routes = routeService;
      asked.clear();
      waiting.clear();
    },
    builderConfig: {
      plugins: [
        {
          name: 'rainbond-dev-warmup-modules',
          setup(api: RsbuildPluginAPI) {
            if (api.context.action === 'dev') {
              api.modifyRsbuildConfig((config) => {
                config.source = { ...config.source, preEntry: [...[config.source?.preEntry ?? []].flat(), REFRESH_NOW] };
              });
            }
            api.onAfterDevCompile(({ isFirstCompile, stats }) => {
              if (!isFirstCompile && waiting.size === 0) return;
              const all: Rspack.Stats[] = 'stats' in stats ? stats.stats : [stats];
              lazyModules = lazyModulesByFile(all.flatMap((one) => [...one.compilation.modules]));
              for (const file of [...waiting]) ask(file);
            });
          },
        },
      ],
      server: {
        setup: ({ action, server }) => {
          if (action !== 'dev') return;
          server.middlewares.use((req, _res, next) => {
            const page = req.method === 'GET' && req.headers.accept?.includes('text/html') ? pagePath(req.url) : undefined;
            const file = page && routes ? pageFileOfLink(routes, page) : undefined;
            if (page && file) {
              host = req.headers.host ?? '';
              for (const loader of [...loadersOf(page), file]) ask(loader);
            }
            next();
          });
        },
      },
    },
  };
}
