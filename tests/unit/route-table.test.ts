import { createHash } from 'node:crypto';
import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { routeChunkName, routeTableCode, routeTablePlugin } from '../../plugins/route-table';

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

/** Runs the generated module with its imports stubbed; `import()` loads the file's name. */
function evaluate(code: string): Route[] {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, 'Promise.resolve({ file: $1 })')
    .replace('export const routes =', 'return');
  const React = { createElement: (type: unknown) => ({ type }) };
  const lazyWithPreload = (load: () => Promise<unknown>) => ({ preload: load });
  return new Function('React', 'lazyWithPreload', body)(React, lazyWithPreload);
}

describe('route table', () => {
  const routes = [meta('/docs/a', 'docs/a.md'), meta('/docs/5.17/b', 'docs/5.17/b.mdx', '5.17'), { ...meta('/en', 'en/index.md'), lang: 'en' }];

  it('gives every route the fields Rspress reads, in order, the usual ones left out of the code', async () => {
    const table = evaluate(routeTableCode(routes, 'zh'));
    expect(table.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version }))).toEqual([
      { path: '/docs/a', filePath: 'docs/a.md', lang: 'zh', version: '' },
      { path: '/docs/5.17/b', filePath: 'docs/5.17/b.mdx', lang: 'zh', version: '5.17' },
      { path: '/en', filePath: 'en/index.md', lang: 'en', version: '' },
    ]);
    await expect(table[1].preload()).resolves.toEqual({ file: '/site/docs/5.17/b.mdx' });
    expect(table[0].element.type).toHaveProperty('preload');
    expect(routeTableCode(routes, 'zh')).not.toContain('"docs/a.md"');
  });

  it('names each page chunk as Rspress does, so server renders still preload it', () => {
    const hash = createHash('sha256').update('docs/a.md').digest('hex').slice(0, 12);
    expect(routeChunkName(routes[0])).toBe(`route-${hash}`);
    expect(routeTableCode(routes, 'zh')).toContain(`webpackChunkName: "route-${hash}"`);
  });

  it('hands out the routes in path order, whatever order Rspress added them in', () => {
    const added = [meta('/blog/b', 'b.mdx'), meta('/blog/a', 'a.mdx'), meta('/case', 'case.mdx')];
    const service = { getRoutes: () => [...added], generateRoutesCode: () => '' };
    routeTablePlugin().routeServiceGenerated?.(service, true);
    expect(service.getRoutes().map((route) => route.routePath)).toEqual(['/blog/a', '/blog/b', '/case']);
    expect(evaluate(service.generateRoutesCode()).map((route) => route.path)).toEqual(['/blog/a', '/blog/b', '/case']);
  });
});
