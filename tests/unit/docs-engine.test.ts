import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../core/data/versions';
import { breadcrumbs, categoryItems, prevNext, switchVersionPath, versionOfPath } from '../../core/docs/navigation';
import type { SourceDoc } from '../../core/docs/types';
import { applyRouteChanges, docsEnginePlugin, landingRedirects } from '../../plugins/docs-engine';
import type { ConfigSidebars } from '../../plugins/docs-engine/docusaurusSidebars';
import { buildVersionDocs, docRoute } from '../../plugins/docs-engine/sidebars';
import { CACHE_DIR } from '../../plugins/shared/cacheDir';
import { docContext, registerSidebar } from '../../theme/logic/sidebarRegistry';

const [current, v517] = VERSIONS;

const doc = (id: string, frontmatter: Record<string, unknown> = {}): SourceDoc => ({
  id,
  file: `docs/docs/${id || 'index'}.md`,
  frontmatter: { title: id || '介绍', ...frontmatter },
  keyLines: Object.fromEntries(Object.keys(frontmatter).map((key, index) => [key, index + 3])),
});

const TREE: SourceDoc[] = [
  doc(''),
  doc('Intro', { title: 'OpenAPI 介绍', sidebar_position: 9 }),
  doc('api', { title: 'API 参考' }),
  doc('api/team', { title: '团队接口' }),
  doc('api/team/createTeam', { title: '创建团队', sidebar_position: 2 }),
  doc('api/team/deleteTeam', { title: '删除团队', sidebar_position: 1 }),
  doc('store', { title: '应用商店' }),
  doc('store/install', { title: '安装', sidebar_position: 2 }),
  doc('store/marketplace', { title: '商店概述', sidebar_position: 1 }),
  doc('quick-start', { title: '快速开始', sidebar_position: 1 }),
  doc('quick-start/getting-started', { title: '入门', sidebar_position: 1 }),
  doc('quick-start/differences', { title: '区别', sidebar_position: 2 }),
  doc('installation', { title: '安装', sidebar_position: 2 }),
  doc('installation/helm', { title: 'Helm 安装', sidebar_label: 'Helm' }),
  doc('faq', { title: '常见问题', sidebar_position: 3 }),
  doc('secret', { title: '隐藏页', unlisted: true }),
  doc('wip', { title: '草稿页', draft: true }),
  doc('versions', { title: '全部版本' }),
];

describe('buildVersionDocs', () => {
  const built = buildVersionDocs(current, TREE, { production: true });

  it('starts each sidebar at its start page', () => {
    expect(built.sidebars.docs[0]).toEqual({ type: 'link', label: '介绍', link: '/docs' });
    expect(built.sidebars.api[0]).toEqual({ type: 'link', label: 'OpenAPI 介绍', link: '/docs/Intro' });
    expect(built.sidebars.store[0]).toEqual({ type: 'link', label: '商店概述', link: '/docs/store/marketplace' });
  });

  it('orders by sidebar_position and uses sidebar_label', () => {
    const quickStart = built.sidebars.docs[1];
    expect(quickStart).toMatchObject({ type: 'category', label: '快速开始', link: '/docs/quick-start' });
    const installation = built.sidebars.docs[2];
    expect(installation).toMatchObject({ type: 'category', label: '安装', items: [{ type: 'link', label: 'Helm', link: '/docs/installation/helm' }] });
    const api = built.sidebars.api[1];
    expect(api.type === 'category' && api.items[0].type === 'category' && api.items[0].items.map((item) => item.label)).toEqual(['删除团队', '创建团队']);
  });

  it('leaves pages without sidebar, unlisted and draft pages out of the sidebars', () => {
    const text = JSON.stringify(built.sidebars);
    for (const route of ['/docs/versions', '/docs/quick-start/differences', '/docs/secret', '/docs/wip']) expect(text).not.toContain(`"${route}"`);
    // The installation landing has no sidebar, so its category has no link of its own.
    expect(built.sidebars.docs[2]).not.toHaveProperty('link');
    expect(built.pages['/docs/versions']).toEqual({ sidebar: null });
    expect(built.pages['/docs/secret']).toEqual({ sidebar: 'docs' });
    expect(built.pages['/docs/wip']).toBeUndefined();
  });

  it('keeps drafts in development', () => {
    expect(buildVersionDocs(current, TREE, { production: false }).pages['/docs/wip']).toBeDefined();
  });

  it('fails when a sidebar has no linkable start page', () => {
    expect(() =>
      buildVersionDocs(
        current,
        TREE.filter((item) => item.id !== 'Intro'),
        { production: true },
      ),
    ).toThrow(`docs version ${current.label}: sidebar "api" has no linkable start page /docs/Intro`);
  });

  it('fails naming both files when two docs share an id', () => {
    const clash = [...TREE, { ...doc('faq-copy', { id: 'faq' }), file: 'docs/docs/faq-copy.md' }];
    expect(() => buildVersionDocs(current, clash, { production: true })).toThrow('docs/docs/faq-copy.md:1: doc id "faq" is already used by docs/docs/faq.md');
  });
});

