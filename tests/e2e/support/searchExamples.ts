import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The questions our search once failed (issue 21), each with the page that answers it. */
export const SEARCH_EXAMPLES: [query: string, answer: string][] = [
  ['nodejs', '/docs/how-to-guides/app-deploy/source-code/nodejs'],
  ['创建团队 API', '/docs/api/team/createTeam'],
  ['HTTP 网关规则', '/docs/tutorial/custom-gateway'],
  ['重置密码', '/docs/ops-guides/management/reset-password'],
  ['golang', '/docs/how-to-guides/app-deploy/source-code/golang'],
  ['架构', '/docs/quick-start/architecture'],
  ['Spring Boot 源码部署', '/docs/how-to-guides/app-deploy/source-code/springboot'],
];

/** The first three distinct pages among links, in the order shown. */
async function topPages(links: import('@playwright/test').Locator): Promise<string[]> {
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)].slice(0, 3);
}

/** Types `query` into the open search modal and returns the first three pages it lists. */
export async function modalTopPages(page: Page, query: string): Promise<string[]> {
  await page.locator('.DocSearch-Input').fill(query);
  // The hits are this query's once the footer's see-all link carries it.
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect.poll(async () => new URL((await seeAll.getAttribute('href')) ?? '/', 'http://x').searchParams.get('q')).toBe(query);
  return topPages(page.locator('.DocSearch-Hit a'));
}

/** Opens /search for `query` at `origin` and returns the first three pages it lists. */
export async function searchPageTopPages(page: Page, origin: string, query: string): Promise<string[]> {
  await page.goto(`${origin}/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByTestId('search-count')).toContainText(`“${query}”`);
  await expect(page.getByTestId('search-results').locator('> li').first()).toBeVisible();
  return topPages(page.getByTestId('search-results').locator('> li a'));
}
