import type { ServerExports, ServerHead, ServerRender } from '../../rspress-internals/node/serverRender';
import { type KeyedStore, storeKey } from '../shared/keyedStore';

/** A page's render: its body HTML and the head entries it pushed, in order. */
export interface Rendered {
  appHtml: string;
  head: { input: unknown; options?: unknown }[];
}

/** The server bundle as the node build emitted it: every file's content, and which files make up each chunk. */
export interface ServerBundle {
  files: Map<string, string | Buffer>;
  chunks: { name?: string; files: string[] }[];
}

/** The files `names` of the bundle, by name and content. */
const hashFiles = (bundle: ServerBundle, names: Iterable<string>) => storeKey(...[...names].sort().flatMap((name) => [name, bundle.files.get(name) ?? '']));

/**
 * Each page's key: what its render runs. That is the page's own chunk and everything outside the page
 * chunks (the entry with the theme, route sections, sidebars and site data; modules pages share), so
 * editing a page's text changes its key only, while a change anywhere else changes every page's.
 * A page chunk no route claims counts as shared; a route with no chunk of its own gets no key (and is
 * rendered every time).
 */
export function renderKeys(bundle: ServerBundle, routes: { routePath: string; chunk: string }[], version: string): Map<string, string> {
  const claimed = new Set(routes.map((route) => route.chunk));
  const pageFiles = new Map<string, string[]>();
  for (const chunk of bundle.chunks) if (chunk.name && claimed.has(chunk.name)) pageFiles.set(chunk.name, chunk.files);
  const inPages = new Set([...pageFiles.values()].flat());
  const shared = hashFiles(
    bundle,
    [...bundle.files.keys()].filter((name) => !inPages.has(name)),
  );
  const keys = new Map<string, string>();
  for (const route of routes) {
    const files = pageFiles.get(route.chunk);
    if (!files) continue;
    keys.set(route.routePath, storeKey(version, shared, route.routePath, hashFiles(bundle, files)));
  }
  return keys;
}

/** The head entries `head` holds that it did not hold before (entry numbers in `before`). */
const pushedSince = (head: ServerHead, before: Set<number>) =>
  [...head.entries].filter(([index]) => !before.has(index)).map(([, entry]) => ({ input: entry.input, options: entry.options }));

/**
 * `render` that gives a page's last render back while the page's key is unchanged, pushing the head
 * entries that render pushed. A render that adds a head plugin, or pushes what cannot be copied (a
 * function), is not kept: replaying its entries would not give the same tags.
 */
export function cachedRender(
  render: ServerRender,
  keys: Map<string, string>,
  store: KeyedStore<Rendered>,
  counts: { rendered: number; reused: number },
): ServerRender {
  return async (routePath, head) => {
    const key = keys.get(routePath);
    const kept = key ? store.get(key) : undefined;
    if (kept) {
      for (const entry of kept.head) head.push(entry.input, entry.options);
      counts.reused++;
      return { appHtml: kept.appHtml };
    }
    const before = new Set(head.entries.keys());
    const plugins = head.plugins.size;
    const result = await render(routePath, head);
    counts.rendered++;
    if (key && head.plugins.size === plugins) {
      try {
        store.set(key, structuredClone({ appHtml: result.appHtml, head: pushedSince(head, before) }));
      } catch {
        // Entries that cannot be copied: this page is rendered again next time.
      }
    }
    return result;
  };
}

/** The server entry's exports with `render` replaced by `wrap(render)`, awaiting them if the entry gives a promise. */
export function withRender(
  exports: ServerExports | Promise<ServerExports>,
  wrap: (render: ServerRender) => ServerRender,
): ServerExports | Promise<ServerExports> {
  const replace = (loaded: ServerExports) => ({ ...loaded, render: wrap(loaded.render) });
  return exports instanceof Promise ? exports.then(replace) : replace(exports);
}
