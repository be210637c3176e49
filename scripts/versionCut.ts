/**
 * What `npm run docs:version` changes, as pure functions: the links of a frozen copy of the current
 * docs, and the entry of core/data/versions.ts that describes it.
 */
import { posix } from 'node:path';
import type { DocsVersion } from '../core/data/versions';

const regexSource = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A copied page's links into the current docs, pointed at the frozen copy: `/docs/x` → `/docs/6.2/x`.
 * Links into older versions and out of the docs stay; Markdown links, reference definitions and JSX
 * `href`/`to` attributes are rewritten, fenced code is not (a command may show a URL).
 */
export function freezeLinks(source: string, current: string, frozen: string, older: string[]): string {
  const link = new RegExp(`(\\]\\(|^\\[[^\\]\\n]+\\]:[ \\t]*|\\b(?:href|to)=["'])${regexSource(current)}(?=[/#?)"'\\s]|$)`, 'gm');
  const intoOlder = (rest: string) =>
    older.some((path) => rest.startsWith(path.slice(current.length)) && /^(?:[/#?)"'\s]|$)/.test(rest.slice(path.length - current.length)));
  return source
    .split(/(^```[\s\S]*?^```)/m)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(link, (match: string, lead: string, offset: number) => (intoOlder(part.slice(offset + match.length)) ? match : `${lead}${frozen}`)),
    )
    .join('');
}

/** A copied page's relative imports (`../../components/X`), pointed from its new folder at the same files. */
export function moveImports(source: string, fromDir: string, toDir: string): string {
  return source.replace(/^(import\s[^'"]*from\s*['"])(\.{1,2}\/[^'"]+)(['"])/gm, (_match, lead: string, specifier: string, quote: string) => {
    const moved = posix.relative(toDir, posix.join(fromDir, specifier));
    return `${lead}${moved.startsWith('.') ? moved : `./${moved}`}${quote}`;
  });
}

/** The entry for the frozen copy of the current version: its label kept, its paths under `path`. */
export function frozenEntry(current: DocsVersion, name: string): DocsVersion {
  const path = `${current.path}/${name}`;
  const moved = (route: string) => (route === current.path ? path : `${path}${route.slice(current.path.length)}`);
  return {
    name,
    label: current.label,
    isLast: false,
    path,
    dir: `${current.dir}/${name}`,
    ...(current.startPages && { startPages: Object.fromEntries(Object.entries(current.startPages).map(([sidebar, route]) => [sidebar, moved(route)])) }),
    maintained: true,
    released: true,
  };
}

/** A value as TypeScript source: strings quoted, objects inline. */
const literal = (value: unknown): string =>
  typeof value === 'string'
    ? `'${value}'`
    : typeof value === 'object' && value !== null
      ? `{ ${Object.entries(value)
          .map(([key, inner]) => `${/^[a-z_]\w*$/i.test(key) ? key : `'${key}'`}: ${literal(inner)}`)
          .join(', ')} }`
      : String(value);

/** core/data/versions.ts with the current version relabelled and the frozen entry inserted after it. */
export function versionsSource(source: string, current: DocsVersion, newLabel: string, frozen: DocsVersion): string {
  const start = source.indexOf('export const VERSIONS: DocsVersion[] = [');
  const oldLabel = `label: '${current.label}'`;
  const label = source.indexOf(oldLabel, start);
  if (start === -1 || label === -1) throw new Error(`core/data/versions.ts: no entry labelled ${current.label} in VERSIONS`);
  const relabelled = `${source.slice(0, label)}label: '${newLabel}'${source.slice(label + oldLabel.length)}`;
  const end = relabelled.indexOf('\n  },\n', label);
  if (end === -1) throw new Error('core/data/versions.ts: the current version entry does not end where expected');
  const at = end + '\n  },\n'.length;
  const entry = ['  {', ...Object.entries(frozen).map(([key, value]) => `    ${key}: ${literal(value)},`), '  },'].join('\n');
  return `${relabelled.slice(0, at)}${entry}\n${relabelled.slice(at)}`;
}
