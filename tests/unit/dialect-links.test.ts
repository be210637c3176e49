import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentTitle, inlinePieces, plainHeading } from '../../core/dialect/headings';
import { type LinkSite, rewriteLinks } from '../../core/dialect/links';
import type { SourceDoc } from '../../core/docs/types';
import { readSidebarsFile } from '../../plugins/docs-engine/docusaurusSidebars';
import { buildVersionDocs } from '../../plugins/docs-engine/sidebars';
import { compatVersions, contentFilter, siteAliases, siteModule } from '../../scripts/compatVersions';

/** A site of a few files: docs/a/page.md beside docs/a/files/run.sh, its static folder at site/static. */
const FILES = new Set(['/site/docs/a/page.md', '/site/docs/a/files/run.sh', '/site/docs/b/b.md']);
const STATIC = new Set(['/img/x.png', '/files/kit.zip']);
const site = (extra: Partial<LinkSite> = {}): LinkSite => ({
  file: '/work/docs/docs/a/page.md',
  route: '/docs/a/page',
  routeOfFile: (file) => (file === '/work/docs/docs/b/b.md' ? '/docs/b' : undefined),
  versionRootOf: () => '/work/docs/docs',
  fileExists: (file) => FILES.has(file.replace('/work/docs/docs/', '/site/docs/')),
  staticExists: (sitePath) => STATIC.has(sitePath),
  realFile: '/site/docs/a/page.md',
  staticPathOf: (file) => (file.startsWith('/site/static/') ? file.slice('/site/static'.length) : undefined),
  assetUrlOf: (file) => (file === '/work/docs/docs/a/files/run.sh' ? '/assets/files/docs/a/files/run.sh' : undefined),
  ...extra,
});

describe('links and images as Docusaurus resolves them', () => {
  it('finds ../static/… images and files from the writer’s own file, not the copy compiled', () => {
    const { source, problems } = rewriteLinks('![图](../../static/img/x.png)\n[包](../../static/files/kit.zip)', site());
    expect(source).toBe('![图](/img/x.png)\n[包](/files/kit.zip)');
    expect(problems).toEqual([]);
  });
  it('reports a ../static path that reaches no static file', () => {
    expect(rewriteLinks('![图](../../static/img/none.png)', site()).problems).toEqual([
      { line: 1, message: 'image ../../static/img/none.png is found neither beside the page nor among the static files' },
    ]);
  });
  it('in the harness, an image found nowhere becomes a site path the bundler leaves alone, still reported', () => {
    const { source, problems } = rewriteLinks('![图](./none.png)', site({ keepMissingImages: true }));
    expect(source).toBe('![图](/docs/a/none.png)');
    expect(problems).toHaveLength(1);
  });
  it('links a file that is no page where it is served as an asset', () => {
    expect(rewriteLinks('[脚本](./files/run.sh#L2)', site()).source).toBe('[脚本](/assets/files/docs/a/files/run.sh#L2)');
  });
  it('reads a /x.md link as a file of the page’s own version, else as a site path', () => {
    expect(rewriteLinks('[甲](/b/b.md#x) [乙](/docs/c.md)', site()).source).toBe('[甲](/docs/b#x) [乙](/docs/c)');
  });
  it('drops the locale prefix a localised build’s links name', () => {
    expect(rewriteLinks('[插件](/zh/docs/next/cli/plugin#a) [甲](/zh/b/b.md)', site({ localePrefix: '/zh' })).source).toBe(
      '[插件](/docs/next/cli/plugin#a) [甲](/docs/b)',
    );
  });
  it('resolves reference definitions to docs, leaving other definitions alone', () => {
    const { source } = rewriteLinks('见[分组][b]。\n\n[b]: ../b/b.md "分组"\n[x]: https://example.com', site());
    expect(source).toBe('见[分组][b]。\n\n[b]: /docs/b "分组"\n[x]: https://example.com');
  });
});

