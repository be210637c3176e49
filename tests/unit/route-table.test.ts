import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { afterAll, describe, expect, it } from 'vitest';
import { routeSection } from '../../core/routes/section';
import { routesBySection, routeTableCode, routeTablePlugin, sectionModuleCode } from '../../plugins/route-table';
import { RouteChunkAssetsPlugin, routeChunkName } from '../../rspress-internals/node/routeChunks';

const meta = (routePath: string, relativePath: string, version = ''): RouteMeta => ({
  routePath,
  pureRoutePath: routePath,
  relativePath,
  absolutePath: `/site/${relativePath}`,
  pageName: relativePath,
  lang: 'zh',
  version,
});

interface Route {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  element: { type: unknown };
  preload: () => Promise<unknown>;
}

/** Runs a generated module as the given build would (`__SSR__`), its imports stubbed; `import()` loads the file's name. */
function evaluate(code: string, ssr: boolean): { routes: Route[]; sections: Record<string, () => Promise<{ file: string }>> } {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, 'Promise.resolve({ file: $1 })')
    .replace('export default', 'return { routes:')
    .replace(/\];\s*$/, '] };')
    .replace('export const routes =', 'const routes =')
    .replace('export const sections =', 'const sections =')
    .concat(code.includes('export const sections') ? '\nreturn { routes, sections };' : '');
  const React = { createElement: (type: unknown) => ({ type }) };
  const lazyWithPreload = (load: () => Promise<unknown>) => ({ preload: load });
  return new Function('React', 'lazyWithPreload', 'process', body)(React, lazyWithPreload, { env: { __SSR__: ssr } });
}

const routes = [meta('/docs/a', 'docs/a.md'), meta('/docs/5.17/b', 'docs/5.17/b.mdx', '5.17'), { ...meta('/en', 'en/index.md'), lang: 'en' }];
const files = new Map([
  ['docs/a', '/cache/routes/docs/a.js'],
  ['docs/5.17', '/cache/routes/docs/5.17.js'],
]);

describe('route sections', () => {
  it('are the first folder under a docs version, the first segment elsewhere', () => {
    expect(routeSection('/docs/installation/helm')).toBe('docs/installation');
    expect(routeSection('/docs/Intro')).toBe('docs/intro');
    expect(routeSection('/docs')).toBe('docs');
    expect(routeSection('/docs/5.17')).toBe('docs/5.17');
    expect(routeSection('/docs/5.17/quick-start/getting-started')).toBe('docs/5.17/quick-start');
    expect(routeSection('/blog/year-in-review-2025')).toBe('blog');
    expect(routeSection('/')).toBe('');
  });

  it('group routes in path order', () => {
    const grouped = routesBySection([meta('/blog/b', 'b.md'), meta('/', 'index.md'), meta('/blog/a', 'a.md')]);
    expect([...grouped].map(([section, list]) => [section, list.map((route) => route.routePath)])).toEqual([
      ['', ['/']],
      ['blog', ['/blog/a', '/blog/b']],
    ]);
  });
});

