import { expect, hydrated, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('mobile doc sidebar: toggle, scroll lock, closes on navigation back and desktop width', async ({ page }) => {
  await page.goto('/docs/installation/helm');
  await hydrated(page);
  await expect(page.getByTestId('docs-sidebar')).toBeHidden();
  await page.getByRole('button', { name: '文档目录' }).click();
  const drawer = page.getByTestId('mobile-docs-sidebar');
  await expect(drawer).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await drawer.locator('a[href="/docs/faq"]').click();
  await expect(page).toHaveURL(/\/docs\/faq$/);
  await expect(drawer).toHaveCount(0);

  await page.getByRole('button', { name: '文档目录' }).click();
  await expect(page.getByTestId('mobile-docs-sidebar')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('mobile-docs-sidebar')).toHaveCount(0);

  await page.getByRole('button', { name: '文档目录' }).click();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(page.getByTestId('mobile-docs-sidebar')).toHaveCount(0);
  await expect(page.getByTestId('docs-sidebar')).toBeVisible();
});
