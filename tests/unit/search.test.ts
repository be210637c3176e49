import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../core/search/build';
import { searchConfigFromEnv } from '../../core/search/config';
import { withinOneEdit } from '../../core/search/edits';
import { type IndexSource, SearchIndex } from '../../core/search/engine';
import { facetFilters } from '../../core/search/facetFilters';
import { headingSlug, type IndexMeta, recordPlaces, type SearchRecord, shardOf } from '../../core/search/format';
import { highlight, markTerms, snippet } from '../../core/search/highlight';
import { chineseWords, indexTokens, parts, queryTerms } from '../../core/search/tokenize';
import { collectionFiles } from '../../plugins/search-index';
import { linkTexts, pageRecords } from '../../plugins/search-index/records';
import { search } from '../../theme/components/Search/logic/client';
import { localHitUrl } from '../../theme/components/Search/logic/urls';

const doc = (url: string, lvl1: string, content: string, lvl2?: string, kind: SearchRecord['kind'] = 'doc'): SearchRecord => ({
  url,
  hierarchy: lvl2 ? { lvl0: kind === 'blog' ? '博客' : '文档', lvl1, lvl2 } : { lvl0: kind === 'blog' ? '博客' : '文档', lvl1 },
  content,
  kind,
});

const RECORDS: SearchRecord[] = [
  doc('/docs/installation/helm', '使用 Helm 安装', '在已有的 Kubernetes 集群上通过 Helm Chart 安装 Rainbond。'),
  doc('/docs/installation/helm#values', '使用 Helm 安装', '可以在 values.yaml 中修改镜像仓库地址。', '配置 values'),
  doc('/docs/faq', '常见问题', '使用中遇到的问题。'),
  doc('/docs/faq#install', '常见问题', '检查节点资源与镜像仓库的网络。', '安装失败怎么办'),
  doc('/docs/app', '部署应用', '可以用 helm 安装的应用也能导入，安装完成后在控制台管理。'),
  doc('/docs/source-code/nodejs', 'Node.js 项目', '平台识别 package.json 后按 Node.js 规范构建。'),
  doc('/docs/source-code/springboot', 'Spring Boot 项目', 'Maven 构建 Spring Boot 应用的源码部署说明。'),
  doc('/docs/source-code/golang', 'Go 项目', '包含 go.mod 的仓库识别为 Go 语言，源码部署时自动编译。'),
  doc('/docs/ops/reset-password', '重置管理员密码', '忘记密码时在控制台容器中执行命令。'),
  doc('/blog/golang-tips', 'Go 与 Kubernetes 的一些经验', '博客文章讨论 Go 服务在 K8s 上的部署与源码构建。', undefined, 'blog'),
  doc('/blog/gateway', '网关实践', 'Rainbond 网关支持 HTTP 与 TCP 策略。', undefined, 'blog'),
  doc('/docs/gateway', '网关', '网关负责把外部流量转发给组件。'),
  doc('/docs/gateway#http', '网关', '为组件添加 HTTP 网关规则，按域名和路径转发。', 'HTTP 规则'),
];

/** The index built from records, read from memory as the browser reads the files. */
function memoryIndex(records: SearchRecord[]): SearchIndex {
  const files = collectionFiles(records);
  const read = (name: string) => Promise.resolve(JSON.parse(files.get(name) as string));
  const source: IndexSource = { meta: () => read('meta.json'), shard: (index) => read(`t${index}.json`), content: (page) => read(`c${page}.json`) };
  return new SearchIndex(source);
}

const urls = async (index: SearchIndex, query: string) => (await index.search(query)).hits.map((hit) => hit.url);
const pages = async (index: SearchIndex, query: string) => [...new Set((await urls(index, query)).map((url) => url.split('#')[0]))];

