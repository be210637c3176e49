import { expect, hydrated, test } from '../support/fixtures';

for (const path of ['/', '/docs', '/case']) {
  test(`footer on ${path}: columns, tagline, star button, copyright`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const footer = page.getByTestId('site-footer');
    await expect(footer).toBeVisible();
    for (const title of ['产品', '了解更多', '社区', '关于']) await expect(footer.getByRole('heading', { name: title })).toBeVisible();
    await expect(footer).toContainText('Rainbond 是一款简单易用的云原生应用管理平台，让应用的管理和交付变得更简单。');
    await expect(footer.getByRole('link', { name: 'Star us on GitHub' })).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
    await expect(footer).toContainText(/Copyright © \d{4}/);
  });
}

test('the announcement bar invites a star and cannot be closed', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const bar = page.locator('[data-announcement]').first();
  await expect(bar).toContainText('Star');
  await expect(bar.getByRole('button')).toHaveCount(0);
});
