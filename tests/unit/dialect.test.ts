import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { admonitionKind, bracketAdmonitionTitles } from '../../core/dialect/admonitions';
import { fenceLanguage, fenceMeta, magicComments } from '../../core/dialect/codeFences';
import { isVideoComponent } from '../../core/dialect/imports';
import { prepareMarkdown, unwrapMdxCodeBlocks, usesMdx } from '../../core/dialect/prepare';
import { resolveSpecifier } from '../../plugins/dialect/remarkImports';
import { prepareForCompiler, sourceFileOf } from '../../plugins/markdown-loader';

describe('admonitions', () => {
  it('accepts every Docusaurus kind, legacy ones included', () => {
    expect(['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important', 'success'].map(admonitionKind)).toEqual([
      'note',
      'tip',
      'info',
      'warning',
      'caution',
      'danger',
      'important',
      'success',
    ]);
    expect(admonitionKind('secondary')).toBe('note');
    expect(admonitionKind('foo')).toBeUndefined();
  });
  it('puts a title written after a space in brackets, outside code only', () => {
    expect(bracketAdmonitionTitles(':::tip 升级前备份\n内容\n:::')).toBe(':::tip[升级前备份]\n内容\n:::');
    expect(bracketAdmonitionTitles('::::warning 外层 [注意]')).toBe('::::warning[外层 \\[注意\\]]');
    expect(bracketAdmonitionTitles(':::tip[已有]\n:::note{title="x"}')).toBe(':::tip[已有]\n:::note{title="x"}');
    expect(bracketAdmonitionTitles('```md\n:::tip 示例\n```')).toBe('```md\n:::tip 示例\n```');
    // A fence line with an info string opens nothing inside a fence and closes nothing either.
    expect(bracketAdmonitionTitles('````md\n```js\n:::tip 示例\n```\n````')).toBe('````md\n```js\n:::tip 示例\n```\n````');
    expect(bracketAdmonitionTitles('```md\n```js\n:::tip 示例\n```')).toBe('```md\n```js\n:::tip 示例\n```');
    expect(bracketAdmonitionTitles(':::foo 不是提示块')).toBe(':::foo 不是提示块');
  });
});

describe('code fences', () => {
  const known = new Set(['bash', 'yaml', 'go', 'ini']);
  it('lower-cases languages, resolves aliases and falls back to plain text', () => {
    expect(fenceLanguage('Bash', known)).toEqual({ lang: 'bash', unknown: false });
    expect(fenceLanguage('golang', known)).toEqual({ lang: 'go', unknown: false });
    expect(fenceLanguage('conf', known)).toEqual({ lang: 'ini', unknown: false });
    expect(fenceLanguage('text', known)).toEqual({ lang: 'text', unknown: false });
    expect(fenceLanguage('foo', known)).toEqual({ lang: 'text', unknown: true });
    expect(fenceLanguage(undefined, known)).toEqual({ lang: 'text', unknown: false });
  });
  it('turns highlight comments into highlighted lines and showLineNumbers into lineNumbers', () => {
    const { code, lines } = magicComments('a\n// highlight-next-line\nb\n# highlight-start\nc\nd\n# highlight-end\ne');
    expect(code).toBe('a\nb\nc\nd\ne');
    expect(lines).toEqual([2, 3, 4]);
    expect(fenceMeta('title="a.sh" showLineNumbers {1}', lines)).toBe('title="a.sh" lineNumbers {1,2,3,4}');
    expect(fenceMeta(null, [])).toBe('');
  });
});

