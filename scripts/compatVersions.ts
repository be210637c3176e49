import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A docs version of a Docusaurus site, and where our engine lays it out. */
export interface DocusaurusVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** URL prefix: /docs for the last version, /docs/<path> for the others. */
  path: string;
  /** Folder under our docs root. */
  dir: string;
  /** The version's docs in the site. */
  source: string;
  /** The locale's translated docs of the version (`i18n/<locale>/docusaurus-plugin-content-docs/<version>`), laid over `source`. */
  translated?: string;
  /** The folder of `source` in the site, as Docusaurus names it in edit URLs (`docs`, `versioned_docs/version-1.0`). */
  siteDir: string;
  sidebarsFile?: string;
  /** The locale's translations of sidebar labels (`sidebar.<name>.category.<label>` and the like), from `<version>.json`. */
  labels?: Record<string, string>;
}

const SIDEBAR_FILES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** What the site's docusaurus.config says of a version (read as text: the config may need packages we lack). */
function configOf(site: string) {
  const file = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs'].map((name) => path.join(site, name)).find(existsSync);
  // Without comments: a commented-out option is no option.
  const text = (file ? readFileSync(file, 'utf8') : '').replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');
  const lastVersion = /lastVersion:\s*['"]([^'"]+)['"]/.exec(text)?.[1];
  const option = (name: string, key: string) => {
    const block = new RegExp(`['"]?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:\\s*\\{([^}]*)\\}`).exec(text)?.[1] ?? '';
    return new RegExp(`${key}:\\s*['"]([^'"]*)['"]`).exec(block)?.[1];
  };
  // The docs' editUrl comes first in the preset; a function (computed per doc) cannot be read as text: no edit links.
  const editUrl = /editUrl:\s*(?:['"]([^'"]+)['"])?/.exec(text)?.[1];
  // Webpack aliases the site's config adds for its components: `'@src': path.resolve(__dirname, './src')`.
  const aliases = Object.fromEntries(
    [...text.matchAll(/['"](@[\w./-]+)['"]\s*:\s*path\.(?:resolve|join)\(\s*__dirname\s*,\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => [
      match[1],
      path.join(site, match[2]),
    ]),
  );
  return { text, lastVersion, editUrl, aliases, label: (name: string) => option(name, 'label'), path: (name: string) => option(name, 'path') };
}

/**
 * Whether a file under the docs or blog folder is content Docusaurus reads: its default `exclude`
 * (`_`-prefixed Markdown files and folders) and the config's own `**\/NAME` patterns leave files out.
 */
export function contentFilter(site: string): (file: string) => boolean {
  const { text } = configOf(site);
  const names = [...text.matchAll(/['"]\*\*\/([^'"*{}/]+)['"]/g)].map((match) => match[1]);
  return (file) => {
    const segments = path.relative(site, file).split(path.sep);
    const name = segments[segments.length - 1];
    if (names.includes(name)) return false;
    if (/^_.*\.mdx?$/.test(name)) return false;
    return !segments.slice(0, -1).some((segment) => segment.startsWith('_'));
  };
}

/** The aliases the site's config gives its components' imports, by name: the folder each stands for. */
export const siteAliases = (site: string): Record<string, string> => configOf(site).aliases;

/** A Docusaurus translation file (`{ key: { message } }`) as key → message; none when it is missing. */
function translations(file: string): Record<string, string> | undefined {
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message?: unknown }>;
  return Object.fromEntries(Object.entries(data).flatMap(([key, value]) => (typeof value?.message === 'string' ? [[key, value.message]] : [])));
}

/**
 * The site's docs versions as Docusaurus sees them: `current` (docs/) and those of versions.json
 * (versioned_docs/version-<name>/), the last version served at /docs and the others below it. With a
 * locale, each version's translated docs and labels from i18n/<locale>/ (untranslated docs fall back).
 */
