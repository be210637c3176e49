import { VERSIONS } from '../../../core/data/versions';
import { expect, hydrated, test } from '../support/fixtures';

const LATEST = VERSIONS[0];

test.use({ viewport: { width: 1280, height: 900 } });

const dropdown = (page: import('@playwright/test').Page) => page.getByTestId('version-dropdown');

test('the version dropdown lists current, 5.17, archived versions and all versions', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  await dropdown(page).getByRole('button').click();
  const menu = dropdown(page).getByRole('list');
  await expect(menu.getByRole('link', { name: new RegExp(`^${LATEST.label}`) })).toHaveAttribute('href', '/docs/faq');
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
    .getByRole('link', { name: new RegExp(`^${LATEST.label}`) })
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

test('5.17 pages carry the unmaintained banner linking to the latest version', async ({ page }) => {
  await page.goto('/docs/5.17/quick-start/getting-started');
  await hydrated(page);
  const banner = page.getByTestId('banner-unmaintained');
  await expect(banner).toContainText('不再积极维护');
  await expect(banner).toContainText(`最新版本（${LATEST.label}）`);
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/docs/quick-start/getting-started');
  await page.goto('/docs/faq');
  await hydrated(page);
  await expect(page.getByTestId('banner-unmaintained')).toHaveCount(0);
});

test('/docs/versions lists every version with links', async ({ page }) => {
  await page.goto('/docs/versions');
  await hydrated(page);
  const content = page.getByTestId('doc-content');
  for (const version of VERSIONS) await expect(content.getByRole('link', { name: `${version.label} 文档` })).toHaveAttribute('href', version.path);
  await expect(content.getByRole('link', { name: 'v5.10-docs.rainbond.com' })).toHaveAttribute('href', 'https://v5.10-docs.rainbond.com/docs/');
  // The tables' links look like the prose's links, and a narrow screen scrolls a table instead of clipping it.
  const proseColor = await content.getByRole('link', { name: '升级到最新版本' }).evaluate((a) => getComputedStyle(a).color);
  await expect(content.getByRole('link', { name: `${VERSIONS[0].label} 文档` })).toHaveCSS('color', proseColor);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await content.getByTestId('versions-latest').evaluate((table) => {
    let box = table.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    return box ? box.getBoundingClientRect().right - document.documentElement.clientWidth : Number.POSITIVE_INFINITY;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});
