import { existsSync, type FSWatcher, mkdirSync, watch, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { AUTHORS } from '../../theme/data/authors';
import { SITE_URL } from '../../theme/data/site';
import { CACHE_DIR, writeDataModule } from '../shared/cacheDir';
import { atomFeed, rssFeed } from './feeds';
import { listPagePath, type Post, pageCount, parsePost, sortPosts, summaryOf } from './posts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BLOG_DIR = path.join(ROOT, 'blog');
const COMPONENTS = path.join(ROOT, 'components/Blog');
export const BLOG_DATA_FILE = path.join(CACHE_DIR, 'blog-data.json');
/** Excerpts by slug, a module of their own: only list pages show them, so posts do not download them. */
const BLOG_EXCERPTS_FILE = path.join(CACHE_DIR, 'blog-excerpts.json');

export async function loadPosts(dir = BLOG_DIR): Promise<Post[]> {
  const names = existsSync(dir) ? (await readdir(dir)).filter((name) => /\.mdx?$/.test(name)) : [];
  const posts = await Promise.all(
    names.map(async (name) => parsePost(path.relative(process.cwd(), path.join(dir, name)), name, await readFile(path.join(dir, name), 'utf8'), AUTHORS)),
  );
  return sortPosts(posts);
}

/** Writes the post summaries and excerpts the blog components import. */
function writeBlogData(posts: Post[]): void {
  writeDataModule(BLOG_DATA_FILE, JSON.stringify(posts.map(summaryOf)));
  writeDataModule(BLOG_EXCERPTS_FILE, JSON.stringify(Object.fromEntries(posts.map((post) => [post.slug, post.excerpt]))));
}

const yaml = (value: string) => JSON.stringify(value);

function generatedPage(routePath: string, frontmatter: { title: string; description: string }, body: string) {
  return {
    routePath,
    content: `---
title: ${yaml(frontmatter.title)}
description: ${yaml(frontmatter.description)}
pageType: custom
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
  watcher = watch(BLOG_DIR, () => {
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
    return posts;
  };
  return {
    name: 'rainbond-blog',
    builderConfig: {
      resolve: { alias: { '@rainbond/blog-data': BLOG_DATA_FILE, '@rainbond/blog-excerpts': BLOG_EXCERPTS_FILE } },
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
import { BlogPostPage } from '${COMPONENTS}/BlogPostPage';

<BlogPostPage slug="${post.slug}">
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
            `import { BlogListPage } from '${COMPONENTS}/BlogListPage';\n\n<BlogListPage page={${page}} />`,
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
          `import { BlogAuthorsPage } from '${COMPONENTS}/BlogAuthorsPage';\n\n<BlogAuthorsPage />`,
        ),
      );
      return pages;
    },
    // Synchronous on purpose: hooks run in parallel, and the link check (registered after this plugin)
    // must find the feeds on disk when it resolves the <link rel="alternate"> of the blog pages.
    afterBuild(config, isProd) {
      if (!isProd || !posts) return;
      const site = { url: SITE_URL, title: 'Rainbond 博客', description: 'Rainbond 团队的云原生应用管理实践。' };
      const authorName = (key: string) => AUTHORS[key]?.name ?? key;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      mkdirSync(path.join(outDir, 'blog'), { recursive: true });
      writeFileSync(path.join(outDir, 'blog/rss.xml'), rssFeed(site, posts, authorName));
      writeFileSync(path.join(outDir, 'blog/atom.xml'), atomFeed(site, posts, authorName));
    },
  };
}
