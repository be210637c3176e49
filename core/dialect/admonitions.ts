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
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      const opener = /^(\s*:{3,})([A-Za-z]+)[ \t]+([^\s{[].*?)\s*$/.exec(line);
      if (!opener || !admonitionKind(opener[2])) return line;
      return `${opener[1]}${opener[2]}[${opener[3].replace(/[[\]]/g, '\\$&')}]`;
    })
    .join('\n');
}
