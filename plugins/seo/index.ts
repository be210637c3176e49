import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { SITE_URL } from '../../theme/data/site';
import { versionOfPath } from '../../theme/logic/docs';
import type { PageData } from '../page-data';
import { llmsTxt, type SitePage, sitemap } from './files';

const NOT_LISTED = [/^\/404$/, /^\/search$/];

/** sitemap.xml and llms.txt of every listed page (no 404, no moved-page stubs, no unlisted or draft pages). */
export function seoPlugin(pageData: PageData): RspressPlugin {
  return {
    name: 'rainbond-seo',
    async afterBuild(config, isProd) {
      if (!isProd) return;
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
        }))
        .sort((a, b) => a.routePath.localeCompare(b.routePath));
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      writeFileSync(path.join(outDir, 'sitemap.xml'), sitemap(SITE_URL, pages));
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(SITE_URL, pages));
    },
  };
}
