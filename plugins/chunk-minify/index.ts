import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { rspack } from '@rsbuild/core';
import { CACHE_DIR } from '../shared/cacheDir';
import { codeVersion, keyedFileStore, storeKey } from '../shared/keyedStore';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The browser's lazily loaded chunks (pages, route sections, components loaded on demand). */
export const LAZY_CHUNK = /^static\/js\/async\/.+\.js$/;
/** Chunks at once: the minifier runs on Rspack's threads, a few calls keep both cores busy. */
const BATCH = 16;

type MinifyOptions = NonNullable<Parameters<typeof rspack.experiments.swc.minify>[1]>;

/**
 * What Rspack's minimizer does with `options` (its defaults: two compress passes, the target's ECMAScript
 * version, no comments), but legal comments kept in place.
 */
export function minimizerSettings(options: MinifyOptions, esVersion?: number | null): MinifyOptions {
  const { compress = true, mangle = true, ecma = esVersion ? Math.min(esVersion, 2024) : 5, format } = options;
  return {
    ...options,
    compress: compress === false ? false : { passes: 2, ...(typeof compress === 'object' ? compress : {}) },
    mangle,
    ecma: ecma as MinifyOptions['ecma'],
    format: { comments: 'some', ...format },
  };
}

/**
 * Lazy chunks are named by the build's hash (rspress.config.ts), so every build renames all of them, and
 * Rspack's minimizer keys its cache by file name: after a one-page edit it minified all ~770 chunks again
 * (3 s of CPU in a 9 s build). They are minified here instead, with the same options, each kept by its
 * content: a build minifies only the chunks whose code changed. Legal comments stay in the chunk
 * (Rspack's minimizer would move them to a `.LICENSE.txt` file beside it, whose name would change too).
 */
export function chunkMinifyPlugin(dir = path.join(CACHE_DIR, 'minified')): RsbuildPlugin {
  let options: MinifyOptions | undefined;
  return {
    name: 'rainbond-chunk-minify',
    setup(api) {
      api.modifyBundlerChain((chain, { CHAIN_ID, environment, isProd }) => {
        if (!isProd || environment.name !== 'web' || !chain.optimization.minimizers.has(CHAIN_ID.MINIMIZER.JS)) return;
        chain.optimization.minimizer(CHAIN_ID.MINIMIZER.JS).tap(([pluginOptions = {}]) => {
          options = (pluginOptions as { minimizerOptions?: MinifyOptions }).minimizerOptions ?? {};
          return [{ ...pluginOptions, exclude: LAZY_CHUNK }];
        });
      });
      api.processAssets({ stage: 'optimize-size', environments: ['web'] }, async ({ compilation, sources }) => {
        if (!options) return;
        const settings = minimizerSettings(options, compilation.compiler.target.esVersion);
        const version = codeVersion([import.meta.filename, path.join(ROOT, 'package-lock.json')], JSON.stringify(settings));
        const store = keyedFileStore<string>(dir, version);
        const chunks = compilation.getAssets().filter((asset) => LAZY_CHUNK.test(asset.name) && !asset.info.minimized);
        for (let start = 0; start < chunks.length; start += BATCH) {
          await Promise.all(
            chunks.slice(start, start + BATCH).map(async ({ name, source }) => {
              const code = String(source.source());
              const key = storeKey(code);
              let minified = store.get(key);
              if (minified === undefined) {
                minified = (await rspack.experiments.swc.minify(code, settings)).code;
                store.set(key, minified);
              }
              compilation.updateAsset(name, new sources.RawSource(minified), (info) => ({ ...info, minimized: true }));
            }),
          );
        }
        store.save();
      });
    },
  };
}