describe('headings', () => {
  it('takes the title from an h1 at the top of the body, after imports and comments', () => {
    expect(contentTitle('---\nid: x\n---\n\nimport A from "a";\n<!-- 说明 -->\n\n# 安装 `rbd` **命令** {#install}\n\n正文')).toBe('安装 rbd 命令');
    expect(contentTitle('标题\n===\n')).toBe('标题');
    expect(contentTitle('正文在前。\n\n# 不是标题')).toBeUndefined();
    expect(contentTitle('```md\n# 代码里的\n```')).toBeUndefined();
  });
  it('makes heading Markdown plain text', () => {
    expect(plainHeading('[链接](./x.md) 与 ~~删除~~ 和 \\*星号')).toBe('链接 与 删除 和 *星号');
  });
  it('splits a contents entry into code, strong, emphasis and text; underscores stay text', () => {
    expect(inlinePieces('配置 `values.yaml` 的 **关键 *项*** my_var_name')).toEqual([
      { kind: 'text', text: '配置 ', at: 0 },
      { kind: 'code', text: 'values.yaml', at: 3 },
      { kind: 'text', text: ' 的 ', at: 16 },
      {
        kind: 'strong',
        text: '关键 *项*',
        at: 19,
        children: [
          { kind: 'text', text: '关键 ', at: 0 },
          { kind: 'em', text: '项', at: 3, children: [{ kind: 'text', text: '项', at: 0 }] },
        ],
      },
      { kind: 'text', text: ' my_var_name', at: 29 },
    ]);
  });
});

describe('sidebar labels as Docusaurus gives them', () => {
  const doc = (id: string, frontmatter: Record<string, unknown>, contentTitle?: string): SourceDoc => ({
    id,
    file: `docs/${id}.md`,
    frontmatter,
    keyLines: {},
    contentTitle,
  });
  const version = { name: 'current', label: 'Next', isLast: true, path: '/docs', dir: 'docs', maintained: true, released: true };
  const docs = [doc('intro', {}, '简介'), doc('guide/01-setup', {}), doc('guide/use', { title: 'Use' }, '使用')];
  const sidebars = {
    file: 'sidebars.js',
    lineOf: () => 1,
    sidebars: {
      docs: ['intro', { type: 'category', label: 'Guide', items: ['guide/setup', 'guide/use'] }, { type: 'link', label: 'Repo', href: 'https://example.com' }],
    },
  };
  it('names a doc by its first heading when front matter has no title, else by its file name without the number prefix', () => {
    const built = buildVersionDocs(version, docs, { production: true, sidebars });
    expect(built.sidebars.docs[0]).toEqual({ type: 'link', label: '简介', link: '/docs/intro' });
    expect(built.sidebars.docs[1]).toMatchObject({ label: 'Guide', items: [{ label: 'setup' }, { label: 'Use' }] });
  });
  it('translates category and link labels with the locale’s labels', () => {
    const labels = { 'sidebar.docs.category.Guide': '指南', 'sidebar.docs.link.Repo': '仓库' };
    const built = buildVersionDocs({ ...version, labels }, docs, { production: true, sidebars });
    expect(built.sidebars.docs.map((entry) => entry.label)).toEqual(['简介', '指南', '仓库']);
  });
});

