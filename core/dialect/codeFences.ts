/** Code fences as Docusaurus writers write them, made into what the highlighter takes. */

/** Names the highlighter knows under another name. */
const ALIASES: Record<string, string> = {
  golang: 'go',
  'c#': 'csharp',
  conf: 'ini',
  cfg: 'ini',
  dotenv: 'ini',
  env: 'ini',
  plain: 'text',
  plaintext: 'text',
  txt: 'text',
};

export interface FenceLanguage {
  lang: string;
  /** The writer's language was not one the highlighter knows: shown as plain text. */
  unknown: boolean;
}

/** A fence's language, lower-cased and resolved against the languages the highlighter has (plain text otherwise). */
export function fenceLanguage(lang: string | null | undefined, known: ReadonlySet<string>): FenceLanguage {
  if (!lang) return { lang: 'text', unknown: false };
  const lower = lang.trim().toLowerCase();
  const resolved = ALIASES[lower] ?? lower;
  if (resolved === 'text' || known.has(resolved)) return { lang: resolved, unknown: false };
  return { lang: 'text', unknown: true };
}

const MAGIC = /^\s*(?:\/\/|#|--|;|<!--|\/\*|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/\}?|\*\/)?\s*$/;

/**
 * Docusaurus's `// highlight-next-line`, `// highlight-start` … `// highlight-end` comments (in any of the
 * usual comment styles): the code without them, and the 1-based lines they mark.
 */
export function magicComments(code: string): { code: string; lines: number[] } {
  const kept: string[] = [];
  const lines: number[] = [];
  let nextLine = false;
  let inBlock = false;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') inBlock = true;
    else if (magic === 'end') inBlock = false;
    else {
      kept.push(line);
      if (nextLine || inBlock) lines.push(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), lines };
}

/** `{1,4-6}` for the lines given, merged with any the meta already has. */
function highlightMeta(meta: string, lines: number[]): string {
  if (lines.length === 0) return meta;
  const existing = /\{([\d,\s-]+)\}/.exec(meta);
  const all = new Set<number>(lines);
  for (const part of existing?.[1].split(',') ?? []) {
    const [from, to = from] = part.trim().split('-').map(Number);
    for (let line = from; line <= to; line++) all.add(line);
  }
  const spec = `{${[...all].sort((a, b) => a - b).join(',')}}`;
  return existing ? meta.replace(existing[0], spec) : `${meta} ${spec}`.trim();
}

/** A fence's meta in the highlighter's words: `showLineNumbers` is `lineNumbers`; magic-comment lines join `{…}`. */
export function fenceMeta(meta: string | null | undefined, highlighted: number[]): string {
  const words = (meta ?? '').replace(/(^|\s)showLineNumbers(?:=\d+)?(?=\s|$)/, '$1lineNumbers');
  return highlightMeta(words.trim(), highlighted);
}

/**
 * For each line, whether it belongs to a code fence (its opening and closing lines included). A fence
 * closes on a line holding only its own character, at least as many times, as CommonMark has it.
 */
export function fencedLines(lines: string[]): boolean[] {
  let fence: string | null = null;
  return lines.map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && /^\s*[`~]+\s*$/.test(line)) fence = null;
      return true;
    }
    if (marker) fence = marker;
    return marker !== undefined;
  });
}
