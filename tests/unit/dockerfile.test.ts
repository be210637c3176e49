import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJiti } from 'jiti';
import { describe, expect, it } from 'vitest';
import { OUTPUT_DIR } from '../../rspress-internals/node/dist';
import { hasNginx } from '../../scripts/nginx';
import { SITE_SOURCES } from '../../scripts/siteCopy';
import { type Instruction, imageNginx, parseDockerfile } from '../e2e/support/image';
import { reachable } from './support/imports';

const ROOT = path.resolve(import.meta.dirname, '../..');
const stages = parseDockerfile();
const [build, server] = stages;
const nginxConf = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
const copies = (stage: typeof build) => stage.instructions.filter(({ op }) => op === 'COPY');
const runs = build.instructions.filter(({ op }) => op === 'RUN').map(({ args }) => args.join(' '));

/** The .dockerignore allowlist: everything is left out (`*`) but these paths. */
function contextPaths(): string[] {
  const lines = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  expect(lines[0], '.dockerignore starts by leaving everything out').toBe('*');
  for (const line of lines.slice(1)) expect(line, '.dockerignore: after `*`, only `!path` lines').toMatch(/^!/);
  return lines.slice(1).map((line) => line.slice(1));
}

const inContext = (source: string) => source === '.' || contextPaths().some((entry) => source === entry || source.startsWith(`${entry}/`));

describe('Dockerfile', () => {
  it('builds with Node 20 and serves with the official nginx image', () => {
    expect(stages).toHaveLength(2);
    expect(build.image).toMatch(/^node:20(?:[.-]|$)/);
    expect(build.name).toBe('build');
    expect(server.image).toMatch(/^nginx:\d+\.\d+[\w.-]*$/);
  });

  it("sends the site's sources, the lock file, the nginx config and nothing else it would not need", () => {
    const context = contextPaths();
    // .git dates the pages when there is one; a source archive without it still builds.
    for (const entry of context.filter((entry) => entry !== '.git')) expect(existsSync(path.join(ROOT, entry)), `${entry} exists`).toBe(true);
    expect(new Set(context)).toEqual(new Set([...SITE_SOURCES, 'package-lock.json', 'deploy/nginx.conf', '.git']));
  });

  it('holds every file the build loads: all that rspress.config.ts reaches lies in the site sources', () => {
    const inSources = (file: string) => SITE_SOURCES.some((entry) => file === entry || file.startsWith(`${entry}/`));
    const outside = [...reachable([path.join(ROOT, 'rspress.config.ts')])].map((file) => path.relative(ROOT, file)).filter((file) => !inSources(file));
    expect(outside).toEqual([]);
  });

  it('copies only paths that exist and are in the build context', () => {
    for (const { flags, args } of stages.flatMap(copies).filter(({ flags }) => !flags.from)) {
      for (const source of args.slice(0, -1)) {
        expect(existsSync(path.join(ROOT, source)), `COPY ${source}: exists`).toBe(true);
        expect(inContext(source), `COPY ${source}: in the context (.dockerignore)`).toBe(true);
      }
      expect(flags).toEqual({});
    }
  });

  it('installs from the lock file, then runs the build script with statistics off', () => {
    const lockCopied = build.instructions.findIndex(({ op, args }) => op === 'COPY' && args.includes('package-lock.json'));
    const install = build.instructions.findIndex(({ op, args }) => op === 'RUN' && args.join(' ').startsWith('npm ci'));
    expect(lockCopied).toBeGreaterThanOrEqual(0);
    expect(install).toBeGreaterThan(lockCopied);
    const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const buildRun = runs.find((run) => /\bnpm run \S+/.test(run)) ?? '';
    const script = /\bnpm run (\S+)/.exec(buildRun)?.[1] ?? '';
    expect(Object.keys(scripts)).toContain(script);
    expect(scripts[script]).toBe('rspress build');
    const args = build.instructions.filter(({ op }) => op === 'ARG' || op === 'ENV').flatMap(({ args }) => args);
    expect(args.includes('RAINBOND_ANALYTICS=off') || buildRun.includes('RAINBOND_ANALYTICS=off')).toBe(true);
  });

  it("copies the build stage's output dir, Rspress's outDir, to the root deploy/nginx.conf serves", async () => {
    const jiti = createJiti(import.meta.url);
    const config = (await jiti.import<{ default: { outDir?: string } }>(path.join(ROOT, 'rspress.config.ts'))).default;
    const outDir = config.outDir ?? OUTPUT_DIR;
    const workdir = build.instructions.filter(({ op }) => op === 'WORKDIR').at(-1)?.args[0] ?? '/';
    const site = copies(server).find(({ flags }) => flags.from === build.name) as Instruction;
    expect(site.args[0]).toBe(path.posix.join(workdir, outDir));
    expect(site.args[1]).toBe(/^\s*root\s+([^;]+);/m.exec(nginxConf)?.[1]);
  });

  it("installs deploy/nginx.conf where the image's nginx.conf includes it, and leaves deploy/brotli.conf out", () => {
    const conf = copies(server).filter(({ flags }) => !flags.from);
    expect(conf.map(({ args }) => args)).toEqual([['deploy/nginx.conf', '/etc/nginx/conf.d/default.conf']]);
  });

  it.skipIf(!hasNginx())('gives nginx a valid configuration, laid out as in the image', () => {
    const prefix = mkdtempSync(path.join(tmpdir(), 'rb-image-'));
    try {
      const main = imageNginx(prefix, path.join(ROOT, OUTPUT_DIR), 8080);
      const test = spawnSync('nginx', ['-t', '-c', main, '-p', prefix, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
      expect(test.stderr).toContain('test is successful');
      expect(test.status).toBe(0);
      // The image's nginx has no brotli module: nothing of it may be in the config it loads.
      const directives = readFileSync(path.join(prefix, 'etc/nginx/conf.d/default.conf'), 'utf8').replace(/#.*$/gm, '');
      expect(directives).not.toMatch(/brotli|load_module/);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
