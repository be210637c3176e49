import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCodeFiles } from '../../plugins/build-cache';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The files of this repository a module imports (relative imports, type-only ones left out: Node never loads them). */
function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?from\s+'(\.[^']+)'/gm), ...source.matchAll(/new URL\('(\.[^']+)'/g)].map(
    (match) => match[1],
  );
  return specifiers.map((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!found) throw new Error(`${path.relative(ROOT, file)}: cannot resolve ${specifier}`);
    return found;
  });
}

describe('build cache', () => {
  it('starts over when any code the build runs in Node changes: everything rspress.config.ts loads is a build dependency', () => {
    const dependencies = new Set(buildCodeFiles());
    const seen = new Set<string>();
    const queue = [path.join(ROOT, 'rspress.config.ts')];
    while (queue.length) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...localImports(file));
    }
    expect(seen.size).toBeGreaterThan(50);
    expect([...seen].filter((file) => !dependencies.has(file)).map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('lists files only: a folder among Rspack’s build dependencies made every build a cold one', () => {
    const files = buildCodeFiles();
    expect(files).toContain(path.join(ROOT, 'plugins/build-cache/index.ts'));
    expect(files.every((file) => path.extname(file) !== '' || path.basename(file).startsWith('.'))).toBe(true);
  });
});
