import { expect, hydrated, test } from '../support/fixtures';

/** The distinct pages /search lists for `query`, in order. */
async function listedPages(page: import('@playwright/test').Page, query: string, version?: string): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}${version ? `&version=${version}` : ''}`);
  await hydrated(page);
  await expect(page.getByTestId('search-count')).toContainText(`“${query}”`);
  const links = page.getByTestId('search-results').locator('> li a');
  await expect(links.first()).toBeVisible();
  const paths = await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  return [...new Set(paths)];
}

test('a task question lists the doc page that answers it above the posts that mention its words', async ({ page }) => {
  const pages = await listedPages(page, '组件启动顺序 依赖关系');
  const doc = pages.indexOf('/docs/how-to-guides/app-ops/dependon');
  expect(doc).toBeGreaterThanOrEqual(0);
  expect(doc).toBeLessThan(3);
  expect(doc).toBeLessThan(pages.findIndex((path) => path.startsWith('/blog/')));
});

test('a question naming a post still lists the post first', async ({ page }) => {
  expect((await listedPages(page, '熔断与限流'))[0]).toBe('/blog/circuit-breaking-rate-limiting');
});

test('a question in everyday words lists the page that answers it first: its rare words count more than the common ones', async ({ page }) => {
  expect((await listedPages(page, '仓库里有 Dockerfile 平台会直接用吗'))[0]).toBe('/docs/how-to-guides/app-deploy/source-code/dockerfile');
  expect((await listedPages(page, '在控制台上直接点升级平台'))[0]).toBe('/docs/upgrade/latest-version');
  expect((await listedPages(page, '出故障了发钉钉通知', '5.17'))[0]).toBe('/docs/5.17/ops-guide/monitoring/alert-dingtalk');
});

test('a task question lists the guide above the API reference; a question about the API lists the endpoint', async ({ page }) => {
  expect((await listedPages(page, '多集群 管理 添加集群'))[0]).toBe('/docs/ops-guides/cluster-scale');
  expect((await listedPages(page, '添加集群 api'))[0]).toBe('/docs/api/region/addRegion');
});
