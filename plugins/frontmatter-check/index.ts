import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listFiles } from '../shared/listFiles';
import { validateFrontmatter } from './validate';

/** Fails the build on malformed or unknown front matter, naming the file and line. */
export function frontmatterCheckPlugin(): RspressPlugin {
  return {
    name: 'rainbond-frontmatter-check',
    async beforeBuild(config) {
      const root = path.resolve(config.root ?? 'docs');
      const files = await listFiles(root, /\.mdx?$/);
      await Promise.all(files.map(async (file) => validateFrontmatter(path.relative(process.cwd(), file), await readFile(file, 'utf8'))));
    },
  };
}