describe('slug', () => {
  it('takes a slug from the version root when it starts with /, else from the doc folder', () => {
    expect(docRoute(current, doc('installation/helm', { slug: '/install-with-helm' }))).toBe('/docs/install-with-helm');
    expect(docRoute(current, doc('installation/helm', { slug: 'helm-chart' }))).toBe('/docs/installation/helm-chart');
    expect(docRoute(v517, doc('installation/helm', { slug: 'helm-chart/' }))).toBe('/docs/5.17/installation/helm-chart');
    expect(docRoute(current, doc('faq', { slug: '/' }))).toBe('/docs');
    expect(docRoute(current, doc('faq'))).toBe('/docs/faq');
  });

  it('links the sidebar and the page index to the slugged route, in the sidebar of the file', () => {
    const tree = TREE.map((item) => (item.id === 'installation/helm' ? doc('installation/helm', { title: 'Helm 安装', slug: '/helm' }) : item));
    const built = buildVersionDocs(current, tree, { production: true });
    expect(built.sidebars.docs[2]).toMatchObject({ label: '安装', items: [{ link: '/docs/helm' }] });
    expect(built.pages['/docs/helm']).toEqual({ sidebar: 'docs' });
    expect(built.pages['/docs/installation/helm']).toBeUndefined();
  });

  it('fails naming the file, the slug line and the other file when two docs end up on one route', () => {
    const clash = [...TREE, doc('quick-start/faq', { title: '另一个', slug: '/faq' })];
    expect(() => buildVersionDocs(current, clash, { production: true })).toThrow(
      'docs/docs/quick-start/faq.md:4: route /docs/faq is already used by docs/docs/faq.md',
    );
  });

  it("moves slugged routes and drops drafts from Rspress's route table in production only", () => {
    const table = () =>
      new Map(
        ['/docs/faq', '/docs/wip', '/docs/installation/helm'].map((routePath) => [
          routePath,
          { routeMeta: { routePath, pureRoutePath: routePath, absolutePath: `/site${routePath}.md`, relativePath: '', pageName: '', lang: '', version: '' } },
        ]),
      );
    const changes = { drafts: new Set(['/site/docs/wip.md']), slugs: new Map([['/site/docs/installation/helm.md', '/docs/helm']]) };
    const production = table();
    applyRouteChanges(production, changes, true);
    expect([...production.keys()]).toEqual(['/docs/faq', '/docs/helm']);
    expect(production.get('/docs/helm')?.routeMeta.routePath).toBe('/docs/helm');
    const development = table();
    applyRouteChanges(development, changes, false);
    expect([...development.keys()]).toEqual(['/docs/faq', '/docs/wip', '/docs/helm']);
  });
});

describe('docs navigation logic', () => {
  const built = buildVersionDocs(current, TREE, { production: true });

  it('matches versions on whole segments', () => {
    expect(versionOfPath('/docs/5.17/faq')?.name).toBe('5.17');
    expect(versionOfPath('/docs/5.17')?.name).toBe('5.17');
    expect(versionOfPath('/docs/5.170')?.name).toBe('current');
    expect(versionOfPath('/docsearch')).toBeUndefined();
  });

  it('builds breadcrumbs from the sidebar', () => {
    expect(breadcrumbs(built.sidebars.docs, '/docs/installation/helm')).toEqual([{ label: '安装', link: undefined }, { label: 'Helm' }]);
    expect(breadcrumbs(built.sidebars.docs, '/docs/nowhere')).toEqual([]);
  });

  it('gives previous and next pages in reading order', () => {
    expect(prevNext(built.sidebars.docs, '/docs/quick-start')).toEqual({
      prev: { label: '介绍', link: '/docs' },
      next: { label: '入门', link: '/docs/quick-start/getting-started' },
    });
  });

  it('lists a category page’s children', () => {
    expect(categoryItems(built.sidebars.docs, '/docs/quick-start')?.map((item) => item.label)).toEqual(['入门']);
  });

  it('switches to the same page in another version, else to its start page', () => {
    const both = { sidebar: 'docs' as const, versions: ['current', '5.17'] };
    expect(switchVersionPath('/docs/faq', both, v517)).toBe('/docs/5.17/faq');
    expect(switchVersionPath('/docs/5.17/faq', both, current)).toBe('/docs/faq');
    expect(switchVersionPath('/docs/installation/helm', { sidebar: 'docs', versions: ['current'] }, v517)).toBe('/docs/5.17');
    expect(switchVersionPath('/docs/Intro', { sidebar: 'api', versions: ['current'] }, v517)).toBe('/docs/5.17/api');
    expect(switchVersionPath('/docs/versions', { sidebar: null, versions: ['current'] }, v517)).toBe('/docs/5.17');
  });

  it('frames a doc page with the sidebar its chunk registered', () => {
    registerSidebar('current', 'docs', built.sidebars.docs);
    expect(docContext('/docs/faq', { sidebar: 'docs', versions: ['current'] })?.sidebar).toBe(built.sidebars.docs);
    expect(docContext('/docs/versions', { sidebar: null, versions: ['current'] })?.sidebar).toEqual([]);
    expect(docContext('/docs/missing', undefined)?.version.name).toBe('current');
    expect(docContext('/blog', undefined)).toBeUndefined();
  });
});

