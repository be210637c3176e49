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
  expect(llms).toContain(`(${SITE}/docs/faq.md)`);
});

test('every sitemap page has a unique title, a description, canonical, Open Graph and Twitter meta', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].slice(SITE.length) || '/');
  // Fetched sixteen at a time: one by one, ~700 pages took most of a minute on a busy machine.
  const pages: string[] = [];
  for (let start = 0; start < paths.length; start += 16) {
    pages.push(...(await Promise.all(paths.slice(start, start + 16).map(async (path) => (await request.get(path)).text()))));
  }
  const titles = new Map<string, string>();
  for (const [index, path] of paths.entries()) {
    const html = pages[index];
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    expect(title, path).not.toBe('');
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
    expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path === '/' ? '' : path}"`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type']) expect(html, `${path} ${property}`).toContain(`property="${property}"`);
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description']) expect(html, `${path} ${name}`).toContain(`name="${name}"`);
    expect(html, `${path} og:image`).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/);
    expect(html, `${path} twitter:image`).toMatch(/<meta name="twitter:image" content="https:\/\/[^"]+"/);
  }
});

test('client-side navigation keeps the head in step with the page', async ({ page }) => {
  await page.goto('/blog/year-in-review-2025');
  await hydrated(page);
  const head = page.locator('head');
  const feeds = head.locator('link[rel="alternate"][type^="application/"]');
  const english = head.locator('link[rel="alternate"][hreflang="en"]');
  await expect(feeds).toHaveCount(2);
  await expect(english).toHaveAttribute('href', 'https://www.rainbond.io/blog/year-in-review-2025');
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE}/img/blog/year-in-review-2025.png`);
  await page.locator('nav[aria-label="主导航"]').getByRole('link', { name: '文档' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page).toHaveTitle(/ \| Rainbond$/);
  expect(await page.title()).not.toContain('2025 年版本回顾');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/docs`);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE}/docs`);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  // Blog feeds belong to blog pages only; every other tag stays single.
  await expect(feeds).toHaveCount(0);
  await expect(english).toHaveAttribute('href', 'https://www.rainbond.io/docs');
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE}/img/social-card.png`);
  for (const selector of [
    'link[rel="canonical"]',
    'link[rel="alternate"][hreflang="zh-CN"]',
    'link[rel="alternate"][hreflang="en"]',
    'meta[name="description"]',
    'meta[property="og:title"]',
    'meta[property="og:image"]',
    'meta[name="twitter:title"]',
    'meta[name="twitter:image"]',
  ]) {
    await expect(head.locator(selector), selector).toHaveCount(1);
  }
  await page.goBack();
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/blog/year-in-review-2025`);
  await expect(feeds).toHaveCount(2);
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', `${SITE}/img/blog/year-in-review-2025.png`);
});

/** The content of a head tag in served HTML, by its attribute (property or name). */
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

test('a doc page shares the site card, by an absolute address that serves a 1200×630 PNG', async ({ request }) => {
  const html = await (await request.get('/docs/contribution/document')).text();
  expect(metaContent(html, 'og:image')).toBe(`${SITE}/img/social-card.png`);
  expect(metaContent(html, 'twitter:image')).toBe(`${SITE}/img/social-card.png`);
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(metaContent(html, 'og:image:width')).toBe('1200');
  expect(metaContent(html, 'og:image:height')).toBe('630');
  expect(metaContent(html, 'og:image:alt')).toMatch(/^Rainbond：/);
  const card = await request.get('/img/social-card.png');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  const png = await card.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('a blog post with front matter image shares that image, by an absolute address that serves it', async ({ request }) => {
  const html = await (await request.get('/blog/year-in-review-2025')).text();
  const image = `${SITE}/img/blog/year-in-review-2025.png`;
  expect(metaContent(html, 'og:image')).toBe(image);
  expect(metaContent(html, 'twitter:image')).toBe(image);
  // The size and words given belong to the site card; a post's own image is not described by them.
  expect(metaContent(html, 'og:image:width')).toBeUndefined();
  expect(metaContent(html, 'og:image:alt')).toBeUndefined();
  const served = await request.get(image.slice(SITE.length));
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
});

test('the sitemap dates a page as the page does, and names its English alternate as the locale menu does', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = new Map(
    [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => [
      (/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '').slice(SITE.length) || '/',
      {
        lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1],
        alternates: Object.fromEntries([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
      },
    ]),
  );
  // Docs show their last update, posts their date: the sitemap says the same, to the second.
  for (const path of ['/docs/contribution/document', '/docs/faq', '/docs/5.17/quick-start/getting-started', '/blog/year-in-review-2025']) {
    const html = await (await request.get(path)).text();
    const shown = /<time dateTime="([^"]+)"/.exec(html)?.[1];
    expect(shown, path).toBeDefined();
    expect(entries.get(path)?.lastmod, path).toBe(shown);
  }
  // Pages that show no date claim none.
  expect(entries.get('/')?.lastmod).toBeUndefined();
  expect(entries.get('/case')?.lastmod).toBeUndefined();
  // Every listed page has both languages; the page head lists the same pair.
  for (const [path, entry] of entries) expect(Object.keys(entry.alternates), path).toEqual(['zh-CN', 'en']);
  const html = await (await request.get('/docs/faq')).text();
  expect(html).toContain(`<link rel="alternate" hreflang="zh-CN" href="${entries.get('/docs/faq')?.alternates['zh-CN']}">`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${entries.get('/docs/faq')?.alternates.en}">`);
  expect(entries.get('/docs/faq')?.alternates['zh-CN']).toBe(`${SITE}/docs/faq`);
  // The English one is where the locale menu leads from that page.
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.getByRole('button', { name: /^简体中文\s*（选择语言）$/ }).click();
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', entries.get('/docs/faq')?.alternates.en ?? '');
});
