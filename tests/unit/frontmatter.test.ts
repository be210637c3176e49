import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageKindOf, unknownKeyMessage } from '../../core/frontmatter/schema';
import { setStrictFrontmatter, validateFrontmatter, validatePageModule } from '../../plugins/frontmatter-check/validate';

describe('validateFrontmatter', () => {
  afterEach(() => {
    setStrictFrontmatter(false);
    vi.restoreAllMocks();
  });
  it('accepts the known keys', () => {
    const data = validateFrontmatter('a.md', '---\ntitle: 标题\nkeywords: [a, b]\nsidebar_position: 2\ndraft: false\n---\n正文');
    expect(data.title).toBe('标题');
  });
  it('names the file and line of malformed YAML', () => {
    expect(() => validateFrontmatter('docs/x.md', '---\ntitle: a\nkeywords: [a, b\n---\n')).toThrow(/^docs\/x\.md:\d+: malformed front matter/);
  });
  it('in strict mode, rejects unknown keys with their line and the key meant', () => {
    setStrictFrontmatter(true);
    expect(() => validateFrontmatter('docs/y.md', '---\ntitle: a\ntittle: b\n---\n')).toThrow(
      'docs/y.md:3: unknown front matter key "tittle": did you mean "title"?',
    );
    expect(() => validateFrontmatter('docs/y.md', '---\nzzz: b\n---\n')).toThrow('docs/y.md:2: unknown front matter key "zzz"');
  });
  it('otherwise warns about an unknown key, naming the nearest known one, and goes on', () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((message: string) => warnings.push(message));
    expect(validateFrontmatter('docs/w.md', '---\ntitle: a\ndescribe: b\n---\n').title).toBe('a');
    expect(warnings).toEqual(['warn  docs/w.md:3: unknown front matter key "describe": did you mean "description"? (ignored)']);
    expect(unknownKeyMessage('sidebar_postion')).toBe('unknown front matter key "sidebar_postion": did you mean "sidebar_position"?');
  });
  it('accepts every key Docusaurus docs and posts use', () => {
    const keys = [
      'id: a',
      'sidebar_position: 1.5',
      'sidebar_class_name: x',
      'hide_title: true',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 3',
      'pagination_next: null',
      'pagination_prev: intro',
      'displayed_sidebar: docs',
      'image: /img/a.png',
      'tags: [a, {label: b}]',
      'custom_edit_url: null',
      'last_update: {date: 2024-01-01, author: a}',
      'authors: [a, {name: 张三}]',
      'date: 2024-05-01',
      'sidebar_custom_props: {x: 1}',
    ];
    expect(() => validateFrontmatter('d.md', `---\n${keys.join('\n')}\n---\n`)).not.toThrow();
  });
  it('in strict mode, rejects bad values and unknown page types', () => {
    setStrictFrontmatter(true);
    expect(() => validateFrontmatter('z.md', '---\nsidebar_position: first\n---\n')).toThrow('z.md:2: front matter "sidebar_position" must be a number');
    expect(() => validateFrontmatter('z.md', '---\npageType: fancy\n---\n')).toThrow(/z\.md:2: front matter "pageType" must be one of/);
  });
  it('otherwise leaves a bad value out, with a warning', () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((message: string) => warnings.push(message));
    expect(validateFrontmatter('docs/v.md', '---\ntitle: t\nsidebar_position: first\n---\n')).toEqual({ title: 't' });
    expect(warnings).toEqual(['warn  docs/v.md:3: front matter "sidebar_position" must be a number (ignored)']);
  });
  it('accepts route-shaped slugs and, in strict mode, rejects the rest', () => {
    setStrictFrontmatter(true);
    for (const slug of ['/', '/quick-start/install', 'install', 'v6.2-notes/', 'a_b', '安装'])
      expect(validateFrontmatter('s.md', `---\nslug: ${slug}\n---\n`).slug).toBe(slug);
    for (const slug of ['../up', 'a b', 'a//b', '/a?x=1', '.hidden', '""'])
      expect(() => validateFrontmatter('s.md', `---\ntitle: t\nslug: ${slug}\n---\n`)).toThrow(/^s\.md:3: front matter "slug" must be a route path/);
  });
  it('knows the kind of a page by its place under the site root', () => {
    expect(['docs/quick-start/install.md', 'docs/5.17/faq.mdx', 'docs.md', 'docs/index.md'].map(pageKindOf)).toEqual(['doc', 'doc', 'doc', 'doc']);
    expect(['case/boe.md', 'index.mdx', 'docsearch.md', 'feature/x.mdx'].map(pageKindOf)).toEqual(['page', 'page', 'page', 'page']);
  });
  it('in strict mode, fails on a key that does nothing on the page’s kind, naming where it belongs', () => {
    setStrictFrontmatter(true);
    expect(() => validateFrontmatter('blog/p.md', '---\ntitle: t\nsidebar_position: 2\n---\n', 'blog')).toThrow(
      'blog/p.md:3: front matter "sidebar_position" does nothing on blog posts: it is for docs',
    );
    expect(() => validateFrontmatter('docs/case/x.md', '---\ntitle: t\nhide_title: true\n---\n', 'page')).toThrow(
      'docs/case/x.md:3: front matter "hide_title" does nothing on site pages: it is for docs',
    );
    expect(() => validateFrontmatter('docs/docs/a.md', '---\npageType: home\n---\n', 'doc')).toThrow('it is for site pages');
    expect(validateFrontmatter('docs/docs/a.md', '---\ntitle: t\nsidebar_position: 2\n---\n', 'doc').sidebar_position).toBe(2);
    expect(validateFrontmatter('blog/p.md', '---\ntitle: t\ntags: [a]\n---\n', 'blog').tags).toEqual(['a']);
  });
  it('otherwise leaves a misplaced key out, with a warning', () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((message: string) => warnings.push(message));
    expect(validateFrontmatter('blog/p.md', '---\ntitle: t\nhide_title: true\n---\n', 'blog')).toEqual({ title: 't' });
    expect(warnings).toEqual(['warn  blog/p.md:3: front matter "hide_title" does nothing on blog posts: it is for docs (ignored)']);
  });
});

describe('validatePageModule', () => {
  it('accepts a page with a default export', () => {
    expect(() => validatePageModule('docs/a.tsx', 'a.tsx', 'export default function A() { return null; }')).not.toThrow();
    expect(() => validatePageModule('docs/b.tsx', 'b.tsx', 'function B() {}\nexport { B as default };')).not.toThrow();
  });
  it('rejects one without, naming the route', () => {
    expect(() => validatePageModule('docs/feature/x.tsx', 'feature/x.tsx', 'export function X() {}')).toThrow(
      'docs/feature/x.tsx:1: the page component at route /feature/x has no default export',
    );
  });
});
