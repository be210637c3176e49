import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { SITE_URL } from '../../core/data/site';
import { markdownBody, type TwinNode } from '../../core/markdown/twin';
import { CACHE_DIR } from '../shared/cacheDir';
import { fileName, storeKey } from '../shared/keyedStore';
import { sourceRouteOf } from '../shared/sourceRoutes';

/** The body of each page's twin, by source file: written while the page compiles, read after the build. */
const TWINS_DIR = path.join(CACHE_DIR, 'markdown-twins');
const ROOT = path.resolve(import.meta.dirname, '../..');
/** Sources with twins: docs and cases (under the Rspress root) and blog posts. */
const TWIN_SOURCES = [path.join(ROOT, 'docs/docs'), path.join(ROOT, 'docs/case'), path.join(ROOT, 'blog')];

/** A page's twin, before the header that the build adds once every page's date and version are known. */
export interface TwinBody {
  title: string;
  body: string;
}

/** Whether a source file gets a twin when it compiles. */
export const isTwinSource = (file: string) => TWIN_SOURCES.some((root) => file.startsWith(`${root}${path.sep}`));

const twinFile = (source: string) => path.join(TWINS_DIR, `${fileName(storeKey(path.resolve(source)))}.json`);

/** The route a source is compiled for: as the docs engine and the blog worked it out, else by its place under docs/. */
function routeOf(file: string): string {
  return (
    sourceRouteOf(file) ??
    `/${path
      .relative(path.join(ROOT, 'docs'), file)
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/')}`
  );
}

/**
 * Converts each page's syntax tree to Markdown while it compiles: the tree is already parsed, so a twin
 * costs a walk and a print, not a second compile. Registered before the plugins that turn code into
 * components (Mermaid), so fences are still fences. With Rspack's persistent cache a page that did not
 * change is not compiled again: its twin from the last build is still on disk.
 */
export function remarkMarkdownTwin() {
  // One file per page, not one store for all: the pages may be compiled in worker threads.
  let folderMade = false;
  return function twin(this: { data(key: string): unknown }) {
    return (tree: TwinNode, file: { path?: string }) => {
      const source = file.path && path.resolve(file.path);
      if (!source || !isTwinSource(source)) return;
      const meta = (this.data('pageMeta') ?? {}) as { title?: string; frontmatter?: { title?: unknown } };
      const title = (typeof meta.frontmatter?.title === 'string' && meta.frontmatter.title) || meta.title || '';
      const twin: TwinBody = { title, body: markdownBody(tree, { origin: SITE_URL, route: routeOf(source), title }) };
      if (!folderMade) mkdirSync(TWINS_DIR, { recursive: true });
      folderMade = true;
      writeFileSync(twinFile(source), JSON.stringify(twin));
    };
  };
}

/** The twin body of a source file from this build or, for a page not compiled again, the last one. */
export function readTwin(source: string): TwinBody | undefined {
  try {
    return JSON.parse(readFileSync(twinFile(source), 'utf8')) as TwinBody;
  } catch {
    return undefined;
  }
}

export function markdownTwinPlugin(): RspressPlugin {
  return { name: 'rainbond-markdown-twin', markdown: { remarkPlugins: [remarkMarkdownTwin()] } };
}
