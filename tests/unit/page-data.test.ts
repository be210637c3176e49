import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageIndexInfo, RouteMeta } from '@rspress/core';
import { describe, expect, it, vi } from 'vitest';
import { listedPages, pageDataModule } from '../../plugins/page-data';

const page = (routePath: string, frontmatter: Record<string, unknown> = {}, title = ''): PageIndexInfo =>
  ({ routePath, title, frontmatter, toc: [], content: '', lang: 'zh', version: '', _filepath: '', _relativePath: '' }) as unknown as PageIndexInfo;

describe('page data', () => {
  it('rewrites Rspress page data to the routes, keeping the search index hashes', () => {
    const original = `export const pageData = ${JSON.stringify({ pages: [{ routePath: '/docs', title: '文档' }] }, null, 2)};
          export const searchIndexHash = ${JSON.stringify({ '###zh': 'abc123' }, null, 2)};`;
    const code = pageDataModule(original);
    expect(code).toContain("import { routes } from 'virtual-routes';");
    expect(code).toContain('routes.map((route) => ({ routePath: route.path }))');
    expect(code).toContain('"###zh": "abc123"');
    expect(code).not.toContain('文档');
  });

  it('fails loudly when Rspress changes the module it rewrites', () => {
    expect(() => pageDataModule('export default {};')).toThrow('plugins/page-data');
  });

  it('lists case and use-scene pages with the fields their lists show, not the list pages themselves', () => {
    const pages = [
      page('/case'),
      page('/case/boe', { title: '京东方', summary: '物联网', industry: '制造业', customer: 'BOE', description: '忽略' }),
      page('/usescene/offline', { description: '离线交付' }, '离线'),
      page('/docs/faq', { title: '常见问题' }),
    ];
    expect(listedPages(pages)).toEqual([
      { routePath: '/case/boe', title: '京东方', summary: '物联网', industry: '制造业', customer: 'BOE' },
      { routePath: '/usescene/offline', title: '离线', summary: '离线交付', industry: undefined, customer: undefined },
    ]);
  });

  it('hides the routes from Rspress’s page data pass, and reads the listed pages and all pages itself', async () => {
    vi.stubEnv('RAINBOND_CACHE_DIR', mkdtempSync(path.join(tmpdir(), 'page-data-')));
    vi.resetModules();
    const { pageDataPlugin, LISTED_PAGES_FILE } = await import('../../plugins/page-data');
    const docs = path.resolve(import.meta.dirname, '../../docs');
    const route = (routePath: string, file: string) =>
      ({ routePath, absolutePath: path.join(docs, file), relativePath: file, lang: 'zh', version: '' }) as RouteMeta;
    const all = [route('/case/boe', 'case/boe.md'), route('/docs/faq', 'docs/faq.md')];
    const service = { getRoutes: () => all, getRoutePageByRoutePath: () => undefined };
    type Handler = (chain: unknown, utils: { environment: { name: string } }) => Promise<void> | void;
    const hooks: { order: string; handler: Handler }[] = [];
    const api = { context: { action: 'dev' }, transform: () => {}, modifyBundlerChain: (hook: { order: string; handler: Handler }) => hooks.push(hook) };

    const plugin = pageDataPlugin();
    plugin.config?.({ root: docs }, {} as never, false);
    plugin.routeServiceGenerated?.(service, false);
    const [rsbuildPlugin] = (plugin.builderConfig?.plugins ?? []) as { setup(api: unknown): void }[];
    rsbuildPlugin.setup(api);
    const [pre, post] = hooks;
    expect([pre.order, post.order]).toEqual(['pre', 'post']);

    await pre.handler({}, { environment: { name: 'web' } });
    expect(service.getRoutes()).toEqual([]);
    await post.handler({ resolve: { alias: { entries: () => ({}) } } }, { environment: { name: 'web' } });
    expect(service.getRoutes()).toEqual(all);
    expect(JSON.parse(readFileSync(LISTED_PAGES_FILE, 'utf8'))).toEqual([expect.objectContaining({ routePath: '/case/boe', industry: '制造业' })]);

    const pages = await plugin.pages();
    expect(pages.map((page) => page.routePath)).toEqual(['/case/boe', '/docs/faq']);
    expect(pages[1].toc.length).toBeGreaterThan(0);
    expect(pages[1].content).toContain('Rainbond');
    // Read once: the search index and the sitemap share one read.
    expect(plugin.pages()).toBe(plugin.pages());
    vi.unstubAllEnvs();
  });
});
