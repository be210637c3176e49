import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listFiles } from '../shared/listFiles';
import { validateFrontmatter, validatePageModule } from './validate';

/** Fails the build on malformed or unknown front matter, or a React page without a default export, naming the file. */
export function frontmatterCheckPlugin(): RspressPlugin {
  return {
    name: 'rainbond-frontmatter-check',
    async beforeBuild(config) {
      const root = path.resolve(config.root ?? 'docs');
      const files = await listFiles(root, /\.mdx?$/);
      await Promise.all(files.map(async (file) => validateFrontmatter(path.relative(process.cwd(), file), await readFile(file, 'utf8'))));
      const modules = await listFiles(root, /\.[jt]sx$/);
      await Promise.all(
        modules.map(async (file) => validatePageModule(path.relative(process.cwd(), file), path.relative(root, file), await readFile(file, 'utf8'))),
      );
    },
  };
}
