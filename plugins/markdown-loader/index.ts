import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { rewriteLinks } from '../../core/dialect/links';
import { prepareMarkdown } from '../../core/dialect/prepare';
import { RSPRESS_MDX_LOADER, rspressMdxUses } from '../../rspress-internals/node/mdxLoader';
import { dialectLinkSite } from '../dialect/linkSite';
import { ContentError } from '../frontmatter-check/validate';
import { COMPAT_MODE } from '../shared/compatMode';
import { diagnose, warn } from '../shared/diagnostics';
import { sourceRouteOf } from '../shared/sourceRoutes';

const LOADER = path.join(import.meta.dirname, 'loader.mjs');
/** Where ./loader.mjs finds its hooks (loaders run in this process, but are loaded by path). */
const HOOKS = Symbol.for('rainbond.markdown.hooks');

/**
 * Pages compiled at once in a build. Rspack starts every page's loader together and each compile keeps
 * its syntax trees until it ends: at 3,575 pages they held 1.6–2.3 GB of heap, which V8 then kept for the
 * rest of the build. Eight at a time keep the main thread busy (a compile also waits, e.g. for Shiki to
 * load a language) and made no measurable difference to our own build's time.
 */
export const MDX_CONCURRENCY = 8;

/** `.md` sources handed to the compiler as `.mdx`, by that name: remark plugins see the name, and map it back. */
const renamed = new Map<string, string>();

/** The source file a compiled page came from (the compiler may have been given a `.md` file as `.mdx`). */
export const sourceFileOf = (file: string) => renamed.get(file) ?? file;

/** Static files are served from the site's public folder. */
const PUBLIC_DIR = path.resolve('public');

/**
 * Links and images in the site's terms (core/dialect/links.ts): one leading nowhere fails the build at its
 * line, or is a warning in the compatibility harness.
 */
function resolveLinks(source: string, file: string): string {
  const { source: rewritten, problems } = rewriteLinks(source, {
    file,
    route: sourceRouteOf(file),
    routeOfFile: sourceRouteOf,
    fileExists: (target) => existsSync(target),
    staticExists: (sitePath) => existsSync(path.join(PUBLIC_DIR, sitePath)),
    ...dialectLinkSite(file),
  });
  for (const { line, message } of problems) {
    if (!COMPAT_MODE) throw new ContentError(path.relative(process.cwd(), file), line, message);
    warn(file, line, message);
  }
  return rewritten;
}

/** Prepares a source for Rspress's compiler (see core/dialect/prepare.ts) and names the format it is compiled in. */
export function prepareForCompiler(source: string, file: string): { source: string; compileAs: string } {
  const extension = path.extname(file);
  const prepared = prepareMarkdown(resolveLinks(source, file), extension);
  if (!(prepared.mdx && extension === '.md')) return { source: prepared.source, compileAs: file };
  const compileAs = `${file.slice(0, -extension.length)}.mdx`;
  renamed.set(compileAs, file);
  return { source: prepared.source, compileAs };
}

/** Gives the compiled page back its own file name, before any plugin of ours looks at it. */
const remarkSourceFile = () => (_tree: unknown, file: { path?: string }) => {
  if (file.path) file.path = sourceFileOf(file.path);
};

/**
 * In the compatibility harness, a page that cannot be compiled is reported and replaced by a page saying
 * so; elsewhere the build fails as it would (no replacement).
 */
export function replacementPage(file: string, error: Error): string | undefined {
  if (!COMPAT_MODE) return undefined;
  const line = Number(/\((\d+):\d+/.exec(error.message)?.[1] ?? /:(\d+):/.exec(error.message)?.[1] ?? 1);
  const reason = error.message.replace(/\s+/g, ' ').slice(0, 400);
  diagnose('error', file, line, reason);
  return `---\ntitle: 无法构建的页面\n---\n\n这个页面没有构建成功：\n\n\`\`\`text\n${reason}\n\`\`\`\n`;
}

/**
 * Wraps Rspress's Markdown loader (the `mdx` rule) in ./loader.mjs: every source is prepared in the
 * Docusaurus dialect first, and in builds at most `limit` pages compile at once. `inputsOf` names the files
 * holding what a page gets from outside its source, which its compiled module then depends on.
 */
export function markdownLoaderPlugin(inputsOf: (file: string) => string[] = () => [], limit = MDX_CONCURRENCY): RspressPlugin {
  (globalThis as Record<symbol, unknown>)[HOOKS] = { prepare: prepareForCompiler, replacement: replacementPage, inputs: inputsOf };
  return {
    name: 'rainbond-markdown-loader',
    // Registered first, so it runs before the other plugins' remark plugins.
    markdown: { remarkPlugins: [remarkSourceFile] },
    builderConfig: {
      plugins: [
        {
          name: 'rainbond-markdown-loader',
          setup(api: RsbuildPluginAPI) {
            // Dev server: the opened page may come from Rspack's cache, and then the compiler's code is first
            // loaded by the writer's first edit (~0.1 s of it). Once the first page is served it is loaded idle.
            let innerLoader = '';
            api.onAfterDevCompile(({ isFirstCompile }) => {
              if (isFirstCompile || !innerLoader) return;
              const file = innerLoader;
              innerLoader = '';
              setTimeout(() => import(file).catch(() => {}), 500).unref();
            });
            api.modifyRspackConfig((config) => {
              const uses = rspressMdxUses(config.module?.rules ?? []);
              if (uses.length === 0) throw new Error(`plugins/markdown-loader: no rule uses Rspress's Markdown loader (${RSPRESS_MDX_LOADER})`);
              // The dev server compiles pages one at a time as they are opened: nothing to limit there.
              const pageLimit = api.context.action === 'build' ? limit : 0;
              innerLoader = String(uses[0].loader);
              for (const use of uses) {
                use.options = { ...(typeof use.options === 'object' ? use.options : {}), innerLoader: use.loader, limit: pageLimit };
                use.loader = LOADER;
              }
            });
          },
        },
      ],
    },
  };
}
