import { expect, hydrated, test } from '../support/fixtures';

test('images say not found, failed (click to retry) and offline, each in its own words', async ({ page, context }) => {
  let failures = 1;
  await page.route('**/avatars/docs.svg*', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('**/avatars/community.svg*', (route) => (failures-- > 0 ? route.fulfill({ status: 500, body: '' }) : route.continue()));
  await page.goto('/blog/authors');
  await hydrated(page);
  await expect(page.locator('[data-image-state="missing"]')).toHaveText('图片不存在');
  // The second author's avatar sits below the first author's long post list and loads lazily.
  await page.getByRole('heading', { name: 'Rainbond 社区', level: 2 }).scrollIntoViewIfNeeded();
  const failed = page.locator('button[data-image-state="error"]');
  await expect(failed).toHaveText('图片加载失败，点击重试');
  await failed.click();
  await expect(page.locator('img[alt="Rainbond 社区的头像"]')).toHaveAttribute('data-image-state', 'loaded');

  await context.setOffline(true);
  await page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Rainbond 社区的头像"]');
    if (image) image.src = `${image.src}?offline=1`;
  });
  await expect(page.locator('[data-image-state="offline"]')).toHaveText('网络已断开，恢复后自动加载');
  await context.setOffline(false);
  await expect(page.locator('[data-image-state="offline"]')).toHaveCount(0);
});

test('a page served under an unknown prefix shows the base URL warning', async ({ page }) => {
  const response = await page.goto('/mirror/docs/versions');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByTestId('base-url-banner')).toContainText('/mirror');
});

test('storage that throws degrades with one warning and nothing breaks', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: fail, configurable: true });
  });
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.getByTestId('version-dropdown').getByRole('button').click();
  await page.getByTestId('version-dropdown').getByRole('link', { name: 'V5.17' }).click();
  await expect(page).toHaveURL(/\/docs\/5\.17/);
  expect(warnings.filter((text) => text.includes('浏览器存储不可用'))).toHaveLength(1);
});
