import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { analyticsHead } from './core/data/analytics';
import { SITE_URL } from './core/data/site';
import { searchConfigFromEnv } from './core/search/config';
import { blogPlugin } from './plugins/blog';
import { buildCachePlugin } from './plugins/build-cache';
import { buildStatsPlugin } from './plugins/build-stats';
import { chunkMinifyPlugin } from './plugins/chunk-minify';
import { contentImagesPlugin } from './plugins/content-images';
import { devPortPlugin, devServerAddress } from './plugins/dev-port';
import { devWarmupPlugin } from './plugins/dev-warmup';
import { dialectPlugin } from './plugins/dialect';
import { docsEnginePlugin } from './plugins/docs-engine';
import { frontmatterCheckPlugin } from './plugins/frontmatter-check';
import { linkCheckPlugin } from './plugins/link-check';
import { livePreviewPlugin } from './plugins/live-preview';
import { markdownLoaderPlugin } from './plugins/markdown-loader';
import { markdownTwinPlugin } from './plugins/markdown-twin';
import { mdxComponentsPlugin } from './plugins/mdx-components';
import { mermaidPlugin } from './plugins/mermaid';
import { pageDataPlugin } from './plugins/page-data';
import { renderCachePlugin } from './plugins/render-cache';
import { routeTablePlugin } from './plugins/route-table';
import { searchIndexPlugin } from './plugins/search-index';
import { seoPlugin } from './plugins/seo';
import { COMPAT_MODE, SITE_ROOT } from './plugins/shared/compatMode';
import { rehypeCodeHtml } from './plugins/shiki/rehypeCodeHtml';
import { transformerDiffLines } from './plugins/shiki/transformerDiffLines';
import { limitRenderThreadHeap, runtimeAliases, VIRTUAL_MODULES } from './rspress-internals/node/runtimeModules';

const search = searchConfigFromEnv(process.env);
const pageData = pageDataPlugin();
const docsEngine = docsEnginePlugin();
// A doc page's Markdown actions load lazily in production, but each doc page shows them at once: the dev
// server compiles them up front, which showed the first page 0.15–0.2 s sooner (no compile a round trip late).
const routeTable = routeTablePlugin(undefined, [path.join(import.meta.dirname, 'theme/components/MarkdownActions')]);
const DOC_PAGES = readdirSync(path.join(import.meta.dirname, 'docs'), { recursive: true }).filter((file) => /\.mdx?$/.test(String(file))).length;
const LARGE_TREE = DOC_PAGES > 1000;
// A render thread keeps every page module it has loaded and starts over once its heap passes a limit
// (Rspress's default is 1 GB). The 10× build holds ~3,460 MiB when rendering starts, and each of the two threads adds
// its heap: with 300 MB it peaked at 4,298-4,334 MiB in three runs, with 200 MB at 3,691-3,705 MiB in three,
// which rendered as fast (27-29 s).
if (LARGE_TREE) limitRenderThreadHeap(200_000_000);
const ROUTER = path.join(import.meta.dirname, 'theme/router/index.tsx');
const HEAD = path.join(import.meta.dirname, 'theme/head/index.tsx');
/** Paths the dev server must answer with the file or a 404, never the app's HTML (npm run preview serves by deploy/rules.ts). */
const ASSET_PATH = /\.(?:[cm]?js|css|map|json|wasm|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|xml)$/i;

/** Adds a path pattern to the watcher's ignore list (a RegExp, as Rsbuild and the preview plugin set it). */
function alsoIgnoring(ignored: unknown, pattern: RegExp): RegExp {
  if (ignored === undefined) return pattern;
  if (ignored instanceof RegExp) return new RegExp(`${ignored.source}|${pattern.source}`);
  throw new Error(`rspress.config.ts: watchOptions.ignored is ${JSON.stringify(ignored)}, not a RegExp: extend alsoIgnoring`);
}

