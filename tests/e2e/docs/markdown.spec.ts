import { expect, hydrated, pauseClock, test } from '../support/fixtures';

const PAGE = '/docs/installation/helm';
const TWIN = `${PAGE}.md`;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('复制 Markdown copies the page’s twin and says so for 3 s; 查看 Markdown opens it', async ({ page, context, request }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.clock.install();
      await page.goto(PAGE);
      await hydrated(page);
      await pauseClock(page);
      const actions = page.getByTestId('markdown-actions');
      const button = actions.getByRole('button', { name: '复制 Markdown' });
      await expect(button).toBeVisible();
      await expect(actions.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute('href', TWIN);
      // Above the title, inside the viewport, and not wider than it.
      const box = await button.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);

      // By keyboard: focus and Enter.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(actions.getByRole('button', { name: '复制成功' })).toBeVisible();
      // Announced where it changes, as the code copy button is.
      await expect(actions.getByRole('button', { name: '复制成功' })).toHaveAttribute('aria-live', 'polite');
      const twin = await (await request.get(TWIN)).text();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
      expect(twin.startsWith('# 基于 Kubernetes 使用 Helm 安装\n')).toBe(true);

      await page.clock.runFor(2_900);
      await expect(actions.getByRole('button', { name: '复制成功' })).toBeVisible();
      await page.clock.runFor(200);
      await expect(actions.getByRole('button', { name: '复制 Markdown' })).toBeVisible();
    });
  });
}

test('the twin is fetched only when copied: the page loads no Markdown up front', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('.md')) fetched.push(req.url());
  });
  await page.goto(PAGE);
  await hydrated(page);
  expect(fetched).toEqual([]);
});

test('doc pages, posts and cases name their twin in the head; other pages do not', async ({ page }) => {
  for (const [path, twin] of [
    [PAGE, TWIN],
    ['/docs/5.17/quick-start', '/docs/5.17/quick-start.md'],
    ['/case/boe', '/case/boe.md'],
    ['/blog', undefined],
    ['/', undefined],
  ]) {
    await page.goto(path as string);
    await hydrated(page);
    const links = page.locator('head link[rel="alternate"][type="text/markdown"]');
    if (twin) await expect(links, path).toHaveAttribute('href', twin);
    else await expect(links, path).toHaveCount(0);
  }
  await page.goto('/blog');
  await hydrated(page);
  await page.locator('main a[href^="/blog/"]:not([href^="/blog/page"])').first().click();
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', /^\/blog\/[^/]+\.md$/);
});

test('twins are served as UTF-8 Markdown, never redirected; a missing page’s twin is a 404', async ({ request }) => {
  const twin = await request.get(TWIN, { maxRedirects: 0 });
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(twin.headers()['cache-control']).toBe('no-cache');
  expect(twin.headers()['x-content-type-options']).toBe('nosniff');
  expect(twin.headers()['content-security-policy']).toContain("default-src 'self'");
  expect((await request.get('/docs/no-such-page.md', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/docs/5.17/llms.txt')).status()).toBe(200);
  expect(await (await request.get('/robots.txt')).text()).toContain('llms-full.txt');
});
