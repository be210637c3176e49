import { bracketAdmonitionTitles } from './admonitions';

/** What a Markdown source needs before the compiler sees it: its text, and whether it is MDX. */
export interface PreparedMarkdown {
  source: string;
  /** Compile as MDX: a `.mdx` file, or a `.md` file that imports, exports or uses components (as Docusaurus 3 does). */
  mdx: boolean;
}

/** Calls `each` for the lines outside code fences, which may return a replacement (or several lines). */
function outsideFences(source: string, each: (line: string) => string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && /^\s*[`~]+\s*$/.test(line)) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return each(line);
    })
    .join('\n');
}

/** The lines outside code fences, for detection. */
function proseLines(source: string): string[] {
  const lines: string[] = [];
  outsideFences(source, (line) => {
    lines.push(line);
    return line;
  });
  return lines;
}

/** ```mdx-code-block fences hold MDX meant to be run, not shown (Docusaurus unwraps them): their content, unfenced. */
export function unwrapMdxCodeBlocks(source: string): string {
  return source.replace(/^([ \t]*)(`{3,}|~{3,})mdx-code-block[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm, (_all, _indent, _fence, body: string) =>
    body.replace(/\n$/, ''),
  );
}

const MDX_LINE = /^\s*(?:import|export)\s|<[A-Z][\w.]*(?:[\s/>]|$)|\{\/\*/;

/** Whether a `.md` source uses MDX: import or export lines, components, or MDX comments outside code fences. */
export const usesMdx = (source: string) => proseLines(source).some((line) => MDX_LINE.test(line));

/** The part of a front matter block, which no rewrite below may touch. */
function splitFrontMatter(source: string): [string, string] {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(source);
  return match ? [match[0], source.slice(match[0].length)] : ['', source];
}

/**
 * A source as Docusaurus writers wrote it, made ready for the compiler: `:::tip 标题` titles in brackets,
 * mdx-code-block fences unwrapped, and comments (the blog's truncate marker among them) in the form the
 * chosen format reads: `{/* … *\/}` in MDX, `<!-- … -->` in Markdown.
 */
export function prepareMarkdown(source: string, extension: string): PreparedMarkdown {
  const [frontMatter, body] = splitFrontMatter(source);
  const unwrapped = unwrapMdxCodeBlocks(body);
  const mdx = extension === '.mdx' || unwrapped !== body || usesMdx(unwrapped);
  let text = bracketAdmonitionTitles(unwrapped);
  text = mdx
    ? outsideFences(text, (line) => line.replace(/<!--\s*([\s\S]*?)\s*-->/g, (_all, inner: string) => `{/* ${inner} */}`))
    : outsideFences(text, (line) => line.replace(/\{\/\*\s*([\s\S]*?)\s*\*\/\}/g, (_all, inner: string) => `<!-- ${inner} -->`));
  return { source: frontMatter + text, mdx };
}
