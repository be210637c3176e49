/** Lines of a ```diff fence, read the way the highlighter's diff grammar reads them. */
export type DiffLineKind = 'add' | 'remove' | 'header' | 'context';

/** `+` adds a line and `-` removes one; `+++ b/file` and `--- a/file` name the files and `---` alone separates. */
export function diffLineKind(line: string): DiffLineKind {
  if (/^(?:-{3}|\+{3}) .+/.test(line) || line === '---') return 'header';
  if (line.startsWith('+')) return 'add';
  if (line.startsWith('-')) return 'remove';
  return 'context';
}