describe('tokenizing', () => {
  it('cuts Chinese into words, joining the domain words the segmenter splits, and keeps every character pair', () => {
    expect(chineseWords('重置管理员密码')).toEqual(['重置', '管理员', '密码']);
    expect(chineseWords('组件的健康检测')).toEqual(['组件', '的', '健康检测']);
    expect(indexTokens('离线安装', 'body')).toEqual(expect.arrayContaining(['离线安装', '离线', '线安', '安装']));
    expect(parts('源码部署')).toEqual(['源码', '部署']);
    expect(parts('云原生')).toEqual(['云原', '原生']);
  });
  it('makes Latin spellings of one thing the same token', () => {
    for (const spelling of ['nodejs', 'Node.js', 'node js', 'NODE.JS']) expect(queryTerms(spelling).map((term) => term.tokens)).toEqual([['nodejs']]);
    for (const spelling of ['Spring Boot', 'springboot', 'spring-boot']) expect(queryTerms(spelling)[0].tokens).toEqual(['springboot']);
    expect(queryTerms('K8s')[0].tokens).toEqual(['kubernetes']);
    expect(queryTerms('Go')[0].tokens).toEqual(['golang']);
    expect(indexTokens('rbd-hub', 'body')).toEqual(['rbd-hub', 'rbdhub', 'rbd', 'hub']);
  });
  it('indexes a term’s broader term too, without widening the query', () => {
    expect(indexTokens('OpenAPI', 'body')).toEqual(['openapi', 'api']);
    expect(queryTerms('OpenAPI')[0].tokens).toEqual(['openapi']);
  });
  it('drops common single characters beside words, and maps Chinese names of Latin terms', () => {
    expect(queryTerms('组件的端口').map((term) => term.text)).toEqual(['组件', '端口']);
    expect(queryTerms('服务网格')[0].tokens).toEqual(['服务网格', 'servicemesh']);
  });
  it('finds words one edit apart', () => {
    expect(withinOneEdit('kubernetes', 'kubernetse')).toBe(true);
    expect(withinOneEdit('rainbond', 'rainbnd')).toBe(true);
    expect(withinOneEdit('gateway', 'gatewey')).toBe(true);
    expect(withinOneEdit('helm', 'hello')).toBe(false);
  });
  it('places a token in the same shard everywhere', () => {
    expect(shardOf('安装', 7)).toBe(shardOf('安装', 7));
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((token) => shardOf(token, 4))).size).toBeGreaterThan(1);
  });
});

