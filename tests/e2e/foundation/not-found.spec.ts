import { expect, hydrated, test } from '../support/fixtures';

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  const box = page.getByTestId('not-found');
  await expect(box.getByRole('heading', { name: '找不到页面' })).toBeVisible();
  await expect(box).toContainText('请告诉该网站的所有者：他们的链接已失效');
  await expect(page).toHaveTitle('找不到页面 | Rainbond');
});

test('a client-side link to an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/missing-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('not-found')).toBeVisible();
});
