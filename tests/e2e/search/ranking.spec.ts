import { expect, hydrated, test } from '../support/fixtures';

/** The distinct pages /search lists for `query`, in order. */
async function listedPages(page: import('@playwright/test').Page, query: string): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
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
