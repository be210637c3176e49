import { describe, expect, it } from 'vitest';
import { pageRecords } from '../../plugins/search-index/records';
import { facetFilters, search } from '../../theme/components/Search/logic/client';
import { searchConfigFromEnv } from '../../theme/components/Search/logic/config';
import { highlight, markTerms, snippet } from '../../theme/components/Search/logic/highlight';
import { LocalSearchIndex } from '../../theme/components/Search/logic/localIndex';
import { packRecords, unpackRecords } from '../../theme/components/Search/logic/pack';
import { tokenize } from '../../theme/components/Search/logic/tokenize';
import type { SearchRecord } from '../../theme/components/Search/logic/types';
import { localHitUrl } from '../../theme/components/Search/logic/urls';

const RECORDS: SearchRecord[] = [
  { url: '/docs/installation/helm', hierarchy: { lvl0: '文档', lvl1: '使用 Helm 安装' }, content: '在已有的 Kubernetes 集群上通过 Helm Chart 安装 Rainbond。' },
  { url: '/docs/faq#install', hierarchy: { lvl0: '文档', lvl1: '常见问题', lvl2: '安装失败怎么办' }, content: '检查节点资源与镜像仓库的网络。' },
  { url: '/docs/app', hierarchy: { lvl0: '文档', lvl1: '部署应用' }, content: '可以用 helm 安装的应用也能导入，安装完成后在控制台管理。' },
  { url: '/blog/gateway', hierarchy: { lvl0: '博客', lvl1: '网关实践' }, content: 'Rainbond 网关支持 HTTP 与 TCP 策略。' },
];

describe('tokenize', () => {
  it('splits English words and Chinese bigrams, lower-cased', () => {
    expect(tokenize('Helm 安装文档 v6.2')).toEqual(['helm', '安装', '装文', '文档', 'v6.2']);
    expect(tokenize('网')).toEqual(['网']);
    expect(tokenize('Spring-Boot！')).toEqual(['spring-boot']);
  });
});

describe('LocalSearchIndex', () => {
  const index = new LocalSearchIndex(RECORDS);

  it('ranks a title match above headings above body text', () => {
    expect(index.search('安装').hits.map((hit) => hit.url)).toEqual(['/docs/installation/helm', '/docs/faq#install', '/docs/app']);
  });
  it('requires every token, for mixed Chinese and English queries', () => {
    expect(index.search('helm 安装').hits.map((hit) => hit.url)).toEqual(['/docs/installation/helm', '/docs/app']);
    expect(index.search('helm 网关').nbHits).toBe(0);
  });
  it('completes the English word being typed', () => {
    expect(index.search('kube').hits[0].url).toBe('/docs/installation/helm');
  });
  it('answers in Algolia’s shape with highlights and pagination', () => {
    const response = index.search('网关', { hitsPerPage: 1 });
    expect(response).toMatchObject({ nbHits: 1, nbPages: 1, page: 0, hitsPerPage: 1 });
    const [hit] = response.hits;
    expect(hit).toMatchObject({ objectID: '/blog/gateway', type: 'lvl1', hierarchy: { lvl0: '博客', lvl1: '网关实践', lvl2: null } });
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<mark>网关</mark>实践');
    expect(hit._snippetResult.content.value).toContain('<mark>网关</mark>');
  });
  it('escapes HTML in results', () => {
    const evil = new LocalSearchIndex([{ url: '/x', hierarchy: { lvl0: '网站', lvl1: '<img src=x onerror=alert(1)> 标题' }, content: '' }]);
    expect(evil.search('标题').hits[0]._highlightResult.hierarchy.lvl1.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>标题</mark>');
  });
});

describe('snippets and highlighting', () => {
  const text = '第一句话在这里。Rainbond 的网关支持按域名和路径转发流量，也支持 TCP 端口映射和证书管理，配置都在控制台完成。';
  it('cuts about N words around the first match with ellipses', () => {
    const terms = markTerms('证书', text);
    const short = snippet(text, terms, 5);
    expect(short).toContain('证书');
    expect(short.startsWith('…')).toBe(true);
    expect(short.length).toBeLessThan(snippet(text, terms, 10).length);
  });
  it('marks whole Chinese runs, or their bigrams when the run is absent', () => {
    expect(markTerms('网关证书', text)).toEqual(expect.arrayContaining(['网关', '证书']));
    expect(highlight('a & b', ['b']).value).toBe('a &amp; <mark>b</mark>');
  });
});

describe('search configuration', () => {
  it('is local without Algolia settings', () => {
    expect(searchConfigFromEnv({})).toEqual({ mode: 'local', searchPagePath: '/search' });
  });
  it('is hosted with all three, contextual, on the DSN host', () => {
    expect(searchConfigFromEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'rainbond' })).toMatchObject({
      mode: 'algolia',
      host: 'https://APP-dsn.algolia.net',
      contextualSearch: true,
    });
  });
  it('fails with a clear message when some are missing', () => {
    expect(() => searchConfigFromEnv({ ALGOLIA_APP_ID: 'APP' })).toThrow(
      'Hosted search needs ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME together; missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME',
    );
  });
  it('filters by language and by the docs version being read', () => {
    expect(facetFilters('5.17')).toEqual(['language:zh', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-5.17']]);
  });
});

describe('hit URLs', () => {
  const hosted = searchConfigFromEnv({
    ALGOLIA_APP_ID: 'A',
    ALGOLIA_API_KEY: 'k',
    ALGOLIA_INDEX_NAME: 'i',
    ALGOLIA_EXTERNAL_URL_REGEX: 'v5\\.\\d+-docs',
    ALGOLIA_REPLACE_PATHNAME_FROM: '^/zh/',
    ALGOLIA_REPLACE_PATHNAME_TO: '/',
  });
  it('become local paths, with the pathname replacement applied', () => {
    expect(localHitUrl('https://www.rainbond.com/zh/docs/faq?x=1#a', hosted)).toBe('/docs/faq?x=1#a');
  });
  it('stay absolute when they match the external pattern', () => {
    expect(localHitUrl('https://v5.16-docs.rainbond.com/docs/', hosted)).toBe('https://v5.16-docs.rainbond.com/docs/');
  });
  it('apply the site transformItems hook', async () => {
    const fetchBackup = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(JSON.stringify(packRecords([...RECORDS, { ...RECORDS[0], url: '/docs/installation/helm#again' }])))) as typeof fetch;
    try {
      const { results } = await search({ mode: 'local', searchPagePath: '/search' }, [{ indexName: 'x', query: 'helm' }], 'test', (hits) => hits.slice(0, 1));
      expect(results[0].hits).toHaveLength(1);
      expect(results[0].nbHits).toBe(3);
    } finally {
      globalThis.fetch = fetchBackup;
    }
  });
});

