import type { RsbuildPluginAPI, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import type { RouteService } from '@rspress/core/dist/node/route/RouteService.js';

/** How Rspack names the stand-in of a module it compiles on first use, and where the browser asks for it. */
const PROXY = 'lazy-compilation-proxy|';
const TRIGGER = '/_rspack/lazy/trigger';

/** The lazily compiled modules of a build, by the file they load. */
export function lazyModulesByFile(modules: Iterable<{ identifier(): string }>): Map<string, string> {
  const byFile = new Map<string, string>();
  for (const module of modules) {
    const id = module.identifier();
    if (!id.startsWith(PROXY)) continue;
    // What follows the loaders, if any: the file.
    const request = id.slice(PROXY.length);
    byFile.set(request.slice(request.lastIndexOf('!') + 1), id);
  }
  return byFile;
}

/** The decoded path of a request, or nothing for a malformed one (which goes on to the server's own handling). */
export function pagePath(url = '/'): string | undefined {
  try {
    return decodeURI(new URL(url, 'http://dev').pathname);
  } catch {
    return undefined;
  }
}

/**
 * Dev server: a page's own module is compiled on first use, when the browser has loaded the app and
 * asks for it. Asking for it as soon as the page's HTML is served instead overlaps that compile with
 * the browser's loading (0.3 s of the first page here); the browser then gets the compiled page.
 */
export function devWarmupPlugin(): RspressPlugin {
  let routes: RouteService | undefined;
  let lazyModules = new Map<string, string>();
  const asked = new Set<string>();
  return {
    name: 'rainbond-dev-warmup',
    routeServiceGenerated(routeService: RouteService) {
      routes = routeService;
      asked.clear();
    },
    builderConfig: {
      plugins: [
        {
          name: 'rainbond-dev-warmup-modules',
          setup(api: RsbuildPluginAPI) {
            api.onAfterDevCompile(({ isFirstCompile, stats }) => {
              if (!isFirstCompile) return;
              const all: Rspack.Stats[] = 'stats' in stats ? stats.stats : [stats];
              lazyModules = lazyModulesByFile(all.flatMap((one) => [...one.compilation.modules]));
            });
          },
        },
      ],
      server: {
        setup: ({ action, server }) => {
          if (action !== 'dev') return;
          server.middlewares.use((req, _res, next) => {
            const page = req.method === 'GET' && req.headers.accept?.includes('text/html') ? pagePath(req.url) : undefined;
            const file = page ? routes?.getRoutePageByRouteLink(page)?.routeMeta.absolutePath : undefined;
            const id = file ? lazyModules.get(file) : undefined;
            if (id && !asked.has(id)) {
              asked.add(id);
              // The same request the browser would send; should it fail, the browser still sends its own.
              fetch(`http://${req.headers.host}${TRIGGER}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: id }).catch(() =>
                asked.delete(id),
              );
            }
            next();
          });
        },
      },
    },
  };
}
