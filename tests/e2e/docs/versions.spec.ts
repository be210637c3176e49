import { expect, hydrated, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const dropdown = (page: import('@playwright/test').Page) => page.getByTestId('version-dropdown');

test('the version dropdown lists current, 5.17, archived versions and all versions', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  await dropdown(page).getByRole('button').click();
  const menu = dropdown(page).getByRole('list');
  await expect(menu.getByRole('link', { name: /^V6\.2/ })).toHaveAttribute('href', '/docs/faq');
  await expect(menu.getByRole('link', { name: 'V5.17' })).toHaveAttribute('href', /^\/docs\/5\.17/);
  await expect(menu).toContainText('归档版本');
  for (const version of ['5.16', '5.15', '5.14', '5.13', '5.12', '5.11', '5.10']) {
    await expect(menu.getByRole('link', { name: `V${version}` })).toHaveAttribute('href', `https://v${version}-docs.rainbond.com/docs/`);
  }
  await expect(menu.getByRole('link', { name: '全部版本' })).toHaveAttribute('href', '/docs/versions');
});

test('switching keeps the page when the other version has it', async ({ page }) => {
  await page.goto('/docs/quick-start/getting-started');
  await hydrated(page);
  await dropdown(page).getByRole('button').click();
  await dropdown(page).getByRole('link', { name: 'V5.17' }).click();
  await expect(page).toHaveURL(/\/docs\/5\.17\/quick-start\/getting-started$/);
  await expect(dropdown(page).getByRole('button')).toContainText('V5.17');
  await dropdown(page).getByRole('button').click();
  await dropdown(page)
    .getByRole('link', { name: /^V6\.2/ })
    .click();
  await expect(page).toHaveURL(/\/docs\/quick-start\/getting-started$/);
});

test('switching falls back to the start page of the same sidebar', async ({ page }) => {
  await page.goto('/docs/how-to-guides/app-ops/sidecar');
  await hydrated(page);
  await dropdown(page).getByRole('button').click();
  await dropdown(page).getByRole('link', { name: 'V5.17' }).click();
  await expect(page).toHaveURL(/\/docs\/5\.17$/);
  // An API page 5.17 does not have (its team region endpoint has another name there).
  await page.goto('/docs/api/team/createTeamRegion');
  await hydrated(page);
  await dropdown(page).getByRole('button').click();
  await expect(dropdown(page).getByRole('link', { name: 'V5.17' })).toHaveAttribute('href', '/docs/5.17/api');
});

test('the chosen version is remembered and version-less links honour it', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  await dropdown(page).getByRole('button').click();
  await dropdown(page).getByRole('link', { name: 'V5.17' }).click();
  await expect(page).toHaveURL(/\/docs\/5\.17/);
  expect(await page.evaluate(() => localStorage.getItem('rb-docs-preferred-version'))).toBe('5.17');
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('nav[aria-label="主导航"]').getByRole('link', { name: '文档' })).toHaveAttribute('href', '/docs/5.17');
});

test('a remembered version that no longer exists is dropped', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rb-docs-preferred-version', '4.0'));
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('rb-docs-preferred-version'))).toBeNull();
  await expect(page.locator('nav[aria-label="主导航"]').getByRole('link', { name: '文档' })).toHaveAttribute('href', '/docs');
});

test('5.17 pages carry the unmaintained banner linking to V6.2', async ({ page }) => {
  await page.goto('/docs/5.17/quick-start/getting-started');
  await hydrated(page);
  const banner = page.getByTestId('banner-unmaintained');
  await expect(banner).toContainText('不再积极维护');
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/docs/quick-start/getting-started');
  await page.goto('/docs/faq');
  await hydrated(page);
  await expect(page.getByTestId('banner-unmaintained')).toHaveCount(0);
});

test('/docs/versions lists every version with links', async ({ page }) => {
  await page.goto('/docs/versions');
  await hydrated(page);
  const content = page.getByTestId('doc-content');
  await expect(content.getByRole('link', { name: 'V6.2 文档' })).toHaveAttribute('href', '/docs');
  await expect(content.getByRole('link', { name: 'V5.17 文档' })).toHaveAttribute('href', '/docs/5.17');
  await expect(content.getByRole('link', { name: 'v5.10-docs.rainbond.com' })).toHaveAttribute('href', 'https://v5.10-docs.rainbond.com/docs/');
});
