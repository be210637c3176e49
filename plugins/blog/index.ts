import { existsSync, type FSWatcher, mkdirSync, readFileSync, statSync, watch, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import matter from 'gray-matter';
import type { BlogAuthor } from '../../core/blog';
import { listPagePath, pageCount, paginate } from '../../core/blog';
import { AUTHORS } from '../../core/data/authors';
import { SITE_URL } from '../../core/data/site';
import { CACHE_DIR, writeDataModule } from '../shared/cacheDir';
import { COMPAT_MODE } from '../shared/compatMode';
import { setSourceRoute } from '../shared/sourceRoutes';
import { atomFeed, rssFeed } from './feeds';
import { indexEntryOf, listedOf, type Post, parsePost, sortPosts, summaryOf } from './posts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BLOG_DIR = path.join(ROOT, 'blog');
const COMPONENTS = path.join(ROOT, 'components/Blog');
/**
 * The data modules of the blog pages. Every page gets the index of all posts (slug, title, date) for its
 * sidebar; what only some pages show comes in a module of its own, so no page downloads another's:
 * a list page's 18 posts with meta and excerpts, a post's own meta, the authors page's lists.
 */
const DATA_DIR = path.join(CACHE_DIR, 'blog');
export const BLOG_DATA_FILE = path.join(DATA_DIR, 'index.json');
const listPageFile = (page: number) => path.join(DATA_DIR, `page-${page}.json`);
const postFile = (slug: string) => path.join(DATA_DIR, `post-${slug}.json`);
const AUTHORS_FILE = path.join(DATA_DIR, 'authors.json');
/** Every author a post names, by key, as the blog pages show them. */
const AUTHOR_DATA_FILE = path.join(DATA_DIR, 'author-data.json');

/** The blog's authors: the site's list, and those of a Docusaurus `authors.yml` in the blog folder. */
export function blogAuthors(dir = BLOG_DIR): Record<string, BlogAuthor> {
  const file = ['authors.yml', 'authors.yaml'].map((name) => path.join(dir, name)).find((candidate) => existsSync(candidate));
  if (!file) return AUTHORS;
  const listed = matter(`---\n${readFileSync(file, 'utf8')}\n---\n`).data as Record<
    string,
    { name?: string; title?: string; url?: string; image_url?: string }
  >;
  const fromFile = Object.fromEntries(
    Object.entries(listed).map(([key, author]) => [
      key,
      { name: author.name ?? key, title: author.title ?? '', url: author.url ?? '', avatar: author.image_url ?? '' },
    ]),
  );
  return { ...AUTHORS, ...fromFile };
}

/**
 * Every post of the blog folder, newest first: `*.md`/`*.mdx` at any depth (year folders too), a folder's
 * `index.md` named after its folder (`2024-05-01-launch/index.md`).
 */
export async function loadPosts(dir = BLOG_DIR): Promise<Post[]> {
  const files = existsSync(dir) ? (await readdir(dir, { recursive: true })).map(String).filter((name) => /\.mdx?$/.test(name)) : [];
  const authors = blogAuthors(dir);
  const posts = await Promise.all(
    files.map(async (relative) => {
      const full = path.join(dir, relative);
      const name = /^index\.mdx?$/.test(path.basename(relative)) ? `${path.basename(path.dirname(relative))}.md` : path.basename(relative);
      const fileDate = COMPAT_MODE ? () => statSync(full).mtime.toISOString().slice(0, 10) : undefined;
      return parsePost(path.relative(process.cwd(), full), name, await readFile(full, 'utf8'), authors, fileDate);
    }),
  );
  return sortPosts(posts);
}

/** Writes the data modules the blog pages import (rewritten on every front matter edit in dev). */
function writeBlogData(posts: Post[]): void {
  writeDataModule(BLOG_DATA_FILE, JSON.stringify(posts.map(indexEntryOf)));
  for (let page = 1; page <= pageCount(posts.length); page++) writeDataModule(listPageFile(page), JSON.stringify(paginate(posts, page).map(listedOf)));
  for (const post of posts) writeDataModule(postFile(post.slug), JSON.stringify(summaryOf(post)));
  const registry = { ...blogAuthors(), ...Object.assign({}, ...posts.map((post) => post.inlineAuthors)) };
  // The authors page lists the authors who wrote something, in the list's order.
  const byAuthor = Object.fromEntries(
    Object.keys(registry)
      .map((key) => [key, posts.filter((post) => post.authors.includes(key)).map(indexEntryOf)] as const)
      .filter(([, written]) => written.length > 0),
  );
  writeDataModule(AUTHORS_FILE, JSON.stringify(byAuthor));
  writeDataModule(AUTHOR_DATA_FILE, JSON.stringify(Object.fromEntries(Object.keys(byAuthor).map((key) => [key, registry[key]]))));
}

const yaml = (value: string) => JSON.stringify(value);

function generatedPage(routePath: string, frontmatter: { title: string; description: string; image?: string }, body: string) {
  return {
    routePath,
    content: `---
title: ${yaml(frontmatter.title)}
description: ${yaml(frontmatter.description)}
${frontmatter.image ? `image: ${yaml(frontmatter.image)}\n` : ''}pageType: custom
---

${body}
`,
  };
}

let watcher: FSWatcher | undefined;

/**
 * In dev, a front matter edit rewrites the data module so list pages, archive and sidebar update
 * through hot reload; adding or removing a post restarts the server (new routes) by itself.
 */
function watchFrontmatter() {
  if (watcher || !existsSync(BLOG_DIR)) return;
  let timer: NodeJS.Timeout | undefined;
  watcher = watch(BLOG_DIR, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      loadPosts()
        .then(writeBlogData)
        .catch((error: Error) => console.error(`[blog] ${error.message}`));
    }, 50);
  });
}

