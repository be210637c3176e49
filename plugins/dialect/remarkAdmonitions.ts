import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import { admonitionKind } from '../../core/dialect/admonitions';
import { warn } from '../shared/diagnostics';
import type { MdNode } from '../shared/mdxImport';

/** Rspress's name for an admonition node, which its own container pass leaves alone and the theme renders. */
const CALLOUT = '$$$callout$$$';

const textOf = (node: MdNode): string => (typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join(''));

interface CompileContext {
  stack: MdNode[];
  exit(token: unknown): void;
  sliceSerialize(token: unknown): string;
}

/** Closes the directive being parsed, returning its node. */
function close(context: CompileContext, token: unknown): MdNode {
  const node = context.stack[context.stack.length - 1];
  context.exit(token);
  return node;
}

/** What the parser makes of directives: admonitions become callouts; other `:name` text goes back to being text. */
const admonitionsFromMarkdown = {
  exit: {
    directiveContainer(this: CompileContext, token: unknown) {
      const node = close(this, token);
      const kind = admonitionKind(node.name as string);
      if (!kind) return;
      const children = node.children ?? [];
      const label = children[0]?.data && (children[0].data as { directiveLabel?: boolean }).directiveLabel ? children.shift() : undefined;
      const attributes = (node.attributes ?? {}) as Record<string, string | null | undefined>;
      const title = attributes.title ?? (label ? textOf(label).trim() : undefined) ?? (kind === node.name ? undefined : admonitionKind(node.name as string));
      const properties = { type: kind, title: title || undefined };
      node.name = CALLOUT;
      node.attributes = properties;
      node.data = { hName: CALLOUT, hProperties: properties };
    },
    // Text such as `nginx:latest` or `08:00:xx` is no directive: it reads as it was written.
    directiveText(this: CompileContext, token: unknown) {
      const node = close(this, token);
      restoreAsText(node, this.sliceSerialize(token));
    },
    directiveLeaf(this: CompileContext, token: unknown) {
      const node = close(this, token);
      node.type = 'paragraph';
      node.children = [{ type: 'text', value: this.sliceSerialize(token) }];
      delete node.name;
      delete node.attributes;
    },
  },
};

function restoreAsText(node: MdNode, source: string) {
  node.type = 'text';
  node.value = source;
  delete node.children;
  delete node.name;
  delete node.attributes;
}

/**
 * Admonitions as Docusaurus parses them: `:::kind`, an optional title (`:::kind[标题]`, `{title="…"}`, or
 * `:::kind 标题` rewritten before parsing), nesting with longer fences, and fences right against lists or
 * code. A container directive of another name keeps its content, with a warning.
 */
export function remarkAdmonitions(this: unknown) {
  // The processor's parser extensions: added here, they apply when the page is parsed.
  const data = (this as { data(): Record<string, unknown[] | undefined> }).data();
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), directive()];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), directiveFromMarkdown(), admonitionsFromMarkdown];
  return (tree: MdNode, file: { path?: string }) => {
    const unwrap = (parent: MdNode) => {
      parent.children = parent.children?.flatMap((node) => {
        if (node.children) unwrap(node);
        if (node.type !== 'containerDirective' || node.name === CALLOUT) return [node];
        const line = (node.position as { start?: { line?: number } } | undefined)?.start?.line ?? 1;
        warn(
          file.path ?? '<page>',
          line,
          `":::${node.name}" is not an admonition kind (note, tip, info, warning, caution, danger); its content is shown without a box`,
        );
        return node.children ?? [];
      });
    };
    unwrap(tree);
  };
}
