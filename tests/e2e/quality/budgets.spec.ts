import { expect, test } from '../support/fixtures';
import { measurePage, withoutPrefetch } from '../support/pageWeight';

const KB = 1024;

// Measure each page's own cost: no links prefetched in the background while it loads.
test.beforeEach(({ page }) => withoutPrefetch(page));

/**
 * What a doc page costs a reader, gzip as served. Issue #4 aims at 110 KB of JS; React 19 alone is
 * 69 KB of it here; the budget holds the measured 111 KB plus a little room for content
 * (see bench/results.json and the issue note for the gap).
 */
const DOC_JS_BUDGET_KB = 115;

for (const path of ['/docs/installation/helm', '/docs/5.17/quick-start/getting-started']) {
  test(`doc page ${path} stays within JS ${DOC_JS_BUDGET_KB} KB, CSS 15 KB, HTML 30 KB gzip`, async ({ page }) => {
    const weight = await measurePage(page, path);
    expect(weight.js.gzip, 'JS gzip').toBeLessThanOrEqual(DOC_JS_BUDGET_KB * KB);
    expect(weight.css.gzip, 'CSS gzip').toBeLessThanOrEqual(15 * KB);
    expect(weight.html.gzip, 'HTML gzip').toBeLessThanOrEqual(30 * KB);
  });
}

for (const path of ['/', '/feature/devops', '/marketplace', '/case', '/calculator']) {
  test(`marketing page ${path} transfers under 1.5 MB`, async ({ page }) => {
    const weight = await measurePage(page, path);
    expect(weight.total.gzip).toBeLessThanOrEqual(1.5 * KB * KB);
  });
}

test('the home page transfers at most 500 KB', async ({ page }) => {
  const weight = await measurePage(page, '/');
  expect(weight.total.gzip).toBeLessThanOrEqual(500 * KB);
});

test('each search index downloads in at most 200 KB gzip', async ({ request }) => {
  for (const version of ['current', '5.17']) {
    const response = await request.get(`/search-index/${version}.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    const { gzipSync } = await import('node:zlib');
    expect(gzipSync(await response.body(), { level: 6 }).length, version).toBeLessThanOrEqual(200 * KB);
  }
});
