const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const PIECE = /[a-z0-9]+(?:[.+#-][a-z0-9]+)*|[\u3400-\u9fff\uf900-\ufaff]+/g;

/**
 * Search tokens of a text: lower-cased ASCII words (`helm`, `v6.2`, `spring-boot`) and, for Chinese,
 * overlapping character bigrams (`安装文档` → 安装, 装文, 文档); a lone Chinese character stays a token.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const piece of text.toLowerCase().match(PIECE) ?? []) {
    if (!CJK.test(piece[0])) {
      tokens.push(piece);
      continue;
    }
    if (piece.length === 1) tokens.push(piece);
    for (let index = 0; index < piece.length - 1; index++) tokens.push(piece.slice(index, index + 2));
  }
  return tokens;
}

/** Units a snippet length counts in: an ASCII word or a pair of Chinese characters. */
export function snippetUnits(text: string): { start: number; end: number }[] {
  const units: { start: number; end: number }[] = [];
  const pattern = /[A-Za-z0-9]+|[\u3400-\u9fff\uf900-\ufaff]{1,2}/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) units.push({ start: match.index, end: match.index + match[0].length });
  return units;
}
