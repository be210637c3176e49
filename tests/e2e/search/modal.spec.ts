import { expect, hydrated, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const modal = (page: import('@playwright/test').Page) => page.locator('.DocSearch-Modal');
const input = (page: import('@playwright/test').Page) => page.locator('.DocSearch-Input');

test('opens by click, Ctrl+K, "/" and typing on the button; Escape closes', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.getByTestId('search-button').click();
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
  await expect(input(page)).toHaveAttribute('maxlength', '64');
  await expect(modal(page)).toContainText('没有最近搜索');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('h1').first().click();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('search-button').focus();
  await page.keyboard.press('h');
  await expect(input(page)).toHaveValue('h');
  await page.keyboard.press('Escape');
  await page.getByTestId('search-button').focus();
  await page.keyboard.press('Control+f');
  await expect(modal(page)).toHaveCount(0);
});

test('results, the see-all link and client-side navigation to a hit', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByTestId('search-button').click();
  await input(page).fill('helm 安装');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toBeVisible();
  const footer = page.locator('.DocSearch-HitsFooter a');
  await expect(footer).toHaveText(/^查看全部 \d+ 条结果$/);
  expect(decodeURIComponent((await footer.getAttribute('href')) ?? '')).toBe('/search?q=helm 安装');
  const href = await hits.first().locator('a').getAttribute('href');
  await hits.first().click();
  await expect(page).toHaveURL(new RegExp(`${(href ?? '').split('#')[0]}`));
  await expect(modal(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('no results shows the Chinese empty state with the report link', async ({ page }) => {
  await page.goto('/docs');
  await hydrated(page);
  await page.getByTestId('search-button').click();
  await input(page).fill('zzqqxxyy');
  await expect(modal(page)).toContainText('没有找到结果：');
  await expect(modal(page)).toContainText('认为这个查询应该有结果？');
  await expect(modal(page).getByRole('link', { name: '告诉我们。' })).toHaveAttribute('href', /github\.com\/goodrain\/rainbond\/issues\/new/);
});

test('a chosen result shows under 最近搜索 on the start screen and can be made a favourite', async ({ page }) => {
  await page.goto('/docs');
  await hydrated(page);
  await page.getByTestId('search-button').click();
  await input(page).fill('OpenAPI 介绍');
  await page.locator('.DocSearch-Hit').first().click();
  await expect(modal(page)).toHaveCount(0);
  await page.getByTestId('search-button').click();
  const recents = page.locator('.DocSearch-Hits').filter({ hasText: '最近搜索' });
  await expect(recents.locator('.DocSearch-Hit')).toHaveCount(1);
  await recents.locator('button[title="收藏此搜索"]').click();
  await expect(page.locator('.DocSearch-Hits').filter({ hasText: '收藏' }).locator('.DocSearch-Hit')).toHaveCount(1);
});
