import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { copySite } from '../../../scripts/siteCopy';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/nginx';
import { modalTopPages, SEARCH_EXAMPLES, searchPageTopPages } from '../support/searchExamples';

/** Whether any process of the group still runs (signal 0 only checks). */
function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

test.describe('writers’ loop in the dev server', () => {
  // One dev server for all its tests, in order: starting one takes seconds, and they follow one writer.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let dir: string;
  let server: ChildProcess;
  let url: string;
  let busy: Server;
  let busyPort: number;
  let output = '';

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rb-dev-'));
    copySite(dir);
    // The writer's command, asked for a port something else holds: it must move on, not crash.
    busyPort = await freePort();
    busy = createServer().listen(busyPort, '127.0.0.1');
    await start();
  });

  /** The writer's `npm run dev`, asked for the busy port; resolves once it prints its address. */
  async function start() {
    output = '';
    server = spawn('npm', ['run', 'dev', '--', '--port', String(busyPort)], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      // The copy shares our node_modules: its data modules go to its own folder, not over ours.
      env: { ...process.env, RAINBOND_CACHE_DIR: path.join(dir, '.cache') },
    });
    // Colour codes stripped: the server colours its address and warnings.
    const collect = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString());
    };
    server.stdout?.on('data', collect);
    server.stderr?.on('data', collect);
    await expect.poll(() => /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1], { timeout: 60_000 }).toBeDefined();
    url = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] as string;
  }

  /** Stops the server and waits until every process of it has exited. */
  async function stop() {
    if (!server.pid) return;
    process.kill(-server.pid);
    await expect.poll(() => groupAlive(server.pid as number), { timeout: 20_000 }).toBe(false);
  }

  /** Opens `route` once the dev server serves it and `ready` shows: the server may be starting or restarting. */
  async function openWhenServed(page: Page, route: string, ready: Locator) {
    await expect(async () => {
      await page.goto(`${url}${route}`, { timeout: 10_000 });
      await expect(ready).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
  }

  test.afterAll(async () => {
    busy.close();
    // The server writes into the copy until it has exited: removing the folder earlier races it.
    await stop();
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  test('npm run dev -- --port takes a busy port in its stride: the next free one, and says so', async () => {
    expect(url).not.toBe(`http://127.0.0.1:${busyPort}`);
    const actual = Number(new URL(url).port);
    await expect.poll(() => output, { timeout: 30_000 }).toContain(`port ${busyPort} is in use: the dev server listens on port ${actual} instead`);
    expect(output).not.toContain('ERR_INVALID_ARG_VALUE');
  });

  test('page paths get the app HTML whatever the client accepts; a missing script is a 404', async ({ request }) => {
    await expect(async () => {
      const page = await request.get(`${url}/docs/5.17`, { headers: { accept: 'text/html' } });
      expect(page.status()).toBe(200);
      expect(page.headers()['content-type']).toContain('text/html');
    }).toPass({ timeout: 90_000 });
    const curlLike = await request.get(`${url}/docs/faq`, { headers: { accept: '*/*' } });
    expect(curlLike.status()).toBe(200);
    expect(curlLike.headers()['content-type']).toContain('text/html');
    const script = await request.get(`${url}/index.0123456789abcdef.hot-update.js`, { headers: { accept: '*/*' } });
    expect(script.status()).toBe(404);
  });

  test('a page in the dev server loads only its own page code and stays put', async ({ page }) => {
    const routeChunks = new Set<string>();
    page.on('request', (request) => {
      const chunk = /\/static\/js\/async\/(route-[^/]+)\.js$/.exec(request.url())?.[1];
      if (chunk) routeChunks.add(chunk);
    });
    await openWhenServed(page, '/docs/quick-start/quick-install', page.locator('main[data-hydrated="true"]'));
    // Its sidebar came with its own code.
    await expect(page.getByTestId('docs-sidebar').locator('[aria-current="page"]')).toHaveText('快速安装');
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    // Links in view would be prefetched by now in a build (idle callback); here they must not be.
    await page.waitForTimeout(3_000);
    expect(await page.evaluate(() => 'stayed' in window), 'the page reloaded itself').toBe(true);
    expect([...routeChunks]).toHaveLength(1);
  });

  test('a page and its section’s routes are compiled as its HTML is served: the browser never has to ask for them', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_rspack/lazy/trigger')) asked.push(request.postData() ?? '');
    });
    await openWhenServed(page, '/docs/installation/helm', page.locator('main[data-hydrated="true"]'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked.filter((modules) => modules.includes('docs/docs/installation/helm.md'))).toEqual([]);
    expect(asked.filter((modules) => modules.includes('routes/docs/installation.js'))).toEqual([]);
  });

  test('search works in the dev server', async ({ page }) => {
    await openWhenServed(page, '/docs/faq', page.locator('main[data-hydrated="true"]'));
    // The modal's code is compiled on first use; should that hot update race another compile, the
    // page reloads (dev only), so a closed modal is opened again.
    await expect(async () => {
      if (!(await page.locator('.DocSearch-Input').isVisible())) await page.getByTestId('search-button').click();
      await page.locator('.DocSearch-Input').fill('helm 安装', { timeout: 10_000 });
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText(/^查看全部 \d+ 条结果$/);
    // The index the dev server builds answers as the build's does.
    for (const [query, answer] of SEARCH_EXAMPLES) expect(await modalTopPages(page, query), query).toContain(answer);
    for (const [query, answer] of SEARCH_EXAMPLES) expect(await searchPageTopPages(page, url, query), query).toContain(answer);
  });

  test('the case list shows every case in the dev server', async ({ page }) => {
    // Rspress's page data pass sees no pages in dev (plugins/page-data): the lists are read apart.
    const cases = readdirSync(path.join(dir, 'docs/case')).filter((name) => name.endsWith('.md'));
    const cards = page.getByTestId('case-grid').locator('> li');
    await openWhenServed(page, '/case', cards.first());
    await expect(cards).toHaveCount(cases.length);
    await expect(cards.filter({ hasText: '京东方' })).toContainText('制造业');
  });

  test('a new post and a front matter edit show up without restarting by hand', async ({ page }) => {
    await openWhenServed(page, '/blog/archive', page.getByTestId('archive-year').first());

    const [first] = readdirSync(path.join(dir, 'blog')).filter((name) => name.endsWith('.md'));
    const file = path.join(dir, 'blog', first);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: 改过标题的文章'));
    await expect(page.getByTestId('archive-year').getByRole('link', { name: '改过标题的文章' })).toBeVisible({ timeout: 30_000 });

    writeFileSync(
      path.join(dir, 'blog', '2026-01-02-dev-refresh-check.md'),
      '---\ntitle: 新写的一篇文章\nauthors: [docs]\ntags: [运维]\ndescription: 开发服务器自动刷新的检查。\n---\n\n新文章的开头。\n\n<!--truncate-->\n\n## 正文\n\n内容。\n',
    );
    // Adding a post restarts the server (new routes): the archive is reloaded until it lists the post.
    await openWhenServed(page, '/blog/archive', page.getByTestId('archive-year').getByRole('link', { name: '新写的一篇文章' }));
    await page.goto(`${url}/blog/dev-refresh-check`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新写的一篇文章');
  });

  test('复制 Markdown copies the page’s twin in the dev server too, as edited', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const file = path.join(dir, 'docs/docs/installation/helm.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n## /, '\n写作时新加的一句。\n\n## '));
    await openWhenServed(page, '/docs/installation/helm', page.getByText('写作时新加的一句。'));
    const actions = page.getByTestId('markdown-actions');
    await actions.getByRole('button', { name: '复制 Markdown' }).click();
    await expect(actions.getByRole('button', { name: '复制成功' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# 基于 Kubernetes 使用 Helm 安装\n')).toBe(true);
    expect(copied).toContain('写作时新加的一句。');
    expect(copied).not.toMatch(/<html|<div/i);
    // 查看 Markdown opens the same text.
    expect((await page.request.get(`${url}/docs/installation/helm.md`)).headers()['content-type']).toContain('text/markdown');
  });

  test('a restarted server shows what changed while it was stopped', async ({ page }) => {
    await openWhenServed(page, '/docs/faq', page.locator('main[data-hydrated="true"]'));
    await stop();
    // Edited while no server watched: whatever the server keeps from its last run must notice.
    const faq = path.join(dir, 'docs/docs/faq.md');
    writeFileSync(faq, readFileSync(faq, 'utf8').replace(/\n## /, '\n停机时加上的一段话。\n\n## '));
    await start();
    await openWhenServed(page, '/docs/faq', page.getByText('停机时加上的一段话。'));
  });
});
