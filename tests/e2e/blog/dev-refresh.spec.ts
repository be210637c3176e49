import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/nginx';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const COPY = [
  'docs',
  'blog',
  'theme',
  'components',
  'plugins',
  'public',
  'rspress.config.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package.json',
  'tsconfig.json',
];

test.describe('writers’ loop in the dev server', () => {
  test.describe.configure({ timeout: 180_000 });
  let dir: string;
  let server: ChildProcess;
  let url: string;

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rb-dev-'));
    for (const entry of COPY) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn('npx', ['rspress', 'dev', '--host', '127.0.0.1', '--port', String(port)], {
      cwd: dir,
      stdio: 'ignore',
      detached: true,
      // The copy shares our node_modules: its data modules go to its own folder, not over ours.
      env: { ...process.env, RAINBOND_CACHE_DIR: path.join(dir, '.cache') },
    });
  });

  test.afterAll(() => {
    if (server.pid) process.kill(-server.pid);
    rmSync(dir, { recursive: true, force: true });
  });

  test('a new post and a front matter edit show up without restarting by hand', async ({ page }) => {
    await expect(async () => {
      await page.goto(`${url}/blog/archive`, { timeout: 10_000 });
      await expect(page.getByTestId('archive-year').first()).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });

    const [first] = readdirSync(path.join(dir, 'blog')).filter((name) => name.endsWith('.md'));
    const file = path.join(dir, 'blog', first);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: 改过标题的文章'));
    await expect(page.getByTestId('archive-year').getByRole('link', { name: '改过标题的文章' })).toBeVisible({ timeout: 30_000 });

    writeFileSync(
      path.join(dir, 'blog', '2026-01-02-dev-refresh-check.md'),
      '---\ntitle: 新写的一篇文章\nauthors: [sre]\ntags: [运维]\ndescription: 开发服务器自动刷新的检查。\n---\n\n新文章的开头。\n\n<!--truncate-->\n\n## 正文\n\n内容。\n',
    );
    await expect(async () => {
      await page.goto(`${url}/blog/archive`, { timeout: 10_000 });
      await expect(page.getByTestId('archive-year').getByRole('link', { name: '新写的一篇文章' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await page.goto(`${url}/blog/dev-refresh-check`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新写的一篇文章');
  });
});
