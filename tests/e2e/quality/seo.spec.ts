import { expect, hydrated, test } from '../support/fixtures';

const SITE = 'https://www.rainbond.com';

test('robots.txt, sitemap.xml and llms.txt are served', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls).toContain(`${SITE}/docs`);
  expect(urls).toContain(`${SITE}/docs/5.17`);
  expect(urls.some((url) => url.startsWith(`${SITE}/blog/`))).toBe(true);
  expect(urls).not.toContain(`${SITE}/404`);
  expect(urls).not.toContain(`${SITE}/docs/micro-service/example/pig`);
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# Rainbond\n/);
  expect(llms).toContain(`(${SITE}/docs/faq)`);
});

test('every sitemap page has a unique title, a description, canonical, Open Graph and Twitter meta', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].slice(SITE.length) || '/');
  const titles = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    expect(title, path).not.toBe('');
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
    expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path === '/' ? '' : path}"`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type']) expect(html, `${path} ${property}`).toContain(`property="${property}"`);
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description']) expect(html, `${path} ${name}`).toContain(`name="${name}"`);
  }
});

test('client-side navigation keeps the head in step with the page', async ({ page }) => {
  await page.goto('/blog/year-in-review-2025');
  await hydrated(page);
  const head = page.locator('head');
  await expect(head.locator('link[rel="alternate"]')).toHaveCount(2);
  await page.locator('nav[aria-label="主导航"]').getByRole('link', { name: '文档' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page).toHaveTitle(/ \| Rainbond$/);
  expect(await page.title()).not.toContain('2025 年版本回顾');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/docs`);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE}/docs`);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  // Blog feeds belong to blog pages only; every other tag stays single.
  await expect(head.locator('link[rel="alternate"]')).toHaveCount(0);
  for (const selector of ['link[rel="canonical"]', 'meta[name="description"]', 'meta[property="og:title"]', 'meta[name="twitter:title"]']) {
    await expect(head.locator(selector), selector).toHaveCount(1);
  }
  await page.goBack();
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/blog/year-in-review-2025`);
  await expect(head.locator('link[rel="alternate"]')).toHaveCount(2);
});
