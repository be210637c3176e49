import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHead, transformHtmlTemplate } from '@unhead/react/server';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedRender, type Rendered, renderKeys, withRender } from '../../plugins/render-cache/renderCache';
import { keyedStore } from '../../plugins/shared/keyedStore';
import { type ServerHead, type ServerRender, serverEntryFor } from '../../rspress-internals/node/serverRender';

const dir = mkdtempSync(path.join(tmpdir(), 'rb-render-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const require = createRequire(import.meta.url);

const TEMPLATE = '<html><head></head><body><div id="root"><!--app--></div><script src="/static/js/index.1234.js"></script></body></html>';
const ROUTES = [
  { routePath: '/docs/a', chunk: 'route-a' },
  { routePath: '/docs/b', chunk: 'route-b' },
  { routePath: '/about', chunk: 'route-about' },
];

/** A server bundle: an entry, a chunk pages share, one chunk per page (and one no route claims). */
function bundle(change: Record<string, string> = {}) {
  const files = new Map<string, string>(
    Object.entries({
      '__ssg__/entry.cjs': 'theme',
      '__ssg__/shared.cjs': 'sidebar',
      '__ssg__/route-a.cjs': 'page a',
      '__ssg__/route-b.cjs': 'page b',
      '__ssg__/route-orphan.cjs': 'orphan',
      ...change,
    }),
  );
  const chunks = [
    { name: 'main', files: ['__ssg__/entry.cjs'] },
    { files: ['__ssg__/shared.cjs'] },
    { name: 'route-a', files: ['__ssg__/route-a.cjs'] },
    { name: 'route-b', files: ['__ssg__/route-b.cjs'] },
    { name: 'route-orphan', files: ['__ssg__/route-orphan.cjs'] },
  ];
  return { files, chunks };
}

describe('render keys', () => {
  const before = renderKeys(bundle(), ROUTES, 'v1');

  it('change only for the page whose chunk changed', () => {
    const after = renderKeys(bundle({ '__ssg__/route-a.cjs': 'page a, edited' }), ROUTES, 'v1');
    expect(after.get('/docs/a')).not.toBe(before.get('/docs/a'));
    expect(after.get('/docs/b')).toBe(before.get('/docs/b'));
  });

  it('change for every page when code outside the page chunks changed, or a chunk no route claims, or the version', () => {
    for (const after of [
      renderKeys(bundle({ '__ssg__/shared.cjs': 'sidebar, relabelled' }), ROUTES, 'v1'),
      renderKeys(bundle({ '__ssg__/entry.cjs': 'theme, changed' }), ROUTES, 'v1'),
      renderKeys(bundle({ '__ssg__/route-orphan.cjs': 'orphan, changed' }), ROUTES, 'v1'),
      renderKeys(bundle(), ROUTES, 'v2'),
    ]) {
      expect(after.get('/docs/a')).not.toBe(before.get('/docs/a'));
      expect(after.get('/docs/b')).not.toBe(before.get('/docs/b'));
    }
  });

  it('are given only to routes with a chunk of their own', () => {
    expect([...before.keys()]).toEqual(['/docs/a', '/docs/b']);
  });
});

/** A render that records the pages it rendered and pushes head tags as a page would. */
function fakeRender(extra: (head: ServerHead) => void = () => {}) {
  const rendered: string[] = [];
  const render: ServerRender = async (routePath, head) => {
    rendered.push(routePath);
    head.push({ title: `标题 ${routePath}`, htmlAttrs: { lang: 'zh-CN' }, meta: [{ name: 'description', content: `关于 ${routePath}` }] });
    head.push({ link: [{ rel: 'canonical', href: `https://www.rainbond.com${routePath}` }] });
    extra(head);
    return { appHtml: `<main>${routePath} 的正文</main>` };
  };
  return { render, rendered };
}

/** The page's HTML as Rspress writes it: the render's body in the template, then the head's tags. */
async function page(render: ServerRender, routePath: string) {
  const head = createHead() as unknown as ServerHead;
  const { appHtml } = await render(routePath, head);
  return transformHtmlTemplate(head as never, TEMPLATE.replace('<!--app-->', appHtml));
}

describe('cached render', () => {
  const keys = new Map([
    ['/docs/a', 'key-a'],
    ['/docs/b', 'key-b'],
  ]);

  it('gives a kept page back without rendering it, with the same HTML and head tags, and keeps what it renders for next time', async () => {
    const file = path.join(dir, 'renders.v8');
    const first = fakeRender();
    const store = keyedStore<Rendered>(file, 'v1');
    const html = await page(cachedRender(first.render, keys, store, { rendered: 0, reused: 0 }), '/docs/a');
    expect(html).toContain('<title>标题 &#x2F;docs&#x2F;a</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.rainbond.com/docs/a">');
    store.save();

    const second = fakeRender();
    const again = { rendered: 0, reused: 0 };
    const warm = cachedRender(second.render, keys, keyedStore<Rendered>(file, 'v1'), again);
    expect(await page(warm, '/docs/a')).toBe(html);
    expect(second.rendered).toEqual([]);
    expect(await page(warm, '/docs/b')).toContain('<main>/docs/b 的正文</main>');
    expect(second.rendered).toEqual(['/docs/b']);
    expect(again).toEqual({ rendered: 1, reused: 1 });
  });

  it('renders every time a page with no key, a page whose render adds a head plugin, and one whose head holds a function', async () => {
    const store = keyedStore<Rendered>(path.join(dir, 'uncacheable.v8'), 'v1');
    const plain = fakeRender();
    const render = cachedRender(plain.render, keys, store, { rendered: 0, reused: 0 });
    await page(render, '/about');
    await page(render, '/about');
    expect(plain.rendered).toEqual(['/about', '/about']);

    const plugin = fakeRender((head) => head.plugins.set('flat-meta', {}));
    const withPlugin = cachedRender(plugin.render, keys, store, { rendered: 0, reused: 0 });
    await page(withPlugin, '/docs/a');
    await page(withPlugin, '/docs/a');
    expect(plugin.rendered).toEqual(['/docs/a', '/docs/a']);

    const fn = fakeRender((head) => head.push({ titleTemplate: (title: string) => `${title} | Rainbond` }));
    const withFunction = cachedRender(fn.render, keys, store, { rendered: 0, reused: 0 });
    await page(withFunction, '/docs/b');
    await page(withFunction, '/docs/b');
    expect(fn.rendered).toEqual(['/docs/b', '/docs/b']);
  });
});

describe('the server entry we put before the bundle', () => {
  const original = 'entry.pages.cjs';
  writeFileSync(path.join(dir, original), 'module.exports = { render: async () => ({ appHtml: "原样" }), routes: ["/"] };');
  writeFileSync(path.join(dir, 'entry.cjs'), serverEntryFor(original, 'rainbond.render-cache.test'));
  const load = () => {
    delete require.cache[path.join(dir, 'entry.cjs')];
    return require(path.join(dir, 'entry.cjs')) as { render: ServerRender; routes: string[] };
  };

  it('passes the bundle’s exports through the function set for it, keeping the other exports', async () => {
    const key = Symbol.for('rainbond.render-cache.test');
    (globalThis as Record<symbol, unknown>)[key] = (exports: { render: ServerRender }) =>
      withRender(exports, (render) => async (routePath, head) => ({ appHtml: `缓存：${(await render(routePath, head)).appHtml}` }));
    try {
      const entry = load();
      expect(entry.routes).toEqual(['/']);
      expect((await entry.render('/', createHead() as unknown as ServerHead)).appHtml).toBe('缓存：原样');
    } finally {
      delete (globalThis as Record<symbol, unknown>)[key];
    }
  });

  it('gives the bundle’s exports as they are when nothing is set (a render thread of Rspress’s worker mode)', async () => {
    expect((await load().render('/', createHead() as unknown as ServerHead)).appHtml).toBe('原样');
  });

  it('waits for a bundle whose exports are a promise', async () => {
    const exports = Promise.resolve({ render: (async () => ({ appHtml: '异步' })) as ServerRender });
    const wrapped = await withRender(exports, (render) => render);
    expect((await wrapped.render('/', createHead() as unknown as ServerHead)).appHtml).toBe('异步');
  });
});