export function compatVersions(site: string, locale?: string): DocusaurusVersion[] {
  const listed = existsSync(path.join(site, 'versions.json')) ? (JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8')) as string[]) : [];
  const released = listed.filter((name) => name !== 'current' && existsSync(path.join(site, 'versioned_docs', `version-${name}`)));
  const config = configOf(site);
  const names = existsSync(path.join(site, 'docs')) ? ['current', ...released] : released;
  const last = config.lastVersion && names.includes(config.lastVersion) ? config.lastVersion : (released[0] ?? 'current');
  const ordered = [last, ...names.filter((name) => name !== last)];
  return ordered.map((name) => {
    const isLast = name === last;
    const segment = config.path(name) ?? (name === 'current' ? 'next' : name);
    const sidebarsFile =
      name === 'current'
        ? SIDEBAR_FILES.map((file) => path.join(site, file)).find(existsSync)
        : [path.join(site, 'versioned_sidebars', `version-${name}-sidebars.json`)].find(existsSync);
    const i18nName = name === 'current' ? 'current' : `version-${name}`;
    const i18n = locale ? path.join(site, 'i18n', locale, 'docusaurus-plugin-content-docs') : undefined;
    const labels = i18n ? translations(path.join(i18n, `${i18nName}.json`)) : undefined;
    const translated = i18n && existsSync(path.join(i18n, i18nName)) ? path.join(i18n, i18nName) : undefined;
    const siteDir = name === 'current' ? 'docs' : `versioned_docs/version-${name}`;
    return {
      name,
      label: labels?.['version.label'] ?? config.label(name) ?? (name === 'current' ? 'Next' : name),
      isLast,
      path: isLast ? '/docs' : `/docs/${segment}`,
      dir: isLast ? 'docs' : `docs/${segment}`,
      source: path.join(site, siteDir),
      translated,
      siteDir,
      sidebarsFile,
      labels,
    };
  });
}

/** Our core/data/versions.ts for these versions: everything else of the real module stays as it is. */
export function versionsModule(versions: DocusaurusVersion[]): string {
  const entries = versions.map((version) => ({
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: version.path,
    dir: version.dir,
    sidebarsFile: version.sidebarsFile,
    labels: version.labels,
    maintained: true,
    released: true,
  }));
  return `export * from "./versions.base";
import type { DocsVersion } from "./versions.base";

export const VERSIONS: DocsVersion[] = ${JSON.stringify(entries, null, 2)};
export const ARCHIVED_VERSIONS: { label: string; href: string }[] = [];
export const VERSIONS_PAGE: string | undefined = undefined;
export const PAGES_WITHOUT_SIDEBAR: string[] = [];
export const SIDEBAR_ROOTS: Record<string, string[]> = {};
`;
}

/**
 * Our core/data/site.ts for the site: a navbar and footer that link only to what it has, and edit links
 * as its docusaurus.config's `editUrl` makes them (`<editUrl>/<docs folder>/<file>`); none without one.
 */
export function siteModule(site: string, versions: DocusaurusVersion[]): string {
  const { editUrl } = configOf(site);
  // Nested version folders first: docs/1.0/ is not the last version's docs/.
  const dirs = versions.map((version) => [`${version.dir}/`, `${version.siteDir}/`]).sort((a, b) => b[0].length - a[0].length);
  const edit = editUrl
    ? `const EDIT_DIRS: [string, string][] = ${JSON.stringify(dirs)};
export const editUrlOf = (source: string): string | undefined => {
  const dir = EDIT_DIRS.find(([ours]) => source.startsWith(ours));
  return dir && ${JSON.stringify(editUrl.replace(/\/*$/, '/'))} + dir[1] + source.slice(dir[0].length);
};`
    : 'export const editUrlOf = (_source: string): string | undefined => undefined;';
  return `export * from "./site.base";
import type { FooterColumn, NavItem } from "./site.base";

export const NAV_ITEMS: NavItem[] = [{ type: 'link', label: '文档', to: ${JSON.stringify(versions[0]?.path ?? '/docs')} }, { type: 'link', label: '博客', to: '/blog' }];
export const FOOTER_COLUMNS: FooterColumn[] = [];
${edit}
`;
}

/**
 * Packages the site's own components (src/) import that this checkout cannot resolve, each with the first
 * file and line that imports it: the harness stands a stub in for them and reports them.
 */
export function missingPackages(site: string, root: string): { name: string; where: string }[] {
  const src = path.join(site, 'src');
  if (!existsSync(src)) return [];
  const aliases = Object.keys(configOf(site).aliases);
  const resolvable = createRequire(path.join(root, 'package.json'));
  const missing = new Map<string, string>();
  for (const file of readdirSync(src, { recursive: true })
    .map(String)
    .filter((name) => /\.[jt]sx?$/.test(name))) {
    for (const [index, line] of readFileSync(path.join(src, file), 'utf8').split('\n').entries()) {
      const specifier = /(?:^\s*import\s[^'"]*|from\s*|require\(\s*)['"]([^'"]+)['"]/.exec(line)?.[1];
      if (!specifier || /^(?:\.|\/|@site\/|@theme|@docusaurus\/|@generated\/)/.test(specifier) || aliases.some((alias) => specifier.startsWith(alias)))
        continue;
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      if (missing.has(name)) continue;
      try {
        resolvable.resolve(specifier);
      } catch {
        missing.set(name, `src/${file}:${index + 1}`);
      }
    }
  }
  return [...missing].map(([name, where]) => ({ name, where }));
}
