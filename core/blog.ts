/** The blog's pure half, for the blog pages in the browser and the blog plugin at build time alike. */

/** A blog author as pages show them: from the site's author list, a blog's authors.yml, or a post itself. */
export interface BlogAuthor {
  name: string;
  title: string;
  /** Avatar image: a site path or an address. */
  avatar: string;
  url: string;
}

/** An author's posts, by author key, for the authors page. */
export type PostsByAuthor = Record<string, PostIndexEntry[]>;

/** What every blog page knows of every post: enough for the sidebar, the archive and prev/next. */
export interface PostIndexEntry {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
}

/** What a page showing a post's meta line knows of it (its list page, its own page). */
export interface PostSummary extends PostIndexEntry {
  authors: string[];
  tags: string[];
  readingMinutes: number;
}

/** A post as a list page shows it. */
export interface ListedPost extends PostSummary {
  /** Plain text of the part before `<!--truncate-->`. */
  excerpt: string;
}

export const POSTS_PER_PAGE = 18;

/** Route of list page `n` (1-based). */
export const listPagePath = (n: number) => (n === 1 ? '/blog' : `/blog/page/${n}`);

export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function paginate<T>(items: T[], page: number, perPage = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Posts grouped by year, newest year first, order within a year kept. */
export function groupByYear<T extends { date: string }>(posts: T[]): { year: string; posts: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([year, items]) => ({ year, posts: items }));
}
