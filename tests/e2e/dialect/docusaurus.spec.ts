import type { Page } from '@playwright/test';
import { buildCompatSite, type CompatSite, openHydrated } from '../support/compatSite';
import { expect, test } from '../support/fixtures';

// tests/fixtures/docusaurus is a small Docusaurus 3 site written the way such sites are: every item of
// the dialect we accept appears in it once. `npm run compat` builds it with our engine; these tests
// read the harness's report and open the pages it built, as a reader would.

interface Report {
  rows: { file: string; status: 'built' | 'warnings' | 'failed'; reasons: string[] }[];
  wrong: { page: string; shows: string }[];
  siteWarnings: { file: string; message: string }[];
  buildFailed: string;
  pages: { all: number; docs: number; blog: number };
}

let built: CompatSite<Report>;
let report: Report;

test.beforeAll(async () => {
  // A whole build runs here: far beyond a hook's default 30 s.
  test.setTimeout(180_000);
  built = await buildCompatSite<Report>('tests/fixtures/docusaurus');
  report = built.report;
});

test.afterAll(async () => {
  await built?.close();
});

const open = (page: Page, route: string) => openHydrated(page, `${built.url}${route}`);

const row = (file: string) => report.rows.find((entry) => entry.file === file);

test('every file builds but one: a missing component fails its page with file and line, the rest of the site builds', () => {
  expect(report.buildFailed).toBe('');
  expect(report.rows.filter((entry) => entry.status === 'failed').map((entry) => entry.file)).toEqual(['docs/mdx/missing.md']);
  expect(row('docs/mdx/missing.md')?.reasons[0]).toMatch(/^5: .*imports "@site\/src\/components\/Chart", which this site does not have/);
  // No built page shows the dialect as text, but the failed one, which says it did not build.
  expect(report.wrong).toEqual([{ page: '/docs/mdx/missing', shows: 'a page that did not build' }]);
});

test('the summary counts the pages the output has, not the files it meant to build', () => {
  // 26 doc pages: 27 sources less the draft, plus the generated index and the version root's redirect
  // (the failed page is there, saying so); 6 blog pages; the harness's landing page and the home page.
  expect(report.pages).toEqual({ all: 34, docs: 26, blog: 6 });
});

test('an unknown front matter key and an unknown code language are warnings with the line, and remote images are reported by host', () => {
  expect(row('docs/frontmatter/hidden-title.md')?.reasons).toEqual(['13: unknown front matter key "describe": did you mean "description"? (ignored)']);
  expect(row('docs/code.md')?.reasons).toEqual(['35: code language "promql" is not known to the highlighter; shown as plain text']);
  expect(report.siteWarnings.map((warning) => warning.message)).toContain(
    '1 images load from img.example.com: add it to IMAGE_HOSTS (and the CSP), or vendor them into public/',
  );
});