describe('readVersionSources', () => {
  it('keeps a nested version and its landing page out of the outer version', async () => {
    const { mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { readVersionSources } = await import('../../plugins/docs-engine/sources');
    const root = mkdtempSync(path.join(tmpdir(), 'versions-'));
    mkdirSync(path.join(root, 'docs/5.17'), { recursive: true });
    for (const file of ['docs.md', 'docs/faq.md', 'docs/5.17.md', 'docs/5.17/faq.md']) writeFileSync(path.join(root, file), '---\ntitle: t\n---\n');
    const ids = (await readVersionSources(root, current)).map((source) => source.id).sort();
    expect(ids).toEqual(['', 'faq']);
    expect((await readVersionSources(root, v517)).map((source) => source.id).sort()).toEqual(['', 'faq']);
  });

  it('reads a source again only when it changed, and still fails on bad front matter it kept nothing of', async () => {
    const { mkdirSync, mkdtempSync, utimesSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { readVersionSources } = await import('../../plugins/docs-engine/sources');
    const { keyedStore } = await import('../../plugins/shared/keyedStore');
    const root = mkdtempSync(path.join(tmpdir(), 'sources-'));
    const storeFile = path.join(root, 'store.v8');
    mkdirSync(path.join(root, 'docs'), { recursive: true });
    const faq = path.join(root, 'docs/faq.md');
    writeFileSync(faq, '---\ntitle: 常见问题\n---\n');
    const when = new Date('2026-01-01T00:00:00Z');
    utimesSync(faq, when, when);
    const read = async () => {
      const store = keyedStore<import('../../core/docs/types').SourceDoc>(storeFile, 'v1');
      const found = await readVersionSources(root, current, store);
      store.save();
      return found.find((source) => source.id === 'faq')?.frontmatter.title;
    };
    expect(await read()).toBe('常见问题');
    // Same size and time: the kept reading is used, whatever the file now says.
    writeFileSync(faq, '---\ntitle: 常见问答\n---\n');
    utimesSync(faq, when, when);
    expect(await read()).toBe('常见问题');
    // A new time reads it again.
    const later = new Date('2026-01-02T00:00:00Z');
    utimesSync(faq, later, later);
    expect(await read()).toBe('常见问答');
    writeFileSync(faq, '---\ntitle: [未闭合\n---\n');
    await expect(read()).rejects.toThrow(/faq\.md:\d+: malformed front matter/);
  });
});

describe('remarkDocPage', () => {
  it('gives a doc page its meta and an import of its sidebar module, and leaves other pages alone', async () => {
    const { remarkDocPage } = await import('../../plugins/docs-engine/remarkDocPage');
    const pages = new Map([
      ['/site/docs/docs/faq.md', { meta: { sidebar: 'docs' as const, versions: ['current'] }, sidebarModule: '/cache/sidebars/current.docs.js' }],
    ]);
    const pageMeta: Record<string, unknown> = {};
    const transform = remarkDocPage(pages).call({ data: (key: string) => (key === 'pageMeta' ? pageMeta : undefined) });
    const tree = { type: 'root', children: [{ type: 'paragraph' }] };
    transform(tree, { path: '/site/docs/docs/faq.md' });
    expect(pageMeta.docPage).toEqual({ sidebar: 'docs', versions: ['current'] });
    expect(tree.children[0]).toMatchObject({ type: 'mdxjsEsm', value: 'import "/cache/sidebars/current.docs.js"' });
    const other = { type: 'root', children: [{ type: 'paragraph' }] };
    transform(other, { path: '/site/blog/post.md' });
    expect(other.children).toHaveLength(1);
  });
});

describe('a Docusaurus sidebars file and the front matter that changes pages', () => {
  const TREE_D: SourceDoc[] = [
    doc('intro', { title: '总览' }),
    doc('guide/index', { title: '指南' }),
    doc('guide/setup', { title: '安装', sidebar_position: 1 }),
    doc('guide/use', { title: '使用', sidebar_position: 2, pagination_label: '上手' }),
    doc('ref/a', { title: '参考甲', pagination_prev: 'intro', pagination_next: null }),
    doc('ref/b', { title: '参考乙', displayed_sidebar: 'main' }),
    doc('ref/c', { title: '参考丙', displayed_sidebar: null }),
  ];
  const config = (sidebars: ConfigSidebars['sidebars']): ConfigSidebars => ({ file: 'sidebars.ts', sidebars, lineOf: () => 7 });
  const built = buildVersionDocs(current, TREE_D, {
    production: true,
    sidebars: config({
      main: [
        'intro',
        { type: 'category', label: '指南', items: [{ type: 'autogenerated', dirName: 'guide' }] },
        { type: 'link', label: '仓库', href: 'https://github.com/goodrain/rainbond' },
      ],
      ref: [{ type: 'autogenerated', dirName: './ref' }],
    }),
  });

  it('lists the config’s items in its order; an autogenerated folder lists its own page first', () => {
    expect(built.sidebars.main).toEqual([
      { type: 'link', label: '总览', link: '/docs/intro' },
      {
        type: 'category',
        label: '指南',
        items: [
          { type: 'link', label: '指南', link: '/docs/guide' },
          { type: 'link', label: '安装', link: '/docs/guide/setup' },
          { type: 'link', label: '使用', link: '/docs/guide/use' },
        ],
      },
      { type: 'link', label: '仓库', link: 'https://github.com/goodrain/rainbond' },
    ]);
    expect(built.sidebars.ref.map((entry) => entry.label)).toEqual(['参考甲', '参考乙', '参考丙']);
  });

  it('shows the sidebar displayed_sidebar names, or none', () => {
    expect(built.pages['/docs/ref/b'].sidebar).toBe('main');
    expect(built.pages['/docs/ref/c'].sidebar).toBeNull();
    expect(() => buildVersionDocs(current, [doc('x', { displayed_sidebar: 'nope' })], { production: true, sidebars: config({ s: ['x'] }) })).toThrow(
      'docs/docs/x.md:3: displayed_sidebar "nope" is not a sidebar of this version',
    );
  });

  it('links the pages pagination_prev/_next name (null: none) and names a page by its pagination_label', () => {
    expect(built.pages['/docs/ref/a']).toMatchObject({ prev: { type: 'link', label: '总览', link: '/docs/intro' }, next: null });
    expect(built.pages['/docs/guide/setup'].next).toEqual({ type: 'link', label: '上手', link: '/docs/guide/use' });
    expect(built.pages['/docs/guide/setup'].prev).toBeUndefined();
    expect(prevNext(built.sidebars.ref, '/docs/ref/a', built.pages['/docs/ref/a'])).toEqual({
      prev: { type: 'link', label: '总览', link: '/docs/intro' },
      next: undefined,
    });
    expect(() => buildVersionDocs(current, [doc('x', { pagination_next: 'gone' })], { production: true, sidebars: config({ s: ['x'] }) })).toThrow(
      'docs/docs/x.md:3: pagination_next "gone" is not the id of a doc of this version',
    );
  });

  it('sends a version without a root page to its first sidebar’s first page', () => {
    const data = {
      [current.name]: built,
      [v517.name]: buildVersionDocs(v517, [doc('intro', { title: '5.17' })], { production: true, sidebars: config({ s: ['intro'] }) }),
    };
    expect(landingRedirects(data)).toEqual([
      { from: '/docs', to: '/docs/intro' },
      { from: '/docs/5.17', to: '/docs/5.17/intro' },
    ]);
  });
});

describe('the browser build’s chunks', () => {
  it('puts each sidebar module in a chunk of its own, matched by a pattern Rspack applies without calling back into JavaScript', () => {
    const config: { optimization?: { splitChunks?: { cacheGroups?: Record<string, { test: unknown; name: (module: unknown) => string }> } } } = {};
    const rspack = docsEnginePlugin().builderConfig?.tools?.rspack as (config: unknown, context: { target: string; isProd: boolean }) => void;
    rspack(config, { target: 'web', isProd: true });
    const group = config.optimization?.splitChunks?.cacheGroups?.sidebars;
    expect(group?.test).toBeInstanceOf(RegExp);
    const test = group?.test as RegExp;
    const sidebar = path.join(CACHE_DIR, 'sidebars', 'current.docs.js');
    expect(test.test(sidebar)).toBe(true);
    expect(test.test(`${path.join(CACHE_DIR, 'sidebars')}-other/a.js`)).toBe(false);
    expect(test.test(path.resolve('docs/docs/faq.md'))).toBe(false);
    expect(group?.name({ nameForCondition: () => sidebar })).toBe('sidebar-current.docs');
    const dev: typeof config = {};
    rspack(dev, { target: 'web', isProd: false });
    expect(dev.optimization).toBeUndefined();
  });
});
