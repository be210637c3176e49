import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySite } from '../../../scripts/siteCopy';
import { expect, hydrated, test } from '../support/fixtures';
import { startNginx } from '../support/nginx';

// A build that finds Rspack's persistent cache of an earlier build shows every change made since: an
// edited page and a changed sidebar label, and it is faster than the first build; a renamed page too.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SECTION = 'docs/docs/quick-start';
const EDITED = '这句话只在第二次构建之前写入。';
const NEW_LABEL = '快速入门（第二次构建）';
const OLD_LABEL = readFileSync(path.join(ROOT, SECTION, 'getting-started.md'), 'utf8').match(/^sidebar_label: (.*)$/m)?.[1] ?? '';
let dir: string;
let site: { url: string; stop: () => Promise<void> };
const seconds: number[] = [];

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
}

const pageFile = (name: string) => path.join(dir, SECTION, `${name}.md`);

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // Two whole builds run here, a third in the renaming test.
  test.setTimeout(600_000);
  dir = mkdtempSync(path.join(tmpdir(), 'rb-warm-'));
  copySite(dir);
  writeFileSync(pageFile('warm-old'), `---\ntitle: 改名前的页面\ndescription: 用于检查再次构建时改名是否生效。\n---\n\n这一页在第二次构建前会改名。\n`);
  build();
  expect(existsSync(path.join(dir, 'node_modules/.cache')), 'the first build wrote a persistent cache').toBe(true);
  appendFileSync(pageFile('quick-install'), `\n${EDITED}\n`);
  const compare = readFileSync(pageFile('getting-started'), 'utf8');
  writeFileSync(pageFile('getting-started'), compare.replace(/^sidebar_label: .*$/m, `sidebar_label: ${NEW_LABEL}`));
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

test('a changed sidebar label shows in the sidebar of the other pages', async ({ page }) => {
  await page.goto(`${site.url}/docs/quick-start/quick-install`);
  await hydrated(page);
  const sidebar = page.getByTestId('docs-sidebar');
  await expect(sidebar.getByRole('link', { name: NEW_LABEL })).toHaveAttribute('href', '/docs/quick-start/getting-started');
  expect(OLD_LABEL).not.toBe('');
  await expect(sidebar.getByRole('link', { name: OLD_LABEL, exact: true })).toHaveCount(0);
});

test('the second build reuses the first one’s work', () => {
  const [cold, warm] = seconds;
  // Generous, so a busy machine does not fail it: without the cache the second build took as long as the first.
  expect(warm, `cold ${cold.toFixed(1)} s, warm ${warm.toFixed(1)} s`).toBeLessThan(cold * 0.6);
});

test('a renamed page answers at its new address only, and the sidebar links there', async ({ page, request }) => {
  // A new route set starts the cache over (plugins/build-cache): this build is a cold one, and must be right too.
  test.setTimeout(300_000);
  renameSync(pageFile('warm-old'), pageFile('warm-new'));
  build();
  expect((await request.get(`${site.url}/docs/quick-start/warm-old`)).status()).toBe(404);
  await page.goto(`${site.url}/docs/quick-start/warm-new`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('改名前的页面');
  const sidebar = page.getByTestId('docs-sidebar');
  await expect(sidebar.getByRole('link', { name: '改名前的页面' })).toHaveAttribute('href', '/docs/quick-start/warm-new');
});
