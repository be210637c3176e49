import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from 'vitest';
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
});
