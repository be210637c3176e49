import { existsSync } from 'node:fs';
import path from 'node:path';
import { DOCUSAURUS_MODULES, isVideoComponent, siteRelative } from '../../core/dialect/imports';
import { ContentError } from '../frontmatter-check/validate';
import { type MdNode, someNode } from '../shared/mdxImport';

const STAND_INS = path.resolve(import.meta.dirname, '../../theme/docusaurus');
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

interface ImportDeclaration {
  type: string;
  source: { value: string; raw: string };
}

/** The file a specifier points to in the site, if any. */
function resolveInSite(siteRoot: string, relative: string): string | undefined {
  return EXTENSIONS.map((extension) => path.join(siteRoot, relative + extension)).find((file) => existsSync(file));
}

/**
 * Imports of a Docusaurus page, resolved for this site: Docusaurus's theme and core modules to the
 * stand-ins in theme/docusaurus/, `@site/…` and `/src/…` to the site's files, a site's own Bilibili
 * component to our video; anything else the site does not have fails the build at its line.
 */
export function remarkImports(siteRoot: string) {
  return () => (tree: MdNode, file: { path?: string }) => {
    for (const node of tree.children ?? []) {
      if (node.type !== 'mdxjsEsm') continue;
      const body = ((node.data as { estree?: { body?: ImportDeclaration[] } } | undefined)?.estree?.body ?? []).filter(
        (statement) => statement.type === 'ImportDeclaration',
      );
      for (const declaration of body) {
        const specifier = declaration.source.value;
        const target = resolveSpecifier(siteRoot, specifier);
        if (target === specifier) continue;
        if (target === undefined) {
          const line = (node.position as { start?: { line?: number } } | undefined)?.start?.line ?? 1;
          throw new ContentError(
            path.relative(process.cwd(), file.path ?? '<page>'),
            line,
            `imports "${specifier}", which this site does not have (known: ${Object.keys(DOCUSAURUS_MODULES).join(', ')}, and files under the site's src/)`,
          );
        }
        declaration.source = { value: target, raw: JSON.stringify(target) };
        node.value = String(node.value).replace(new RegExp(`(['"])${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`), JSON.stringify(target));
      }
    }
  };
}

/** Where an import goes: itself (a package or a relative path), a stand-in, a site file, or nowhere. */
export function resolveSpecifier(siteRoot: string, specifier: string): string | undefined {
  const standIn = DOCUSAURUS_MODULES[specifier];
  if (standIn) return path.join(STAND_INS, standIn);
  if (specifier.startsWith('@theme/') || specifier.startsWith('@docusaurus/')) return undefined;
  const relative = siteRelative(specifier);
  if (relative === undefined) return specifier;
  // A site's own Bilibili wrapper is played by ours, which loads nothing from the video host until played.
  if (isVideoComponent(specifier)) return path.join(STAND_INS, 'Video.tsx');
  return resolveInSite(siteRoot, relative);
}

/**
 * Marks a page that shows its own category cards (`<DocCardList />`) in its page meta, so the docs layout
 * does not list them a second time below it.
 */
export function remarkOwnCardList(this: unknown) {
  const meta = () => (this as { data(key: string): Record<string, unknown> | undefined }).data('pageMeta');
  return (tree: MdNode) => {
    const pageMeta = meta();
    if (pageMeta && someNode(tree, (node) => node.type.startsWith('mdxJsx') && node.name === 'DocCardList')) pageMeta.ownCardList = true;
  };
}
