import { expect, hydrated, test } from '../support/fixtures';

const ASYNC_CHUNKS = '**/static/js/async/**';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** URLs of the route chunks the page requests from now on. */
function collectChunks(page: import('@playwright/test').Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/static/js/async/')) chunks.push(request.url());
  });
  return chunks;
}

/**
 * The scripts a page's server HTML preloads: its own code (whose text the page shows) and its
 * section's routes (theme/router/routeTable.ts).
 */
async function preloads(request: import('@playwright/test').APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<link rel="preload" href="([^"]*\/static\/js\/async\/[^"]+)" as="script">/g)].map((match) => match[1]);
}

/** The page's own code among its preloads: the script with the page's text. */
async function pageChunk(request: import('@playwright/test').APIRequestContext, path: string, text: string): Promise<string> {
  for (const href of await preloads(request, path)) if ((await (await request.get(href)).text()).includes(text)) return href;
  throw new Error(`no preload of ${path} holds "${text}"`);
}

async function goTo(page: import('@playwright/test').Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('links prefetch their page on hover', async ({ page }) => {
  await page.addInitScript(() => {
    // Nothing is in view-prefetched during the test: only the hover may load the chunk.
    (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
  });
  await page.goto('/');
  await hydrated(page);
  const chunks = collectChunks(page);
  await page.getByTestId('site-footer').getByRole('link', { name: '隐私政策' }).hover();
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
});

test('links scrolled into view are prefetched', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const chunks = collectChunks(page);
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await expect.poll(() => chunks.length, { timeout: 10_000 }).toBeGreaterThan(0);
});

for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
  test(`no prefetch with ${JSON.stringify(connection)}`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection);
    await page.goto('/');
    await hydrated(page);
    const chunks = collectChunks(page);
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await page.getByTestId('site-footer').getByRole('link', { name: '隐私政策' }).hover();
    await sleep(1500);
    expect(chunks).toEqual([]);
  });
}

test('a slow navigation shows the progress bar, a fast one does not', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) (window as unknown as { sawProgress: boolean }).sawProgress = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // The page's clock moves only when the test moves it, and the next page's code arrives only when the test
  // lets it: how long a navigation takes is set here, not by how busy the machine is.
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  // Lazily loaded code waits at this gate while it is shut.
  let shut = true;
  const waiting: (() => void)[] = [];
  await page.route(ASYNC_CHUNKS, async (route) => {
    if (shut) await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue();
  });
  const open = () => {
    shut = false;
    for (const resolve of waiting.splice(0)) resolve();
  };

  // Done within 150 ms: no bar, then or later.
  let asked = page.waitForRequest(ASYNC_CHUNKS);
  await page.getByTestId('site-footer').getByRole('link', { name: '价格计算器' }).click();
  await asked;
  await page.clock.runFor(150);
  open();
  await expect(page).toHaveURL(/\/calculator$/);
  await page.clock.runFor(1000);
  expect(await page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress ?? false)).toBe(false);

  // Still loading at 200 ms: the bar, a strip across the top that grows while the page loads, and goes after.
  shut = true;
  asked = page.waitForRequest(ASYNC_CHUNKS);
  await page.getByTestId('site-footer').getByRole('link', { name: '隐私政策' }).click();
  await asked;
  await page.clock.runFor(199);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.clock.runFor(1);
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBeGreaterThan(0);
  expect((box?.x ?? -Infinity) + (box?.width ?? 0)).toBeGreaterThan(0);
  open();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.clock.runFor(2000);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('when the next page cannot be loaded, the browser loads it in full', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  // Only the client-side attempt fails; the full page load that follows gets its code.
  let failed = false;
  await page.route(ASYNC_CHUNKS, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort();
  });
  await page.getByTestId('site-footer').getByRole('link', { name: '隐私政策' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('h1')).toContainText('隐私政策');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
});

test('a page whose code is slow shows a spinner; one that fails shows the error box with 重试', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  await page.goto('/docs/versions');
  await hydrated(page);
  // Only the page's own code: the routes of its section load as usual.
  const slow = await pageChunk(page.request, '/privacy', '隐私政策');
  await page.route(
    (url) => url.pathname === slow,
    async (route) => {
      await sleep(2000);
      await route.continue();
    },
  );
  await goTo(page, '/privacy');
  await expect(page.getByTestId('page-loading')).toBeVisible();
  await expect(page.locator('h1')).toContainText('隐私政策');

  const failing = await pageChunk(page.request, '/partners', '合作伙伴');
  const isFailing = (url: URL) => url.pathname === failing;
  await page.route(isFailing, (route) => route.abort());
  await goTo(page, '/partners');
  const box = page.getByTestId('page-load-error');
  await expect(box).toBeVisible();
  await expect(box.getByRole('button', { name: '重试' })).toBeVisible();
  const width = await box.evaluate((element) => element.getBoundingClientRect().width / document.documentElement.clientWidth);
  expect(width).toBeGreaterThan(0.45);
  expect(width).toBeLessThan(0.55);
  await page.unroute(isFailing);
  await box.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('main')).toContainText('合作方式');
});

// The server HTML names the page's own code among its preloads, so hydration does not wait for a
// second round trip. Page chunks are found by the name Rspress gives them, which our route table keeps.
for (const [path, text] of [
  ['/docs/installation/helm', '基于 Kubernetes 使用 Helm 安装'],
  ['/blog/year-in-review-2025', 'Rainbond 2025 年版本回顾：从 6.1 到 6.4.1'],
]) {
  test(`the server HTML of ${path} preloads its page chunk and its section's routes`, async ({ request }) => {
    const scripts = await Promise.all((await preloads(request, path)).map(async (href) => (await request.get(href)).text()));
    expect(scripts.some((script) => script.includes(text))).toBe(true);
    expect(scripts.some((script) => script.includes(JSON.stringify(path)) && !script.includes(text))).toBe(true);
  });
}

test('pages of one sidebar preload the same sidebar chunk, which the next of them finds cached', async ({ request }) => {
  const [helm, offline] = await Promise.all([preloads(request, '/docs/installation/helm'), preloads(request, '/docs/installation/offline')]);
  const shared = helm.filter((href) => offline.includes(href));
  const texts = await Promise.all(shared.map(async (href) => (await request.get(href)).text()));
  // The current docs sidebar links to pages of every section, this one among them.
  expect(texts.some((text) => text.includes('"/docs/quick-start/quick-install"'))).toBe(true);
});
