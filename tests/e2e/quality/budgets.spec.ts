import { measurePage, withoutPrefetch } from '../../../scripts/pageWeight';
import { expect, test } from '../support/fixtures';

/** Issue #4's budgets read strictly: 1 KB = 1,000 bytes (the bench reports KiB). */
const KB = 1000;

// Measure each page's own cost: no links prefetched in the background while it loads.
test.beforeEach(({ page }) => withoutPrefetch(page));

/** What a doc page may cost a reader, gzip as served. Measured: 108.5 KB of JS, of which React 19 is 70 KB. */
const DOC_BUDGET = { js: 110 * KB, css: 15 * KB, html: 30 * KB };

// Blog pages are reading pages too: the list, a post, the archive and the authors get the doc pages' budget.
const READING_PAGES = [
  '/docs/installation/helm',
  '/docs/5.17/quick-start/getting-started',
  '/blog',
  '/blog/page/2',
  '/blog/gateway-api-and-new-gateway',
  '/blog/archive',
  '/blog/authors',
];

for (const path of READING_PAGES) {
  test(`reading page ${path} stays within JS 110 KB, CSS 15 KB, HTML 30 KB gzip`, async ({ page }) => {
    const weight = await measurePage(page, path);
    expect(weight.js.gzip, 'JS gzip').toBeLessThanOrEqual(DOC_BUDGET.js);
    expect(weight.css.gzip, 'CSS gzip').toBeLessThanOrEqual(DOC_BUDGET.css);
    expect(weight.html.gzip, 'HTML gzip').toBeLessThanOrEqual(DOC_BUDGET.html);
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

// The local index is fetched in pieces as queries need them: the first query of a visit, however many
// words it has, downloads at most 200 KB gzip of it.
for (const [path, query] of [
  ['/docs/installation/helm', 'Spring Boot 源码部署 环境变量 健康检测'],
  ['/docs/5.17/quick-start/getting-started', '离线安装 rainbond 集群 网关 证书'],
]) {
  test(`the first search on ${path} downloads at most 200 KB gzip of index`, async ({ page }) => {
    const { gzipSync } = await import('node:zlib');
    let bytes = 0;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/search-index/')) return;
      pending.push(
        response.body().then((body) => {
          bytes += gzipSync(body, { level: 6 }).length;
        }),
      );
    });
    await page.goto(path);
    await page.getByTestId('search-button').click();
    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await Promise.all(pending);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(200 * KB);
  });
}
