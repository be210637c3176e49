import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listFiles } from '../shared/listFiles';
import { findBrokenLinks } from './check';

/**
 * After a production build, resolves every internal href/src of every emitted page against the output.
 * Catches what Rspress's Markdown dead-link check cannot see: links in the theme, TSX pages and JSX in MDX.
 */
export function linkCheckPlugin(): RspressPlugin {
  return {
    name: 'rainbond-link-check',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const pages = (await listFiles(outDir, /\.html$/)).filter((file) => !file.includes(`${path.sep}__ssg__${path.sep}`));
      const broken = findBrokenLinks(outDir, pages);
      if (broken.length > 0) {
        const lines = broken.map(({ page, link }) => `  ${page}: ${link}`).join('\n');
        throw new Error(`Broken internal links (${broken.length}):\n${lines}`);
      }
    },
  };
}
