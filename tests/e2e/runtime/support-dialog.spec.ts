import { expect, hydrated, test } from '../support/fixtures';

test('shown 3 minutes after a session began on a non-home page; the mask does not close it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.clock.fastForward(179_000);
  await expect(page.getByTestId('support-dialog')).toHaveCount(0);
  await page.clock.fastForward(2_000);
  const dialog = page.getByTestId('support-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '支持 Rainbond' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: '去 GitHub 点 Star' })).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(600);
  await page.getByTestId('support-dialog-mask').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '下次再说' }).click();
  await expect(dialog).toHaveCount(0);
});

test('counts from the first page of the session, on whatever page is open then', async ({ page }) => {
  await page.clock.install();
  await page.goto('/case');
  await hydrated(page);
  await page.clock.fastForward(120_000);
  await page.goto('/docs/versions');
  await hydrated(page);
  await page.clock.fastForward(61_000);
  await expect(page.getByTestId('support-dialog')).toBeVisible();
});

test('never appears in a session that began on the home page', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.clock.fastForward(400_000);
  await expect(page.getByTestId('support-dialog')).toHaveCount(0);
});

test('appears once per session: not again on reload after it showed, nor on other pages', async ({ page }) => {
  await page.clock.install();
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.clock.fastForward(181_000);
  const dialog = page.getByTestId('support-dialog');
  await expect(dialog).toBeVisible();

  // Left open, then the page is loaded again with the clock well past 180 s.
  await page.reload();
  await hydrated(page);
  await page.clock.fastForward(5_000);
  await expect(dialog).toHaveCount(0);

  // Another page of the same session, minutes later: still not back.
  await page.goto('/case');
  await hydrated(page);
  await page.clock.fastForward(200_000);
  await expect(dialog).toHaveCount(0);
});

test('after 下次再说, a later page load of the session does not show it again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/docs/versions');
  await hydrated(page);
  await page.clock.fastForward(181_000);
  await page.getByTestId('support-dialog').getByRole('button', { name: '下次再说' }).click();
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.clock.fastForward(5_000);
  await expect(page.getByTestId('support-dialog')).toHaveCount(0);
});
