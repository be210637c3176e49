import { expect, hydrated, test } from '../support/fixtures';

test.use({ colorScheme: 'dark' });

test('the site stays light with no switch, even for dark-mode readers with a stored choice', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/docs/faq');
  await hydrated(page);
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  await expect(page.getByRole('button', { name: /深色|浅色|主题/ })).toHaveCount(0);
});
