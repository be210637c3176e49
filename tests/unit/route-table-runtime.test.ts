// @vitest-environment jsdom
import { sections } from 'virtual-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataModule } from '../../plugins/page-data';
import { findRoute, isActive, pathnameToRouteService, redirectToCleanUrl } from '../../theme/router/routeTable';
import { stubRoute } from './stubs/route';

/** Serves a section's routes, counting the loads; `fail` makes the next load fail. */
function serve(section: string, paths: string[]) {
  const served = { loads: 0, fail: false };
  sections[section] = async () => {
    served.loads++;
    if (served.fail) {
      served.fail = false;
      throw new Error('Loading chunk routes failed.');
    }
    return { default: paths.map(stubRoute) };
  };
  return served;
}

afterEach(() => {
  for (const key of Object.keys(sections)) delete sections[key];
});

describe('route table in the browser', () => {
  it('knows a route once its section has loaded, and loads each section once', async () => {
    const install = serve('docs/installation', ['/docs/installation/helm', '/docs/installation/offline']);
    const blog = serve('blog', ['/blog/post']);
    expect(pathnameToRouteService('/docs/installation/helm')).toBeUndefined();
    expect((await findRoute('/docs/installation/helm'))?.path).toBe('/docs/installation/helm');
    expect(pathnameToRouteService('/docs/installation/offline')?.path).toBe('/docs/installation/offline');
    await findRoute('/docs/installation/offline');
    expect(install.loads).toBe(1);
    expect(blog.loads).toBe(0);
    expect(pathnameToRouteService('/blog/post')).toBeUndefined();
  });

  it('matches as Rspress does: decoded, without trailing slash, .html, /index, query or hash, in any case', async () => {
    serve('docs/reference', ['/docs/reference/Intro', '/docs/reference/中文']);
    expect((await findRoute('/docs/reference/intro/'))?.path).toBe('/docs/reference/Intro');
    expect(pathnameToRouteService('/docs/reference/Intro.html?x=1#h')?.path).toBe('/docs/reference/Intro');
    expect(pathnameToRouteService('/docs/reference/%E4%B8%AD%E6%96%87')?.path).toBe('/docs/reference/中文');
    expect(isActive('/docs/reference/Intro', '/docs/reference/intro/')).toBe(true);
    expect(isActive('/docs/reference/Intro', '/docs/reference')).toBe(false);
  });

  it('says nothing is there for a path of no section or none of its routes', async () => {
    serve('case', ['/case']);
    await expect(findRoute('/nowhere/at-all')).resolves.toBeUndefined();
    await expect(findRoute('/case/unknown')).resolves.toBeUndefined();
  });

  it('tries a section again after a failed load', async () => {
    const faq = serve('docs/faq', ['/docs/faq']);
    faq.fail = true;
    await expect(findRoute('/docs/faq')).rejects.toThrow('Loading chunk');
    expect((await findRoute('/docs/faq'))?.path).toBe('/docs/faq');
    expect(faq.loads).toBe(2);
  });

  it('gives Rspress the loaded routes as page data', async () => {
    serve('docs/ops', ['/docs/ops/backup']);
    await findRoute('/docs/ops/backup');
    const code = pageDataModule('export const searchIndexHash = {};').replace("import { routes } from 'virtual-routes';", '');
    const { routes } = await import('virtual-routes');
    const pageData = new Function('routes', `${code.replace(/export const /g, 'const ')}\nreturn pageData;`)(routes);
    expect(pageData.pages).toContainEqual({ routePath: '/docs/ops/backup' });
  });

  it('redirects a loaded route to its clean URL, keeping query and hash', async () => {
    serve('docs/guide', ['/docs/guide/start']);
    await findRoute('/docs/guide/start');
    const history = { state: { key: 'k' }, replaceState: vi.fn() };
    const at = (pathname: string) => ({ pathname, search: '?a=1', hash: '#b' });
    expect(redirectToCleanUrl(at('/docs/guide/start.html'), history)).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/docs/guide/start?a=1#b');
    expect(redirectToCleanUrl(at('/docs/guide/start'), history)).toBe(false);
  });
});
