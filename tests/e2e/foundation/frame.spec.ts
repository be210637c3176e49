import { expect, hydrated, test } from '../support/fixtures';

test('marketing pages use the marketing navbar and a 6rem offset', async ({ page }) => {
  await page.goto('/feature/devops');
  await hydrated(page);
  await expect(page.locator('header[data-frame-nav="marketing"]')).toBeVisible();
  await expect(page.locator('[data-testid="docs-topbar"]')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCSS('margin-top', '96px');
});

test('documentation pages use the docs navbar with its top bar', async ({ page }) => {
  await page.goto('/docs');
  await hydrated(page);
  await expect(page.locator('header[data-frame-nav="docs"]')).toBeVisible();
  await expect(page.getByTestId('docs-topbar')).toBeVisible();
  await expect(page.locator('main')).toHaveCSS('margin-top', '0px');
});

test('client-side navigation switches the frame', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('nav[aria-label="主导航"]').getByRole('link', { name: '文档' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.locator('header[data-frame-nav="docs"]')).toBeVisible();
});

test('the page language is zh-CN and the title names the page', async ({ page }) => {
  await page.goto('/calculator');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle('Rainbond Cloud 价格计算器 | Rainbond');
});
