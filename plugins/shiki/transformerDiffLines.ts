import type { ShikiTransformer } from 'shiki';
import { diffLineKind } from '../../core/code/diffLines';

/** Classes of an added and a removed line, and of a block that has them (theme/styles/index.css). */
export const DIFF_CLASSES = { add: 'rb-diff-add', remove: 'rb-diff-remove', block: 'rb-has-diff' } as const;

/**
 * In a ```diff fence, marks each added and removed line with a class, so the whole line is tinted and
 * edged, not only its text coloured; the `+` and `-` stay in the text, for readers who do not see colour.
 */
export function transformerDiffLines(): ShikiTransformer {
  return {
    name: 'rainbond:diff-lines',
    line(node, line) {
      if (this.options.lang !== 'diff') return;
      const text = (this.tokens[line - 1] ?? []).map((token) => token.content).join('');
      const kind = diffLineKind(text);
      if (kind === 'add' || kind === 'remove') this.addClassToHast(node, DIFF_CLASSES[kind]);
    },
    pre(node) {
      if (this.options.lang === 'diff') this.addClassToHast(node, DIFF_CLASSES.block);
    },
  };
}
