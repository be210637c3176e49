import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkMinifyPlugin, minimizerSettings } from '../../plugins/chunk-minify';

const root = mkdtempSync(path.join(tmpdir(), 'chunk-minify-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

writeFileSync(path.join(root, 'index.js'), 'import("./lazy.js").then((lazy) => lazy.show("入口"));\n');
writeFileSync(
  path.join(root, 'lazy.js'),
  [
    '/*! 许可说明：保留这一条 */',
    'export function show(where) {',
    '  const message = "懒加载的模块 · " + where + " × 2";',
    '  if (typeof document !== "undefined") document.title = message;',
    '  return message.length > 3 ? message : "短";',
    '}',
    '',
  ].join('\n'),
);

/** Builds the two files for the browser and returns the lazy chunk's file name and code. */
async function build(dist: string, plugins: RsbuildPlugin[]) {
  const rsbuild = await createRsbuild({
    cwd: root,
    rsbuildConfig: {
      mode: 'production',
      source: { entry: { index: './index.js' } },
      output: { distPath: { root: dist }, filenameHash: false, overrideBrowserslist: ['chrome >= 107'] },
      performance: { printFileSize: false },
      plugins,
    },
  });
  await rsbuild.build();
  const dir = path.join(root, dist, 'static/js/async');
  const [name] = readdirSync(dir).filter((file) => file.endsWith('.js'));
  return { name, code: readFileSync(path.join(dir, name), 'utf8') };
}

const cached = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('chunk-minify', () => {
  it("minifies lazy chunks as Rspack's minimizer does, legal comments kept, and keeps each by its code", async () => {
    const cache = path.join(root, 'cache');
    const plain = await build('plain', []);
    const ours = await build('ours', [chunkMinifyPlugin(cache)]);
    // Rspack's minimizer moves the legal comment out to a .LICENSE.txt file; ours keeps it in place.
    expect(plain.code).not.toContain('许可说明');
    expect(ours.code).toContain('/*! 许可说明：保留这一条 */');
    expect(ours.code.replace(/\/\*![^*]*\*\/\s*/, '')).toBe(plain.code.replace(/\/\*! LICENSE: [^*]*\*\/\s*/, ''));
    // Non-ASCII text stays as it is (the target's ECMAScript version, as Rspack's minimizer uses it).
    expect(ours.code).toContain('懒加载的模块 · ');

    const [entry] = cached(cache);
    expect(entry).toBeDefined();
    const written = statSync(entry).mtimeMs;
    const again = await build('again', [chunkMinifyPlugin(cache)]);
    expect(again.code).toBe(ours.code);
    // The same code: the minified chunk came from the cache, not written again.
    expect(cached(cache)).toEqual([entry]);
    expect(statSync(entry).mtimeMs).toBe(written);
  }, 60_000);

  it("fills in the minimizer's defaults and keeps what the config set", () => {
    expect(minimizerSettings({}, 2018)).toEqual({ compress: { passes: 2 }, mangle: true, ecma: 2018, format: { comments: 'some' } });
    expect(minimizerSettings({}, null).ecma).toBe(5);
    expect(minimizerSettings({}, 2030).ecma).toBe(2024);
    expect(minimizerSettings({ compress: false, format: { comments: false, asciiOnly: true } }, 2020)).toMatchObject({
      compress: false,
      format: { comments: false, asciiOnly: true },
    });
    expect(minimizerSettings({ compress: { drop_console: true } }, 2020).compress).toEqual({ passes: 2, drop_console: true });
  });
});
