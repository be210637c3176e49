import { expect, hydrated, test } from '../support/fixtures';

test('/search reads q after load, counts results and updates the URL', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('网关')}`);
  await hydrated(page);
  const box = page.getByRole('searchbox', { name: '搜索文档' });
  await expect(box).toHaveValue('网关');
  await expect(box).toHaveAttribute('maxlength', '64');
  await expect(page.getByTestId('search-count')).toContainText(/共有 \d+ 条结果/);
  await expect(page.getByTestId('search-results').locator('mark').first()).toBeVisible();
  await box.fill('helm');
  await expect(page).toHaveURL(/\?q=helm$/);
});

test('/search pages results 20 at a time', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('应用')}`);
  await hydrated(page);
  const results = page.getByTestId('search-results').locator('> li');
  await expect(results).toHaveCount(20);
  await page.getByRole('button', { name: '加载更多结果' }).click();
  await expect(results).toHaveCount(40);
});

test('/search shows the no-results message', async ({ page }) => {
  await page.goto('/search?q=zzqqxxyy');
  await hydrated(page);
  await expect(page.getByTestId('search-empty')).toContainText('没有找到结果');
});

test('/search shows the failure message when the index cannot load', async ({ page }) => {
  await page.route('**/search-index/**', (route) => route.abort());
  await page.goto('/search?q=helm');
  await hydrated(page);
  await expect(page.getByTestId('search-error')).toContainText('无法获取结果');
  await expect(page.getByTestId('search-error')).toContainText('你可能需要检查网络连接。');
});

test('/search never turns the query into HTML', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    return dialog.dismiss();
  });
  const attack = '<img src=x onerror=alert(1)>';
  await page.goto(`/search?q=${encodeURIComponent(attack)}`);
  await hydrated(page);
  await expect(page.getByTestId('search-count')).toContainText(attack);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('/search lists the hits before the page texts arrive, then fills in their snippets', async ({ page }) => {
  let release: () => void = () => undefined;
  const texts = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/search-index\/current\/c\d+\.json/, async (route) => {
    await texts;
    await route.continue();
  });
  await page.goto('/search');
  await hydrated(page);
  await page.getByRole('searchbox', { name: '搜索文档' }).fill('helm');
  const results = page.getByTestId('search-results').locator('> li');
  await expect(results.first()).toBeVisible();
  await expect(page.getByTestId('snippet-pending').first()).toBeAttached();
  await expect(results.locator('mark').first()).toBeVisible();
  release();
  await expect(page.getByTestId('snippet-pending')).toHaveCount(0);
  await expect(results.locator('p.text-sm mark').first()).toBeVisible();
});

test('/search shows a diagram in a snippet as the words its page shows (title and description), not its Mermaid source', async ({ page }) => {
  // The 5.17 dependency page opens with a diagram titled 建立依赖后的效果.
  await page.goto(`/search?q=${encodeURIComponent('建立依赖后的效果')}&version=5.17`);
  await hydrated(page);
  const results = page.getByTestId('search-results').locator('> li');
  const dependency = results.filter({ has: page.locator('a[href^="/docs/5.17/use-manual/component-manage/dependency"]') }).first();
  await expect(dependency).toContainText('建立依赖后的效果');
  await expect(page.getByTestId('snippet-pending')).toHaveCount(0);
  await expect(page.getByTestId('search-results')).not.toContainText(/accTitle|accDescr|flowchart|-->/);
});
