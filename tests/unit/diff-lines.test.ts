import { codeToHtml } from 'shiki';
import { describe, expect, it } from 'vitest';
import { diffLineKind } from '../../core/code/diffLines';
import { transformerDiffLines } from '../../plugins/shiki/transformerDiffLines';

describe('diffLineKind', () => {
  it.each([
    ['+  name: gateway-1', 'add'],
    ['+', 'add'],
    ['-  name: node-1', 'remove'],
    ['-', 'remove'],
    ['   name: node-1', 'context'],
    ['', 'context'],
    ['@@ -1,4 +1,6 @@', 'context'],
    ['+++ b/values.yaml', 'header'],
    ['--- a/values.yaml', 'header'],
    ['---', 'header'],
    // Without a file name after them these are plain changed lines (a YAML separator added or removed).
    ['+++', 'add'],
    ['----', 'remove'],
  ])('%j is %s', (line, kind) => {
    expect(diffLineKind(line)).toBe(kind);
  });
});

describe('transformerDiffLines', () => {
  const render = (code: string, lang: string) => codeToHtml(code, { lang, theme: 'github-light', transformers: [transformerDiffLines()] });
  const lines = (html: string) => [...html.matchAll(/<span class="(line[^"]*)"/g)].map((match) => match[1]);

  it('marks the added and removed lines of a diff fence, and the block, keeping the + and - in the text', async () => {
    const html = await render('--- a/values.yaml\n+++ b/values.yaml\n name: a\n-old: 1\n+new: 2', 'diff');
    expect(html).toMatch(/^<pre class="shiki github-light rb-has-diff"/);
    expect(lines(html)).toEqual(['line', 'line', 'line', 'line rb-diff-remove', 'line rb-diff-add']);
    expect(html).toContain('-old: 1');
    expect(html).toContain('+new: 2');
  });
  it('leaves other languages alone, even lines that start with + or -', async () => {
    const html = await render('- item\n+ other', 'markdown');
    expect(html).not.toContain('rb-diff');
    expect(html).not.toContain('rb-has-diff');
  });
});
