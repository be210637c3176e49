import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

const BUILD = path.resolve('doc_build');
const SITE = 'https://www.rainbond.com';
/** Pages with a Markdown twin: every doc page, blog post and case. */
const HAS_TWIN = [/^\/docs(\/|$)/, /^\/blog\/(?!page\/|archive$|authors$)[^/]+$/, /^\/case\/[^/]+$/];

/** The Markdown outside code: fenced blocks and inline code left out. */
function prose(markdown: string): string {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    } else if (marker) fence = marker;
    else lines.push(line);
  }
  return lines.join('\n').replace(/(`+)[\s\S]*?\1/g, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeHtml = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.replace(/^#x/i, '0x').replace(/^#/, ''))) : (ENTITIES[name] ?? entity),
  );

test('every doc page, post and case in the sitemap has a UTF-8 twin that opens with its title and holds no HTML', () => {
  const sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1].slice(SITE.length))
    .filter((route) => HAS_TWIN.some((kind) => kind.test(route)));
  expect(paths.length).toBeGreaterThan(600);
  const problems: string[] = [];
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  for (const route of paths) {
    let twin: string;
    try {
      twin = utf8.decode(readFileSync(path.join(BUILD, `${route}.md`)));
    } catch (error) {
      problems.push(`${route}.md: ${(error as Error).message}`);
      continue;
    }
    const html = readFileSync(path.join(BUILD, `${route}.html`), 'utf8');
    // The page's title, as its <title> gives it (before the version and the site name).
    const title = unescapeHtml(/<title>([^<]*?)(?: · V[\d.]+)? \| Rainbond<\/title>/.exec(html)?.[1] ?? '');
    if (!title || !twin.startsWith(`# ${title}\n`)) problems.push(`${route}.md starts with "${twin.split('\n')[0]}", not "# ${title}"`);
    const tag = /(?<!\\)<[A-Za-z/!][^>\n]{0,40}/.exec(prose(twin));
    if (tag) problems.push(`${route}.md has HTML outside code: ${tag[0]}`);
  }
  expect(problems).toEqual([]);
});

test('llms.txt of each version links the twins; llms-full.txt holds them all in sidebar order', () => {
  const llms = readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  expect(llms).toContain(`(${SITE}/docs/installation/helm.md)`);
  expect(llms).toContain(`(${SITE}/docs/5.17/llms.txt)`);
  const older = readFileSync(path.join(BUILD, 'docs/5.17/llms.txt'), 'utf8');
  expect(older).toContain(`(${SITE}/docs/5.17/quick-start.md)`);
  expect(older).not.toContain(`(${SITE}/docs/installation/helm.md)`);
  const full = readFileSync(path.join(BUILD, 'llms-full.txt'), 'utf8');
  const helm = readFileSync(path.join(BUILD, 'docs/installation/helm.md'), 'utf8');
  expect(full).toContain(helm.trim());
  // The docs sidebar starts at the docs home, then quick start.
  expect(full.indexOf('- 网页：https://www.rainbond.com/docs\n')).toBeLessThan(full.indexOf('- 网页：https://www.rainbond.com/docs/quick-start\n'));
  expect(full.indexOf('- 网页：https://www.rainbond.com/docs/quick-start\n')).toBeLessThan(
    full.indexOf('- 网页：https://www.rainbond.com/docs/installation/helm\n'),
  );
});