describe('pageRecords', () => {
  it('writes a page record and one per section with its hierarchy', () => {
    const content = '开头介绍。\n\n准备工作\n\n安装 kubectl。\n\n检查\n\n运行命令。';
    const records = pageRecords({
      routePath: '/docs/x',
      title: 'X',
      content,
      frontmatter: { title: '安装指南' },
      toc: [
        { id: 'prep', text: '准备工作', depth: 2, charIndex: content.indexOf('准备工作') },
        { id: 'check', text: '检查', depth: 3, charIndex: content.indexOf('检查') },
      ],
    });
    expect(records).toEqual([
      { url: '/docs/x', hierarchy: { lvl0: '文档', lvl1: '安装指南' }, content: '开头介绍。' },
      { url: '/docs/x#prep', hierarchy: { lvl0: '文档', lvl1: '安装指南', lvl2: '准备工作' }, content: '安装 kubectl。' },
      { url: '/docs/x#check', hierarchy: { lvl0: '文档', lvl1: '安装指南', lvl2: '准备工作', lvl3: '检查' }, content: '运行命令。' },
    ]);
  });
  it('skips unlisted pages and list pages', () => {
    expect(pageRecords({ routePath: '/blog/page/2', title: 'b', content: '', toc: [], frontmatter: {} })).toEqual([]);
    expect(pageRecords({ routePath: '/docs/y', title: 'y', content: '', toc: [], frontmatter: { unlisted: true } })).toEqual([]);
  });
});

describe('snippet length from the request', () => {
  it('honours attributesToSnippet content:5 for narrow screens', async () => {
    const long = '第一段话说明背景。Rainbond 网关把外部请求按照域名和路径转发给组件，同时负责证书的加载与续期，配置都在控制台完成。';
    const fetchBackup = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(JSON.stringify(packRecords([{ url: '/g', hierarchy: { lvl0: '文档', lvl1: '说明' }, content: long }])))) as typeof fetch;
    try {
      const config = { mode: 'local' as const, searchPagePath: '/search' };
      const wide = await search(config, [{ indexName: 'x', query: '证书', params: { attributesToSnippet: ['content:10'] } }], 'snippet');
      const narrow = await search(config, [{ indexName: 'x', query: '证书', params: { attributesToSnippet: ['content:5'] } }], 'snippet');
      const [wideHit] = wide.results[0].hits;
      const [narrowHit] = narrow.results[0].hits;
      expect(narrowHit._snippetResult.content.value.length).toBeLessThan(wideHit._snippetResult.content.value.length);
    } finally {
      globalThis.fetch = fetchBackup;
    }
  });
});

describe('packed index', () => {
  it('round-trips records', () => {
    const records = [
      { url: '/a', hierarchy: { lvl0: '文档', lvl1: 'A' }, content: '介绍' },
      { url: '/a#x', hierarchy: { lvl0: '文档', lvl1: 'A', lvl2: 'X' }, content: '一' },
      { url: '/a#y', hierarchy: { lvl0: '文档', lvl1: 'A', lvl2: 'X', lvl3: 'Y' }, content: '二' },
    ];
    expect(packRecords(records)).toEqual([
      [
        '/a',
        '文档',
        'A',
        '介绍',
        [
          ['x', 'X', '', '一'],
          ['y', 'X', 'Y', '二'],
        ],
      ],
    ]);
    expect(unpackRecords(packRecords(records))).toEqual(records);
  });
});
