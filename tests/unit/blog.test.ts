import { describe, expect, it } from 'vitest';
import { groupByYear, listPagePath, pageCount, paginate } from '../../core/blog';
import { atomFeed, rssFeed } from '../../plugins/blog/feeds';
import { parsePost, readingMinutes, shortExcerpt, sortPosts } from '../../plugins/blog/posts';

const AUTHORS = { docs: {}, community: {} };
const post = (front: string, body = '开头一段。\n\n<!--truncate-->\n\n## 正文\n\n更多内容。') => `---\n${front}\n---\n\n${body}`;

describe('parsePost', () => {
  it('takes the date from the file name and the slug from front matter', () => {
    const parsed = parsePost('blog/2023-05-01-x.md', '2023-05-01-x.md', post('title: 标题\nslug: helm-guide\nauthors: [docs]\ntags: [Helm]'), AUTHORS);
    expect(parsed).toMatchObject({ date: '2023-05-01', slug: 'helm-guide', authors: ['docs'], tags: ['Helm'], excerpt: '开头一段。' });
  });
  it('falls back to the file name for the slug and accepts a front matter date', () => {
    const parsed = parsePost('blog/note.md', 'note.md', post('title: 标题\ndate: 2022-01-09\nauthors: docs'), AUTHORS);
    expect(parsed).toMatchObject({ date: '2022-01-09', slug: 'note', authors: ['docs'] });
  });
  it('fails naming the file when the date is missing or malformed', () => {
    expect(() => parsePost('blog/a.md', 'a.md', post('title: t\nauthors: [docs]'), AUTHORS)).toThrow(/^blog\/a\.md:1: a post needs a date/);
    expect(() => parsePost('blog/b.md', 'b.md', post('title: t\ndate: 2022-13-40\nauthors: [docs]'), AUTHORS)).toThrow('blog/b.md:3: bad date "2022-13-40"');
    expect(() => parsePost('blog/c.md', 'c.md', post('title: t\ndate: "5 May 2022"\nauthors: [docs]'), AUTHORS)).toThrow(/bad date/);
  });
  it('fails on an unknown author key with its line', () => {
    expect(() => parsePost('blog/2021-01-01-d.md', '2021-01-01-d.md', post('title: t\nauthors: [nobody]'), AUTHORS)).toThrow(
      'blog/2021-01-01-d.md:3: unknown author "nobody"',
    );
  });
  it('fails on a duplicate slug naming both files', () => {
    const a = parsePost('blog/2021-01-01-a.md', '2021-01-01-a.md', post('title: a\nslug: same\nauthors: [docs]'), AUTHORS);
    const b = parsePost('blog/2021-02-01-b.md', '2021-02-01-b.md', post('title: b\nslug: same\nauthors: [docs]'), AUTHORS);
    expect(() => sortPosts([a, b])).toThrow('blog/2021-02-01-b.md:1: duplicate slug "same", also used by blog/2021-01-01-a.md');
  });
  it('estimates reading time from the text', () => {
    expect(readingMinutes('字'.repeat(1200))).toBe(3);
    expect(readingMinutes('短')).toBe(1);
  });
});

describe('pagination and grouping', () => {
  const posts = Array.from({ length: 67 }, (_, index) => ({ slug: `p${index}`, date: `${2025 - Math.floor(index / 15)}-06-01` }));
  it('gives 18, 18, 18 and 13 posts for 67', () => {
    expect(pageCount(67)).toBe(4);
    expect([1, 2, 3, 4].map((page) => paginate(posts, page).length)).toEqual([18, 18, 18, 13]);
    expect(paginate(posts, 5)).toEqual([]);
    expect([1, 2].map(listPagePath)).toEqual(['/blog', '/blog/page/2']);
  });
  it('groups by year, newest year first', () => {
    const groups = groupByYear(posts);
    expect(groups.map((group) => group.year)).toEqual(['2025', '2024', '2023', '2022', '2021']);
    expect(groups[0].posts).toHaveLength(15);
  });
});

