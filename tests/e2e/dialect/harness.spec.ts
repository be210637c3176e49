import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { buildCompatSite, type CompatSite, compat, openHydrated, workOf } from '../support/compatSite';
import { expect, test } from '../support/fixtures';

// The compat harness as a new user runs it: a locale of an English site whose Chinese docs are partly
// translated (tests/fixtures/docusaurus-i18n), and a site whose build stops before writing a page.

let built: CompatSite<{ rows: { file: string; status: string }[] }>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  built = await buildCompatSite('tests/fixtures/docusaurus-i18n', '--locale', 'zh');
});

test.afterAll(async () => {
  await built?.close();
});

const open = (page: Page, route: string) => openHydrated(page, `${built.url}${route}`);

test('--locale zh: translated docs over the default ones in every version, untranslated ones as written', async ({ page }) => {
  expect(built.report.rows.map((row) => [row.file, row.status])).toEqual(
    expect.arrayContaining([
      ['i18n/zh/docusaurus-plugin-content-docs/current/intro.md', 'built'],
      ['i18n/zh/docusaurus-plugin-content-docs/version-1.0/intro.md', 'built'],
      ['docs/guide/setup.md', 'built'],
    ]),
  );
  await open(page, '/docs/next/intro');
  await expect(page.locator('main h1')).toContainText('简介');
  await open(page, '/docs/intro');
  await expect(page.locator('main h1')).toContainText('1.0 版简介');
  await open(page, '/docs/next/guide/setup');
  await expect(page.locator('main h1')).toContainText('Setup');
});

test('--locale zh: sidebar and category labels and the version label are translated', async ({ page }) => {
  await open(page, '/docs/next/intro');
  const sidebar = page.getByTestId('docs-sidebar');
  await expect(sidebar.getByRole('link', { name: '简介' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: '使用' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: '收起入门' })).toBeVisible();
  await sidebar.getByRole('button', { name: '展开Reference' }).click();
  await expect(sidebar.getByRole('button', { name: '展开接口' })).toBeVisible();
  await expect(page.locator('body')).toContainText('下一版');
});

test('a site whose build writes no page: the summary says nothing was built and the harness fails', () => {
  const run = compat('tests/fixtures/docusaurus-broken');
  const broken = workOf(run.stdout);
  if (broken) rmSync(broken, { recursive: true, force: true });
  expect(run.status).not.toBe(0);
  expect(run.stdout).toContain('1 files: nothing was built (the output has no pages)');
  expect(run.stdout).not.toMatch(/% built/);
  expect(run.stdout).toContain('the sidebars file cannot be read');
});
