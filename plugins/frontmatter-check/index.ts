import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pageKindOf } from '../../core/frontmatter/schema';
import { CACHE_DIR } from '../shared/cacheDir';
import { codeVersion, fileKey, keyedStore } from '../shared/keyedStore';
import { listFiles } from '../shared/listFiles';
import { ContentError, setStrictFrontmatter, validateFrontmatter, validatePageModule } from './validate';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The code that checks a source: a change to it checks every source again. */
const CHECKER = ['plugins/frontmatter-check/index.ts', 'plugins/frontmatter-check/validate.ts', 'core/frontmatter/schema.ts'].map((file) =>
  path.join(ROOT, file),
);

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
      // Sources that passed, by path, size and time: every start read and checked every page (1 s of a
      // dev server's start at 7,000 pages). Only in strict mode: otherwise a check may warn, and must again.
      const passed = strict ? keyedStore<true>(path.join(CACHE_DIR, 'checked-sources.v8'), codeVersion(CHECKER)) : undefined;
      // Files are read in turn: thousands of reads awaited at once left the thread idle while the pool read them.
      const check = (file: string, validate: (relative: string, source: string) => void) => {
        const key = passed && fileKey(file);
        if (key && passed?.get(key)) return;
        try {
          validate(path.relative(process.cwd(), file), readFileSync(file, 'utf8'));
          if (key) passed?.set(key, true);
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          problems.push(error.message);
        }
      };
      for (const file of await listFiles(root, /\.mdx?$/))
        check(file, (relative, source) => validateFrontmatter(relative, source, pageKindOf(path.relative(root, file))));
      for (const file of await listFiles(root, /\.[jt]sx$/)) check(file, (relative, source) => validatePageModule(relative, path.relative(root, file), source));
      passed?.save();
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