test('a page that imports components renders them: admonition, code block, base URL, sidebar category, video', async ({ page }) => {
  await open(page, '/docs/mdx/components');
  const main = page.locator('main');
  await expect(main.locator('.rp-callout').filter({ hasText: '组件写法的提示' })).toContainText('用组件写出的警告。');
  await expect(main.locator('pre')).toContainText('replicas: 2');
  await expect(main.getByText('values.yaml')).toBeVisible();
  await expect.poll(() => main.getByRole('img', { name: '用 useBaseUrl 得到的图标' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('category-items').locator('li')).toHaveText(['组件导入', '缺少的组件', '嵌套分组']);
  // The site's Bilibili component is our click-to-play video: nothing loads from the video host until played.
  await expect(main.getByRole('button', { name: /点击播放/ })).toBeVisible();
  await expect(main.locator('iframe')).toHaveCount(0);
});

test('tabs: a groupId choice follows across the page and is remembered; defaults and queryString work', async ({ page }) => {
  await open(page, '/docs/mdx/tabs');
  const groups = page.locator('main [role="tablist"]');
  await expect(groups.nth(0).getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(groups.nth(2).getByRole('tab', { name: 'Helm' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('main').getByText('用 Helm 安装的内容。')).toBeVisible();
  await groups.nth(1).getByRole('tab', { name: 'macOS' }).click();
  await expect(groups.nth(0).getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await groups.nth(0).getByRole('tab', { name: 'Linux' }).click();
  await expect(groups.nth(1).getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]os=linux/);
  await open(page, '/docs/mdx/tabs');
  await expect(groups.nth(1).getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
  // The query names the choice of the set that asks for it (queryString), over the remembered one.
  await open(page, '/docs/mdx/tabs?os=mac');
  await expect(groups.nth(0).getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
});

test('admonitions: every kind, both title forms, nested, against lists and code, the legacy kinds', async ({ page }) => {
  await open(page, '/docs/admonitions');
  const notes = page.locator('main .rp-callout');
  await expect(notes).toHaveCount(10);
  for (const title of ['注意', '空格后的标题', '方括号里的标题', '警告', '小心', '危险', '外层提示', '内层说明', '重要', '成功'])
    await expect(notes.filter({ hasText: title }).first()).toBeVisible();
  await expect(notes.filter({ hasText: '外层提示' }).locator('.rp-callout')).toContainText('内层的文字。');
  await expect(notes.filter({ hasText: '警告' }).locator('li')).toHaveCount(2);
  await expect(notes.filter({ hasText: '小心' }).locator('pre')).toContainText('echo 紧贴代码块');
  await expect(page.locator('main')).not.toContainText(':::');
});

test('sidebars from the config: its order, labels, nested categories and links; the old version autogenerated', async ({ page }) => {
  await open(page, '/docs/intro');
  const sidebar = page.getByTestId('docs-sidebar');
  await expect(sidebar.locator('a, button').first()).toHaveText('总览');
  await expect(sidebar.getByRole('link', { name: '图表（侧边栏标签）' })).toHaveAttribute('href', '/docs/diagrams');
  await expect(sidebar.getByRole('link', { name: 'Rainbond 仓库' })).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
  await open(page, '/docs/code');
  await expect(page.getByTestId('docs-sidebar').locator('[aria-current="page"]')).toHaveText('代码块');
  await expect(page.getByTestId('breadcrumbs')).toContainText('写作组件');
  await expect(page.getByTestId('breadcrumbs')).toContainText('嵌套分组');
  // 1.0 has a versioned sidebars file listing its folder: guide/index.md is the guide category's page.
  await open(page, '/docs/1.0/guide/setup');
  await expect(page.getByTestId('docs-sidebar').getByRole('link', { name: '1.0 版指南' })).toHaveAttribute('href', '/docs/1.0/guide');
  await expect(page.locator('main .rp-callout')).toContainText('旧版本里的提示块。');
  // A version without a page at its root answers there with its first page.
  await page.goto(`${built.url}/docs`);
  await expect(page).toHaveURL(/\/docs\/intro$/);
});

test('categories: _category_ files, README and same-name pages, generated indexes and DocCardList list their cards', async ({ page }) => {
  await open(page, '/docs/categories/cards-index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('卡片分组的索引');
  await expect(page.locator('main')).toContainText('由分组配置生成的索引页');
  await expect(page.getByTestId('doc-card-list').locator('li').first()).toHaveText('第一张卡片');
  await expect(page.getByTestId('doc-card-list').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('edit-link')).toHaveCount(0);
  await open(page, '/docs/categories/readme-cat');
  await expect(page.getByTestId('docs-sidebar').getByRole('link', { name: 'README 分组', exact: true })).toBeVisible();
  await expect(page.getByTestId('doc-card-list').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('doc-card-list').locator('li')).toContainText('README 分组的子页面');
  await open(page, '/docs/categories/named');
  await expect(page.getByTestId('doc-card-list').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('doc-card-list').locator('li')).toContainText('同名分组的子页面');
  await expect(page.locator('main')).not.toContainText('DocCardList');
});

test('front matter: hidden title, TOC levels, pagination, edit URL, last update, displayed sidebar, number prefixes', async ({ page }) => {
  await open(page, '/docs/frontmatter/hidden-title');
  await expect(page.locator('main h1')).toHaveCount(0);
  await expect(page.getByTestId('toc').locator('a')).toHaveText(['三级标题甲', '三级标题乙']);
  const pager = page.getByTestId('prev-next');
  await expect(pager.getByRole('link')).toHaveCount(1);
  await expect(pager.getByRole('link')).toContainText('总览');
  await expect(page.getByTestId('edit-link')).toHaveAttribute('href', 'https://example.com/edit/hidden-title');
  await expect(page.getByTestId('last-updated')).toContainText('2024/05/01');
  await expect(page.getByTestId('last-updated')).toContainText('样例作者');
  // pagination_label names the numbered page in its neighbours' links.
  await expect(page.getByTestId('docs-sidebar').getByRole('link', { name: '带序号的文件' })).toHaveAttribute('href', '/docs/frontmatter/numbered');
  await open(page, '/docs/custom/place');
  await expect(page.getByTestId('prev-next').getByRole('link').first()).toContainText('序号页');
  await open(page, '/docs/frontmatter/unlisted');
  await expect(page.getByTestId('docs-sidebar').getByRole('link', { name: '总览' })).toBeVisible();
  await open(page, '/docs/frontmatter/numbered');
  await expect(page.getByTestId('toc')).toHaveCount(0);
  const missing = await page.goto(`${built.url}/docs/frontmatter/draft`);
  expect(missing?.status()).toBe(404);
});

test('links and images: relative files, trailing slashes, custom heading ids, static and relative images', async ({ page }) => {
  await open(page, '/docs/links');
  const main = page.getByTestId('doc-content');
  const hrefs = await main.locator('.rp-doc li a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/docs/links/other', '/docs/intro', '/docs/links/other', '#custom-id']);
  await expect(main.locator('h2#custom-id')).toContainText('自定义锚点的标题');
  for (const alt of ['站点目录中的截图', '用 @site 写的图标', '不带 ./ 的相对图片']) {
    const image = main.getByRole('img', { name: alt });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: alt }).toBeGreaterThan(0);
  }
  await open(page, '/docs/links/other');
  await expect(page.locator('main').getByRole('link', { name: '不带扩展名的上一级页面' })).toHaveAttribute('href', '/docs/diagrams');
});

test('code fences: any case, aliases, titles, line highlights, line numbers and highlight comments', async ({ page }) => {
  await open(page, '/docs/code');
  const blocks = page.locator('main pre');
  await expect(page.locator('main').getByText('install.sh')).toBeVisible();
  await expect(page.locator('main .rp-codeblock').first().locator('.rp-codeblock__content--line-numbers')).toHaveCount(1);
  await expect(blocks.nth(1).locator('.highlighted')).toHaveCount(3);
  await expect(blocks.nth(5).locator('.highlighted')).toHaveText(['const second = 2;']);
  await expect(blocks.nth(5)).not.toContainText('highlight-next-line');
  await expect(blocks.nth(6)).toContainText('sum(rate(http_requests_total[5m]))');
});

test('a mermaid fence is a diagram drawn at build time', async ({ page }) => {
  await open(page, '/docs/diagrams');
  const image = page.getByTestId('diagram').getByRole('img', { name: /源码经过构建成为镜像/ });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('the blog: year folders, post folders with their slug as written, authors.yml, inline and no authors, both truncate markers', async ({ page }) => {
  await open(page, '/blog');
  const main = page.getByTestId('blog-post-list');
  await expect(main.getByRole('link', { name: '年份文件夹中的文章' })).toHaveAttribute('href', '/blog/year-folder');
  await expect(main.getByRole('link', { name: '文件夹形式的文章' })).toHaveAttribute('href', '/blog/Capital-Slug');
  await expect(main.getByRole('link', { name: '没有作者的文章' })).toBeVisible();
  await expect(main).toContainText('这段文字出现在列表摘要里。');
  await expect(main).not.toContainText('截断标记之后的文字只在文章页出现。');
  await expect(main).not.toContainText('另一种截断标记之后的文字。');
  await open(page, '/blog/year-folder');
  await expect(page.locator('main')).toContainText('截断标记之后的文字只在文章页出现。');
  await expect(page.locator('main')).toContainText('样例文档组');
  await open(page, '/blog/Capital-Slug');
  await expect(page.locator('main')).toContainText('内联作者');
  await expect(page.locator('main')).toContainText('另一种截断标记之后的文字。');
});

test('a doc without a front matter title is named by its first heading: sidebar, breadcrumb, previous link', async ({ page }) => {
  await open(page, '/docs/links/assets');
  await expect(page.getByTestId('docs-sidebar').getByRole('link', { name: '附件与静态图片' })).toHaveAttribute('href', '/docs/links/assets');
  await expect(page.getByTestId('breadcrumbs')).toContainText('附件与静态图片');
  await open(page, '/docs/links/other');
  await expect(page.getByTestId('prev-next').getByRole('link').first()).toContainText('附件与静态图片');
});

test('an image under the site static folder written ../../static/img/x.png shows, and the page builds', async ({ page }) => {
  expect(row('docs/links/assets.md')?.status).toBe('built');
  await open(page, '/docs/links/assets');
  const image = page.getByTestId('doc-content').getByRole('img', { name: '上两级 static 目录中的截图' });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('a blog post finds ../static/img/x.png from its own file too', async ({ page }) => {
  await open(page, '/blog/no-author');
  const image = page.locator('main').getByRole('img', { name: '博客里上一级 static 目录中的图标' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('files that are no pages are served where the page links them; a reference-style link reaches its doc', async ({ page }) => {
  await open(page, '/docs/links/assets');
  const main = page.getByTestId('doc-content');
  for (const name of ['安装脚本', '配置文件', '架构图源文件', '离线包']) {
    const href = await main.getByRole('link', { name }).getAttribute('href');
    const response = await page.request.get(new URL(href ?? '', `${built.url}/docs/links/assets`).href);
    expect(response.status(), `${name}: ${href}`).toBe(200);
  }
  expect(await (await page.request.get(`${built.url}${await main.getByRole('link', { name: '配置文件' }).getAttribute('href')}`)).text()).toContain(
    'replicas: 2',
  );
  await expect(main.getByRole('link', { name: '同名分组' })).toHaveAttribute('href', '/docs/categories/named');
  expect(report.siteWarnings.filter((warning) => warning.file.endsWith('links/assets.html'))).toEqual([]);
});

test('the contents list shows inline code and emphasis of headings as such, not as Markdown', async ({ page }) => {
  await open(page, '/docs/links/assets');
  const links = page.getByTestId('toc').locator('a');
  await expect(links).toHaveText(['下载 values.yaml 与脚本', '加粗 与 强调 的标题']);
  await expect(links.nth(0).locator('code')).toHaveText('values.yaml');
  await expect(links.nth(1).locator('strong')).toHaveText('加粗');
  await expect(links.nth(1).locator('em')).toHaveText('强调');
});

test('collapsed: false categories start open, from the sidebars file and from _category_.json', async ({ page }) => {
  await open(page, '/docs/diagrams');
  const sidebar = page.getByTestId('docs-sidebar');
  await expect(sidebar.getByRole('button', { name: /写作组件$/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: '组件导入' })).toBeVisible();
  await sidebar.getByRole('button', { name: '展开分类页' }).click();
  await expect(sidebar.getByRole('button', { name: /卡片分组$/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: '第一张卡片' })).toBeVisible();
});

test("the edit link follows the site's editUrl, for the current docs and an older version", async ({ page }) => {
  await open(page, '/docs/diagrams');
  await expect(page.getByTestId('edit-link')).toHaveAttribute('href', 'https://example.com/dialect-site/edit/main/docs/diagrams.md');
  await open(page, '/docs/1.0/guide/setup');
  await expect(page.getByTestId('edit-link')).toHaveAttribute('href', 'https://example.com/dialect-site/edit/main/versioned_docs/version-1.0/guide/setup.md');
});
