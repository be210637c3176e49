import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../plugins/shared/listFiles';
import { type ContentProblem, checkPage, duplicateTitles, proseChineseLength } from './support/contentRules';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Minimum prose per kind of page (issues #5, #6, #8). */
function minimumFor(file: string): number | null {
  if (/^docs\/docs\/api\/[^/]+\/[^/]+\.md$/.test(file)) return 300;
  if (/^docs\/docs\/5\.17\/api\/[^/]+\/[^/]+\.md$/.test(file)) return 300;
  if (/^docs\/docs\/(5\.17\/)?api\/[^/]+\.md$/.test(file)) return 400;
  if (file.startsWith('docs/docs') || file === 'docs/docs.md') return 800;
  if (file.startsWith('blog/')) return 1500;
  if (file.startsWith('docs/case/') || file.startsWith('docs/usescene/')) return 1200;
  return null;
}

describe('content rules', () => {
  it('counts Chinese prose only', () => {
    expect(proseChineseLength('中文 `代码` [链接](/docs/中文)\n\n```bash\necho 中文\n```\n')).toBe(4);
  });
  it('reports short pages, placeholders, missing fields and images without alt', () => {
    const problems = checkPage('x.md', '---\ntitle: 标题\n---\n\n这里待补充。\n\n![](/a.png)\n', 10);
    expect(problems.map((problem) => problem.problem)).toEqual([
      'missing description',
      '5 Chinese characters of prose, under the minimum of 10',
      'placeholder word "待补充"',
      'image without alt text',
    ]);
  });
  it('reports titles used twice', () => {
    expect(
      duplicateTitles([
        { file: 'a.md', title: 'T' },
        { file: 'b.md', title: 'T' },
        { file: 'c.md', title: 'U' },
      ]),
    ).toEqual([{ file: 'a.md, b.md', problem: 'duplicate title "T"' }]);
  });
});

describe('the site content', () => {
  it('meets the content rules on every page', async () => {
    const files = [...(await listFiles(path.join(ROOT, 'docs'), /\.md$/)), ...(await listFiles(path.join(ROOT, 'blog'), /\.md$/).catch(() => []))].map((file) =>
      path.relative(ROOT, file).split(path.sep).join('/'),
    );
    const problems: ContentProblem[] = [];
    const titles: Record<string, { file: string; title: string }[]> = { current: [], '5.17': [] };
    for (const file of files) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      const minimum = minimumFor(file);
      if (minimum !== null) problems.push(...checkPage(file, source, minimum));
      if (file.startsWith('docs/docs')) {
        const version = file.startsWith('docs/docs/5.17') ? '5.17' : 'current';
        titles[version].push({ file, title: String(matter(source).data.title ?? '') });
      }
    }
    problems.push(...duplicateTitles(titles.current), ...duplicateTitles(titles['5.17']));
    // Every site link of the docs and posts leads to a page (routes match case-insensitively, as the router does).
    const pages = await listFiles(path.join(ROOT, 'docs'), /\.(mdx?|tsx)$/);
    const routes = new Set(
      pages.map((file) =>
        `/${path
          .relative(path.join(ROOT, 'docs'), file)
          .split(path.sep)
          .join('/')
          .replace(/\.(mdx?|tsx)$/, '')}`.toLowerCase(),
      ),
    );
    for (const file of files) {
      const source = readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of source.matchAll(/\]\((\/(?:docs|blog|case|usescene)[^)\s#?]*)/g)) {
        const route = target.replace(/\/$/, '').toLowerCase();
        if (!routes.has(route) && !route.startsWith('/blog')) problems.push({ file, problem: `link to ${target}, which is no page` });
      }
    }
    expect(problems.map(({ file, problem }) => `${file}: ${problem}`)).toEqual([]);
  });
});
