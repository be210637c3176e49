import { expect, hydrated, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('mobile menu: submenus, back to the main menu, close, scroll lock', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('nav[aria-label="主导航"]')).toBeHidden();
  await page.getByRole('button', { name: '打开菜单' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

  await menu.getByRole('button', { name: '功能特性' }).click();
  await expect(menu.getByRole('link', { name: '云原生应用市场' })).toHaveAttribute('href', '/feature/app-market');
  await menu.getByRole('button', { name: '← 返回主菜单' }).click();
  await menu.getByRole('button', { name: '应用商店' }).click();
  await expect(menu.getByRole('link', { name: '精选应用' })).toHaveAttribute('href', '/opensourceApps');
  await menu.getByRole('button', { name: '← 返回主菜单' }).click();
  await expect(menu.getByRole('button', { name: '深入' })).toBeVisible();

  await menu.getByRole('button', { name: '关闭菜单' }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('mobile menu closes when resized to desktop width', async ({ page }) => {
  await page.goto('/feature/devops');
  await hydrated(page);
  await page.getByRole('button', { name: '打开菜单' }).click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await page.setViewportSize({ width: 997, height: 800 });
  await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
  await expect(page.locator('nav[aria-label="主导航"]')).toBeVisible();
});

test('mobile menu closes on back navigation', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: '打开菜单' }).click();
  await page.getByTestId('mobile-menu').getByRole('link', { name: '企业版' }).click();
  await expect(page).toHaveURL(/\/enterprise_server$/);
  await page.getByRole('button', { name: '打开菜单' }).click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
});

/** Every entry of the open menu (main list and each submenu) is on screen and is what a tap at its centre hits. */
async function expectEveryEntryTappable(page: import('@playwright/test').Page) {
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  const hitTest = async () => {
    const entries = menu.locator('nav a, nav button');
    await expect(entries.first()).toBeVisible();
    const count = await entries.count();
    expect(count).toBeGreaterThan(2);
    for (let index = 0; index < count; index += 1) {
      const entry = entries.nth(index);
      await entry.scrollIntoViewIfNeeded();
      const hit = await entry.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { label: element.textContent, hits: top !== null && element.contains(top), height: box.height };
      });
      expect(hit, `entry ${hit.label}`).toEqual({ label: hit.label, hits: true, height: expect.any(Number) });
      expect(hit.height).toBeGreaterThan(20);
    }
  };
  await hitTest();
  for (const submenu of ['功能特性', '深入', '应用商店']) {
    await menu.getByRole('button', { name: submenu }).click();
    await hitTest();
    await menu.getByRole('button', { name: '← 返回主菜单' }).click();
  }
  const box = await menu.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
}

for (const path of ['/', '/case', '/docs/installation/helm']) {
  test(`every entry of the open menu on ${path} can be tapped`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expectEveryEntryTappable(page);
  });
}
