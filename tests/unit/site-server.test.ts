import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../deploy/rules';
import { answer, createSiteServer, normalizePath } from '../../scripts/siteServer';

let site: string;
let base: string;
let close: () => void;

const FILES: Record<string, string> = {
  'index.html': '<p>首页</p>',
  '404.html': '<p>找不到页面</p>',
  'docs.html': '<p>文档</p>',
  'docs/faq.html': '<p>常见问题</p>',
  'docs/faq.md': '# 常见问题\n',
  'docs/5.17.html': '<p>5.17</p>',
  'docs/5.17/quick-start.html': '<p>快速开始</p>',
  'feature/devops/index.html': '<p>DevOps</p>',
  'static/js/index.abc.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'robots.txt': 'User-agent: *\n',
};

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'rb-site-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  const server = createSiteServer(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(site, { recursive: true, force: true });
});

function request(target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${target}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('normalizePath', () => {
  it('decodes, merges slashes and resolves dot segments as nginx does; refuses what leaves the root', () => {
    expect(normalizePath('/docs/./faq')).toBe('/docs/faq');
    expect(normalizePath('/docs/%2e%2e/docs/faq')).toBe('/docs/faq');
    expect(normalizePath('/a//b/')).toBe('/a/b/');
    expect(normalizePath('/docs/..')).toBe('/');
    expect(normalizePath('/%E4%B8%AD%E6%96%87')).toBe('/中文');
    expect(normalizePath('/../etc/passwd')).toBeNull();
    expect(normalizePath('/%zz')).toBeNull();
    expect(normalizePath('/a%00')).toBeNull();
  });
});

describe('answer', () => {
  const served = (target: string) => {
    const result = answer(site, target);
    return result.kind === 'file' ? [result.status, path.relative(site, result.file)] : result;
  };

  it('serves clean URLs from x.html, x/index.html or the file itself', () => {
    expect(served('/')).toEqual([200, 'index.html']);
    expect(served('/docs')).toEqual([200, 'docs.html']);
    expect(served('/docs/5.17')).toEqual([200, 'docs/5.17.html']);
    expect(served('/docs/faq?x=1')).toEqual([200, 'docs/faq.html']);
    expect(served('/feature/devops')).toEqual([200, 'feature/devops/index.html']);
    expect(served('/robots.txt')).toEqual([200, 'robots.txt']);
  });

  it('answers 301 to the one URL of a page, with the query', () => {
    expect(served('/docs/faq/')).toEqual({ kind: 'redirect', location: '/docs/faq' });
    expect(served('/docs/faq.html?x=1')).toEqual({ kind: 'redirect', location: '/docs/faq?x=1' });
    expect(served('/feature/devops/index.html')).toEqual({ kind: 'redirect', location: '/feature/devops' });
    expect(served('/index.html')).toEqual({ kind: 'redirect', location: '/' });
    expect(served('/%E4%B8%AD%E6%96%87/')).toEqual({ kind: 'redirect', location: '/%E4%B8%AD%E6%96%87' });
  });

  it('answers 301 for moved pages, whatever the case where the table says so', () => {
    expect(served('/docs/micro-service/example/pig?a=1')).toEqual({ kind: 'redirect', location: '/docs/how-to-guides/micro-service-deploy/pig-example?a=1' });
    expect(served('/docs/STORE/Online-Publish')).toEqual({ kind: 'redirect', location: '/docs/store/onLine/publish' });
  });

  it('gives the 404 page for unknown paths, the 404 page by name, and unknown assets', () => {
    expect(served('/no/such/page')).toEqual([404, '404.html']);
    expect(served('/404.html')).toEqual([404, '404.html']);
    expect(served('/static/js/missing.js')).toEqual([404, '404.html']);
    // Assets are served as they are: no clean URL for them.
    expect(served('/static/js/index.abc')).toEqual([404, '404.html']);
    expect(served('/static/')).toEqual([404, '404.html']);
    expect(served('/../x')).toEqual({ kind: 'error', status: 400 });
  });
});

describe('Markdown twins', () => {
  it('serves /x.md as the file, and a 404 for a page without one, never x.md.html', () => {
    const served = answer(site, '/docs/faq.md');
    expect(served.kind === 'file' && [served.status, path.relative(site, served.file)]).toEqual([200, 'docs/faq.md']);
    const missing = answer(site, '/docs/nope.md');
    expect(missing.kind === 'file' && [missing.status, path.relative(site, missing.file)]).toEqual([404, '404.html']);
  });

  it('sends them as UTF-8 Markdown with the headers of every answer', async () => {
    const twin = await request('/docs/faq.md');
    expect(twin.status).toBe(200);
    expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(twin.headers['cache-control']).toBe('no-cache');
    for (const [name, value] of HEADERS) expect(twin.headers[name.toLowerCase()], name).toBe(value);
    expect(twin.body.toString()).toBe('# 常见问题\n');
    expect((await request('/docs/nope.md')).status).toBe(404);
  });
});

describe('createSiteServer', () => {
  it('sends the 404 page with status 404, and the headers of the table on every answer', async () => {
    for (const target of ['/', '/docs/faq/', '/nope', '/static/js/index.abc.js']) {
      const { headers } = await request(target);
      for (const [name, value] of HEADERS) expect(headers[name.toLowerCase()], `${target}: ${name}`).toBe(value);
    }
    const missing = await request('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe(FILES['404.html']);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers['cache-control']).toBe('no-cache');
    const moved = await request('/docs/faq/');
    expect([moved.status, moved.headers.location]).toEqual([301, '/docs/faq']);
  });

  it('caches hashed assets for a year, compresses them for clients that accept it, and revalidates pages', async () => {
    const asset = await request('/static/js/index.abc.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.body).toString()).toBe(FILES['static/js/index.abc.js']);
    expect((await request('/static/js/index.abc.js', { 'accept-encoding': 'br, gzip' })).headers['content-encoding']).toBe('br');
    // Below the minimum length: sent as it is.
    expect((await request('/robots.txt', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();

    const page = await request('/docs/5.17');
    expect(page.body.toString()).toBe(FILES['docs/5.17.html']);
    const again = await request('/docs/5.17', { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
  });
});
