import { expect, hydrated, pauseClock, test } from '../support/fixtures';

test('keyboard navigation class: set on Tab, removed on mouse down', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
});

test('the navbar hides on scroll down, shows on scroll up, hides after an anchor jump', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/docs/installation/helm');
  await hydrated(page);
  const header = page.locator('header[data-frame-nav]');
  await page.mouse.wheel(0, 800);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-hidden', 'false');
  const anchor = await page.getByTestId('toc').locator('a').nth(2).getAttribute('href');
  await page.evaluate((hash) => {
    window.location.hash = hash ?? '';
  }, anchor);
  await expect(header).toHaveAttribute('data-hidden', 'true');
});

test('after navigating, the page starts at the top, or at the anchor', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.mouse.wheel(0, 1500);
  await page.getByTestId('prev-next').getByRole('link').last().click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
});

test('tooltips show 50 ms after hover or focus and hide 50 ms after leaving', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  await pauseClock(page);
  const tooltip = page.getByRole('tooltip', { name: '在 GitHub 上查看源码' });
  await page.getByRole('link', { name: 'GitHub 仓库' }).hover();
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(60);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveCSS('z-index', '1060');
  await page.mouse.move(0, 400);
  await page.clock.runFor(60);
  await expect(tooltip).toHaveCount(0);
  await page.getByRole('link', { name: 'GitHub 仓库' }).focus();
  await page.clock.runFor(60);
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});
