import matter from 'gray-matter';
import type { ListedPost, PostIndexEntry, PostSummary } from '../../core/blog';
import { ContentError } from '../frontmatter-check/validate';

export interface Post extends ListedPost {
  file: string;
  description: string;
}

const FILE_DATE = /^(\d{4}-\d{2}-\d{2})-/;
const TRUNCATE = '<!--truncate-->';
const KEYS = new Set(['title', 'slug', 'authors', 'tags', 'description', 'date', 'image']);

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const lineOf = (source: string, key: string) => Math.max(1, source.split('\n').findIndex((line) => line.startsWith(`${key}:`)) + 1);

/** Markdown to the plain text a list page shows. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A list page's summary of a post: its excerpt cut at a sentence end near `max` characters, else at `max` with an ellipsis. */
export function shortExcerpt(text: string, max = 140): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(...['。', '！', '？', '；'].map((mark) => head.lastIndexOf(mark)));
  return end >= max / 2 ? head.slice(0, end + 1) : `${head.trimEnd()}…`;
}

/** Chinese prose reads at roughly 400 characters a minute; code and punctuation count alike. */
export const readingMinutes = (text: string) => Math.max(1, Math.round(plainText(text).length / 400));

/**
 * Parses one post. The date comes from front matter `date` or the file name's `YYYY-MM-DD-` prefix and
 * the slug from front matter `slug` or the rest of the file name, as Docusaurus does.
 */
export function parsePost(file: string, fileName: string, source: string, authors: Record<string, unknown>): Post {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    throw new ContentError(file, 1, `malformed front matter: ${(error as Error).message}`);
  }
  const data = parsed.data as Record<string, unknown>;
  for (const key of Object.keys(data)) if (!KEYS.has(key)) throw new ContentError(file, lineOf(source, key), `unknown front matter key "${key}"`);
  if (typeof data.title !== 'string' || !data.title.trim()) throw new ContentError(file, 1, 'a post needs a title');

  // YAML turns 2022-13-40 into a valid Date by rolling over: check the literal text instead.
  const rawDate = data.date === undefined ? undefined : (source.match(/^date:\s*['"]?([^'"\n]*?)['"]?\s*$/m)?.[1] ?? String(data.date));
  const date = rawDate ?? fileName.match(FILE_DATE)?.[1];
  if (!date) throw new ContentError(file, 1, 'a post needs a date: front matter `date: YYYY-MM-DD` or a `YYYY-MM-DD-` file name prefix');
  if (!validDate(date)) throw new ContentError(file, lineOf(source, 'date'), `bad date "${date}": expected YYYY-MM-DD`);

  const authorKeys = data.authors === undefined ? [] : Array.isArray(data.authors) ? data.authors : [data.authors];
  if (authorKeys.length === 0) throw new ContentError(file, 1, 'a post needs at least one author');
  for (const key of authorKeys) {
    if (typeof key !== 'string' || !(key in authors))
      throw new ContentError(file, lineOf(source, 'authors'), `unknown author "${String(key)}" (known: ${Object.keys(authors).join(', ')})`);
  }
  const slug = (data.slug as string | undefined) ?? fileName.replace(/\.mdx?$/, '').replace(FILE_DATE, '');
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug))
    throw new ContentError(file, lineOf(source, 'slug'), `bad slug "${slug}": lowercase letters, digits and hyphens only`);

  const body = parsed.content;
  const cut = body.indexOf(TRUNCATE);
  const excerptSource = cut === -1 ? (body.split(/\n\s*\n/).find((block) => block.trim() && !block.trim().startsWith('#')) ?? '') : body.slice(0, cut);
  return {
    file,
    slug,
    title: data.title.trim(),
    date,
    authors: authorKeys as string[],
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    description: typeof data.description === 'string' ? data.description : '',
    excerpt: shortExcerpt(plainText(excerptSource)),
    readingMinutes: readingMinutes(body),
  };
}

/** Newest first; duplicate slugs fail naming both files. */
export function sortPosts(posts: Post[]): Post[] {
  const seen = new Map<string, string>();
  for (const post of posts) {
    const other = seen.get(post.slug);
    if (other) throw new ContentError(post.file, 1, `duplicate slug "${post.slug}", also used by ${other}`);
    seen.set(post.slug, post.file);
  }
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export const indexEntryOf = ({ slug, title, date }: Post): PostIndexEntry => ({ slug, title, date });
export const summaryOf = ({ slug, title, date, authors, tags, readingMinutes }: Post): PostSummary => ({ slug, title, date, authors, tags, readingMinutes });
export const listedOf = (post: Post): ListedPost => ({ ...summaryOf(post), excerpt: post.excerpt });
