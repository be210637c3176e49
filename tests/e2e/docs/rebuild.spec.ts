import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VERSIONS } from '../../../core/data/versions';
import { copySite } from '../../../scripts/siteCopy';
import { expect, hydrated, test } from '../support/fixtures';
import { startNginx } from '../support/nginx';

// Builds of a copy of the site, one after another as a writer makes them. A build that finds the caches
// of an earlier one shows the edited page, renders only that page again, and is faster than the first.
// Then a sidebar label changes, a page is renamed and `npm run docs:version` cuts a new version (all
// three start the caches over): the current docs are frozen under their label, the current tree takes
// the new one, and the copy builds with three versions, the new label and the renamed page in place.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SECTION = 'docs/docs/quick-start';
const EDITED = '这句话只在第二次构建之前写入：rebuildmarker。';
const NEW_LABEL = '快速入门（第二次构建）';
const OLD_LABEL = readFileSync(path.join(ROOT, SECTION, 'getting-started.md'), 'utf8').match(/^sidebar_label: (.*)$/m)?.[1] ?? '';
let dir: string;
let site: { url: string; stop: () => Promise<void> };
const seconds: number[] = [];
const logs: string[] = [];
const [current, ...older] = VERSIONS;
const frozen = current.label.replace(/^V/, '');
const NEW_VERSION = 'V99.0';

function build(): void {
  const started = performance.now();
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/rspress'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    // No RAINBOND_CACHE_DIR: our data modules stay where a checkout keeps them, under node_modules/.cache.
    env: { ...process.env, RAINBOND_ANALYTICS: 'off' },
  });
  if (run.status !== 0) throw new Error(`build failed:\n${`${run.stdout}${run.stderr}`.slice(-4000)}`);
  seconds.push((performance.now() - started) / 1000);
  logs.push(run.stdout);
}

/** What plugins/render-cache reports of a build: pages rendered, and pages whose render was reused. */
function renders(log: string): { rendered: number; reused: number } {
  const [, rendered, reused] = /Pages rendered: (\d+), reused from the last build: (\d+)\./.exec(log) ?? [];
  expect(rendered, 'the build reports its renders').toBeDefined();
  return { rendered: Number(rendered), reused: Number(reused) };
}

const pageFile = (name: string) => path.join(dir, SECTION, `${name}.md`);

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // Two whole builds run here, a third after the rename and the cut.
  test.setTimeout(600_000);
  dir = mkdtempSync(path.join(tmpdir(), 'rb-warm-'));
  copySite(dir);
  writeFileSync(pageFile('warm-old'), `---\ntitle: 改名前的页面\ndescription: 用于检查再次构建时改名是否生效。\n---\n\n这一页在第二次构建前会改名。\n`);
  build();
  expect(existsSync(path.join(dir, 'node_modules/.cache')), 'the first build wrote a persistent cache').toBe(true);
  appendFileSync(pageFile('quick-install'), `\n${EDITED}\n`);
  build();
  site = await startNginx(path.join(dir, 'doc_build'));
});

