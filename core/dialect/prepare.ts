import { bracketAdmonitionTitles } from './admonitions';
import { fencedLines } from './codeFences';

/** What a Markdown source needs before the compiler sees it: its text, and whether it is MDX. */
export interface PreparedMarkdown {
  source: string;
  /** Compile as MDX: a `.mdx` file, or a `.md` file that imports, exports or uses components (as Docusaurus 3 does). */
  mdx: boolean;
}

/** The source with `each` applied to every run of lines outside code fences (a run may span many lines). */
function mapProse(source: string, each: (prose: string) => string): string {
  const out: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0) out.push(each(prose.join('\n')));
    prose = [];
  };
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  for (const [index, line] of lines.entries()) {
    if (!fenced[index]) prose.push(line);
    else {
      flush();
      out.push(line);
    }
  }
  flush();
  return out.join('\n');
}

/** The lines outside code fences, for detection. */
function proseLines(source: string): string[] {
  const lines: string[] = [];
  mapProse(source, (prose) => {
    lines.push(...prose.split('\n'));
    return prose;
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

/**
 * HTML comments as MDX comments. A comment that opens in prose ends at the next `-->`, code fences inside
 * it included (a writer commenting out a section with its code, as Docusaurus 3 reads it); one that opens
 * inside a code fence is code.
 */
function htmlCommentsToMdx(text: string): string {
  const lines = text.split('\n');
  const fenced = fencedLines(lines);
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const lineAt = (at: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle] <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return text.replace(/<!--\s*([\s\S]*?)\s*-->/g, (all, inner: string, at: number) => (fenced[lineAt(at)] ? all : `{/* ${inner.replace(/\*\//g, '* /')} */}`));
}

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
  // Comments may span lines; what they hold is no content, so `*/` inside one cannot end it early.
  text = mdx
    ? htmlCommentsToMdx(text)
    : mapProse(text, (prose) => prose.replace(/\{\/\*\s*([\s\S]*?)\s*\*\/\}/g, (_all, inner: string) => `<!-- ${inner} -->`));
  return { source: frontMatter + text, mdx };
}