describe('ranking', () => {
  const index = memoryIndex(RECORDS);
  it('puts a title match above a heading match above body text', async () => {
    expect(await pages(index, '安装')).toEqual(['/docs/installation/helm', '/docs/faq', '/docs/app']);
  });
  it('puts a page above its own sections when both match', async () => {
    expect((await urls(index, '网关'))[0]).toBe('/docs/gateway');
  });
  it('puts docs above blog posts for the same strength of match', async () => {
    expect((await pages(index, 'golang')).slice(0, 2)).toEqual(['/docs/source-code/golang', '/blog/golang-tips']);
  });
  it('finds pages by any spelling', async () => {
    expect((await pages(index, 'nodejs'))[0]).toBe('/docs/source-code/nodejs');
    expect((await pages(index, 'node js'))[0]).toBe('/docs/source-code/nodejs');
    expect((await pages(index, 'Spring Boot 源码部署'))[0]).toBe('/docs/source-code/springboot');
    expect(await pages(index, 'k8s')).toContain('/docs/installation/helm');
  });
  it('answers with the pages matching all terms first, then those matching most', async () => {
    const found = await pages(index, '重置密码 网关');
    expect(found.slice(0, 1)).toEqual(['/docs/ops/reset-password']);
    expect(found).toContain('/docs/gateway');
    expect(await pages(index, 'HTTP 网关规则')).toEqual(expect.arrayContaining(['/docs/gateway']));
    expect((await urls(index, 'HTTP 网关规则'))[0]).toBe('/docs/gateway#http');
  });
  it('completes the word being typed and forgives one typo in longer words', async () => {
    const full = await pages(index, 'kubernetes');
    expect(full).toContain('/docs/installation/helm');
    expect(await pages(index, 'kube')).toEqual(full);
    expect(await pages(index, 'kubernets')).toEqual(full);
    expect((await pages(index, 'helmm'))[0]).toBe('/docs/installation/helm');
    expect(await pages(index, 'helx')).toEqual([]);
  });
  it('completes a whole word to its three most used longer words, a part of a word to eight', async () => {
    const longer = ['mysqld', 'mysqldump', 'mysqladmin', 'mysqlsh', 'mysqlx'];
    const records = longer.flatMap((word, rank) =>
      Array.from({ length: 6 - rank }, (_, copy) => doc(`/docs/${word}#s${copy}`, word, `设置 ${word}。`, `小节 ${copy}`)),
    );
    const index = memoryIndex([...records, doc('/docs/mysql', 'MySQL', '部署 mysql。'), doc('/docs/mysql-2', 'MySQL 2', '连接 mysql。')]);
    expect((await pages(index, 'mysql')).sort()).toEqual(['/docs/mysql', '/docs/mysql-2', '/docs/mysqladmin', '/docs/mysqld', '/docs/mysqldump']);
    expect(await pages(index, 'mysq')).toHaveLength(7);
  });
  it('is empty only when nothing matches', async () => {
    expect((await index.search('量子计算')).nbHits).toBe(0);
    expect((await index.search('helm 量子')).nbHits).toBeGreaterThan(0);
  });
  it('answers in Algolia’s shape with highlights, snippets and pagination', async () => {
    const response = await index.search('网关', { hitsPerPage: 1 });
    expect(response).toMatchObject({ page: 0, hitsPerPage: 1 });
    expect(response.nbPages).toBe(response.nbHits);
    const [hit] = response.hits;
    expect(hit).toMatchObject({ objectID: '/docs/gateway', type: 'lvl1', hierarchy: { lvl0: '文档', lvl1: '网关', lvl2: null } });
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<mark>网关</mark>');
    expect(hit._snippetResult.content.value).toContain('<mark>网关</mark>');
  });
  it('lists the same hits without their texts, downloading none, when asked to', async () => {
    const files = collectionFiles(RECORDS);
    const asked: string[] = [];
    const read = (name: string) => {
      asked.push(name);
      return Promise.resolve(JSON.parse(files.get(name) as string));
    };
    const index = new SearchIndex({ meta: () => read('meta.json'), shard: (n) => read(`t${n}.json`), content: (n) => read(`c${n}.json`) });
    const listed = await index.search('helm 安装', { withText: false });
    expect(asked.some((name) => name.startsWith('c'))).toBe(false);
    expect(listed.hits.every((hit) => hit.content === null)).toBe(true);
    const full = await index.search('helm 安装');
    expect(full.hits.map((hit) => hit.url)).toEqual(listed.hits.map((hit) => hit.url));
    expect(full.hits[0].content).not.toBeNull();
  });
  it('escapes HTML in results', async () => {
    const evil = memoryIndex([doc('/x', '<img src=x onerror=alert(1)> 标题', '')]);
    expect((await evil.search('标题')).hits[0]._highlightResult.hierarchy.lvl1.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>标题</mark>');
  });
  it('finds identifiers written only in code blocks', async () => {
    const withCode = memoryIndex([{ ...doc('/docs/maven', 'Maven 构建参数', '构建时可以传入自定义参数。'), code: 'BUILD_MAVEN_CUSTOM_OPTS=-DskipTests' }]);
    expect(await pages(withCode, 'BUILD_MAVEN_CUSTOM_OPTS')).toEqual(['/docs/maven']);
  });
});

describe('ranking a reader’s question', () => {
  const blog = (url: string, lvl1: string, content: string, lvl2?: string) => doc(url, lvl1, content, lvl2, 'blog');
  const index = memoryIndex([
    { ...doc('/docs/dependon', '组件依赖与连接信息', '组件之间的调用用依赖表达。'), summary: '文档 组件间依赖关系的作用与连接信息变量' },
    doc('/docs/dependon#order', '组件依赖与连接信息', '被依赖的组件正常运行之后，调用方才启动。', '依赖带来的启动顺序'),
    doc('/docs/mesh', '服务网格', '网格插件提供熔断与限流。', '熔断与限流'),
    doc('/docs/health', '健康检测', '为组件配置存活与就绪检测。'),
    doc('/docs/ops', '平台运维', '运维时会用到 rbd-system 命名空间，网关 gateway 也在其中。'),
    doc('/docs/gateway-nodes', '网关节点', '网关 rbd-gateway 运行在网关节点上。'),
    blog('/blog/dependency', '服务之间不再写死地址', '写在前面。'),
    blog(
      '/blog/dependency#story',
      '服务之间不再写死地址',
      '我们的组件之间依赖关系复杂，启动顺序经常出错，组件依赖理清之后，启动顺序也就清楚了。',
      '一次上线事故',
    ),
    blog('/blog/health', '滚动更新的经验', '组件的健康检测怎么配置？我们踩过坑。'),
    blog('/blog/circuit', '熔断与限流', '一个慢服务拖垮整个系统的故事。'),
  ]);
  it('puts the doc page whose title, headings and description hold the question above a post that only mentions its words', async () => {
    expect((await pages(index, '组件启动顺序 依赖关系'))[0]).toBe('/docs/dependon');
  });
  it('does not require the words a question is phrased with', async () => {
    expect(queryTerms('健康检测怎么配置').map((term) => [term.text, term.kind])).toEqual([
      ['健康检测', 'word'],
      ['怎么', 'extra'],
      ['配置', 'word'],
    ]);
    expect((await pages(index, '组件健康检测怎么配置'))[0]).toBe('/docs/health');
  });
  it('still puts a post first when the question is its title', async () => {
    expect((await pages(index, '熔断与限流'))[0]).toBe('/blog/circuit');
  });
  it('matches a joined word as written above its parts found apart', async () => {
    expect(queryTerms('rbd-gateway')[0]).toMatchObject({ tokens: ['rbd-gateway', 'rbdgateway'], pairs: ['rbd', 'gateway'] });
    expect(await pages(index, 'rbd-gateway')).toEqual(['/docs/gateway-nodes', '/docs/ops']);
  });
  it('reads single characters the segmenter left apart as the pair they form, and everyday words as the docs write them', () => {
    const words = (query: string) => queryTerms(query).filter((term) => term.kind === 'word');
    expect(words('出故障了发钉钉通知').map((term) => term.text)).toContain('钉钉');
    expect(words('怎么装 helm')[0]).toMatchObject({ text: '装', tokens: ['装', '安装'] });
    expect(queryTerms('访问量大的时候').find((term) => term.text === '时候')?.kind).toBe('extra');
    expect(words('服务器不能上外网 现场没网 两个组件共用').map((term) => term.tokens)).toEqual([
      ['服务器', '节点'],
      ['不能'],
      ['外网', '公网'],
      ['现场'],
      ['没网', '离线'],
      ['两个'],
      ['组件'],
      ['共用', '共享'],
    ]);
  });
  it('finds a single character where it is written before the next word', async () => {
    expect(queryTerms('组件读写同一个目录').find((term) => term.text === '同')?.tokens).toEqual(['同', '同一']);
    const index = memoryIndex([doc('/docs/apart', '部署说明', '一个组件读写不同的目录。'), doc('/docs/share', '存储说明', '多个组件可以读写同一个目录。')]);
    expect((await pages(index, '组件读写同一个目录'))[0]).toBe('/docs/share');
  });
  it('weighs each word of a question by its rarity: one rare word the page has outweighs two common ones', async () => {
    const common = Array.from({ length: 8 }, (_, index) => doc(`/docs/page-${index}`, `第 ${index} 页`, '在平台上使用组件。'));
    const index = memoryIndex([...common, doc('/docs/usage', '平台使用说明', '在平台上使用。'), doc('/docs/dingtalk', '钉钉通知', '把事件发到群里。')]);
    expect((await pages(index, '钉钉 平台 使用'))[0]).toBe('/docs/dingtalk');
  });
  it('puts a guide above an endpoint of the API reference, unless the question is about the API', async () => {
    const index = memoryIndex([
      doc('/docs/api/team/createTeam', '创建团队 createTeam', '请求体与返回值。', undefined, 'api'),
      doc('/docs/team', '创建团队并邀请成员', '在控制台操作。'),
    ]);
    expect(await pages(index, '创建团队')).toEqual(['/docs/team', '/docs/api/team/createTeam']);
    expect((await pages(index, '创建团队 接口'))[0]).toBe('/docs/api/team/createTeam');
  });
  it('finds Chinese words by the Latin name readers type', async () => {
    expect(queryTerms('token')[0].tokens).toEqual(['token', '令牌']);
    expect(queryTerms('migrate existing workloads').map((term) => term.tokens)).toEqual([
      ['migrate', '迁移'],
      ['existing', '已有'],
      ['workloads', '工作负载'],
    ]);
  });
});

describe('the index files', () => {
  it('keep a posting per record and token, shards by token, text per page', () => {
    const { meta, shards, contents } = buildIndex(RECORDS);
    expect(meta.pages[0]).toEqual(['/docs/installation/helm', '文档', '使用 Helm 安装', 0]);
    expect(meta.records.slice(0, 2)).toEqual([
      [0, 1, '', 0],
      [0, 2, '配置 values', 'values'],
    ]);
    expect(recordPlaces(meta.records)[1]).toEqual({ page: 0, anchor: 'values', lvl2: '配置 values', lvl3: '' });
    expect(contents[0]).toEqual(['在已有的 Kubernetes 集群上通过 Helm Chart 安装 Rainbond。', '可以在 values.yaml 中修改镜像仓库地址。']);
    expect(meta.latin.map(([word]) => word)).toContain('kubernetes');
    const shard = shards[shardOf('helm', meta.shards)];
    expect(shard.helm.length % 3).toBe(0);
  });
  it('weigh a single character by how many records have it in their text, not only in titles and headings', () => {
    const titleWeight = (bodies: string) => {
      const { meta, shards } = buildIndex([
        doc('/docs/ports', '端口范围', '可用的端口。'),
        ...Array.from({ length: 9 }, (_, index) => doc(`/docs/p${index}`, `第 ${index} 页`, bodies)),
      ]);
      return shards[shardOf('端', meta.shards)].端[2];
    };
    expect(titleWeight('客户端与服务端的说明。')).toBeLessThan(titleWeight('没有那个字的说明。') / 2);
  });
  it('store an anchor only where it is not the heading’s slug, and give an h3 its h2', () => {
    expect(headingSlug('第一阶段：勘察比安装更重要')).toBe('第一阶段勘察比安装更重要');
    expect(headingSlug('配置 Values.yaml')).toBe('配置-valuesyaml');
    const places = recordPlaces([
      [0, 1, '', 0],
      [0, 2, '准备工作', 0],
      [0, 3, '检查节点', 'check'],
    ]);
    expect(places.map((place) => [place.anchor, place.lvl2, place.lvl3])).toEqual([
      ['', '', ''],
      ['准备工作', '准备工作', ''],
      ['check', '准备工作', '检查节点'],
    ]);
  });
  it('name the build in meta.json, so fetched files are never stale', () => {
    const meta = JSON.parse(collectionFiles(RECORDS).get('meta.json') as string) as IndexMeta;
    expect(meta.hash).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('snippets and highlighting', () => {
  const text = '第一句话在这里。Rainbond 的网关支持按域名和路径转发流量，也支持 TCP 端口映射和证书管理，配置都在控制台完成。';
  it('cuts about N words around the first match with ellipses', () => {
    const terms = markTerms(['证书'], text);
    const short = snippet(text, terms, 5);
    expect(short).toContain('证书');
    expect(short.startsWith('…')).toBe(true);
    expect(short.length).toBeLessThan(snippet(text, terms, 10).length);
  });
  it('marks the longest words first and escapes HTML', () => {
    expect(markTerms(['网关', '证书', '网关证书'], text)).toEqual(['网关', '证书']);
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
  it('filters by language and by the docs version being read; site pages come with the current version only', () => {
    expect(facetFilters('5.17')).toEqual(['language:zh', ['docusaurus_tag:docs-default-5.17']]);
    expect(facetFilters('current')).toEqual(['language:zh', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  });
});

/** Serves a collection's files to the client's fetch, as the build writes them. */
function serveFiles(records: SearchRecord[]) {
  const files = collectionFiles(records);
  const backup = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL) => {
    const name = String(input).split('/').pop()?.split('?')[0] ?? '';
    const text = files.get(name);
    return text === undefined ? new Response('', { status: 404 }) : new Response(text);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = backup;
  };
}

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
    const restore = serveFiles(RECORDS);
    try {
      const { results } = await search({ mode: 'local', searchPagePath: '/search' }, [{ indexName: 'x', query: 'helm' }], 'hook', (hits) => hits.slice(0, 1));
      expect(results[0].hits).toHaveLength(1);
      expect(results[0].nbHits).toBe(3);
    } finally {
      restore();
    }
  });
  it('honour attributesToSnippet content:5 for narrow screens', async () => {
    const long = '第一段话说明背景。Rainbond 网关把外部请求按照域名和路径转发给组件，同时负责证书的加载与续期，配置都在控制台完成。';
    const restore = serveFiles([doc('/g', '说明', long)]);
    try {
      const config = { mode: 'local' as const, searchPagePath: '/search' };
      const wide = await search(config, [{ indexName: 'x', query: '证书', params: { attributesToSnippet: ['content:10'] } }], 'snippet');
      const narrow = await search(config, [{ indexName: 'x', query: '证书', params: { attributesToSnippet: ['content:5'] } }], 'snippet');
      expect(narrow.results[0].hits[0]._snippetResult.content.value.length).toBeLessThan(wide.results[0].hits[0]._snippetResult.content.value.length);
    } finally {
      restore();
    }
  });
});

describe('pageRecords', () => {
  it('finds a page by the words other pages link to it with', async () => {
    const page = (routePath: string, links: [string, string][]) => ({ routePath, title: routePath, content: '正文', toc: [], frontmatter: {}, links });
    const texts = linkTexts([
      page('/docs/a', [['设计理念', '/docs/concept']]),
      page('/docs/b', [
        ['设计思路', '/docs/concept'],
        ['自身', '/docs/b'],
      ]),
    ]);
    expect(texts.get('/docs/concept')).toBe('设计理念 设计思路');
    expect(texts.has('/docs/b')).toBe(false);
    const index = memoryIndex([
      ...pageRecords({ ...page('/docs/concept', []), frontmatter: { title: '设计思想' } }, texts.get('/docs/concept')),
      doc('/docs/other', '其他', '介绍设计与实现。'),
    ]);
    expect(await pages(index, '设计理念')).toEqual(['/docs/concept', '/docs/other']);
  });
  it('writes a page record and one per section with its hierarchy, whole text and code', () => {
    const content = '开头介绍。\n\n准备工作\n\n安装 kubectl。\n\n检查\n\n运行命令。';
    const records = pageRecords({
      routePath: '/docs/x',
      title: 'X',
      content,
      frontmatter: { title: '安装指南', description: '如何安装。', keywords: ['Helm', '离线'] },
      toc: [
        { id: 'prep', text: '准备工作', depth: 2, charIndex: content.indexOf('准备工作') },
        { id: 'check', text: '检查', depth: 3, charIndex: content.indexOf('检查') },
      ],
      code: ['', 'kubectl version', 'kubectl get pods'],
    });
    expect(records).toEqual([
      {
        url: '/docs/x',
        hierarchy: { lvl0: '文档', lvl1: '安装指南' },
        content: '开头介绍。',
        code: '',
        anchors: '',
        summary: '文档 如何安装。 Helm 离线',
        kind: 'doc',
      },
      { url: '/docs/x#prep', hierarchy: { lvl0: '文档', lvl1: '安装指南', lvl2: '准备工作' }, content: '安装 kubectl。', code: 'kubectl version', kind: 'doc' },
      {
        url: '/docs/x#check',
        hierarchy: { lvl0: '文档', lvl1: '安装指南', lvl2: '准备工作', lvl3: '检查' },
        content: '运行命令。',
        code: 'kubectl get pods',
        kind: 'doc',
      },
    ]);
  });
  it('holds a diagram as the words the page shows of it (title and description), not its source', () => {
    const diagram = 'flowchart LR\n  accTitle: 建立依赖后的效果\n  accDescr: Web 组件通过依赖访问数据库\n  web[Web 组件] --> db[(数据库)]';
    const content = `开头。\n\n${diagram}\n\n依赖\n\n添加依赖后组件可以访问数据库。\n\n${diagram}\n\n结尾。`;
    const records = pageRecords({
      routePath: '/docs/dep',
      title: '组件依赖',
      content,
      frontmatter: {},
      toc: [{ id: 'dep', text: '依赖', depth: 2, charIndex: content.indexOf('依赖\n') }],
      diagrams: [diagram],
    });
    expect(records.map((record) => record.content)).toEqual([
      '开头。 建立依赖后的效果 Web 组件通过依赖访问数据库',
      '添加依赖后组件可以访问数据库。 建立依赖后的效果 Web 组件通过依赖访问数据库 结尾。',
    ]);
  });
  it('skips unlisted pages and list pages, and files blog posts as blog and the API reference as api', () => {
    expect(pageRecords({ routePath: '/blog/page/2', title: 'b', content: '', toc: [], frontmatter: {} })).toEqual([]);
    expect(pageRecords({ routePath: '/docs/y', title: 'y', content: '', toc: [], frontmatter: { unlisted: true } })).toEqual([]);
    expect(pageRecords({ routePath: '/blog/p', title: '文章', content: '正文', toc: [], frontmatter: {} })[0].kind).toBe('blog');
    const kind = (routePath: string) => pageRecords({ routePath, title: 't', content: '正文', toc: [], frontmatter: {} })[0].kind;
    expect([kind('/docs/api/team/createTeam'), kind('/docs/5.17/api/team'), kind('/docs/api'), kind('/docs/5.17/api')]).toEqual(['api', 'api', 'doc', 'doc']);
  });
  it('names a site page’s area as the navbar does', () => {
    expect(pageRecords({ routePath: '/case/kgdata', title: '案例', content: '正文', toc: [], frontmatter: {} })[0].hierarchy.lvl0).toBe('用户案例');
    expect(pageRecords({ routePath: '/enterprise_server', title: '企业版', content: '正文', toc: [], frontmatter: {} })[0].hierarchy.lvl0).toBe('企业版');
    expect(pageRecords({ routePath: '/privacy', title: '隐私', content: '正文', toc: [], frontmatter: {} })[0].hierarchy.lvl0).toBe('网站');
  });
  it('finds a page by its description and keywords, below one whose title has the words', async () => {
    const index = memoryIndex([
      ...pageRecords({
        routePath: '/docs/reset',
        title: '重置管理员密码',
        content: '在 Pod 内执行命令。',
        toc: [],
        frontmatter: { description: '管理员忘记密码时如何登录。', keywords: ['change_password'] },
      }),
      doc('/docs/password', '忘记密码', '找回。'),
      doc('/docs/other', '其他', '无关内容。'),
    ]);
    expect(await pages(index, '忘记密码')).toEqual(['/docs/password', '/docs/reset']);
    expect(await pages(index, 'change_password')).toEqual(['/docs/reset']);
  });
});
