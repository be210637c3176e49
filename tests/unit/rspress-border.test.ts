import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rsbuild/core';
import type { RouteMeta } from '@rspress/core';
import { compile } from '@rspress/core/dist/node/mdx/processor.js';
import { RouteService as RspressRouteService } from '@rspress/core/dist/node/route/RouteService.js';
import { createHead, transformHtmlTemplate } from '@unhead/react/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hintThemeBreakingChange, OUTPUT_DIR } from '../../rspress-internals/node/dist';
import { readPages } from '../../rspress-internals/node/extractPageData.mjs';
import { lazyModulesByFile } from '../../rspress-internals/node/lazyCompilation';
import { RSPRESS_MDX_LOADER } from '../../rspress-internals/node/mdxLoader';
import { PAGE_DATA_MODULE, searchIndexHashOf } from '../../rspress-internals/node/pageData';
import { refilePageMeta } from '../../rspress-internals/node/pageMeta.mjs';
import {
  PAGE_CHUNK_PREFIX,
  RouteChunkAssetsPlugin,
  routeChunkAssetsOf,
  routeChunkName,
  skipRouteChunkAssetsIn,
} from '../../rspress-internals/node/routeChunks';
import { routeModuleReplacement } from '../../rspress-internals/node/routeModule';
import { changeRoutes, pageFileOfLink, type RouteService, replaceRoutesCode } from '../../rspress-internals/node/routeService';
import { SSR_FLAG, VIRTUAL_MODULES } from '../../rspress-internals/node/runtimeModules';
import { AFTER_RENDER, BEFORE_RENDER, SERVER_BUNDLE_FOLDER, SERVER_ENTRY, type ServerHead } from '../../rspress-internals/node/serverRender';

// One test per assumption listed in rspress-internals/README.md, each named after it, run against the
// installed @rspress/core: when an upgrade breaks one, the failing test's name says which.

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const CORE = path.dirname(require.resolve('@rspress/core/package.json'));
const dist = (file: string) => readFileSync(path.join(CORE, 'dist', file), 'utf8');
/** Fails naming the file and what it no longer has, rather than printing the whole module. */
function expectSource(file: string, pattern: RegExp | string): void {
  const source = dist(file);
  expect(typeof pattern === 'string' ? source.includes(pattern) : pattern.test(source), `dist/${file} no longer has ${pattern}`).toBe(true);
}
const packageJson = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
/** Rspress's runtime modules (dist/runtime and its subfolders) with their source. */
const runtimeModules = () =>
  readdirSync(path.join(CORE, 'dist/runtime'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file: path.join(CORE, 'dist/runtime', file), source: dist(`runtime/${file}`) }));

