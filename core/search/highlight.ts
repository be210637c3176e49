import { snippetUnits } from './tokenize';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of `candidates` that `text` contains, longest first (so a longer word is marked whole). */
export function markTerms(candidates: string[], text: string): string[] {
  const lower = text.toLowerCase();
  return [...new Set(candidates.map((term) => term.toLowerCase()))].filter((term) => term && lower.includes(term)).sort((a, b) => b.length - a.length);
}

/** HTML-escaped text with every term wrapped in <mark>. */
export function highlight(text: string, terms: string[]) {
  const escaped = escapeHtml(text);
  if (terms.length === 0) return { value: escaped, matchLevel: 'none' as const, matchedWords: [] };
  const pattern = new RegExp(terms.map((term) => escapeRegExp(escapeHtml(term))).join('|'), 'gi');
  return { value: escaped.replace(pattern, (match) => `<mark>${match}</mark>`), matchLevel: 'full' as const, matchedWords: terms };
}

/** About `words` units of text around the first term, with ellipses where it was cut. */
export function snippet(text: string, terms: string[], words: number): string {
  const units = snippetUnits(text);
  if (units.length <= words) return text;
  const lower = text.toLowerCase();
  const first = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0), Number.POSITIVE_INFINITY);
  const hit = Number.isFinite(first)
    ? Math.max(
        0,
        units.findIndex((unit) => unit.end > first),
      )
    : 0;
  const startUnit = Math.max(0, Math.min(hit - Math.floor(words / 3), units.length - words));
  const endUnit = Math.min(units.length, startUnit + words);
  const start = startUnit === 0 ? 0 : units[startUnit].start;
  const end = endUnit === units.length ? text.length : units[endUnit - 1].end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
