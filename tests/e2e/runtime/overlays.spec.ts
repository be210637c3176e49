import { expect, hydrated, pauseClock, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

test('popover: hover, click, focus and context menu show it after 50 ms; leaving, outside press and Escape hide it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/calculator');
  await hydrated(page);
  await pauseClock(page);
  const trigger = page.getByTestId('pricing-popover');
  const panel = page.getByTestId('pricing-popover-panel');

  await trigger.hover();
  await expect(panel).toHaveCount(0);
  await page.clock.runFor(60);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveCSS('z-index', '1030');
  await expect(panel).toContainText('1 月 = 720 小时');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // The pointer may travel from the button into the panel without closing it.
  await panel.hover();
  await page.clock.runFor(60);
  await expect(panel).toBeVisible();
  await page.mouse.move(5, 5);
  await page.clock.runFor(60);
  await expect(panel).toHaveCount(0);

  await trigger.dispatchEvent('pointerdown');
  await page.clock.runFor(60);
  await expect(panel).toBeVisible();
  await page.locator('h1').dispatchEvent('pointerdown');
  await expect(panel).toHaveCount(0);

  await trigger.dispatchEvent('contextmenu');
  await page.clock.runFor(60);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  await trigger.focus();
  await page.clock.runFor(60);
  await expect(panel).toBeVisible();
  await trigger.blur();
  await page.clock.runFor(60);
  await expect(panel).toHaveCount(0);
});

test('modal: the confirm button shows loading while its promise is pending; the mask does not close it', async ({ page }) => {
  // A clipboard whose write the test settles by hand.
  await page.addInitScript(() => {
    const state = window as unknown as { pendingCopy?: { text: string; resolve: () => void } };
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (text: string) => new Promise<void>((resolve) => (state.pendingCopy = { text, resolve })) },
    });
  });
  await page.goto('/opensourceApps');
  await hydrated(page);
  await page.getByRole('button', { name: '部署 MySQL' }).click();
  const dialog = page.getByRole('dialog', { name: '在 Rainbond 上部署 MySQL' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('deploy-modal-mask')).toHaveCSS('z-index', '1000');
  await expect(dialog).toContainText('mysql:8.0');

  const confirm = dialog.getByRole('button', { name: '复制镜像地址' });
  await confirm.click();
  await expect(page.getByTestId('deploy-modal-confirm-spinner')).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-busy', 'true');
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByRole('button', { name: '关闭' })).toBeDisabled();
  await page.getByTestId('deploy-modal-mask').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pendingCopy?: { text: string } }).pendingCopy?.text)).toBe('mysql:8.0');

  await page.evaluate(() => (window as unknown as { pendingCopy: { resolve: () => void } }).pendingCopy.resolve());
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('copied-image')).toHaveText('已复制镜像地址 mysql:8.0');
});

test('modal: cancel closes without copying', async ({ page }) => {
  await page.goto('/opensourceApps');
  await hydrated(page);
  await page.getByRole('button', { name: '部署 Grafana' }).click();
  const dialog = page.getByRole('dialog', { name: '在 Rainbond 上部署 Grafana' });
  await expect(dialog).toContainText('grafana/grafana');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('copied-image')).toHaveText('');
});