describe('preparing a source', () => {
  it('compiles a .md file as MDX when it imports, exports or uses components', () => {
    expect(usesMdx("import Tabs from '@theme/Tabs';\n\n正文")).toBe(true);
    expect(usesMdx('正文 <DocCardList />')).toBe(true);
    expect(usesMdx('正文 <br/> <b>粗体</b>\n\n```js\nimport x from "y"\n```')).toBe(false);
    expect(prepareMarkdown('正文', '.md').mdx).toBe(false);
    expect(prepareMarkdown('正文', '.mdx').mdx).toBe(true);
  });
  it('unwraps mdx-code-block fences, which makes the page MDX', () => {
    expect(unwrapMdxCodeBlocks('前\n```mdx-code-block\n<Tabs>\n\n内容\n\n</Tabs>\n```\n后')).toBe('前\n<Tabs>\n\n内容\n\n</Tabs>\n后');
    expect(prepareMarkdown('```mdx-code-block\n<b>x</b>\n```', '.md').mdx).toBe(true);
  });
  it('makes an HTML comment that holds a code fence one MDX comment, as Docusaurus 3 reads it', () => {
    expect(prepareMarkdown('import A from "a";\n\n<!--\n### 旧的一节\n\n```yaml\nkind: DaemonSet\n``` -->\n\n## 下一节', '.md').source).toBe(
      'import A from "a";\n\n{/* ### 旧的一节\n\n```yaml\nkind: DaemonSet\n``` */}\n\n## 下一节',
    );
  });
  it('writes comments, the truncate marker among them, as the format reads them, leaving front matter and code alone', () => {
    expect(prepareMarkdown('---\ntitle: t\n---\n开头\n\n<!--truncate-->\n\n正文', '.md')).toEqual({
      source: '---\ntitle: t\n---\n开头\n\n<!--truncate-->\n\n正文',
      mdx: false,
    });
    // An MDX comment makes a .md page MDX, as Docusaurus 3 reads it.
    expect(prepareMarkdown('开头\n\n{/* truncate */}\n\n<!-- 旧注释 -->', '.md')).toEqual({ source: '开头\n\n{/* truncate */}\n\n{/* 旧注释 */}', mdx: true });
    expect(prepareMarkdown('开头\n\n<!--truncate-->\n\n```html\n<!-- 代码里的注释 -->\n```', '.mdx').source).toBe(
      '开头\n\n{/* truncate */}\n\n```html\n<!-- 代码里的注释 -->\n```',
    );
  });
  it('hands a .md page that uses MDX to the compiler as .mdx, and knows its real name', () => {
    const file = path.join('/site/docs', 'page.md');
    expect(prepareForCompiler('正文', file).compileAs).toBe(file);
    const { compileAs } = prepareForCompiler("import X from '@theme/Tabs';\n\n<X/>", file);
    expect(compileAs).toBe(path.join('/site/docs', 'page.mdx'));
    expect(sourceFileOf(compileAs)).toBe(file);
  });
});

describe('imports of Docusaurus pages', () => {
  const site = path.resolve(import.meta.dirname, '../..');
  it('points Docusaurus modules at their stand-ins', () => {
    expect(resolveSpecifier(site, '@theme/Tabs')).toMatch(/theme[\\/]docusaurus[\\/]Tabs\.tsx$/);
    expect(resolveSpecifier(site, '@docusaurus/theme-common')).toMatch(/theme[\\/]docusaurus[\\/]theme-common\.ts$/);
  });
  it('resolves @site and /src paths in the site, and a missing video component to ours', () => {
    expect(resolveSpecifier(site, '@site/theme/logic/url')).toBe(path.join(site, 'theme/logic/url.ts'));
    expect(isVideoComponent('/src/components/Bvideo')).toBe(true);
    expect(resolveSpecifier(site, '/src/components/Bvideo')).toMatch(/theme[\\/]docusaurus[\\/]Video\.tsx$/);
  });
  it('has nothing for modules the site lacks, and leaves packages and relative paths alone', () => {
    expect(resolveSpecifier(site, '@theme/Unknown')).toBeUndefined();
    expect(resolveSpecifier(site, '/src/components/Chart')).toBeUndefined();
    expect(resolveSpecifier(site, 'react')).toBe('react');
    expect(resolveSpecifier(site, './local')).toBe('./local');
  });
});

describe('inlineHtml', () => {
  it('renders a heading’s inline Markdown as HTML with every text escaped, and nothing for plain text', async () => {
    const { inlineHtml } = await import('../../core/dialect/headings');
    expect(inlineHtml('配置 `values.yaml` 与 **<必填>** 项')).toBe(
      '配置 <code class="rounded bg-surface px-1 font-mono text-[0.85em]">values.yaml</code> 与 <strong>&lt;必填&gt;</strong> 项',
    );
    expect(inlineHtml('~~旧~~ *新* `a<b`')).toBe('<del>旧</del> <em>新</em> <code class="rounded bg-surface px-1 font-mono text-[0.85em]">a&lt;b</code>');
    expect(inlineHtml('普通标题 snake_case')).toBeUndefined();
  });
});
