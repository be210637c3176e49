import { describe, expect, it } from 'vitest';
import { validateFrontmatter, validatePageModule } from '../../plugins/frontmatter-check/validate';

describe('validateFrontmatter', () => {
  it('accepts the known keys', () => {
    const data = validateFrontmatter('a.md', '---\ntitle: 标题\nkeywords: [a, b]\nsidebar_position: 2\ndraft: false\n---\n正文');
    expect(data.title).toBe('标题');
  });
  it('names the file and line of malformed YAML', () => {
    expect(() => validateFrontmatter('docs/x.md', '---\ntitle: a\nkeywords: [a, b\n---\n')).toThrow(/^docs\/x\.md:\d+: malformed front matter/);
  });
  it('rejects unknown keys with their line', () => {
    expect(() => validateFrontmatter('docs/y.md', '---\ntitle: a\ntittle: b\n---\n')).toThrow('docs/y.md:3: unknown front matter key "tittle"');
  });
  it('rejects bad values and unknown page types', () => {
    expect(() => validateFrontmatter('z.md', '---\nsidebar_position: first\n---\n')).toThrow('z.md:2: front matter "sidebar_position" must be an integer');
    expect(() => validateFrontmatter('z.md', '---\npageType: fancy\n---\n')).toThrow(/z\.md:2: front matter "pageType" must be one of/);
  });
  it('accepts route-shaped slugs and rejects the rest', () => {
    for (const slug of ['/', '/quick-start/install', 'install', 'v6.2-notes/', 'a_b'])
      expect(validateFrontmatter('s.md', `---\nslug: ${slug}\n---\n`).slug).toBe(slug);
    for (const slug of ['../up', '安装', 'a b', 'a//b', '/a?x=1', '.hidden', '""'])
      expect(() => validateFrontmatter('s.md', `---\ntitle: t\nslug: ${slug}\n---\n`)).toThrow(/^s\.md:3: front matter "slug" must be a route path/);
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
