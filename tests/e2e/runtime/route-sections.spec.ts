import { expect, hydrated, test } from '../support/fixtures';

// Route tables are split by section (core/routes/section.ts): a page downloads its own section's
// routes, and those of another section when something leads there. Prefetching is off (data saver),
// so only what a test does loads routes.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
});

const POST = '/blog/year-in-review-2025';
const POST_TITLE = 'Rainbond 2025 年版本回顾：从 6.1 到 6.4.1';

/** The JavaScript the page downloads from now on, as text. */
function scripts(page: import('@playwright/test').Page): string[] {
  const texts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) texts.push(await response.text().catch(() => ''));
  });
  return texts;
}

async function openWithMarker(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
}

const marker = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { marker?: boolean }).marker);

test('a doc page downloads the routes of its own section, not those of the others', async ({ page }) => {
  const loaded = scripts(page);
  await page.goto('/docs/installation/helm');
  await hydrated(page);
  await expect.poll(() => loaded.some((text) => text.includes('"/docs/installation/offline"'))).toBe(true);
  expect(loaded.some((text) => text.includes(`"${POST}"`))).toBe(false);
});

test('a link into another section loads its routes, then opens the page without a full load', async ({ page }) => {
  await openWithMarker(page, '/docs/installation/helm');
  const loaded = scripts(page);
  await page.locator('a[href="/blog"]:visible').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('main')).toContainText(POST_TITLE);
  expect(loaded.some((text) => text.includes(`"${POST}"`))).toBe(true);
  expect(await marker(page)).toBe(true);
});

test('a history entry in a section not loaded yet shows its page once its routes arrive', async ({ page }) => {
  await openWithMarker(page, '/docs/installation/helm');
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, POST);
  await expect(page.locator('h1')).toContainText(POST_TITLE);
  expect(await marker(page)).toBe(true);
});

test('when those routes cannot be loaded, the browser loads the page in full', async ({ page }) => {
  await openWithMarker(page, '/docs/installation/helm');
  // Only the client-side attempt fails; the full page load that follows gets its code.
  let failed = false;
  await page.route('**/static/js/async/**', (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort();
  });
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, POST);
  await expect(page.locator('h1')).toContainText(POST_TITLE);
  await expect.poll(() => marker(page)).toBeUndefined();
});
