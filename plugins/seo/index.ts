import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { SITE_URL } from '../../core/data/site';
import { versionOfPath } from '../../core/docs/navigation';
import { localeAlternates } from '../../core/seo/locale';
import { loadPosts } from '../blog';
import { lastUpdateOf, lastUpdates, type OwnUpdate } from '../docs-engine/gitDates';
import type { PageData } from '../page-data';
import { llmsTxt, type SitePage, sitemap } from './files';

const NOT_LISTED = [/^\/404$/, /^\/search$/];
const DOCS_DIR = path.resolve(import.meta.dirname, '../../docs/docs');

/**
 * The date a page shows for its last change: a doc's last update (front matter, else git, as
 * remarkLastUpdated puts it on the page), a post's date. Other pages show none and get none.
 */
async function lastModified(): Promise<(page: PageIndexInfo) => string | undefined> {
  const git = lastUpdates(path.relative(process.cwd(), DOCS_DIR));
  const postDates = new Map((await loadPosts()).map((post) => [`/blog/${post.slug}`, post.date]));
  return (page) => {
    const postDate = postDates.get(page.routePath);
    if (postDate) return postDate;
    const file = page._filepath && path.resolve(page._filepath);
    if (!file?.startsWith(`${DOCS_DIR}${path.sep}`)) return undefined;
    const fromGit = git.get(path.relative(process.cwd(), file).split(path.sep).join('/'));
    return lastUpdateOf(fromGit, page.frontmatter?.last_update as OwnUpdate | undefined)?.time.toISOString();
  };
}

/** sitemap.xml and llms.txt of every listed page (no 404, no moved-page stubs, no unlisted or draft pages). */
export function seoPlugin(pageData: PageData): RspressPlugin {
  return {
    name: 'rainbond-seo',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const lastmod = await lastModified();
      const pages: SitePage[] = (await pageData())
        .filter((page) => {
          const fm = page.frontmatter ?? {};
          return !NOT_LISTED.some((pattern) => pattern.test(page.routePath)) && fm.unlisted !== true && fm.draft !== true && fm.title !== '页面已移动';
        })
        .map((page) => ({
          routePath: page.routePath,
          title: (page.frontmatter?.title as string | undefined) ?? page.title,
          description: (page.frontmatter?.description as string | undefined) ?? '',
          version: versionOfPath(page.routePath)?.name,
          lastmod: lastmod(page),
          alternates: localeAlternates(page.routePath),
        }))
        .sort((a, b) => a.routePath.localeCompare(b.routePath));
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      writeFileSync(path.join(outDir, 'sitemap.xml'), sitemap(SITE_URL, pages));
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(SITE_URL, pages));
    },
  };
}