describe('route table', () => {
  it('gives every route the fields Rspress reads, in order, the usual ones left out of the code', async () => {
    const table = evaluate(sectionModuleCode(routes, 'zh'), false).routes;
    expect(table.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version }))).toEqual([
      { path: '/docs/a', filePath: 'docs/a.md', lang: 'zh', version: '' },
      { path: '/docs/5.17/b', filePath: 'docs/5.17/b.mdx', lang: 'zh', version: '5.17' },
      { path: '/en', filePath: 'en/index.md', lang: 'en', version: '' },
    ]);
    await expect(table[1].preload()).resolves.toEqual({ file: '/site/docs/5.17/b.mdx' });
    expect(table[0].element.type).toHaveProperty('preload');
    expect(sectionModuleCode(routes, 'zh')).not.toContain('"docs/a.md"');
  });

  it('gives the server render every route and the browser only a loader per section', async () => {
    const server = evaluate(routeTableCode(routes, 'zh', files), true);
    expect(server.routes.map((route) => route.path)).toEqual(['/docs/a', '/docs/5.17/b', '/en']);
    expect(server.sections).toEqual({});
    const browser = evaluate(routeTableCode(routes, 'zh', files), false);
    expect(browser.routes).toEqual([]);
    expect(Object.keys(browser.sections)).toEqual(['docs/a', 'docs/5.17']);
    await expect(browser.sections['docs/5.17']()).resolves.toEqual({ file: '/cache/routes/docs/5.17.js' });
  });

  it('names each page chunk as Rspress does, so server renders still preload it', () => {
    expect(sectionModuleCode(routes, 'zh')).toContain(`webpackChunkName: "${routeChunkName(routes[0])}"`);
  });

  describe('in the plugin', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rb-routes-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('writes each section in path order, whatever order Rspress added the routes in', () => {
      const added = [meta('/blog/b', 'b.mdx'), meta('/blog/a', 'a.mdx'), meta('/case', 'case.mdx')];
      const service = { getRoutes: () => [...added], generateRoutesCode: () => '' };
      routeTablePlugin(dir).routeServiceGenerated?.(service, true);
      expect(service.getRoutes().map((route) => route.routePath)).toEqual(['/blog/a', '/blog/b', '/case']);
      const code = service.generateRoutesCode();
      expect(evaluate(code, true).routes.map((route) => route.path)).toEqual(['/blog/a', '/blog/b', '/case']);
      expect(Object.keys(evaluate(code, false).sections)).toEqual(['blog', 'case']);
      const blog = evaluate(readFileSync(path.join(dir, 'blog.js'), 'utf8'), false).routes;
      expect(blog.map((route) => route.path)).toEqual(['/blog/a', '/blog/b']);
    });

    it('has the dev server compile the named theme modules up front, and sections and pages on request', () => {
      const upFront = '/site/theme/components/MarkdownActions';
      const lazy = routeTablePlugin(dir, [upFront]).builderConfig?.dev?.lazyCompilation as { test: (module: { nameForCondition(): string }) => boolean };
      const compiledLazily = (file: string) => lazy.test({ nameForCondition: () => file });
      expect(compiledLazily(path.join(upFront, 'index.tsx'))).toBe(false);
      expect(compiledLazily(path.join(dir, 'blog.js'))).toBe(true);
      expect(compiledLazily('/site/theme/components/SearchModal/index.tsx')).toBe(true);
      expect(compiledLazily('/site/docs/docs/faq.md')).toBe(true);
    });

    it('names the section module a page is loaded from, as it writes it', () => {
      const added = [meta('/blog/a', 'a.mdx'), meta('/', 'index.mdx')];
      const service = { getRoutes: () => [...added], generateRoutesCode: () => '' };
      const plugin = routeTablePlugin(dir);
      plugin.routeServiceGenerated?.(service, true);
      service.generateRoutesCode();
      expect(plugin.sectionFileOf('/blog/a')).toBe(path.join(dir, 'blog.js'));
      expect(plugin.sectionFileOf('/')).toBe(path.join(dir, '_home.js'));
      expect(readFileSync(plugin.sectionFileOf('/blog/a'), 'utf8')).toContain('"/blog/a"');
    });

    it('leaves the server render’s routes out of the dev server’s table, which renders nothing on the server', () => {
      const service = { getRoutes: () => [meta('/blog/a', 'a.mdx')], generateRoutesCode: () => '' };
      routeTablePlugin(dir).routeServiceGenerated?.(service, false);
      const code = service.generateRoutesCode();
      expect(code).not.toContain('a.mdx');
      expect(Object.keys(evaluate(code, false).sections)).toEqual(['blog']);
    });

    /** Rspress's plugin, counting the builds it records. */
    class RecordingAssets extends RouteChunkAssetsPlugin {
      tapped = 0;
      constructor() {
        super({ getRoutes: () => [] } as never);
      }
      apply() {
        this.tapped++;
      }
    }

    /** The plugin our config adds to the browser build only, applied as Rspack would, before Rspress's or after it. */
    function applyBrowserPlugin(isProd: boolean, rspressFirst = false) {
      const config: { plugins: { apply(compiler: unknown): void }[] } = { plugins: [] };
      const rspack = routeTablePlugin(dir).builderConfig?.tools?.rspack as (config: unknown, context: { target: string; isProd: boolean }) => void;
      rspack(config, { target: 'web', isProd });
      const assets = new RecordingAssets();
      const ours = config.plugins.at(-1) as { apply(compiler: unknown): void };
      const plugins = rspressFirst ? [assets, ours] : [ours, assets];
      const compiler = { options: { plugins }, hooks: { thisCompilation: { tap() {} } } };
      for (const plugin of plugins) plugin.apply(compiler);
      return assets;
    }

    it('leaves Rspress’s per-chunk asset records out of the dev server, and keeps them in builds', () => {
      expect(applyBrowserPlugin(false).tapped).toBe(0);
      expect(applyBrowserPlugin(true).tapped).toBe(1);
    });

    it('fails by name when the dev server would find Rspress’s plugin applied before ours', () => {
      expect(() => applyBrowserPlugin(false, true)).toThrow('update skipRouteChunkAssets');
    });
  });
});
