import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

// A lock without other platforms' optional binaries (Biome, Rspack, Tailwind's oxide) made `npm ci` refuse
// it on every machine; CI then fell back to `npm install`, which rewrote the lock on each run.
it('npm ci accepts package.json and the lock file as committed', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rb-lock-'));
  try {
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(ROOT, file), path.join(dir, file));
    const run = () => execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'pipe', encoding: 'utf8' });
    expect(run).not.toThrow();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
