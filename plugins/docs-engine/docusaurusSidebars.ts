import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { createJiti } from 'jiti';
import { ContentError } from '../frontmatter-check/validate';

/** A category's link, in a sidebars file or `_category_`: a doc, or a generated page listing the category's cards. */
export type CategoryLink = { type: 'doc'; id: string } | { type: 'generated-index'; title?: string; description?: string; slug?: string };

/** A folder's `_category_.json` / `_category_.yml`. */
export interface CategoryMeta {
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  /** A link object, or null for a category without a page of its own. */
  link?: CategoryLink | null;
}

/** One item of a Docusaurus sidebar (className, customProps and the like are accepted and left alone). */
export type ConfigSidebarItem =
  | string
  | {
      type?: string;
      id?: string;
      label?: string;
      href?: string;
      dirName?: string;
      items?: ConfigSidebarItem[];
      link?: CategoryLink;
      collapsed?: boolean;
      [other: string]: unknown;
    };

/** A version's Docusaurus sidebars file, read. */
export interface ConfigSidebars {
  file: string;
  sidebars: Record<string, ConfigSidebarItem[]>;
  /** The line of the file where a doc id or label first appears, for errors that point at it. */
  lineOf(text: string): number;
}

const SIDEBAR_FILES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** Shorthand categories (`{ '标签': [items], '另一个': [items] }`: one category per key) as category items, recursively. */
function normalise(items: unknown): ConfigSidebarItem[] {
  if (Array.isArray(items)) {
    return items.flatMap((item): ConfigSidebarItem[] => {
      if (typeof item === 'string' || (typeof item === 'object' && item !== null && 'type' in item)) {
        const typed = item as Exclude<ConfigSidebarItem, string>;
        return [typeof item === 'string' ? item : { ...typed, items: typed.items ? normalise(typed.items) : undefined }];
      }
      return Object.entries(item as Record<string, unknown>).map(([label, inner]) => ({ type: 'category', label, items: normalise(inner) }));
    });
  }
  if (typeof items === 'object' && items !== null) return Object.entries(items).map(([label, inner]) => ({ type: 'category', label, items: normalise(inner) }));
  return [];
}

/** Reads a sidebars file (`.js`, `.ts`, `.json`) and its sidebars; fails naming the file when it cannot be read. */
export async function readSidebarsFile(file: string): Promise<ConfigSidebars> {
  const text = readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = file.endsWith('.json') ? JSON.parse(text) : await createJiti(import.meta.url, { moduleCache: false }).import(file, { default: true });
  } catch (error) {
    throw new ContentError(path.relative(process.cwd(), file), 1, `the sidebars file cannot be read: ${(error as Error).message}`);
  }
  const lines = text.split('\n');
  const lineOf = (needle: string) => Math.max(1, lines.findIndex((line) => needle && line.includes(needle)) + 1);
  const sidebars = Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).map(([name, items]) => [name, normalise(items)]));
  return { file: path.relative(process.cwd(), file), sidebars, lineOf };
}

/** The sidebars file of a site root, if it has one. */
export const sidebarsFileIn = (dir: string) => SIDEBAR_FILES.map((name) => path.join(dir, name)).find((file) => existsSync(file));

/** Reads `_category_.json` or `_category_.yml` of a folder, if there is one. */
export function readCategoryMeta(folder: string): CategoryMeta | undefined {
  for (const name of ['_category_.json', '_category_.yml', '_category_.yaml']) {
    const file = path.join(folder, name);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(process.cwd(), file);
    let data: Record<string, unknown>;
    try {
      data = name.endsWith('.json') ? JSON.parse(text) : matter(`---\n${text}\n---\n`).data;
    } catch (error) {
      throw new ContentError(relative, 1, `${name} cannot be read: ${(error as Error).message}`);
    }
    return {
      file: relative,
      label: typeof data.label === 'string' ? data.label : undefined,
      position: typeof data.position === 'number' ? data.position : undefined,
      collapsed: typeof data.collapsed === 'boolean' ? data.collapsed : undefined,
      link: data.link === null ? null : (data.link as CategoryLink | undefined),
    };
  }
  return undefined;
}
