import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { afterAll, describe, expect, it } from 'vitest';
import { readWithCache } from '../../plugins/page-data/pageCache';

const dir = mkdtempSync(path.join(tmpdir(), 'rb-page-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const route = (name: string, source: string): RouteMeta => {
  writeFileSync(path.join(dir, `${name}.md`), source);
  return {
    routePath: `/${name}`,
    absolutePath: path.join(dir, `${name}.md`),
    relativePath: `${name}.md`,
    pureRoutePath: `/${name}`,
    pageName: name,
    lang: 'zh',
    version: '',
  };
};

/** A reader that records which routes it was asked for and reads each page's text and a date. */
function reader() {
  const asked: string[][] = [];
  const read = async (routes: RouteMeta[]) => {
    asked.push(routes.map((one) => one.routePath));
    return routes.map((one) => ({ routePath: one.routePath, text: String(Math.random()), date: new Date('2024-05-01') }));
  };
  return { asked, read };
}

describe('page data cache', () => {
  const file = path.join(dir, 'pages.v8');
  const options = { root: dir, searchCodeBlocks: true, alias: {} };

  it('reads only the pages that changed, and gives every page back in route order', async () => {
    const routes = [route('a', '# A'), route('b', '# B'), route('c', '# C')];
    const first = reader();
    const before = await readWithCache(routes, options, first.read, file);
    expect(first.asked).toEqual([['/a', '/b', '/c']]);

    routes[1] = route('b', '# B，改过');
    const second = reader();
    const after = await readWithCache(routes, options, second.read, file);
    expect(second.asked).toEqual([['/b']]);
    expect(after.map((page) => page.routePath)).toEqual(['/a', '/b', '/c']);
    expect(after[0]).toEqual(before[0]);
    expect(after[1].text).not.toBe(before[1].text);
    // Front matter dates stay dates.
    expect(after[2].date).toBeInstanceOf(Date);

    const third = reader();
    await readWithCache(routes, options, third.read, file);
    expect(third.asked).toEqual([]);
  });

  it('reads again a page when a Markdown file it imports changes, and every page when the reader’s options change', async () => {
    writeFileSync(path.join(dir, 'part.mdx'), '一段共用的说明');
    writeFileSync(path.join(dir, 'Widget.js'), 'export default () => null;');
    const routes = [route('d', '# D'), route('e', "import Part from './part.mdx';\nimport Widget from './Widget';\n\n# E\n\n<Part />\n<Widget />")];
    await readWithCache(routes, options, reader().read, file);
    const again = reader();
    await readWithCache(routes, options, again.read, file);
    expect(again.asked).toEqual([]);
    writeFileSync(path.join(dir, 'Widget.js'), 'export default () => 1;');
    const script = reader();
    await readWithCache(routes, options, script.read, file);
    expect(script.asked).toEqual([]);
    writeFileSync(path.join(dir, 'part.mdx'), '一段改过的说明');
    const edited = reader();
    await readWithCache(routes, options, edited.read, file);
    expect(edited.asked).toEqual([['/e']]);
    const changed = reader();
    await readWithCache(routes, { ...options, searchCodeBlocks: false }, changed.read, file);
    expect(changed.asked).toEqual([['/d', '/e']]);
  });

  it('follows imports through an alias, as the reader does', async () => {
    writeFileSync(path.join(dir, 'shared.md'), '别名引入的片段');
    const aliased = { ...options, alias: { '@parts': dir } };
    const routes = [route('g', "import Shared from '@parts/shared';\n\n# G\n\n<Shared />")];
    await readWithCache(routes, aliased, reader().read, file);
    writeFileSync(path.join(dir, 'shared.md'), '别名引入的片段，改过');
    const edited = reader();
    await readWithCache(routes, aliased, edited.read, file);
    expect(edited.asked).toEqual([['/g']]);
  });

  it('keeps a page whose code blocks hold import lines, and does not care in which order the aliases came', async () => {
    const routes = [route('f', '# F\n\n```java\nimport java.util.List;\n```\n\n~~~python\nimport os\n~~~\n')];
    const aliased = (...names: string[]) => ({ ...options, alias: Object.fromEntries(names.map((name) => [name, `/modules/${name}`])) });
    await readWithCache(routes, aliased('react', '@theme'), reader().read, file);
    const again = reader();
    await readWithCache(routes, aliased('@theme', 'react'), again.read, file);
    expect(again.asked).toEqual([]);
    const other = reader();
    await readWithCache(routes, aliased('@theme', 'react', 'react-dom'), other.read, file);
    expect(other.asked).toEqual([['/f']]);
  });
});
