/** Headings as Docusaurus reads them: the title a page's first heading gives it, and inline Markdown in heading text. */

/** A heading's Markdown as the text a reader sees: no code ticks, emphasis marks, link targets, tags or `{#id}`. */
export function plainHeading(markdown: string): string {
  return markdown
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(`+)(.+?)\1/g, '$2')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_|~~)(.+?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!~])/g, '$1')
    .trim();
}

/**
 * The title a doc's first heading gives it, as Docusaurus takes it when front matter has no `title`: an h1
 * (`# x` or `x` over `===`) at the top of the body, after front matter, imports, exports, comments and blank lines.
 */
export function contentTitle(source: string): string | undefined {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
  const lines = body.split(/\r?\n/);
  let inComment = false;
  for (const [index, line] of lines.entries()) {
    const text = line.trim();
    if (inComment) {
      inComment = !/-->|\*\/\}/.test(text);
      continue;
    }
    if (text === '' || /^(?:import|export)\s/.test(text)) continue;
    if (/^(?:<!--|\{\/\*)/.test(text)) {
      inComment = !/-->|\*\/\}/.test(text);
      continue;
    }
    const atx = /^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(text);
    if (atx) return plainHeading(atx[1]) || undefined;
    if (/^=+$/.test(lines[index + 1]?.trim() ?? '')) return plainHeading(text) || undefined;
    return undefined;
  }
  return undefined;
}

/** A piece of a heading's text: plain, or marked up as code, strong, emphasis or struck through. */
export interface InlinePiece {
  kind: 'text' | 'code' | 'strong' | 'em' | 'del';
  text: string;
  /** Where it starts in its parent's text (a key among its siblings). */
  at: number;
  children?: InlinePiece[];
}

// Rspress writes emphasis with `*` only: an `_` in a heading's text is the writer's (snake_case names).
const INLINE = /(`+)(.+?)\1|\*\*(.+?)\*\*(?!\*)|~~(.+?)~~|\*(.+?)\*/;

/**
 * A heading's text as Rspress's page data keeps it (inline Markdown left in: `` `values.yaml` ``, `**x**`),
 * split into pieces the table of contents renders as code, bold, italic and struck-through text.
 */
export function inlinePieces(markdown: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  let at = 0;
  while (at < markdown.length) {
    const rest = markdown.slice(at);
    const match = INLINE.exec(rest);
    if (!match) {
      pieces.push({ kind: 'text', text: rest, at });
      break;
    }
    if (match.index > 0) pieces.push({ kind: 'text', text: rest.slice(0, match.index), at });
    const start = at + match.index;
    if (match[2] !== undefined) pieces.push({ kind: 'code', text: match[2], at: start });
    else {
      const [kind, inner] =
        match[3] !== undefined ? (['strong', match[3]] as const) : match[4] !== undefined ? (['del', match[4]] as const) : (['em', match[5]] as const);
      pieces.push({ kind, text: inner, at: start, children: inlinePieces(inner) });
    }
    at = start + match[0].length;
  }
  return pieces;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const TAGS = { strong: 'strong', em: 'em', del: 'del' } as const;

function pieceHtml(piece: InlinePiece): string {
  if (piece.kind === 'text') return escapeHtml(piece.text);
  if (piece.kind === 'code') return `<code class="rounded bg-surface px-1 font-mono text-[0.85em]">${escapeHtml(piece.text)}</code>`;
  return `<${TAGS[piece.kind]}>${(piece.children ?? []).map(pieceHtml).join('')}</${TAGS[piece.kind]}>`;
}

/**
 * A heading's text with its inline Markdown as HTML (code, bold, italic, struck through), every text escaped;
 * undefined when it has none. Worked out at build time, so the table of contents ships no Markdown parser.
 */
export function inlineHtml(markdown: string): string | undefined {
  const pieces = inlinePieces(markdown);
  return pieces.every((piece) => piece.kind === 'text') ? undefined : pieces.map(pieceHtml).join('');
}
