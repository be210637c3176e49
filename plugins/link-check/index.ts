import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { IMAGE_HOSTS } from '../../core/data/site';
import { COMPAT_MODE } from '../shared/compatMode';
import { warn } from '../shared/diagnostics';
import { listPages } from '../shared/listFiles';
import { outputWritten } from '../shared/outputWrites';
import { checkPages } from './check';

/**
 * After a production build, resolves every internal href/src of every emitted page against the output.
 * Catches what Rspress's Markdown dead-link check cannot see: links in the theme, TSX pages and JSX in MDX.
 * Images from hosts not in IMAGE_HOSTS fail it too (the page's CSP would block them).
 */
export function linkCheckPlugin(): RspressPlugin {
  return {
    name: 'rainbond-link-check',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      // Rspress runs every plugin's afterBuild at once: the files others write there (twins, assets) come first.
      await outputWritten();
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const pages = await listPages(outDir);
      const { broken, remote } = checkPages(outDir, pages);
      const blocked = remote.filter(({ host }) => !IMAGE_HOSTS.includes(host));
      if (COMPAT_MODE) {
        for (const { page, link, redirect } of broken)
          warn(`${outDir}${page}.html`, 1, redirect ? `link ${link} answers 301: use ${redirect}` : `broken link ${link}`);
        const hosts = new Map<string, number>();
        for (const { host } of blocked) hosts.set(host, (hosts.get(host) ?? 0) + 1);
        for (const [host, count] of hosts)
          warn('core/data/site.ts', 1, `${count} images load from ${host}: add it to IMAGE_HOSTS (and the CSP), or vendor them into public/`);
        return;
      }
      if (blocked.length > 0) {
        const lines = blocked.map(({ page, url }) => `  ${page}: ${url}`).join('\n');
        throw new Error(`Images from hosts not in IMAGE_HOSTS (core/data/site.ts), which the CSP blocks (${blocked.length}):\n${lines}`);
      }
      if (broken.length > 0) {
        const lines = broken.map(({ page, link, redirect }) => `  ${page}: ${link}${redirect ? ` (answers 301: link to ${redirect})` : ''}`).join('\n');
        throw new Error(`Broken or redirected internal links (${broken.length}):\n${lines}`);
      }
    },
  };
}
