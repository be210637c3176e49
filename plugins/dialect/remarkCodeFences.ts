import { bundledLanguagesInfo } from 'shiki';
import { fenceLanguage, fenceMeta, magicComments } from '../../core/dialect/codeFences';
import { warn } from '../shared/diagnostics';
import type { MdNode } from '../shared/mdxImport';

const KNOWN = new Set(bundledLanguagesInfo.flatMap((language) => [language.id, ...(language.aliases ?? [])]));

/**
 * Code fences in any case and with Docusaurus's extras: a language the highlighter lacks is shown as plain
 * text with a warning (it used to fail the build); highlight comments and `showLineNumbers` are applied.
 */
export function remarkCodeFences() {
  return (tree: MdNode, file: { path?: string }) => {
    const visit = (node: MdNode) => {
      if (node.type === 'code' && node.lang !== 'mermaid') {
        const { lang, unknown } = fenceLanguage(node.lang, KNOWN);
        if (unknown) {
          const line = (node.position as { start?: { line?: number } } | undefined)?.start?.line ?? 1;
          warn(file.path ?? '<page>', line, `code language "${node.lang}" is not known to the highlighter; shown as plain text`);
        }
        const { code, lines } = magicComments(String(node.value ?? ''));
        node.lang = lang;
        node.value = code;
        node.meta = fenceMeta(node.meta, lines) || null;
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}
