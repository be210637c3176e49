import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, reachable } from './support/imports';

const ROOT = path.resolve(import.meta.dirname, '../..');
const rel = (file: string) => path.relative(ROOT, file);
const sources = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.(?:ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, dir, file));

describe('import graph', () => {
  it('browser code (theme/, components/) never reaches plugins/, not even for types', () => {
    const browser = [...sources('theme'), ...sources('components')];
    const strays = [...reachable(browser)].filter((file) => rel(file).startsWith('plugins/'));
    expect(strays.map(rel)).toEqual([]);
  });

  it('core/ is pure: no React, no Node, no Rspress, and nothing outside core/', () => {
    const strays = sources('core').flatMap((file) => {
      const { local, packages } = importsOf(file);
      return [
        ...local.filter((target) => !rel(target).startsWith('core/')).map((target) => `${rel(file)} → ${rel(target)}`),
        ...packages.filter((name) => /^(?:node:|react\b|react-dom\b|@rspress\/|@rsbuild\/)/.test(name)).map((name) => `${rel(file)} → ${name}`),
      ];
    });
    expect(strays).toEqual([]);
  });
});
