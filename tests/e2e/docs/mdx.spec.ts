import { expect, hydrated, test } from '../support/fixtures';
import { withoutPrefetch } from '../support/pageWeight';

test('a live React preview renders and is interactive', async ({ page }) => {
  await page.goto('/docs/contribution/document');
  await hydrated(page);
  await page.getByRole('button', { name: '增加实例' }).click();
  await page.getByRole('button', { name: '增加实例' }).click();
  await expect(page.getByText('当前实例数：3')).toBeVisible();
});

test('tabs switch with click and arrow keys', async ({ page }) => {
  await page.goto('/docs/contribution/document');
  await hydrated(page);
  const tabs = page.getByTestId('tabs');
  await expect(tabs.getByRole('tabpanel')).toContainText('单台机器');
  await tabs.getByRole('tab', { name: 'Helm' }).click();
  await expect(tabs.getByRole('tab', { name: 'Helm' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toContainText('helm repo add');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: '安装脚本' })).toHaveAttribute('aria-selected', 'true');
});

test('pages without previews or tabs load none of their code', async ({ page }) => {
  // Only the page's own code: links prefetched in the background may lead to the preview page.
  await withoutPrefetch(page);
  const pending: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) pending.push(response.text().catch(() => ''));
  });
  await page.goto('/docs/faq');
  await hydrated(page);
  const scripts = await Promise.all(pending);
  expect(scripts.some((code) => code.includes('QR Code generator'))).toBe(false);
  expect(scripts.some((code) => code.includes('rp-preview--iframe-follow'))).toBe(false);
  expect(scripts.some((code) => code.includes('aria-selected'))).toBe(false);
});
