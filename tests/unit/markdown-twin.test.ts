import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../core/data/versions';
import { prepareMarkdown } from '../../core/dialect/prepare';
import { absoluteUrl, markdownBody, type TwinNode, twinDocument } from '../../core/markdown/twin';
import { twinPath } from '../../core/markdown/twinPath';
import { remarkAdmonitions } from '../../plugins/dialect/remarkAdmonitions';
import { docsInSidebarOrder, llmsFullTxt, llmsTxt } from '../../plugins/seo/files';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/markdown-twin');
const ORIGIN = 'https://www.rainbond.com';

/** A fixture parsed as the site's compiler parses it: prepared in the dialect, with GFM, directives (admonitions) and, for .mdx, MDX. */
function parse(name: string): TwinNode {
  const extension = path.extname(name);
  const { source, mdx } = prepareMarkdown(readFileSync(path.join(FIXTURES, name), 'utf8'), extension);
  const data: Record<string, unknown[]> = {};
  remarkAdmonitions.call({ data: () => data });
  return fromMarkdown(source, {
    extensions: [...(mdx ? [mdxjs()] : []), gfm(), ...(data.micromarkExtensions as [])],
    mdastExtensions: [...(mdx ? [mdxFromMarkdown()] : []), gfmFromMarkdown(), ...(data.fromMarkdownExtensions as [])],
  }) as unknown as TwinNode;
}

const expected = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

describe('Markdown twins', () => {
  it('writes an MDX page with every construct as plain Markdown', () => {
    const body = markdownBody(parse('page.mdx'), { origin: ORIGIN, route: '/docs/installation', title: '安装指南' });
    const twin = twinDocument(
      { title: '安装指南', url: `${ORIGIN}/docs/installation`, description: '在集群中安装。', version: 'V6.2', updated: '2026/11/20 10:00' },
      body,
    );
    expect(twin).toBe(expected('page.mdx.expected.md'));
  });

  it('writes a Markdown page with raw HTML without the HTML', () => {
    const twin = twinDocument(
      { title: '升级', url: `${ORIGIN}/docs/upgrade` },
      markdownBody(parse('page.md'), { origin: ORIGIN, route: '/docs/upgrade', title: '升级' }),
    );
    expect(twin).toBe(expected('page.md.expected.md'));
  });

  it('makes site links absolute page addresses and leaves other sites alone', () => {
    const base = new URL('/docs/installation/helm', ORIGIN);
    expect(absoluteUrl('/docs/faq.html', base, ORIGIN)).toBe(`${ORIGIN}/docs/faq`);
    expect(absoluteUrl('/docs/faq/', base, ORIGIN)).toBe(`${ORIGIN}/docs/faq`);
    expect(absoluteUrl('#安装', base, ORIGIN)).toBe(`${ORIGIN}/docs/installation/helm#安装`);
    expect(absoluteUrl('/', base, ORIGIN)).toBe(ORIGIN);
    expect(absoluteUrl('https://helm.sh/docs/', base, ORIGIN)).toBe('https://helm.sh/docs/');
    expect(absoluteUrl('mailto:a@b.c', base, ORIGIN)).toBe('mailto:a@b.c');
  });
});

describe('which pages have a twin', () => {
  it('docs, blog posts and cases, at their path plus .md', () => {
    expect(twinPath('/docs/installation/helm')).toBe('/docs/installation/helm.md');
    expect(twinPath('/docs/5.17/quick-start')).toBe('/docs/5.17/quick-start.md');
    expect(twinPath('/docs')).toBe('/docs.md');
    expect(twinPath('/blog/helm-chart-to-rainbond-app', 'custom')).toBe('/blog/helm-chart-to-rainbond-app.md');
    expect(twinPath('/case/boe')).toBe('/case/boe.md');
  });
  it('not lists, marketing pages, moved-page stubs or the 404 page', () => {
    expect(twinPath('/blog/page/2', 'custom')).toBeUndefined();
    expect(twinPath('/blog/archive', 'custom')).toBeUndefined();
    expect(twinPath('/case', 'custom')).toBeUndefined();
    expect(twinPath('/feature/devops', 'custom')).toBeUndefined();
    expect(twinPath('/docs/micro-service/example/pig', 'custom')).toBeUndefined();
    expect(twinPath('/docs/nope', '404')).toBeUndefined();
  });
});

describe('llms.txt and llms-full.txt', () => {
  const [current, older] = VERSIONS;
  const page = (routePath: string, title: string, version?: string) => ({ routePath, title, description: '', version, twin: twinPath(routePath) });
  const pages = [
    page('/docs', '文档', 'current'),
    page('/docs/faq', '常见问题', 'current'),
    page('/docs/5.17', '旧文档', '5.17'),
    page('/blog/x', '文章'),
    page('/case/boe', '京东方'),
    page('/partners', '合作伙伴'),
  ];
  const sidebars = { docs: [{ type: 'link' as const, label: '常见问题', link: '/docs/faq' }] };

  it('lists a version in sidebar order, then the pages no sidebar lists', () => {
    const docs = docsInSidebarOrder(
      { sidebars, pages: {}, generated: [] },
      pages.filter((entry) => entry.version === 'current'),
    );
    expect(docs.map((entry) => entry.routePath)).toEqual(['/docs/faq', '/docs']);
  });

  it('links the twins; the root one also lists posts, cases, other pages and the older versions', () => {
    const root = llmsTxt(ORIGIN, pages, current, pages.slice(0, 2));
    expect(root).toContain(`- [常见问题](${ORIGIN}/docs/faq.md)`);
    expect(root).toContain(`## 博客\n\n- [文章](${ORIGIN}/blog/x.md)`);
    expect(root).toContain(`## 用户案例\n\n- [京东方](${ORIGIN}/case/boe.md)`);
    expect(root).toContain(`## 网站\n\n- [合作伙伴](${ORIGIN}/partners)`);
    expect(root).toContain(`- [V5.17 文档](${ORIGIN}/docs/5.17/llms.txt)`);
    const old = llmsTxt(ORIGIN, pages, older, [pages[2]]);
    expect(old).toContain(`## 文档（V5.17）\n\n- [旧文档](${ORIGIN}/docs/5.17.md)`);
    expect(old).not.toContain('/blog/');
  });

  it('joins a version’s twins in one file, in the order given', () => {
    expect(llmsFullTxt(ORIGIN, older, ['# 甲\n', '# 乙\n'])).toBe(
      `# Rainbond V5.17 文档（全文）\n\n> 本版本的全部文档页面，按侧边栏顺序排列；每页的网页地址写在它的开头。目录：${ORIGIN}/docs/5.17/llms.txt\n\n\n---\n\n# 甲\n\n---\n\n# 乙\n`,
    );
  });
});