test.afterAll(async () => {
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('an edited page shows its new text', async ({ page }) => {
  await page.goto(`${site.url}/docs/quick-start/quick-install`);
  await hydrated(page);
  await expect(page.getByTestId('doc-content')).toContainText(EDITED);
});

test('search finds the edited text: the page data of an edited page is read again', async ({ page }) => {
  await page.goto(`${site.url}/search?q=rebuildmarker`);
  await hydrated(page);
  await expect(page.getByTestId('search-count')).toContainText('共有 1 条结果');
  await expect(page.getByTestId('search-results').getByRole('link').first()).toHaveAttribute('href', /\/docs\/quick-start\/quick-install/);
});

test('the second build renders only the edited page again; the pages it reuses run with this build’s scripts', async ({ page, request }) => {
  const pages = readdirSync(path.join(dir, 'doc_build'), { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
  expect(renders(logs[0])).toEqual({ rendered: pages, reused: 0 });
  // The edited page, and the 404 page, which has no chunk of its own to key it by.
  expect(renders(logs[1])).toEqual({ rendered: 2, reused: pages - 2 });
  const html = await (await request.get(`${site.url}/docs/quick-start/getting-started`)).text();
  const scripts = [...html.matchAll(/<script[^>]* src="(\/static\/js\/[^"]+)"/g)].map(([, src]) => src);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) expect(existsSync(path.join(dir, 'doc_build', src)), `${src} is in this build`).toBe(true);
  await page.goto(`${site.url}/docs/quick-start/getting-started`);
  await hydrated(page);
  await page.getByTestId('docs-sidebar').getByRole('link', { name: '快速安装' }).first().click();
  await expect(page.getByTestId('doc-content')).toContainText(EDITED);
});

test('a cold build stays within its time per page, and the second build reuses its work', () => {
  const [cold, warm] = seconds;
  const pages = readdirSync(path.join(dir, 'doc_build'), { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
  // 2 cores: 57 s for 703 pages (81 ms each) on a quiet machine, 102 s on a busy one.
  expect(cold / pages, `${pages} pages in ${cold.toFixed(1)} s`).toBeLessThan(0.25);
  // Generous, so a busy machine does not fail it: without the cache the second build took as long as the first.
  expect(warm, `cold ${cold.toFixed(1)} s, warm ${warm.toFixed(1)} s`).toBeLessThan(cold * 0.6);
});

test.describe('after changing a sidebar label, renaming a page and cutting a version', () => {
  test.beforeAll(() => {
    // A new route set starts the cache over (plugins/build-cache): this build is a cold one, and must be right too.
    test.setTimeout(300_000);
    const compare = readFileSync(pageFile('getting-started'), 'utf8');
    writeFileSync(pageFile('getting-started'), compare.replace(/^sidebar_label: .*$/m, `sidebar_label: ${NEW_LABEL}`));
    renameSync(pageFile('warm-old'), pageFile('warm-new'));
    const cut = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/docsVersion.ts'), NEW_VERSION], { cwd: dir, encoding: 'utf8' });
    if (cut.status !== 0) throw new Error(`docs:version failed:\n${cut.stdout}${cut.stderr}`);
    build();
  });

  test('a changed sidebar label shows in the sidebar of the other pages, in their HTML too: every page is rendered again', async ({ page, request }) => {
    expect(renders(logs[2]).reused).toBe(0);
    expect(OLD_LABEL).not.toBe('');
    const html = await (await request.get(`${site.url}/docs/quick-start/quick-install`)).text();
    expect(html).toContain(NEW_LABEL);
    await page.goto(`${site.url}/docs/quick-start/quick-install`);
    await hydrated(page);
    const sidebar = page.getByTestId('docs-sidebar');
    await expect(sidebar.getByRole('link', { name: NEW_LABEL })).toHaveAttribute('href', '/docs/quick-start/getting-started');
    await expect(sidebar.getByRole('link', { name: OLD_LABEL, exact: true })).toHaveCount(0);
  });

  test('a renamed page answers at its new address only, and the sidebar links there', async ({ page, request }) => {
    expect((await request.get(`${site.url}/docs/quick-start/warm-old`)).status()).toBe(404);
    await page.goto(`${site.url}/docs/quick-start/warm-new`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('改名前的页面');
    const sidebar = page.getByTestId('docs-sidebar');
    await expect(sidebar.getByRole('link', { name: '改名前的页面' })).toHaveAttribute('href', '/docs/quick-start/warm-new');
  });

  test('the cut copies the current tree, without the older versions nested in it, and records the new version', () => {
    const versions = readFileSync(path.join(dir, 'core/data/versions.ts'), 'utf8');
    expect(versions).toContain(`label: '${NEW_VERSION}'`);
    expect(versions).toContain(`path: '/docs/${frozen}'`);
    expect(existsSync(path.join(dir, `docs/docs/${frozen}.md`))).toBe(true);
    for (const version of older) expect(existsSync(path.join(dir, 'docs', version.dir.replace(/^docs\//, `docs/${frozen}/`)))).toBe(false);
    expect(readFileSync(path.join(dir, 'doc_build/llms.txt'), 'utf8')).toContain(`## 文档（${NEW_VERSION}）`);
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
    await expect(menu.getByRole('link', { name: new RegExp(`^${NEW_VERSION}`) })).toHaveAttribute('href', '/docs/faq');
    await expect(menu.getByRole('link', { name: current.label, exact: true })).toHaveAttribute('href', `/docs/${frozen}/faq`);
    for (const version of older) await expect(menu.getByRole('link', { name: version.label, exact: true })).toBeVisible();
    await page.goto(`${site.url}/docs/faq`);
    await page.locator('main[data-hydrated="true"]').waitFor();
    await expect(page.getByTestId('docs-sidebar').locator('[aria-current="page"]')).toBeVisible();
    await expect(page.getByTestId('version-dropdown').getByRole('button')).toContainText(NEW_VERSION);
    await page.goto(`${site.url}/docs/versions`);
    await expect(page.getByTestId('versions-latest')).toContainText(NEW_VERSION);
    await expect(page.getByTestId('versions-older')).toContainText(current.label);
  });
});
