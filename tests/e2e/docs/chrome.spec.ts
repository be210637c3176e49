import { formatBeijingTime } from '../../../core/date';
import { expect, hydrated, test } from '../support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('sidebars: docs, api and store each start at their start page', async ({ page }) => {
  for (const [path, first] of [
    ['/docs/faq', '/docs'],
    ['/docs/api/team/createTeam', '/docs/Intro'],
    ['/docs/store/install', '/docs/store/marketplace'],
    ['/docs/5.17/store/publish', '/docs/5.17/store/install/appPackage'],
  ]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByTestId('docs-sidebar').getByRole('link').first(), path).toHaveAttribute('href', first);
  }
});

test('pages without sidebar render without one', async ({ page }) => {
  for (const path of ['/docs/versions', '/docs/quick-start/differences', '/docs/installation', '/docs/vm-guide', '/docs/how-to-guides/app-ops']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByTestId('docs-sidebar'), path).toHaveCount(0);
  }
});

test('breadcrumbs, current sidebar item, prev/next and edit link', async ({ page }) => {
  await page.goto('/docs/installation/helm');
  await hydrated(page);
  const crumbs = page.getByTestId('breadcrumbs');
  await expect(crumbs.getByRole('link', { name: '文档' })).toHaveAttribute('href', '/docs');
  const current = (await crumbs.locator('[aria-current="page"]').textContent()) ?? '';
  expect(current.length).toBeGreaterThan(0);
  await expect(page.locator('h1').first()).toContainText(current);
  await expect(page.getByTestId('docs-sidebar').locator('[aria-current="page"]')).toHaveCount(1);
  const nav = page.getByTestId('prev-next');
  await expect(nav.getByText('上一页')).toBeVisible();
  await expect(nav.getByText('下一页')).toBeVisible();
  await expect(page.getByTestId('edit-link')).toHaveAttribute('href', 'https://github.com/goodrain/rainbond-docs/edit/main/docs/docs/installation/helm.md');
});

test('the table of contents holds h2 to h4 and marks the heading being read', async ({ page }) => {
  await page.goto('/docs/installation/helm');
  await hydrated(page);
  const toc = page.getByTestId('toc');
  const depths = await toc.locator('a').evaluateAll((links) => links.map((link) => Number(link.getAttribute('data-depth'))));
  expect(depths.length).toBeGreaterThan(1);
  for (const depth of depths) expect([2, 3, 4]).toContain(depth);
  const last = toc.locator('a').last();
  const target = decodeURIComponent((await last.getAttribute('href')) ?? '').slice(1);
  await page.locator(`[id="${target}"]`).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(toc.locator('a[aria-current="location"]')).toHaveCount(1);
});

test('last update shows Beijing time with a machine-readable datetime', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  const updated = page.getByTestId('last-updated');
  await expect(updated).toContainText('最后更新：');
  const datetime = await updated.locator('time').getAttribute('datetime');
  expect(Number.isNaN(Date.parse(datetime ?? ''))).toBe(false);
  await expect(updated.locator('time')).toHaveText(formatBeijingTime(datetime ?? ''));
  await expect(updated.locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
});

test('category pages list their children as cards', async ({ page }) => {
  await page.goto('/docs/how-to-guides/app-deploy');
  await hydrated(page);
  const cards = page.getByTestId('doc-card-list').getByRole('link');
  expect(await cards.count()).toBeGreaterThan(5);
  for (const href of ['/docs/how-to-guides/app-deploy/job', '/docs/how-to-guides/app-deploy/source-code', '/docs/how-to-guides/app-deploy/image']) {
    await expect(page.getByTestId('doc-card-list').locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test('old doc paths redirect to the how-to guides', async ({ page }) => {
  for (const [from, to] of [
    ['/docs/micro-service/example/blade', '/docs/how-to-guides/micro-service-deploy/blade-example'],
    ['/docs/micro-service/example/pig', '/docs/how-to-guides/micro-service-deploy/pig-example'],
    ['/docs/use-manual/component-manage/build-source/auto_build', '/docs/how-to-guides/app-ops/auto-build'],
  ]) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  }
});

test('client-side redirect from an old path inside the app', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/docs/micro-service/example/pig');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/docs\/how-to-guides\/micro-service-deploy\/pig-example$/);
});

test('the store publishing page moved into its group: the old addresses answer 301 to it', async ({ page, request }) => {
  await page.goto('/docs/store/onLine/publish');
  await hydrated(page);
  await expect(page.getByTestId('docs-sidebar').locator('[aria-current="page"]')).toBeVisible();
  for (const old of ['/docs/store/online-publish', '/docs/store/onLine-publish']) {
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(response.headers().location).toMatch(/\/docs\/store\/onLine\/publish$/);
  }
});