let site: string;
let service: RouteService;
const ours = { routeTable: '/site/theme/router/routeTable.ts', routeTableReady: '/site/theme/router/routeTableReady.ts' };

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'rb-border-'));
  mkdirSync(path.join(site, 'guide'), { recursive: true });
  writeFileSync(path.join(site, 'index.md'), '---\ntitle: 首页\n---\n\n正文\n');
  writeFileSync(path.join(site, 'guide/install.md'), '# 安装\n\n## 准备\n\n```bash\nhelm install\n```\n');
  writeFileSync(path.join(site, 'guide/moved.md'), '# 移走的页\n');
  service = await RspressRouteService.create({ scanDir: site, config: { root: site, lang: 'zh' } as never, externalPages: [] });
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('the Rspress border (rspress-internals/README.md)', () => {
  it('RouteService members: routes by path in routeData, getRoutes, getRoutePageByRouteLink, generateRoutesCode', () => {
    expect([...service.routeData.keys()].sort()).toEqual(['/', '/guide/install', '/guide/moved']);
    expect(service.routeData.get('/guide/install')?.routeMeta.absolutePath).toBe(path.join(site, 'guide/install.md'));
    expect(pageFileOfLink(service, '/guide/install/')).toBe(path.join(site, 'guide/install.md'));
    changeRoutes(service, (routes) => routes.filter((route) => route.routePath !== '/'));
    expect(service.getRoutes().map((route) => route.routePath)).not.toContain('/');
    expect(service.generateRoutesCode()).not.toContain(JSON.stringify(path.join(site, 'index.md')));
  });

  it('routeData edits: removing or re-keying an entry removes or moves the route for every reader', () => {
    const moved = service.routeData.get('/guide/moved');
    expect(moved).toBeDefined();
    service.routeData.delete('/guide/moved');
    (moved as { routeMeta: RouteMeta }).routeMeta.routePath = '/elsewhere';
    service.routeData.set('/elsewhere', moved as never);
    expect(service.getRoutes().map((route) => route.routePath)).toContain('/elsewhere');
    expect(pageFileOfLink(service, '/elsewhere')).toBe(path.join(site, 'guide/moved.md'));
    expect(service.generateRoutesCode()).toContain("path: '/elsewhere'");
  });

  it('page chunk names: Rspress names each page chunk routeChunkName(route), starting with PAGE_CHUNK_PREFIX', () => {
    const code = service.generateRoutesCode();
    for (const route of service.getRoutes()) {
      expect(routeChunkName(route).startsWith(PAGE_CHUNK_PREFIX)).toBe(true);
      expect(code).toContain(`webpackChunkName: "${routeChunkName(route)}"`);
    }
    replaceRoutesCode(service, () => 'export const routes = [];');
    expect(service.generateRoutesCode()).toBe('export const routes = [];');
  });

  it('route module import: the runtime imports its route module as ./route.js, the browser entries included', () => {
    expect(existsSync(path.join(CORE, 'dist/runtime/route.js'))).toBe(true);
    const importers = runtimeModules().filter(({ source }) => /from\s*["']\.\.?\/route\.js["']/.test(source));
    expect(importers.length).toBeGreaterThan(0);
    for (const { file, source } of importers) {
      const request = /from\s*["'](\.\.?\/route\.js)["']/.exec(source)?.[1] as string;
      expect(path.resolve(path.dirname(file), request)).toBe(path.join(CORE, 'dist/runtime/route.js'));
      expect(routeModuleReplacement(request, path.dirname(file), file, ours), file).toBeDefined();
    }
    const entries = importers.filter(({ file }) => /(?:ssr|csr)ClientEntry\.js$/.test(file));
    expect(entries.map(({ file }) => path.basename(file)).sort()).toEqual(['csrClientEntry.js', 'ssrClientEntry.js']);
    for (const { file } of entries) expect(routeModuleReplacement('./route.js', path.dirname(file), file, ours)).toBe(ours.routeTableReady);
  });

  it('SSR flag: each bundle defines it, false in the browser and true in the server render', () => {
    expectSource('node/initRsbuild.js', `'${SSR_FLAG}': JSON.stringify(false)`);
    expectSource('node/initRsbuild.js', `'${SSR_FLAG}': JSON.stringify(true)`);
  });

  it('runtime packages: the runtime imports react-router-dom and @unhead/react, which the theme replaces by alias', () => {
    const sources = runtimeModules().map(({ source }) => source);
    expect(sources.some((source) => /from\s*["']react-router-dom["']/.test(source))).toBe(true);
    expect(sources.some((source) => /from\s*["']@unhead\/react(?:\/client)?["']/.test(source))).toBe(true);
  });

  it('RouteChunkAssetsPlugin: one per browser build, with getManifest() listing scripts by route', () => {
    expectSource('node/initRsbuild.js', /new RouteChunkAssetsPlugin\(routeService\)/);
    const assets = new RouteChunkAssetsPlugin(service as never);
    expect(assets.getManifest().assets).toEqual({});
    const self = { apply() {} };
    const compiler = { options: { plugins: [self, assets] } } as never;
    expect(routeChunkAssetsOf(compiler, 'test')).toBe(assets);
    skipRouteChunkAssetsIn(compiler, self, 'test');
    expect(() => skipRouteChunkAssetsIn({ options: { plugins: [assets, self] } } as never, self, 'test')).toThrow('before our plugins');
  });

  it('virtual page-data module: .rspress/virtual-page-data.js, ending in a searchIndexHash export', () => {
    const source = dist('node/runtimeModule/pageData/rsbuildPlugin.js');
    expectSource('node/runtimeModule/pageData/rsbuildPlugin.js', /tempDir:\s*'\.rspress'/);
    expectSource('node/runtimeModule/pageData/rsbuildPlugin.js', /\["virtual-page-data"\]/);
    expect(PAGE_DATA_MODULE.test(path.join('/site', '.rspress', 'virtual-page-data.js'))).toBe(true);
    // Rspress's own template for the module, filled in as Rspress fills it.
    const template = /return `(export const pageData[\s\S]*?)`;/.exec(source)?.[1];
    expect(template).toBeDefined();
    const ref = { pageData: { pages: [] }, indexHashByGroup: { default: 'abc' } };
    const module = new Function('ref', `return \`${template}\`;`)(ref) as string;
    expect(JSON.parse(searchIndexHashOf(module))).toEqual({ default: 'abc' });
  });

  it('page data pass: Rspress reads every route through the route service in a modifyBundlerChain hook of the web build', () => {
    expectSource(
      'node/runtimeModule/pageData/rsbuildPlugin.js',
      /api\.modifyBundlerChain\(async \(bundlerChain, \{ environment \}\)=>\{[\s\S]*?'web' === environment\.name[\s\S]*?createPageData\(/,
    );
    expectSource('node/runtimeModule/pageData/createPageData.js', /extractPageData\(routeService,/);
    expectSource('node/route/extractPageData.js', /routeService\.getRoutes\(\)/);
  });

  it('extractPageData: reads pages given only their routes, with the flattened source', async () => {
    const pages = await readPages(service.getRoutes(), { root: site, alias: {}, replaceRules: [], searchCodeBlocks: true, searchEnabled: true });
    const install = pages.find((page: { routePath: string }) => page.routePath === '/guide/install');
    expect(install?.title).toBe('安装');
    expect(install?.toc.map((heading: { text: string }) => heading.text)).toEqual(['准备']);
    expect(install?._flattenContent).toContain('helm install');
  });

  it('MDX loader: the mdx rule runs dist/node/mdx/loader.js with the docs root as docDirectory', () => {
    const loader = path.join(CORE, 'dist/node/mdx/loader.js');
    expect(existsSync(loader)).toBe(true);
    expect(RSPRESS_MDX_LOADER.test(loader)).toBe(true);
    expectSource(
      'node/initRsbuild.js',
      /bundlerChain \(chain[\s\S]*\.use\('mdx-loader'\)\.loader\(node_path\.join\(.*?'mdx\/loader\.js'\)\)\.options\(\{\s*config,\s*docDirectory:/,
    );
  });

  it('page meta key: a compiled page files its meta under its URI-encoded path from the docs root', async () => {
    const file = path.join(site, 'guide/页面.mdx');
    const code = await compile({
      source: '# 标题\n',
      filepath: file,
      docDirectory: site,
      config: {},
      routeService: service,
      pluginDriver: undefined,
      addDependency() {},
    } as never);
    expect(code).toContain(`__RSPRESS_PAGE_META["${encodeURIComponent('guide/页面.mdx')}"]`);
    const refiled = refilePageMeta(code, site, file, path.join(site, 'guide/页面.md'));
    expect(refiled).toContain(`__RSPRESS_PAGE_META["${encodeURIComponent('guide/页面.md')}"] = {`);
  });

  it('lazy compilation: stand-in modules are named lazy-compilation-proxy|…, compiled when their id is posted to /_rspack/lazy/trigger', () => {
    const rspack = path.dirname(require.resolve('@rspack/core/package.json'));
    expect(readFileSync(path.join(rspack, 'dist/index.js'), 'utf8')).toContain("'/_rspack/lazy/trigger'");
    // The identifiers are made in Rspack's native binding (@rspack/binding-<platform>, next to @rspack/core).
    const scope = path.dirname(rspack);
    const natives = readdirSync(scope)
      .filter((name) => name.startsWith('binding'))
      .flatMap((dir) =>
        readdirSync(path.join(scope, dir))
          .filter((file) => file.endsWith('.node'))
          .map((file) => path.join(scope, dir, file)),
      );
    expect(natives.some((file) => readFileSync(file).includes('lazy-compilation-proxy|'))).toBe(true);
    const proxy = { identifier: () => `lazy-compilation-proxy|builtin:swc-loader!${RSPRESS_MDX_LOADER.source}!/site/docs/a.md` };
    expect([...lazyModulesByFile([proxy]).keys()]).toEqual(['/site/docs/a.md']);
  });

  it('render thread heap: the renderer reads its heap limit from RSPRESS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY', () => {
    expectSource('node/ssg/ssgEnv.js', 'RSPRESS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY');
  });

  it('react refresh delay: the dev client re-renders 30 ms after an update, through performReactRefresh, which has nothing left to do a second time', () => {
    const require = createRequire(import.meta.url);
    const plugin = path.dirname(require.resolve('@rspack/plugin-react-refresh/package.json'));
    const client = readFileSync(path.join(plugin, 'client/refreshUtils.js'), 'utf8');
    expect(client, 'the hot client no longer waits 30 ms: rspress-internals/browser/refreshNow.ts is not needed').toMatch(
      /setTimeout\(\(\) => \{\s*refreshTimeout = undefined;\s*performReactRefresh\(\);[\s\S]{0,120}?\}, 30\)/,
    );
    const runtime = require('react-refresh/runtime') as { performReactRefresh(): unknown };
    expect(runtime.performReactRefresh()).toBeNull();
  });

  it('virtual module folder: virtual modules are files under .rspress/', () => {
    expect(VIRTUAL_MODULES.test(path.join('/site', '.rspress', 'virtual-routes.js'))).toBe(true);
    expectSource('node/initRsbuild.js', /tempDir:\s*'\.rspress(?:\/[^']*)?'/);
  });

  it('theme dist modules: the Markdown components, their stylesheet and the runtime helpers are where we import them', () => {
    // Every `export { … } from '@rspress/core/dist/…'` of the browser side, checked against the file it names.
    const reexports = ['docComponents.ts', 'runtimeUtils.ts'].flatMap((file) => [
      ...readFileSync(path.join(ROOT, 'rspress-internals/browser', file), 'utf8').matchAll(/export \{ ([^}]+) \} from '@rspress\/core\/(dist\/[^']+)'/g),
    ]);
    expect(reexports.length).toBeGreaterThan(5);
    for (const [, names, file] of reexports) {
      const source = dist(file.slice('dist/'.length));
      for (const name of names.split(',').map((one) => one.trim()))
        expect(new RegExp(`export \\{[^}]*\\b${name}\\b`).test(source), `${file} exports ${name}`).toBe(true);
    }
    expect(existsSync(path.join(CORE, 'dist/theme/components/DocContent/doc.css'))).toBe(true);
  });

  it('server render pass: at optimize-transfer of the node build Rspress writes the bundle out, imports its entry and renders each page with it', () => {
    expect(SERVER_ENTRY.startsWith(`${SERVER_BUNDLE_FOLDER}/`)).toBe(true);
    expectSource('node/ssg/rsbuildPluginSSG.js', /stage: 'optimize-transfer',\s*environments: \[\s*'node'\s*\]/);
    expectSource('node/ssg/rsbuildPluginSSG.js', /assetName\.startsWith\(`\$\{NODE_SSG_BUNDLE_FOLDER\}\/`\)/);
    expectSource('node/ssg/rsbuildPluginSSG.js', 'join(ssgFolderPath, NODE_SSG_BUNDLE_NAME)');
    expectSource('node/constants.js', `NODE_SSG_BUNDLE_NAME = '${SERVER_ENTRY.slice(SERVER_BUNDLE_FOLDER.length + 1)}'`);
    // In this thread (the worker threads are opt-in), with the entry's exports or a promise of them.
    expectSource('node/ssg/renderPages.js', /if \('object' == typeof ssg && ssg\?\.experimentalWorker\)/);
    expectSource('node/ssg/renderPage.js', 'await import(pathToFileURL(ssrBundlePath).toString())');
    expectSource('node/ssg/renderPage.js', 'if (ssrExports instanceof Promise) ssrExports = await ssrExports;');
    expectSource('node/ssg/renderPage.js', '({ appHtml } = await render(routePath, head));');
    expectSource('node/ssg/renderPage.js', 'transformHtmlTemplate(head, replacedHtmlTemplate)');
    const stage = (name: string) => rspack.Compilation[`PROCESS_ASSETS_STAGE_${name.toUpperCase().replace('-', '_')}` as 'PROCESS_ASSETS_STAGE_SUMMARIZE'];
    expect(stage(BEFORE_RENDER)).toBeLessThan(stage('optimize-transfer'));
    expect(stage(AFTER_RENDER)).toBeGreaterThan(stage('optimize-transfer'));
  });

  it('server head: each render gets an unhead server head whose entries, pushed again in order, give the same tags', async () => {
    expectSource('node/ssg/renderPage.js', 'const head = createHead();');
    expectSource('v~0.js', 'export { createHead, transformHtmlTemplate } from "@unhead/react/server";');
    expect(packageJson(ROOT).devDependencies['@unhead/react']).toBe(packageJson(CORE).dependencies['@unhead/react'].replace(/^\^/, ''));
    const head = createHead() as unknown as ServerHead;
    const before = new Set(head.entries.keys());
    head.push({ title: '页面', htmlAttrs: { lang: 'zh-CN' }, meta: [{ name: 'description', content: '说明' }] });
    head.push({ link: [{ rel: 'canonical', href: 'https://www.rainbond.com/docs' }] });
    expect(head.plugins).toBeInstanceOf(Map);
    const again = createHead() as unknown as ServerHead;
    for (const [index, entry] of head.entries) if (!before.has(index)) again.push(entry.input, entry.options);
    const template = '<html><head></head><body></body></html>';
    expect(await transformHtmlTemplate(again as never, template)).toBe(await transformHtmlTemplate(head as never, template));
  });

  it('node dist values: the output folder and the theme start-up check', () => {
    expect(OUTPUT_DIR).toBe('doc_build');
    expect(typeof hintThemeBreakingChange).toBe('function');
  });

  it('generated code packages: the packages our generated code imports are declared, at the versions Rspress uses', () => {
    const ourDeps = packageJson(ROOT).dependencies as Record<string, string>;
    const core = packageJson(CORE);
    expect(RspressRouteService.prototype.generateRoutesCode.call(service)).toContain('react-lazy-with-preload');
    expect(core.dependencies['react-lazy-with-preload']).toBe(`^${ourDeps['react-lazy-with-preload']}`);
    expect(ourDeps['@rspress/shared']).toBe(core.version);
    expect(ourDeps['@rspress/core']).toBe(core.version);
  });
});
