import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../../plugins/shared/listFiles';
import { expect, test } from '../support/fixtures';

const OUT = path.resolve(import.meta.dirname, '../../../doc_build');
const CJK = /[\u3400-\u9fff]/;

/** Admonition kinds whose English name the Markdown compiler uses as a default title. */
const KINDS = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important', 'success', 'details'];

/** English texts that Rspress, its plugins and DocSearch show by default. */
const FRAMEWORK_DEFAULTS = [
  'Collapse Code',
  'Expand code',
  'Collapse code',
  'Copy code',
  'Toggle code wrap',
  'On this page',
  'Edit this page',
  'Last Updated',
  'Previous page',
  'Next page',
  'Search docs',
  'No results for',
  'mobile hamburger',
  'go to home',
];

/** Words a Chinese page may show as they are: names and terms, not interface text. */
const NAMES = /^(GitHub|Gitee|GitCode|Rainbond|English|OpenAPI|RSS|Atom|Star us on GitHub|Ctrl K|Logo)$/;

test('built pages show no English default texts: admonition titles, labels, framework strings', async () => {
  test.setTimeout(120_000);
  const files = (await listFiles(OUT, /\.html$/)).filter((file) => !file.includes(`${path.sep}__ssg__${path.sep}`));
  expect(files.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const page = path.relative(OUT, file);
    for (const [, title] of html.matchAll(/class="rp-callout__title[^"]*">([^<]*)</g)) {
      if (KINDS.includes(title.trim().toLowerCase())) problems.push(`${page}: admonition titled "${title}"`);
    }
    // Code blocks are text, written as it is: a fence shown as code may read `title="values.yaml"`.
    const outsideCode = html.replace(/<pre\b[\s\S]*?<\/pre>/g, '');
    for (const [, attribute, value] of outsideCode.matchAll(/\s(aria-label|title|placeholder|alt)="([^"]*)"/g)) {
      if (value && !CJK.test(value) && /[a-z]{3}/i.test(value) && !NAMES.test(value)) problems.push(`${page}: ${attribute}="${value}"`);
    }
    for (const text of FRAMEWORK_DEFAULTS) if (html.includes(text)) problems.push(`${page}: "${text}"`);
  }
  expect(problems).toEqual([]);
});