/** The blog: post pages, list pages of 18, archive, authors, feeds; posts are validated at build time. */
export function blogPlugin(): RspressPlugin {
  let posts: Post[] | undefined;
  const load = async () => {
    posts ??= await loadPosts();
    writeBlogData(posts);
    for (const post of posts) setSourceRoute(path.resolve(post.file), `/blog/${post.slug}`);
    return posts;
  };
  return {
    name: 'rainbond-blog',
    builderConfig: {
      resolve: { alias: { '@rainbond/blog-data': BLOG_DATA_FILE, '@rainbond/blog-authors': AUTHOR_DATA_FILE } },
      dev: { watchFiles: [{ paths: BLOG_DIR, type: 'restart', events: ['add', 'unlink'] }] },
    },
    async beforeBuild(_config, isProd) {
      await load();
      if (!isProd) watchFrontmatter();
    },
    async addPages() {
      const all = await load();
      const pages = all.map((post) =>
        generatedPage(
          `/blog/${post.slug}`,
          post,
          `import Post from '${path.join(ROOT, post.file)}';
import meta from '${postFile(post.slug)}';
import { BlogPostPage } from '${COMPONENTS}/BlogPostPage';

<BlogPostPage post={meta}>
  <Post />
</BlogPostPage>`,
        ),
      );
      const total = pageCount(all.length);
      for (let page = 1; page <= total; page++) {
        const title = page === 1 ? '博客' : `博客 · 第 ${page} 页`;
        pages.push(
          generatedPage(
            listPagePath(page),
            { title, description: 'Rainbond 团队关于 Kubernetes、服务网格、CI/CD、可观测性、网关与应用迁移的实践文章。' },
            `import posts from '${listPageFile(page)}';\nimport { BlogListPage } from '${COMPONENTS}/BlogListPage';\n\n<BlogListPage page={${page}} posts={posts} />`,
          ),
        );
      }
      pages.push(
        generatedPage(
          '/blog/archive',
          { title: '博客归档', description: '按年份浏览 Rainbond 博客的全部文章。' },
          `import { BlogArchivePage } from '${COMPONENTS}/BlogArchivePage';\n\n<BlogArchivePage />`,
        ),
        generatedPage(
          '/blog/authors',
          { title: '博客作者', description: 'Rainbond 博客的作者与他们的文章。' },
          `import posts from '${AUTHORS_FILE}';\nimport { BlogAuthorsPage } from '${COMPONENTS}/BlogAuthorsPage';\n\n<BlogAuthorsPage posts={posts} />`,
        ),
      );
      return pages;
    },
    // Synchronous on purpose: hooks run in parallel, and the link check (registered after this plugin)
    // must find the feeds on disk when it resolves the <link rel="alternate"> of the blog pages.
    afterBuild(config, isProd) {
      if (!isProd || !posts) return;
      const site = { url: SITE_URL, title: 'Rainbond 博客', description: 'Rainbond 团队的云原生应用管理实践。' };
      const registry = { ...blogAuthors(), ...Object.assign({}, ...posts.map((post) => post.inlineAuthors)) };
      const authorName = (key: string) => registry[key]?.name ?? key;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      mkdirSync(path.join(outDir, 'blog'), { recursive: true });
      writeFileSync(path.join(outDir, 'blog/rss.xml'), rssFeed(site, posts, authorName));
      writeFileSync(path.join(outDir, 'blog/atom.xml'), atomFeed(site, posts, authorName));
    },
  };
}
