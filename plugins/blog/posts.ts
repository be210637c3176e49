import matter from 'gray-matter';
import type { BlogAuthor, ListedPost, PostIndexEntry, PostSummary } from '../../core/blog';
import { isSlug } from '../../core/frontmatter/schema';
import { ContentError, lineOfKey, validateFrontmatter } from '../frontmatter-check/validate';
import { warn } from '../shared/diagnostics';

export interface Post extends ListedPost {
  file: string;
  description: string;
  /** Front matter `image`: the picture link previews show for the post. */
  image?: string;
  /** Authors written into the post itself (objects, or the legacy `author` keys), by the key the post uses. */
  inlineAuthors: Record<string, BlogAuthor>;
}

const FILE_DATE = /^(\d{4}-\d{2}-\d{2})-/;
/** Where a post's excerpt ends: `<!--truncate-->` (any spacing) or, in MDX, `{/* truncate *\/}`. */
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Markdown to the plain text a list page shows: no code, admonition fences, imports, tags or comments. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/^\s*(?::{3,}.*|(?:import|export)\s.*)$/gm, '')
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[((?:[^[\]]|\[[^\]]*\])*)\]\([^)]*\)/g, '$1')
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

/** A slug for an author written inline, unique enough within the blog. */
const inlineKey = (name: string) =>
  `inline-${name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')}`;

/** A post's authors: keys of the author list, objects written inline, or Docusaurus's legacy `author` fields. */
function postAuthors(file: string, source: string, data: Record<string, unknown>, authors: Record<string, unknown>) {
  const keys: string[] = [];
  const inline: Record<string, BlogAuthor> = {};
  const listed = data.authors === undefined ? [] : Array.isArray(data.authors) ? data.authors : [data.authors];
  for (const entry of listed) {
    if (typeof entry === 'string') {
      if (!(entry in authors))
        throw new ContentError(file, lineOfKey(source, 'authors'), `unknown author "${entry}" (known: ${Object.keys(authors).join(', ')})`);
      keys.push(entry);
      continue;
    }
    const author = entry as { key?: string; name?: string; title?: string; url?: string; image_url?: string; imageURL?: string };
    if (author.key && author.key in authors) {
      keys.push(author.key);
      continue;
    }
    if (!author.name) throw new ContentError(file, lineOfKey(source, 'authors'), 'an author written in a post needs a name');
    const key = inlineKey(author.name);
    inline[key] = { name: author.name, title: author.title ?? '', url: author.url ?? '', avatar: author.image_url ?? author.imageURL ?? '' };
    keys.push(key);
  }
  if (typeof data.author === 'string') {
    const key = inlineKey(data.author);
    inline[key] = {
      name: data.author,
      title: String(data.author_title ?? ''),
      url: String(data.author_url ?? ''),
      avatar: String(data.author_image_url ?? ''),
    };
    keys.push(key);
  }
  return { keys, inline };
}

/**
 * Parses one post. The date comes from front matter `date` or the `YYYY-MM-DD-` prefix of its name (the
 * file's, or the folder's for `…/index.md`) and the slug from front matter `slug` or the rest of the name,
 * as Docusaurus does. Authors are optional.
 */
export function parsePost(file: string, fileName: string, source: string, authors: Record<string, unknown>, fileDate?: () => string): Post {
  const data = validateFrontmatter(file, source, 'blog');
  const parsed = matter(source);
  if (typeof data.title !== 'string' || !data.title.trim()) throw new ContentError(file, 1, 'a post needs a title');

  // YAML turns 2022-13-40 into a valid Date by rolling over: check the literal text instead.
  const rawDate = data.date === undefined ? undefined : (source.match(/^date:\s*['"]?([^'"\n]*?)['"]?\s*$/m)?.[1] ?? String(data.date));
  const dateOf = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
  const date = rawDate !== undefined ? dateOf(/^\d{4}-\d{2}-\d{2}/.exec(rawDate)?.[0] ?? rawDate) : fileName.match(FILE_DATE)?.[1];
  const needsDate = 'a post needs a date: front matter `date: YYYY-MM-DD` or a `YYYY-MM-DD-` file name prefix';
  // Another site's post without one (the compatibility harness) is dated by its file, as Docusaurus does.
  if (!date && fileDate) {
    warn(file, 1, `${needsDate}; dated by its file`);
    return parsePost(file, `${fileDate()}-${fileName}`, source, authors);
  }
  if (!date) throw new ContentError(file, 1, needsDate);
  if (!validDate(date)) throw new ContentError(file, lineOfKey(source, 'date'), `bad date "${date}": expected YYYY-MM-DD`);

  const { keys, inline } = postAuthors(file, source, data, authors);
  const slug = ((data.slug as string | undefined) ?? fileName.replace(/\.mdx?$/, '').replace(FILE_DATE, '')).replace(/^\/+|\/+$/g, '');
  if (!slug || isSlug(slug) !== null)
    throw new ContentError(file, lineOfKey(source, 'slug'), `bad slug "${slug}": letters, digits, '-', '_', '.' and '/' only`);

  const body = parsed.content;
  const cut = TRUNCATE.exec(body)?.index ?? -1;
  const excerptSource = cut === -1 ? (body.split(/\n\s*\n/).find((block) => block.trim() && !block.trim().startsWith('#')) ?? '') : body.slice(0, cut);
  return {
    file,
    slug,
    title: data.title.trim(),
    date,
    authors: keys,
    inlineAuthors: inline,
    tags: Array.isArray(data.tags)
      ? data.tags.map((tag) => (typeof tag === 'object' && tag !== null ? String((tag as { label: unknown }).label) : String(tag)))
      : [],
    description: typeof data.description === 'string' ? data.description : '',
    ...(typeof data.image === 'string' && { image: data.image }),
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
