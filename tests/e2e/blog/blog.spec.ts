import { expect, hydrated, test } from '../support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('list pages hold 18, 18, 18 and 13 posts; page 5 is not found', async ({ page }) => {
  for (const [path, count] of [
    ['/blog', 18],
    ['/blog/page/2', 18],
    ['/blog/page/3', 18],
    ['/blog/page/4', 13],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByTestId('blog-post-list').locator('> li'), path).toHaveCount(count);
  }
  const response = await page.goto('/blog/page/5');
  expect(response?.status()).toBe(404);
});

test('list pages are newest first, with excerpt, date, authors, tags and pagination', async ({ page }) => {
  await page.goto('/blog/page/2');
  await hydrated(page);
  const dates = await page
    .getByTestId('blog-post-list')
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  const first = page.getByTestId('blog-post-list').locator('> li').first();
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  await expect(first.getByTestId('post-tags')).toBeVisible();
  await expect(first).toContainText('阅读约');
  const pagination = page.getByTestId('blog-pagination');
  await expect(pagination.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/blog');
  await expect(pagination.getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/blog/page/3');
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
});

test('the archive groups every post by year, newest first', async ({ page }) => {
  await page.goto('/blog/archive');
  await hydrated(page);
  const years = await page.getByTestId('archive-year').locator('h2').allInnerTexts();
  expect(years).toEqual([...years].sort().reverse());
  expect(years[0]).toBe('2025');
  expect(years.at(-1)).toBe('2021');
  await expect(page.getByTestId('archive-year').locator('li')).toHaveCount(67);
});

test('the authors page lists every author with their posts', async ({ page }) => {
  await page.goto('/blog/authors');
  await hydrated(page);
  const authors = page.getByTestId('blog-author');
  await expect(authors).toHaveCount(2);
  for (const author of await authors.all()) expect(await author.locator('ul li').count()).toBeGreaterThan(0);
});

test('a post shows its parts, the year sidebar with itself marked, and its neighbours', async ({ page }) => {
  await page.goto('/blog/page/2');
  await hydrated(page);
  const link = page.getByTestId('blog-post-list').locator('> li').nth(3).getByRole('link').first();
  const title = ((await link.textContent()) ?? '').trim();
  await link.click();
  const post = page.getByTestId('blog-post');
  await expect(post.getByRole('heading', { level: 1 })).toHaveText(title);
  // Reached client-side: title and description come from the post's own chunk, not the server HTML.
  await expect(page).toHaveTitle(`${title} | Rainbond`);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /Rainbond 团队关于/);
  await expect(post.locator('header time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(post.locator('header')).toContainText('阅读约');
  await expect(page.getByTestId('toc')).toBeVisible();
  await expect(page.getByTestId('post-nav').getByText('上一篇')).toBeVisible();
  await expect(page.getByTestId('post-nav').getByText('下一篇')).toBeVisible();
  const sidebar = page.getByTestId('blog-sidebar');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText(title);
  const years = await sidebar.locator('h2').allInnerTexts();
  expect(years).toEqual(['2025', '2024', '2023', '2022', '2021']);
  await expect(sidebar.getByRole('link')).toHaveCount(67);
});

test('feeds are linked from the blog and list every post', async ({ page, request }) => {
  await page.goto('/blog');
  await hydrated(page);
  for (const [type, path] of [
    ['application/rss+xml', '/blog/rss.xml'],
    ['application/atom+xml', '/blog/atom.xml'],
  ]) {
    await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute('href', path);
    const body = await (await request.get(path)).text();
    expect(body.match(/<(item|entry)>/g)).toHaveLength(67);
    expect(body).toContain('https://www.rainbond.com/blog/');
  }
});
