import { NODE_SSG_BUNDLE_FOLDER, NODE_SSG_BUNDLE_NAME } from '@rspress/core/dist/node/constants.js';

/**
 * Rspress's pass that renders every page to HTML: in a `processAssets` hook of the node build, at the
 * `optimize-transfer` stage, it writes the server bundle (the assets under SERVER_BUNDLE_FOLDER) to
 * disk, imports SERVER_ENTRY and calls its `render` once per page, in this thread. A hook of ours at
 * BEFORE_RENDER sees the bundle before it is written; one at AFTER_RENDER runs once every page is.
 */
export const SERVER_BUNDLE_FOLDER = NODE_SSG_BUNDLE_FOLDER;
export const SERVER_ENTRY = `${NODE_SSG_BUNDLE_FOLDER}/${NODE_SSG_BUNDLE_NAME}`;
export const BEFORE_RENDER = 'summarize';
export const AFTER_RENDER = 'analyse';

/** unhead's server head that Rspress gives each page's render, and writes into the page's HTML after it. */
export interface ServerHead {
  /** The tags pushed so far, by entry number, in order. */
  entries: Map<number, { input: unknown; options?: unknown }>;
  /** Plugins a render may add (`useHeadSafe`, `useSeoMeta`); they change how entries become tags. */
  plugins: Map<string, unknown>;
  push(input: unknown, options?: unknown): unknown;
}

/** The server entry's `render`: the page's body HTML; its head tags go into `head`. */
export type ServerRender = (routePath: string, head: ServerHead) => Promise<{ appHtml: string }>;

/** The server entry's exports (`module.exports`, or a promise of them when the bundle awaits at its top level). */
export interface ServerExports {
  render: ServerRender;
}

/**
 * An entry for the server bundle that loads `original` (a file beside it) and passes its exports through
 * the function at `globalThis[Symbol.for(key)]`, when one is there: in a render thread of Rspress's
 * worker mode there is none, and the bundle renders as it would without us.
 */
export function serverEntryFor(original: string, key: string): string {
  return [
    `const original = require(${JSON.stringify(`./${original}`)});`,
    `const through = globalThis[Symbol.for(${JSON.stringify(key)})];`,
    `module.exports = typeof through === 'function' ? through(original) : original;`,
    '',
  ].join('\n');
}
