import matter from 'gray-matter';

/** A problem in one source file, reported as `file:line: message`. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'ContentError';
  }
}

const PAGE_TYPES = ['home', 'doc', 'doc-wide', 'custom', 'blank', '404'];

type Check = (value: unknown) => string | null;

const isString: Check = (value) => (typeof value === 'string' && value.trim() !== '' ? null : 'must be a non-empty string');
const isBoolean: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');
const isInteger: Check = (value) => (Number.isInteger(value) ? null : 'must be an integer');
// Bare version numbers such as 5.17 parse as YAML numbers; they are fine as keywords.
const isStringList: Check = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number') ? null : 'must be a list of strings';
// Route segments of letters, digits, '-', '_' and '.' (not leading, so no '..') joined by '/'; '/' alone is the version root.
const SLUG = /^\/$|^\/?[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/;
const isSlug: Check = (value) =>
  typeof value === 'string' && SLUG.test(value)
    ? null
    : "must be a route path such as /quick-start/install or install (letters, digits, '-', '_', '.' and '/')";
const isPageType: Check = (value) => (PAGE_TYPES.includes(value as string) ? null : `must be one of ${PAGE_TYPES.join(', ')}`);

/** Every front matter key a page may use, with its rule. Unknown keys are errors: typos must not pass silently. */
const RULES: Record<string, Check> = {
  title: isString,
  description: isString,
  keywords: isStringList,
  sidebar_position: isInteger,
  sidebar_label: isString,
  slug: isSlug,
  id: isString,
  hide_table_of_contents: isBoolean,
  draft: isBoolean,
  unlisted: isBoolean,
  pageType: isPageType,
  footer: isBoolean,
  customer: isString,
  industry: isString,
  summary: isString,
};

/** The 1-based line of `key:` inside the front matter block, or 1 when absent. */
export function lineOfKey(source: string, key: string): number {
  const lines = source.split('\n');
  const index = lines.findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 1;
}

/** Parses and validates a page's front matter; throws a ContentError naming file and line. */
export function validateFrontmatter(file: string, source: string): Record<string, unknown> {
  let data: Record<string, unknown>;
  try {
    data = matter(source).data;
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new ContentError(file, (mark?.line ?? 0) + 2, `malformed front matter: ${reason}`);
  }
  for (const [key, value] of Object.entries(data)) {
    const rule = RULES[key];
    if (!rule) throw new ContentError(file, lineOfKey(source, key), `unknown front matter key "${key}"`);
    const problem = rule(value);
    if (problem) throw new ContentError(file, lineOfKey(source, key), `front matter "${key}" ${problem}`);
  }
  return data;
}

/** The route a page file under the docs root is served at: `feature/x.tsx` → `/feature/x`. */
export function routeOfPageFile(relativeToRoot: string): string {
  const route = `/${relativeToRoot.replace(/\.(mdx?|[jt]sx?)$/, '').replace(/(^|\/)index$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** A React page module must export its component as default, or the route would render nothing. */
export function validatePageModule(file: string, relativeToRoot: string, source: string): void {
  if (!/export\s+default\b|export\s*\{[^}]*\bas\s+default\b/.test(source)) {
    throw new ContentError(file, 1, `the page component at route ${routeOfPageFile(relativeToRoot)} has no default export`);
  }
}
