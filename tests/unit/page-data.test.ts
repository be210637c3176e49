import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { describe, expect, it, vi } from 'vitest';
import { setStrictFrontmatter } from '../../plugins/frontmatter-check/validate';
import { listedPages, pageDataModule } from '../../plugins/page-data';

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
    expect(() => pageDataModule('export default {};')).toThrow('Rspress changed its virtual-page-data module');
  });

  it('lists case and use-scene pages with the fields their lists show, from their front matter', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'listed-'));
    const page = (routePath: string, source: string) => {
      const absolutePath = path.join(dir, `${routePath.replaceAll('/', '_')}.md`);
      writeFileSync(absolutePath, source);
      return { routePath, absolutePath };
    };
    const routes = [
      page('/case', '---\ntitle: 案例\n---\n'),
      page('/case/boe', '---\ntitle: 京东方\nsummary: 物联网\nindustry: 制造业\ncustomer: BOE\ndescription: 忽略\n---\n# 正文标题\n'),
      page('/usescene/offline', '---\ntitle: 离线\ndescription: 离线交付\n---\n'),
      page('/docs/faq', '---\ntitle: 常见问题\n---\n'),
    ];
    expect(listedPages(routes)).toEqual([
      { routePath: '/case/boe', title: '京东方', summary: '物联网', industry: '制造业', customer: 'BOE' },
      { routePath: '/usescene/offline', title: '离线', summary: '离线交付', industry: undefined, customer: undefined },
    ]);
  });

  it('fails naming the file when a listed page has no title, or bad front matter', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'listed-'));
    const untitled = path.join(dir, 'untitled.md');
    writeFileSync(untitled, '---\nsummary: 没有标题\n---\n# 正文里的标题\n');
    expect(() => listedPages([{ routePath: '/case/untitled', absolutePath: untitled }])).toThrow(
      `${path.relative(process.cwd(), untitled)}:1: front matter "title" is missing: the case and use-scene lists show it`,
    );
    const misspelt = path.join(dir, 'misspelt.md');
    writeFileSync(misspelt, '---\ntitle: 案例\nindsutry: 制造业\n---\n');
    // Our own content is checked strictly, as rspress.config.ts sets it.
    setStrictFrontmatter(true);
    try {
      expect(() => listedPages([{ routePath: '/case/misspelt', absolutePath: misspelt }])).toThrow(
        `${path.relative(process.cwd(), misspelt)}:3: unknown front matter key "indsutry": did you mean "industry"?`,
      );
    } finally {
      setStrictFrontmatter(false);
    }
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