describe('feeds', () => {
  const summaries = [
    { slug: 'a-b', title: 'A & B <新>', date: '2024-03-02', authors: ['docs'], tags: ['网关'], description: '描述', excerpt: '', readingMinutes: 1 },
  ];
  const site = { url: 'https://www.rainbond.com', title: 'Rainbond 博客', description: 'd' };
  it('writes RSS 2.0 with absolute, escaped items', () => {
    const xml = rssFeed(site, summaries, () => 'Rainbond 文档组');
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<link>https://www.rainbond.com/blog/a-b</link>');
    expect(xml).toContain('<title>A &amp; B &lt;新&gt;</title>');
    expect(xml).toContain('<pubDate>Fri, 01 Mar 2024 16:00:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>Rainbond 文档组</dc:creator>');
  });
  it('writes Atom 1.0', () => {
    const xml = atomFeed(site, summaries, () => 'Rainbond 文档组');
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('<link href="https://www.rainbond.com/blog/a-b"/>');
    expect(xml).toContain('<updated>2024-03-01T16:00:00.000Z</updated>');
  });
});

describe('list page excerpts', () => {
  it('keeps short excerpts whole, cuts long ones at a sentence end, else at the limit with an ellipsis', () => {
    expect(shortExcerpt('短摘要。', 10)).toBe('短摘要。');
    expect(shortExcerpt('第一句话写完了。第二句还很长很长很长', 12)).toBe('第一句话写完了。');
    expect(shortExcerpt('一段没有句号的很长很长很长的文字', 10)).toBe('一段没有句号的很长很…');
  });
});

describe('a Docusaurus blog folder', () => {
  it('reads posts in year folders and folder posts, authors.yml, inline and missing authors, and both truncate markers', async () => {
    const { mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { blogAuthors, loadPosts } = await import('../../plugins/blog');
    const dir = mkdtempSync(path.join(tmpdir(), 'rb-blog-'));
    mkdirSync(path.join(dir, '2021/2021-06-01-Launch-Day'), { recursive: true });
    writeFileSync(path.join(dir, 'authors.yml'), 'zhang:\n  name: 张三\n  title: 工程师\n  image_url: /img/zhang.png\n');
    writeFileSync(path.join(dir, '2021/2021-05-01-gateway.md'), '---\ntitle: 网关\nauthors: [zhang]\n---\n\n开头一段。\n\n<!-- truncate -->\n\n正文。\n');
    writeFileSync(path.join(dir, '2021/2021-06-01-Launch-Day/index.mdx'), '---\ntitle: 发布\n---\n\n发布当天。\n\n{/* truncate */}\n\n正文。\n');
    writeFileSync(
      path.join(dir, '2021-07-01-inline.md'),
      '---\ntitle: 内联作者\nauthors: [{ name: 李四, title: 写作者 }]\nslug: Inline-Post\n---\n\n李四写的。\n',
    );
    const posts = await loadPosts(dir);
    expect(posts.map((post) => [post.slug, post.date, post.authors])).toEqual([
      ['Inline-Post', '2021-07-01', ['inline-李四']],
      ['Launch-Day', '2021-06-01', []],
      ['gateway', '2021-05-01', ['zhang']],
    ]);
    expect(posts[1].excerpt).toBe('发布当天。');
    expect(posts[2].excerpt).toBe('开头一段。');
    expect(posts[0].inlineAuthors).toEqual({ 'inline-李四': { name: '李四', title: '写作者', url: '', avatar: '' } });
    expect(blogAuthors(dir).zhang).toEqual({ name: '张三', title: '工程师', url: '', avatar: '/img/zhang.png' });
  });
});

describe('excerpts of Docusaurus posts', () => {
  it('leave out admonition fences, imports, tags and comments', async () => {
    const { plainText } = await import('../../plugins/blog/posts');
    expect(plainText("import X from 'y';\n\n:::info 说明\n正文 <b>加粗</b> {/* 注 */}\n:::\n<!-- 旧注 -->")).toBe('正文 加粗');
  });
  it('keep the text of a link whose text holds brackets (a footnote number)', async () => {
    const { plainText } = await import('../../plugins/blog/posts');
    expect(plainText('继上次 [v0.6 版本[2]](https://example.com/a) 之后')).toBe('继上次 v0.6 版本[2] 之后');
  });
});
