import matter from 'gray-matter';
import { FRONTMATTER, misplacedKeyMessage, type PageKind, unknownKeyMessage } from '../../core/frontmatter/schema';
import { warn } from '../shared/diagnostics';

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

/** Whether an unknown key or a bad value fails the build (our own content), or only warns and is left out (the Docusaurus dialect). */
let strictKeys = false;

/** Makes unknown front matter keys errors (`true`) or warnings naming the nearest known key (`false`, the default). */
export function setStrictFrontmatter(strict: boolean): void {
  strictKeys = strict;
}

/** The 1-based line of `key:` inside the front matter block, or 1 when absent. */
export function lineOfKey(source: string, key: string): number {
  const lines = source.split('\n');
  const index = lines.findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 1;
}

/**
 * Parses and validates a page's front matter against the one schema (core/frontmatter/schema.ts); throws a
 * ContentError naming file and line. An unknown key, a bad value or, given the page's kind, a key that does
 * nothing on it fails in strict mode; otherwise it is a warning, and the value is left out.
 */
export function validateFrontmatter(file: string, source: string, kind?: PageKind): Record<string, unknown> {
  let data: Record<string, unknown>;
  try {
    data = matter(source).data;
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new ContentError(file, (mark?.line ?? 0) + 2, `malformed front matter: ${reason}`);
  }
  for (const [key, value] of Object.entries(data)) {
    const rule = FRONTMATTER[key];
    if (!rule) {
      if (strictKeys) throw new ContentError(file, lineOfKey(source, key), unknownKeyMessage(key));
      warn(file, lineOfKey(source, key), `${unknownKeyMessage(key)} (ignored)`);
      continue;
    }
    const misplaced = kind && misplacedKeyMessage(key, kind);
    const invalid = misplaced ? null : rule.check(value);
    const bad = misplaced || (invalid && `front matter "${key}" ${invalid}`);
    if (!bad) continue;
    if (strictKeys) throw new ContentError(file, lineOfKey(source, key), bad);
    warn(file, lineOfKey(source, key), `${bad} (ignored)`);
    delete data[key];
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
