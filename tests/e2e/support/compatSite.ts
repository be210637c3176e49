import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startNginx } from './nginx';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs `npm run compat` with these arguments (a fixture site and options), as a new user would. */
export const compat = (...args: string[]): SpawnSyncReturns<string> =>
  spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/compat.ts', ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The harness's work folder, from the build log line it always prints. */
export const workOf = (stdout: string): string | undefined => {
  const log = /^build log: (.+)$/m.exec(stdout)?.[1];
  return log ? path.dirname(log) : undefined;
};

/** A site the harness built, served by nginx, with its report; `close` stops the server and removes the work folder. */
export interface CompatSite<Report> {
  url: string;
  report: Report;
  close: () => Promise<void>;
}

/** Builds a fixture site with the harness and serves what it wrote; fails with the harness's output if it wrote nothing. */
export async function buildCompatSite<Report>(...args: string[]): Promise<CompatSite<Report>> {
  const run = compat(...args);
  const work = workOf(run.stdout);
  const output = /^output: (.+)$/m.exec(run.stdout)?.[1];
  if (!output || !work || run.status !== 0) throw new Error(`the compat build did not finish:\n${run.stdout}\n${run.stderr}`);
  const report = JSON.parse(readFileSync(path.join(work, 'compat-report.json'), 'utf8')) as Report;
  const server = await startNginx(output);
  return {
    url: server.url,
    report,
    close: async () => {
      await server.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Opens a page of a served site and waits until it has hydrated. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('main[data-hydrated="true"]').waitFor();
}