export default defineConfig({
  root: 'docs',
  title: 'Rainbond',
  description: 'Rainbond 是一款简单易用的云原生应用管理平台，让应用的管理和交付变得更简单。',
  lang: 'zh',
  siteOrigin: SITE_URL,
  head: [
    ['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
    ...analyticsHead(process.env, process.env.NODE_ENV === 'production'),
    // Hosted search: open the connection to the search host before the first query.
    ...(search.mode === 'algolia' ? [['link', { rel: 'preconnect', href: search.host, crossorigin: '' }] as [string, Record<string, string>]] : []),
  ],
  route: { cleanUrls: true },
  // Large trees render their pages in worker threads (the same HTML, byte for byte). Measured on 2 cores:
  // the 10× tree (npm run bench -- scale) builds in 129 s instead of 157 s and peaks 0.3 GB lower, while
  // our 355 pages render no faster and peak 0.1–0.2 GB higher with them.
  ssg: { experimentalWorker: LARGE_TREE },
  mediumZoom: false,
  llms: false,
  markdown: {
    // Dead links fail our build; the compatibility harness reports them per page (plugins/link-check) instead.
    link: { checkDeadLinks: !COMPAT_MODE },
    // Images are checked where the site serves them (public/, beside the page) by plugins/markdown-loader.
    image: { checkDeadImages: false },
    extractDescription: false,
    // `{1,4-6}` after a fence's language highlights those lines (Docusaurus's highlight comments become it too);
    // a ```diff fence marks its added and removed lines.
    shiki: { transformers: [transformerCompatibleMetaHighlight(), transformerDiffLines()] },
    // After Shiki: a highlighted block's tokens are one HTML string, not a JSX element each.
    rehypePlugins: [rehypeCodeHtml],
  },
  themeConfig: {
    darkMode: false,
    // The theme renders the h1 of pages without one (theme/components/PageTitle).
    fallbackHeadingTitle: false,
    // The theme builds its own navbar and versioned sidebars (core/data, plugins/docs-engine). Empty
    // values stop Rspress from walking the docs to generate a site-wide sidebar that every page would download.
    nav: [],
    sidebar: {},
  },
  // linkCheckPlugin reads the output once the others have written theirs (plugins/shared/outputWrites).
  plugins: [
    // First: its remark plugin gives a page compiled as MDX its own file name back for every other plugin.
    markdownLoaderPlugin(docsEngine.inputsOf),
    // Live React previews: ```tsx preview blocks in .mdx pages.
    livePreviewPlugin(),
    mdxComponentsPlugin(),
    // Each doc page's, post's and case's Markdown twin, from its syntax tree: before Mermaid turns diagrams into images.
    markdownTwinPlugin(),
    mermaidPlugin(),
    // Images of the text open enlarged and keep their box while loading; pages without images pay nothing.
    contentImagesPlugin(),
    dialectPlugin(SITE_ROOT),
    // Our own pages: an unknown front matter key is a typo that fails the build (the compatibility harness relaxes it).
    frontmatterCheckPlugin({ strict: !COMPAT_MODE }),
    docsEngine,
    blogPlugin(),
    searchIndexPlugin(pageData.pages),
    seoPlugin(pageData.pages, pageData.page, docsEngine.docsData),
    pageData,
    routeTable,
    devWarmupPlugin({ loadersOf: (pagePath) => [routeTable.sectionFileOf(pagePath)] }),
    devPortPlugin(),
    linkCheckPlugin(),
    // Pages whose code did not change since the last build are not rendered to HTML again.
    renderCachePlugin(),
    buildCachePlugin(),
    // The build's cost per page, the output other plugins write after the build included.
    buildStatsPlugin(),
  ],
  builderConfig: {
    plugins: [chunkMinifyPlugin()],
    // The size of each of ~2,000 output files, gzipped to report it, took 6-9 s of every build (a third
    // of a warm one); `npm run bench` measures what a visitor downloads instead.
    performance: { printFileSize: false },
    // Static files live in the top-level public/ folder, not under docs/.
    server: {
      // `npm run dev -- --port 4000` (or PORT=4000) overrides these; a busy port moves to the next free one.
      ...devServerAddress(process.env),
      publicDir: { name: path.join(import.meta.dirname, 'public') },
      // Unknown page paths get the app's HTML, unknown assets a 404. Rsbuild's default fallback also
      // answered scripts with HTML, so a hot update the restarted dev server no longer had became a
      // SyntaxError in the page instead of a 404 the HMR client recovers from by reloading.
      // Dots alone do not mark an asset: /docs/5.17 is a page.
      htmlFallback: false,
      historyApiFallback: {
        disableDotRule: true,
        rewrites: [{ from: ASSET_PATH, to: ({ parsedUrl }) => parsedUrl.pathname ?? '/' }],
      },
    },
    tools: {
      rspack: (config, { target, isProd }) => {
        // Our router stands in for react-router-dom in Rspress's runtime and our theme (theme/router). Set
        // here because Rspress aliases react-router-dom per environment, over any top-level alias.
        // In the browser our head manager stands in for unhead (theme/head); the server render keeps unhead.
        config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...runtimeAliases(target, { router: ROUTER, head: HEAD }) } };
        // Dev watcher: a watcher finding the virtual modules missing on disk rebuilt twice right after
        // the first build, and the first page asked for waited for those rebuilds. A save that reaches
        // it as two events (truncate, then write) is one rebuild, not two, the first of an empty file.
        if (!isProd) {
          config.watchOptions = { ...config.watchOptions, aggregateTimeout: 10, ignored: alsoIgnoring(config.watchOptions?.ignored, VIRTUAL_MODULES) };
        }
        // Lazily loaded chunks (pages, route sections, components loaded on demand) are named by id and
        // the build's hash. With a hash of their own in the name, the runtime in every page's JS had to
        // list every chunk's hash, ≈9 B gzip per page of the site; the cost is that a deploy changing
        // anything renames them all, so plugins/chunk-minify keeps their minified code by content, not by name.
        // (Rspress's own `route-<12 hex>` names would add a name per chunk.)
        if (target === 'web' && isProd) config.output.chunkFilename = 'static/js/async/[id].[fullhash:8].js';
        // Server render: a module several pages import (their sidebar, a shared component) gets a chunk of
        // its own instead of a copy in each page's chunk, which every render thread then parsed again: the
        // 10× tree rendered in 26–27 s instead of 27–31 s, with the same HTML.
        if (target === 'node') config.optimization = { ...config.optimization, splitChunks: { chunks: 'async', minChunks: 2, minSize: 0 } };
      },
    },
    source: { define: { __RB_SEARCH_CONFIG__: JSON.stringify(search) } },
  },
});
