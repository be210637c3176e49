import { fencedLines } from './codeFences';

/** Docusaurus admonitions: the kinds writers use, and what each is shown as. */

/** Every kind Docusaurus 3 accepts, and the legacy ones of Docusaurus 2 (`important`, `success`, `secondary`). */
const KINDS: Record<string, string> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  caution: 'caution',
  danger: 'danger',
  important: 'important',
  success: 'success',
  secondary: 'note',
  details: 'details',
};

/** The kind an admonition is shown as, or nothing for a directive that is no admonition. */
export const admonitionKind = (name: string | null | undefined): string | undefined => (name ? KINDS[name.toLowerCase()] : undefined);

/**
 * `:::tip 标题` (a title after a space, Docusaurus's older form) as the directive syntax `:::tip[标题]`,
 * outside code fences; the directive form, nesting and `{title="…"}` pass as they are.
 */
export function bracketAdmonitionTitles(source: string): string {
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  return lines
    .map((line, index) => {
      if (fenced[index]) return line;
      const opener = /^(\s*:{3,})([A-Za-z]+)[ \t]+([^\s{[].*?)\s*$/.exec(line);
      if (!opener || !admonitionKind(opener[2])) return line;
      return `${opener[1]}${opener[2]}[${opener[3].replace(/[[\]]/g, '\\$&')}]`;
    })
    .join('\n');
}
