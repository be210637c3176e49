import { expect, hydrated, test } from '../support/fixtures';

/**
 * Visual regression. Marketing pages at both widths of the issue (390 and 1280 px), whole page; one page
 * of every other kind, taken from the built sitemap, at 1280 px, first screen only so content edits
 * elsewhere on the page do not churn the snapshots. Dates are masked; any console error fails.
 * Update after an intended change: npx playwright test tests/e2e/quality/visual.spec.ts --update-snapshots
 */
const MARKETING = [
  '/',
  '/calculator',
  '/case',
  '/enterprise_server',
  '/feature/app-ops',
  '/feature/devops',
  '/feature/multi-cluster',
  '/feature/service-mesh',
  '/feature/app-market',
  '/marketplace',
  '/opensourceApps',
  '/partners',
  '/privacy',
  '/server',
  '/usescene',
  '/xinchuang',
  '/no-such-page',
];

/** Patterns for one page of each kind in the sitemap. */
const KINDS: [string, RegExp][] = [
  ['doc', /^\/docs\/how-to-guides\/app-ops\/[a-z-]+$/],
  ['doc-517', /^\/docs\/5\.17\/quick-start\/[a-z-]+$/],
  ['api', /^\/docs\/api\/team\/[A-Za-z]+$/],
  ['case', /^\/case\/[A-Za-z]+$/],
  ['usescene', /^\/usescene\/[A-Za-z]+$/],
  ['blog-list', /^\/blog$/],
  ['blog-post', /^\/blog\/(?!page|archive|authors)[a-z0-9-]+$/],
  ['blog-archive', /^\/blog\/archive$/],
];

const name = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

async function snapshot(page: import('@playwright/test').Page, file: string, fullPage: boolean) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(file, {
    fullPage,
    mask: [page.locator('time'), page.getByTestId('last-updated'), page.getByTestId('site-footer').locator('p').last()],
  });
  expect(consoleErrors).toEqual([]);
}

for (const width of [390, 1280]) {
  for (const path of MARKETING) {
    test(`${path} at ${width}px looks as approved`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await snapshot(page, `${name(path)}-${width}.png`, true);
    });
  }
}

test('the open mobile menu on a marketing page looks as approved', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/case');
  await hydrated(page);
  await page.getByRole('button', { name: '打开菜单' }).click();
  await page.getByTestId('mobile-menu').waitFor();
  await snapshot(page, 'mobile-menu-open-390.png', false);
});

for (const [kind, pattern] of KINDS) {
  test(`a ${kind} page looks as approved`, async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>https:\/\/www\.rainbond\.com([^<]*)<\/loc>/g)].map((match) => match[1]).sort();
    const path = paths.find((candidate) => pattern.test(candidate));
    expect(path, `no ${kind} page in the sitemap`).toBeDefined();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path as string);
    await snapshot(page, `kind-${kind}-1280.png`, false);
  });
}