describe('the compat harness’s view of a Docusaurus site', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rb-compat-unit-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'docusaurus.config.js',
    "// editUrl: 'https://example.com/old',\nmodule.exports = { presets: [['classic', { docs: { editUrl: 'https://example.com/repo/edit/main' } }]] };",
  );
  write('docs/intro.md', '# Intro');
  write('versions.json', '["1.0"]');
  write('versioned_docs/version-1.0/intro.md', '# Intro');
  write('i18n/zh/docusaurus-plugin-content-docs/current/intro.md', '# 简介');
  write(
    'i18n/zh/docusaurus-plugin-content-docs/current.json',
    JSON.stringify({ 'version.label': { message: '下一版' }, 'sidebar.docs.category.Guide': { message: '指南' } }),
  );

  it('lays a locale’s translated docs and labels over each version, falling back where there are none', () => {
    const [last, current] = compatVersions(root, 'zh');
    expect(last).toMatchObject({ name: '1.0', dir: 'docs', siteDir: 'versioned_docs/version-1.0', translated: undefined, labels: undefined });
    expect(current).toMatchObject({
      name: 'current',
      label: '下一版',
      dir: 'docs/next',
      translated: path.join(root, 'i18n/zh/docusaurus-plugin-content-docs/current'),
    });
    expect(current.labels).toEqual({ 'version.label': '下一版', 'sidebar.docs.category.Guide': '指南' });
  });
  it('makes edit links from the config’s editUrl and each version’s folder', async () => {
    // The module the harness writes over core/data/site.ts, beside a stand-in for the real one.
    write('module/site.base.ts', 'export type FooterColumn = unknown;\nexport type NavItem = unknown;\n');
    write('module/site.ts', siteModule(root, compatVersions(root)));
    const { editUrlOf } = (await import(path.join(root, 'module/site.ts'))) as { editUrlOf: (source: string) => string | undefined };
    expect(editUrlOf('docs/intro.md')).toBe('https://example.com/repo/edit/main/versioned_docs/version-1.0/intro.md');
    expect(editUrlOf('docs/next/intro.md')).toBe('https://example.com/repo/edit/main/docs/intro.md');
    expect(editUrlOf('index.md')).toBeUndefined();
  });
  it('reads a shorthand object of several categories in an items list as one category per key', async () => {
    write('short/sidebars.js', "module.exports = { docs: [{ type: 'category', label: 'Manuals', items: [{ Install: ['a'], Use: ['b', 'c'] }] }] };");
    const { sidebars } = await readSidebarsFile(path.join(root, 'short/sidebars.js'));
    expect(sidebars.docs).toEqual([
      {
        type: 'category',
        label: 'Manuals',
        items: [
          { type: 'category', label: 'Install', items: ['a'] },
          { type: 'category', label: 'Use', items: ['b', 'c'] },
        ],
      },
    ]);
  });
  it('leaves out what Docusaurus does not read: _-prefixed Markdown and folders, the config’s **/NAME excludes', () => {
    write(
      'ex/docusaurus.config.js',
      "const exclude = ['**/_*.{js,md,mdx}', '**/AGENTS.md'];\nmodule.exports = { presets: [['classic', { docs: { exclude } }]] };",
    );
    const isContent = contentFilter(path.join(root, 'ex'));
    const at = (file: string) => isContent(path.join(root, 'ex', file));
    expect([at('docs/intro.md'), at('docs/guide/_category_.json')]).toEqual([true, true]);
    expect([at('docs/_partial.mdx'), at('docs/_drafts/a.md'), at('blog/AGENTS.md'), at('docs/a/AGENTS.md')]).toEqual([false, false, false, false]);
  });
  it('reads the webpack aliases the config gives the site’s components', () => {
    write(
      'alias/docusaurus.config.js',
      "module.exports = { plugins: [() => ({ configureWebpack: () => ({ resolve: { alias: { '@src': path.resolve(__dirname, './src') } } }) })] };",
    );
    expect(siteAliases(path.join(root, 'alias'))).toEqual({ '@src': path.join(root, 'alias/src') });
  });
  it('makes no edit links when the docs’ editUrl is a function (the blog’s string is not theirs)', () => {
    write(
      'fn/docusaurus.config.js',
      "module.exports = { presets: [['classic', { docs: { editUrl: ({ docPath }) => docPath }, blog: { editUrl: 'https://example.com/blog' } }]] };",
    );
    write('fn/docs/intro.md', '# Intro');
    expect(siteModule(path.join(root, 'fn'), compatVersions(path.join(root, 'fn')))).toContain(
      'export const editUrlOf = (_source: string): string | undefined => undefined;',
    );
  });
});
