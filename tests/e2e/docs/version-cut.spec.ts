import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySite } from '../../../scripts/siteCopy';
import { VERSIONS } from '../../../theme/data/versions';
import { expect, test } from '../support/fixtures';
import { startNginx } from '../support/nginx';

// `npm run docs:version` on a copy of the site: the current docs are frozen under their label, the
// current tree takes the new one, and the copy builds with three versions.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const [current, ...older] = VERSIONS;
const frozen = current.label.replace(/^V/, '');
const NEW_LABEL = 'V99.0';
let dir: string;
let site: { url: string; stop: () => Promise<void> };

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  // A whole build runs here: far beyond a hook's default 30 s.
  test.setTimeout(300_000);
  dir = mkdtempSync(path.join(tmpdir(), 'rb-version-'));
  copySite(dir);
  const cut = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/docsVersion.ts'), NEW_LABEL], { cwd: dir, encoding: 'utf8' });
  if (cut.status !== 0) throw new Error(`docs:version failed:\n${cut.stdout}${cut.stderr}`);
  const build = spawnSync(path.join(ROOT, 'node_modules/.bin/rspress'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, RAINBOND_ANALYTICS: 'off', RAINBOND_CACHE_DIR: path.join(dir, '.cache') },
  });
  if (build.status !== 0) throw new Error(`the build after cutting failed:\n${`${build.stdout}${build.stderr}`.slice(-4000)}`);
  site = await startNginx(path.join(dir, 'doc_build'));
});

test.afterAll(async () => {
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the cut copies the current tree, without the older versions nested in it, and records the new version', () => {
  const versions = readFileSync(path.join(dir, 'theme/data/versions.ts'), 'utf8');
  expect(versions).toContain(`label: '${NEW_LABEL}'`);
  expect(versions).toContain(`path: '/docs/${frozen}'`);
  expect(existsSync(path.join(dir, `docs/docs/${frozen}.md`))).toBe(true);
  for (const version of older) expect(existsSync(path.join(dir, 'docs', version.dir.replace(/^docs\//, `docs/${frozen}/`)))).toBe(false);
  expect(readFileSync(path.join(dir, 'doc_build/llms.txt'), 'utf8')).toContain(`## 文档（${NEW_LABEL}）`);
  expect(existsSync(path.join(dir, `doc_build/search-index/${frozen}/meta.json`))).toBe(true);
});

test('the frozen pages link inside their own tree (or to older versions), never into the current docs', () => {
  const frozenRoot = path.join(dir, 'doc_build/docs', frozen);
  const allowed = [`/docs/${frozen}`, ...older.map((version) => version.path)];
  // The versions page links every version's start page.
  const roots = [current.path, ...allowed];
  const strays: string[] = [];
  for (const file of readdirSync(frozenRoot, { recursive: true }).map(String)) {
    if (!file.endsWith('.html')) continue;
    const main = /<main[\s\S]*<\/main>/.exec(readFileSync(path.join(frozenRoot, file), 'utf8'))?.[0] ?? '';
    for (const [, href] of main.matchAll(/href="(\/docs[^"#?]*)/g)) {
      if (!roots.includes(href) && !allowed.some((prefix) => href.startsWith(`${prefix}/`))) strays.push(`${file}: ${href}`);
    }
  }
  expect(strays).toEqual([]);
});

test('both trees have their sidebars, and the version menu lists the three versions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.url}/docs/${frozen}/faq`);
  await page.locator('main[data-hydrated="true"]').waitFor();
  const sidebar = page.getByTestId('docs-sidebar');
  await expect(sidebar.locator('[aria-current="page"]')).toBeVisible();
  await expect(sidebar.locator(`a[href^="/docs/${frozen}/"]`).first()).toBeVisible();
  const menu = page.getByTestId('version-dropdown');
  await expect(menu.getByRole('button')).toContainText(current.label);
  await menu.getByRole('button').click();
  await expect(menu.getByRole('link', { name: new RegExp(`^${NEW_LABEL}`) })).toHaveAttribute('href', '/docs/faq');
  await expect(menu.getByRole('link', { name: current.label, exact: true })).toHaveAttribute('href', `/docs/${frozen}/faq`);
  for (const version of older) await expect(menu.getByRole('link', { name: version.label, exact: true })).toBeVisible();
  await page.goto(`${site.url}/docs/faq`);
  await page.locator('main[data-hydrated="true"]').waitFor();
  await expect(page.getByTestId('docs-sidebar').locator('[aria-current="page"]')).toBeVisible();
  await expect(page.getByTestId('version-dropdown').getByRole('button')).toContainText(NEW_LABEL);
  await page.goto(`${site.url}/docs/versions`);
  await expect(page.getByTestId('versions-latest')).toContainText(NEW_LABEL);
  await expect(page.getByTestId('versions-older')).toContainText(current.label);
});
