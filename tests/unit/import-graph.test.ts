import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, reachable } from './support/imports';

const ROOT = path.resolve(import.meta.dirname, '../..');
const rel = (file: string) => path.relative(ROOT, file);
const sources = (dir: string, pattern = /\.(?:ts|tsx)$/) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(ROOT, dir), path.join(entry.parentPath, entry.name)))
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(ROOT, dir, file));

const localImports = (dirs: string[]) =>
  dirs.flatMap((dir) => sources(dir)).flatMap((file) => importsOf(file).local.map((target) => ({ from: rel(file), to: rel(target) })));
const outside = (edges: { from: string; to: string }[], allowed: string[]) =>
  edges.filter(({ to }) => !allowed.some((dir) => to.startsWith(`${dir}/`))).map(({ from, to }) => `${from} → ${to}`);

describe('import graph', () => {
  it('browser code (theme/, components/) never reaches plugins/, not even for types', () => {
    const browser = [...sources('theme'), ...sources('components')];
    const strays = [...reachable(browser)].filter((file) => rel(file).startsWith('plugins/'));
    expect(strays.map(rel)).toEqual([]);
  });

  it('theme/ and components/ import only core/, each other and the browser side of the Rspress border', () => {
    expect(outside(localImports(['theme', 'components']), ['core', 'theme', 'components', 'rspress-internals/browser'])).toEqual([]);
  });

  it('plugins/ import core/ and the Rspress border, never the theme or page components', () => {
    expect(outside(localImports(['plugins']), ['core', 'plugins', 'rspress-internals/node'])).toEqual([]);
  });

  it('the bench and the other scripts import no test files', () => {
    expect(
      localImports(['scripts'])
        .filter(({ to }) => to.startsWith('tests/'))
        .map(({ from, to }) => `${from} → ${to}`),
    ).toEqual([]);
  });

  it('only rspress-internals/ reaches into Rspress’s dist/ (the contract test aside, which checks it)', () => {
    const files = [
      ...['core', 'theme', 'components', 'plugins', 'scripts', 'deploy', 'tests'].flatMap((dir) => sources(dir, /\.(?:ts|tsx|mts|mjs)$/)),
      path.join(ROOT, 'rspress.config.ts'),
    ];
    const strays = files
      .filter((file) => !file.endsWith('rspress-border.test.ts') && !rel(file).startsWith('tests/fixtures/'))
      .filter((file) => /from\s+'@rspress\/core\/dist\/|import\s+'@rspress\/core\/dist\//.test(readFileSync(file, 'utf8')));
    expect(strays.map(rel)).toEqual([]);
  });

  it('every package the code imports is declared in package.json', () => {
    const { dependencies, devDependencies } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const declared = new Set([...Object.keys(dependencies), ...Object.keys(devDependencies)]);
    const packageName = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    // Virtual modules and aliases of the build, not packages.
    const builtIn = (name: string) => name.startsWith('node:') || name.startsWith('virtual-') || name.startsWith('@rainbond/') || name === '@theme';
    // Import lines inside generated code (`${file}`) are not this file's imports.
    const isPackage = (name: string) => /^(?:@[a-z0-9-]+\/)?[a-z0-9][a-z0-9._-]*$/.test(name);
    const files = ['core', 'theme', 'components', 'plugins', 'rspress-internals', 'scripts'].flatMap((dir) => sources(dir));
    const undeclared = files.flatMap((file) =>
      importsOf(file)
        .packages.map(packageName)
        .filter((name) => isPackage(name) && !builtIn(name) && !declared.has(name))
        .map((name) => `${rel(file)} → ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('repository links come from site data: no code-host URL is written out anywhere else', () => {
    const files = ['core', 'theme', 'components', 'plugins'].flatMap((dir) => sources(dir)).filter((file) => rel(file) !== 'core/data/site.ts');
    const literals = files.filter((file) => /https?:\/\/(?:www\.)?(?:github\.com|gitee\.com|gitcode\.com)\//.test(readFileSync(file, 'utf8')));
    expect(literals.map(rel)).toEqual([]);
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
