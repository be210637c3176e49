import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A docs root with a good page and `bad` as a second page's source, and the plugin's check over it. */
async function setUp(bad: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'frontmatter-check-'));
  vi.stubEnv('RAINBOND_CACHE_DIR', path.join(dir, 'cache'));
  vi.resetModules();
  const { frontmatterCheckPlugin } = await import('../../plugins/frontmatter-check');
  const root = path.join(dir, 'docs');
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  writeFileSync(path.join(root, 'docs/good.md'), '---\ntitle: 好的页面\n---\n\n正文。\n');
  writeFileSync(path.join(root, 'docs/other.md'), bad);
  const check = () => frontmatterCheckPlugin({ strict: true }).beforeBuild?.({ root }, false);
  return { dir, root, check };
}

describe('frontmatter-check', () => {
  it('checks a source again only when it changed, and a bad one every time', async () => {
    const { dir, root, check } = await setUp('---\ntitel: 拼错的键\n---\n');
    await expect(check()).rejects.toThrow(/docs\/docs\/other\.md:2: unknown front matter key "titel"/);
    // The good page passed and is remembered; the bad one is not.
    expect(readdirSync(path.join(dir, 'cache'))).toContain('checked-sources.v8');
    await expect(check()).rejects.toThrow(/other\.md:2/);

    writeFileSync(path.join(root, 'docs/other.md'), '---\ntitle: 改好了\n---\n');
    await expect(check()).resolves.toBeUndefined();
    // Broken again with the same size: the time still tells the file changed.
    writeFileSync(path.join(root, 'docs/other.md'), '---\ntitel: 又错了\n---\n');
    await expect(check()).rejects.toThrow(/other\.md:2/);
  });
});
