import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pageKindOf } from '../../core/frontmatter/schema';
import { listFiles } from '../shared/listFiles';
import { ContentError, setStrictFrontmatter, validateFrontmatter, validatePageModule } from './validate';

/**
 * Fails the build on malformed front matter (unknown keys too, in strict mode) or a React page without a
 * default export, naming every bad file and line at once, so a writer fixes them all in one go.
 */
export function frontmatterCheckPlugin({ strict = false }: { strict?: boolean } = {}): RspressPlugin {
  setStrictFrontmatter(strict);
  return {
    name: 'rainbond-frontmatter-check',
    async beforeBuild(config) {
      const root = path.resolve(config.root ?? 'docs');
      const problems: string[] = [];
      const check = async (file: string, validate: (relative: string, source: string) => void) => {
        try {
          validate(path.relative(process.cwd(), file), await readFile(file, 'utf8'));
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          problems.push(error.message);
        }
      };
      await Promise.all(
        (await listFiles(root, /\.mdx?$/)).map((file) =>
          check(file, (relative, source) => validateFrontmatter(relative, source, pageKindOf(path.relative(root, file)))),
        ),
      );
      await Promise.all(
        (await listFiles(root, /\.[jt]sx$/)).map((file) => check(file, (relative, source) => validatePageModule(relative, path.relative(root, file), source))),
      );
      if (problems.length === 1) throw new Error(problems[0]);
      if (problems.length > 1)
        throw new Error(
          `${problems.length} pages have bad front matter:\n${problems
            .sort()
            .map((line) => `  ${line}`)
            .join('\n')}`,
        );
    },
  };
}
