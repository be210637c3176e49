import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * A plain Rspress 2 site over the same Markdown as ours: every `.md` page of docs/ and blog/ and the static
 * files, with Rspress's default theme and none of our plugins (`.mdx` pages import our components and are
 * left out; dead links and images are not checked, our dialect is not prepared). Built beside ours, it tells
 * how much of a build's cost is ours. Returns its folder and how many pages it has.
 */
export function bareSite(): { dir: string; pages: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rb-bare-'));
  let pages = 0;
  for (const [from, to] of [
    ['docs', 'docs'],
    ['blog', 'docs/blog'],
  ]) {
    cpSync(path.join(ROOT, from), path.join(dir, to), {
      recursive: true,
      filter: (source) => !source.endsWith('.mdx') && !/\.(tsx?|json)$/.test(source),
    });
  }
  pages = readdirSync(path.join(dir, 'docs'), { recursive: true }).filter((name) => String(name).endsWith('.md')).length;
  cpSync(path.join(ROOT, 'public'), path.join(dir, 'docs/public'), { recursive: true });
  writeFileSync(
    path.join(dir, 'rspress.config.mjs'),
    `export default {
  root: 'docs',
  title: 'Rainbond',
  lang: 'zh',
  route: { cleanUrls: true },
  markdown: { link: { checkDeadLinks: false }, image: { checkDeadImages: false } },
};
`,
  );
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  return { dir, pages };
}
