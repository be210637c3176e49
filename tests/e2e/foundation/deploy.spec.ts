import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentTypeOf } from '../../../deploy/rules';
import { BROTLI_MODULE, freePort, hasNginx } from '../../../scripts/nginx';
import { expect, test } from '../support/fixtures';
import { imageNginx } from '../support/image';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SITE = path.join(ROOT, 'doc_build');
const firstFile = (dir: string, pattern: RegExp) => readdirSync(path.join(SITE, dir)).find((name) => pattern.test(name)) as string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request, as sent: no redirects followed, the body not decompressed. */
function request(base: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${base}${target}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    }).on('error', reject);
  });
}

interface Preview {
  url: string;
  stop: () => Promise<void>;
}

/** Runs package.json's preview script on a free port with the server chosen; resolves with the address it prints. */
async function startPreview(server: 'nginx' | 'node'): Promise<Preview> {
  const [command, ...args] = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.preview as string).split(/\s+/);
  const port = await freePort();
  // Its own process group: stopping it stops tsx, Node and nginx together.
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin', command), [...args, '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, RAINBOND_PREVIEW_SERVER: server },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`preview (${server}) printed no address in 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /http:\/\/\S+/.exec(output)?.[0];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => reject(new Error(`preview (${server}) exited:\n${output}`)));
  });
  expect(output).toContain(server === 'nginx' ? 'nginx' : 'Node');
  return {
    url,
    stop: async () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** What a response says about the rules: everything but the connection, date and server's name. */
const RULE_HEADERS = [
  'location',
  'content-type',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'x-content-type-options',
  'referrer-policy',
  'content-security-policy',
];
const ruleHeaders = ({ status, headers }: Answer) => ({ status, ...Object.fromEntries(RULE_HEADERS.map((name) => [name, headers[name]])) });

test.describe('npm run preview', () => {
  test.describe.configure({ mode: 'serial' });
  const servers: Partial<Record<'nginx' | 'node', Preview>> = {};

  test.beforeAll(async () => {
    servers.node = await startPreview('node');
    if (hasNginx()) servers.nginx = await startPreview('nginx');
  });
  test.afterAll(async () => {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  });

  for (const name of ['nginx', 'node'] as const) {
    test(`${name}: the 404 page with status 404, /docs/5.17, and 301 to the clean URL`, async () => {
      test.skip(name === 'nginx' && !hasNginx(), 'nginx is not installed');
      const { url } = servers[name] as Preview;
      const missing = await request(url, '/this/does/not/exist');
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('找不到页面');
      const version = await request(url, '/docs/5.17');
      expect(version.status).toBe(200);
      expect(version.headers['content-type']).toBe('text/html; charset=utf-8');
      for (const variant of ['/docs/faq/', '/docs/faq.html']) {
        const moved = await request(url, variant);
        expect([moved.status, moved.headers.location], variant).toEqual([301, '/docs/faq']);
      }
    });
  }

  test('nginx and the Node server answer alike: status, Location, types, caching, compression, validators, security headers', async () => {
    test.skip(!hasNginx(), 'nginx is not installed');
    const { nginx, node } = servers as Record<'nginx' | 'node', Preview>;
    const targets = [
      '/',
      '/docs',
      '/docs/5.17',
      '/docs/faq?x=1',
      '/docs/faq/',
      '/docs/faq.html?x=1',
      '/docs/faq/index.html',
      '/index.html',
      '/docs/./faq',
      '/a//b/',
      '/%E4%B8%AD%E6%96%87/',
      '/this/does/not/exist',
      '/404.html',
      '/static/missing.js',
      '/static/',
      `/static/js/${firstFile('static/js', /^index\..*\.js$/)}`,
      `/static/css/${firstFile('static/css', /\.css$/)}`,
      `/static/svg/${firstFile('static/svg', /\.svg$/)}`,
      `/search-index/current/${firstFile('search-index/current', /\.json$/)}`,
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.svg',
      '/docs/micro-service/example/pig?a=1',
      '/docs/Store/Online-Publish',
    ];
    // Brotli where this nginx has the module (the Node server always has it).
    const encodings = existsSync(BROTLI_MODULE) ? ['gzip', 'br, gzip', ''] : ['gzip', ''];
    for (const target of targets) {
      for (const encoding of encodings) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const [fromNginx, fromNode] = await Promise.all([request(nginx.url, target, headers), request(node.url, target, headers)]);
        expect(ruleHeaders(fromNode), `${target} (${encoding || 'identity'})`).toEqual(ruleHeaders(fromNginx));
        if (fromNginx.status !== 301 && !encoding) expect(fromNode.body, target).toBe(fromNginx.body);
      }
    }
    const etag = String((await request(nginx.url, '/docs/5.17')).headers.etag);
    for (const { url } of [nginx, node]) expect((await request(url, '/docs/5.17', { 'if-none-match': etag })).status).toBe(304);
  });

  test("the Node server knows the type of every kind of file in the build, as nginx's mime.types", () => {
    const kinds = new Map(
      readdirSync(SITE, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => [path.extname(entry.name), entry.name]),
    );
    for (const [extension, file] of kinds) expect(contentTypeOf(file), extension).toBeDefined();
  });
});

test.describe('the Docker image', () => {
  test('its nginx, laid out as the Dockerfile has it, serves the build: pages, 404, 301 and gzip without brotli', async () => {
    test.skip(!hasNginx(), 'nginx is not installed');
    const prefix = mkdtempSync(path.join(tmpdir(), 'rb-image-'));
    const port = await freePort();
    const main = imageNginx(prefix, SITE, port);
    const nginx = spawn('nginx', ['-c', main, '-p', prefix, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    const url = `http://127.0.0.1:${port}`;
    try {
      await expect
        .poll(() =>
          request(url, '/').then(
            ({ status }) => status,
            () => 0,
          ),
        )
        .toBe(200);
      expect((await request(url, '/docs/5.17')).status).toBe(200);
      const missing = await request(url, '/this/does/not/exist');
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('找不到页面');
      const moved = await request(url, '/docs/faq/');
      expect([moved.status, moved.headers.location]).toEqual([301, '/docs/faq']);
      const script = await request(url, `/static/js/${firstFile('static/js', /^index\..*\.js$/)}`, { 'accept-encoding': 'br, gzip' });
      expect(script.headers['content-encoding']).toBe('gzip');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(script.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
