import { existsSync, readFileSync } from 'node:fs';
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
  sidebarsFile?: string;
}

const SIDEBAR_FILES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** What the site's docusaurus.config says of a version (read as text: the config may need packages we lack). */
function configOf(site: string) {
  const file = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs'].map((name) => path.join(site, name)).find(existsSync);
  const text = file ? readFileSync(file, 'utf8') : '';
  const lastVersion = /lastVersion:\s*['"]([^'"]+)['"]/.exec(text)?.[1];
  const option = (name: string, key: string) => {
    const block = new RegExp(`['"]?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:\\s*\\{([^}]*)\\}`).exec(text)?.[1] ?? '';
    return new RegExp(`${key}:\\s*['"]([^'"]*)['"]`).exec(block)?.[1];
  };
  return { lastVersion, label: (name: string) => option(name, 'label'), path: (name: string) => option(name, 'path') };
}

/**
 * The site's docs versions as Docusaurus sees them: `current` (docs/) and those of versions.json
 * (versioned_docs/version-<name>/), the last version served at /docs and the others below it.
 */
export function compatVersions(site: string): DocusaurusVersion[] {
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
    return {
      name,
      label: config.label(name) ?? (name === 'current' ? 'Next' : name),
      isLast,
      path: isLast ? '/docs' : `/docs/${segment}`,
      dir: isLast ? 'docs' : `docs/${segment}`,
      source: name === 'current' ? path.join(site, 'docs') : path.join(site, 'versioned_docs', `version-${name}`),
      sidebarsFile,
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
