import { expect, test } from '../support/fixtures';

const variants: [string, string][] = [
  ['/docs/', '/docs'],
  ['/docs.html', '/docs'],
  ['/docs/index.html', '/docs'],
  ['/index.html', '/'],
  ['/feature/devops/', '/feature/devops'],
  ['/calculator.html?units=month', '/calculator?units=month'],
  ['/docs/versions/', '/docs/versions'],
];

for (const [from, to] of variants) {
  test(`${from} answers 301 to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
  });
}

test('a variant ends at the clean URL in the browser', async ({ page }) => {
  const response = await page.goto('/feature/devops/index.html');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/feature/devops');
});

test('clean URLs, including dotted ones, are served with 200', async ({ request }) => {
  for (const path of ['/', '/docs', '/docs/versions', '/docs/5.17', '/feature/app-market']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
});

test('HTML is not cached, hashed assets are cached for a year', async ({ request, page }) => {
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const assets: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/static/js/')) assets.push(response.headers()['cache-control'] ?? '');
  });
  await page.goto('/');
  expect(assets.length).toBeGreaterThan(0);
  for (const value of assets) expect(value).toBe('public, max-age=31536000, immutable');
});

test('security headers on pages and assets', async ({ request }) => {
  for (const path of ['/', '/docs/versions', '/no-such-page']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("script-src 'self' https://hm.baidu.com https://static.hotjar.com");
    expect(csp, path).toContain('https://*.algolia.net');
  }
});

test('text responses are gzip-compressed', async ({ request }) => {
  const response = await request.get('/docs/versions', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('browsers that accept brotli get brotli, pages and scripts alike', async ({ page, request }) => {
  const html = await request.get('/docs/versions', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toBe('br');
  await page.goto('/docs/versions');
  const script = (await page.locator('script[src^="/static/js/index."]').getAttribute('src')) ?? '';
  const js = await request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(js.headers()['content-encoding']).toBe('br');
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
