import matter from 'gray-matter';

/** Chinese characters of prose: code blocks, inline code, link targets and HTML are left out. */
export function proseChineseLength(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, '');
  return (prose.match(/[\u3400-\u9fff]/g) ?? []).length;
}

export const PLACEHOLDERS = ['TODO', 'TBD', 'lorem', '待补充', '占位', '示例文本'];

export interface ContentProblem {
  file: string;
  problem: string;
}

/** What a page must have: a title, a description, enough prose, no placeholder words, alt text on images. */
export function checkPage(file: string, source: string, minLength: number): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { data, content } = matter(source);
  if (typeof data.title !== 'string' || !data.title.trim()) problems.push({ file, problem: 'missing title' });
  if (typeof data.description !== 'string' || !data.description.trim()) problems.push({ file, problem: 'missing description' });
  const length = proseChineseLength(content);
  if (length < minLength) problems.push({ file, problem: `${length} Chinese characters of prose, under the minimum of ${minLength}` });
  // 占位符 (a template placeholder such as ${VAR}) is a technical term, not a placeholder page.
  const text = source.replace(/```[\s\S]*?```/g, '').replaceAll('占位符', '');
  for (const word of PLACEHOLDERS) {
    if (new RegExp(word, word === 'lorem' ? 'i' : '').test(text)) problems.push({ file, problem: `placeholder word "${word}"` });
  }
  if (/!\[\s*\]\(/.test(content) || /<img(?![^>]*\balt=)[^>]*>/i.test(content)) problems.push({ file, problem: 'image without alt text' });
  return problems;
}

/** Titles used by more than one page of the same version. */
export function duplicateTitles(pages: { file: string; title: string }[]): ContentProblem[] {
  const byTitle = new Map<string, string[]>();
  for (const page of pages) byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page.file]);
  return [...byTitle.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([title, files]) => ({ file: files.join(', '), problem: `duplicate title "${title}"` }));
}
