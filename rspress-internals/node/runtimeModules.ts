/**
 * How Rspress's runtime is put together, where our theme replaces a part of it.
 */

/** Where Rspress keeps its virtual modules (`virtual-routes`, `virtual-site-data`, …): files under `.rspress/` that exist only in memory. */
export const VIRTUAL_MODULES = /[\\/]\.rspress[\\/]/;

/** The constant Rspress defines in each bundle: true in the server render's, false in the browser's. */
export const SSR_FLAG = 'process.env.__SSR__';

/**
 * Aliases for the packages Rspress's runtime imports that our theme replaces: `react-router-dom` by our
 * router in both bundles, `@unhead/react` by our head manager in the browser's. Set in `tools.rspack`:
 * Rspress aliases `react-router-dom` per environment, over any top-level alias.
 */
export function runtimeAliases(target: string, ours: { router: string; head: string }): Record<string, string> {
  const head: Record<string, string> = target === 'web' ? { '@unhead/react$': ours.head, '@unhead/react/client$': ours.head } : {};
  return { 'react-router-dom': ours.router, ...head };
}

/**
 * Caps the heap of each of Rspress's render threads, which starts over once its heap passes this
 * (Rspress's default is 1 GB); read from the environment when the renderer starts.
 */
export function limitRenderThreadHeap(bytes: number): void {
  process.env.RSPRESS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY ??= String(bytes);
}
