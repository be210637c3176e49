import { expect, hydrated, test } from '../support/fixtures';

const select = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: '文档版本' });
const resultLinks = (page: import('@playwright/test').Page) => page.getByTestId('search-results').locator('> li a');

/** The paths of the listed results, once the list names `query`. */
async function resultPaths(page: import('@playwright/test').Page, query: string): Promise<string[]> {
  await expect(page.getByTestId('search-count')).toContainText(`“${query}”`);
  await expect(resultLinks(page).first()).toBeVisible();
  return resultLinks(page).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/search scopes the query to the version chosen with the keyboard, kept in the URL across a reload', async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent('网关')}`);
      await hydrated(page);
      await expect(select(page)).toHaveValue('current');
      await expect(select(page).locator('option')).toHaveText(['当前版本 V6.2', 'V5.17']);
      const current = await resultPaths(page, '网关');
      expect(current.some((path) => path.startsWith('/docs/5.17'))).toBe(false);

      await select(page).focus();
      await page.keyboard.press('ArrowDown');
      await expect(select(page)).toHaveValue('5.17');
      await expect(page).toHaveURL(/\/search\?q=%E7%BD%91%E5%85%B3&version=5\.17$/);
      await expect(resultLinks(page).first()).toHaveAttribute('href', /^\/docs\/5\.17\//);
      const older = await resultPaths(page, '网关');
      expect(older.every((path) => path.startsWith('/docs/5.17/'))).toBe(true);

      await page.reload();
      await hydrated(page);
      await expect(select(page)).toHaveValue('5.17');
      expect((await resultPaths(page, '网关')).every((path) => path.startsWith('/docs/5.17/'))).toBe(true);

      await select(page).selectOption('current');
      await expect(page).toHaveURL(/\/search\?q=%E7%BD%91%E5%85%B3$/);
      await expect(resultLinks(page).first()).not.toHaveAttribute('href', /^\/docs\/5\.17\//);
    });
  });
}

test('the modal’s “see all results” on a 5.17 page opens the 5.17 results', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/5.17/quick-start/getting-started');
  await hydrated(page);
  await page.getByTestId('search-button').click();
  await page.locator('.DocSearch-Input').fill('helm');
  const footer = page.locator('.DocSearch-HitsFooter a');
  await expect(footer).toHaveAttribute('href', '/search?q=helm&version=5.17');
  await footer.click();
  await expect(page).toHaveURL(/\/search\?q=helm&version=5\.17$/);
  await expect(select(page)).toHaveValue('5.17');
  expect((await resultPaths(page, 'helm')).every((path) => path.startsWith('/docs/5.17/'))).toBe(true);
});
