import { expect, hydrated, pauseClock, test } from '../support/fixtures';

test('the calculator prices resources for every unit and flags bad input per field', async ({ page }) => {
  await page.goto('/calculator');
  await hydrated(page);
  const total = page.getByTestId('calculator-total');
  await expect(total).toHaveText('¥20.20');
  await page.getByLabel('时长单位').selectOption('year');
  await expect(total).toHaveText('¥242.44');
  await page.getByLabel('时长单位').selectOption('day');
  await expect(total).toHaveText('¥0.67');
  await page.getByLabel('时长单位').selectOption('hour');
  await page.getByLabel(/^内存/).fill('4');
  await page.getByLabel(/^CPU/).fill('2');
  await page.getByLabel(/^存储/).fill('100');
  await page.getByLabel(/^流量/).fill('1000');
  await expect(total).toHaveText('¥0.96');
  await expect(page.getByTestId('calculator-breakdown')).toContainText('¥0.78');

  await page.getByLabel(/^内存/).fill('');
  await expect(page.locator('#memory-error')).toHaveText('请输入数值');
  await page.getByLabel(/^CPU/).fill('-1');
  await expect(page.locator('#cpu-error')).toHaveText('不能为负数');
  await page.getByLabel(/^存储/).fill('abc');
  await expect(page.locator('#storage-error')).toHaveText('请输入数字');
  await expect(total).toHaveText('—');
  await expect(page.locator('main')).not.toContainText('NaN');
});

test('the case list filters by industry', async ({ page }) => {
  await page.goto('/case');
  await hydrated(page);
  const cards = page.getByTestId('case-grid').locator('> li');
  await expect(cards).toHaveCount(10);
  const industries = page.locator('fieldset button');
  const second = industries.nth(1);
  const name = (await second.textContent()) ?? '';
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(10);
  for (const card of await cards.all()) await expect(card).toContainText(name);
  await industries.first().click();
  await expect(cards).toHaveCount(10);
});

test('selected apps filter by category', async ({ page }) => {
  await page.goto('/opensourceApps');
  await hydrated(page);
  const apps = page.getByTestId('app-grid').locator('> li');
  const all = await apps.count();
  await page.getByRole('button', { name: '数据库' }).click();
  await expect(apps).not.toHaveCount(all);
  for (const app of await apps.all()) await expect(app).toContainText('数据库');
});

test('the home page offers the install command with a 3-second copy confirmation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  await pauseClock(page);
  await expect(page.getByRole('link', { name: '快速开始' }).first()).toHaveAttribute('href', '/docs/quick-start/getting-started');
  const copy = page.getByRole('button', { name: '复制' });
  await copy.click();
  await expect(page.getByRole('button', { name: '复制成功' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('install.sh');
  await page.clock.fastForward(2_900);
  await expect(page.getByRole('button', { name: '复制成功' })).toBeVisible();
  await page.clock.fastForward(200);
  await expect(page.getByRole('button', { name: '复制' })).toBeVisible();
});

test('code blocks in docs copy with a 3-second 复制成功', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/docs/installation/helm');
  await hydrated(page);
  await pauseClock(page);
  // The copy button of the first code block, not the page's 复制 Markdown.
  const button = page.locator('.rp-code-button-group .rb-code-button[data-copied]').first();
  await button.click();
  await expect(button).toHaveText('复制成功');
  await page.clock.fastForward(2_900);
  await expect(button).toHaveText('复制成功');
  await page.clock.fastForward(200);
  await expect(button).toHaveText('复制');
});
