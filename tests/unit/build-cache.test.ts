import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCodeFiles } from '../../plugins/build-cache';
import { reachable } from './support/imports';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('build cache', () => {
  it('starts over when any code the build runs in Node changes: everything rspress.config.ts loads is a build dependency', () => {
    const dependencies = new Set(buildCodeFiles());
    // Type-only imports are left out: Node never loads them.
    const seen = reachable([path.join(ROOT, 'rspress.config.ts')], { runtimeOnly: true });
    expect(seen.size).toBeGreaterThan(50);
    expect([...seen].filter((file) => !dependencies.has(file)).map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('lists files only: a folder among Rspack’s build dependencies made every build a cold one', () => {
    const files = buildCodeFiles();
    expect(files).toContain(path.join(ROOT, 'plugins/build-cache/index.ts'));
    expect(files.every((file) => path.extname(file) !== '' || path.basename(file).startsWith('.'))).toBe(true);
  });
});
