import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startNginx } from '../support/nginx';

// The compat harness as a new user runs it: a locale of an English site whose Chinese docs are partly
// translated (tests/fixtures/docusaurus-i18n), and a site whose build stops before writing a page.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const compat = (...args: string[]) =>
  spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/compat.ts', ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
/** The harness's work folder, from the build log line it always prints. */
const workOf = (stdout: string) => {
  const log = /^build log: (.+)$/m.exec(stdout)?.[1];
  return log ? path.dirname(log) : undefined;
};

let report: { rows: { file: string; status: string }[] };
let work: string | undefined;
let site: { url: string; stop: () => Promise<void> };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const run = compat('tests/fixtures/docusaurus-i18n', '--locale', 'zh');
  work = workOf(run.stdout);
  const output = /^output: (.+)$/m.exec(run.stdout)?.[1];
  if (!output || !work || run.status !== 0) throw new Error(`the compat build did not finish:\n${run.stdout}\n${run.stderr}`);
  report = JSON.parse(readFileSync(path.join(work, 'compat-report.json'), 'utf8'));
  site = await startNginx(output);
});

test.afterAll(async () => {
  await site?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function open(page: Page, route: string) {
  await page.goto(`${site.url}${route}`);
  await page.locator('main[data-hydrated="true"]').waitFor();
}

test('--locale zh: translated docs over the default ones in every version, untranslated ones as written', async ({ page }) => {
  expect(report.rows.map((row) => [row.file, row.status])).toEqual(
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
