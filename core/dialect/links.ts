import { fencedLines } from './codeFences';

/** Links and images as Docusaurus writers write them, made into the site paths this site serves. */

/** What resolving a page's links needs to know about the site. */
export interface LinkSite {
  /** The page's own source file (absolute, `/`-separated) and its route. */
  file: string;
  route: string | undefined;
  /** The route of a doc or post source file, if it is one. */
  routeOfFile(file: string): string | undefined;
  /** Whether a file exists: a source-relative path (absolute) or a static file (a site path under the public folder). */
  fileExists(file: string): boolean;
  staticExists(sitePath: string): boolean;
  /** The file the writer wrote, when the page compiled is a copy of it (the harness): relative paths into static/ start there. */
  realFile?: string;
  /** The site path of a file in the site's static folder (absolute path), as Docusaurus serves it: `static/img/x.png` → `/img/x.png`. */
  staticPathOf?(file: string): string | undefined;
  /** The site path a file that is no page is served at when a page links it (Docusaurus copies such files as assets). */
  assetUrlOf?(file: string): string | undefined;
  /** The locale's URL prefix (`/zh`) a localised Docusaurus build serves under, which links may name; this site has none. */
  localePrefix?: string;
  /** Whether an image found nowhere becomes a site path the bundler leaves alone (the harness: its page builds, without it). */
  keepMissingImages?: boolean;
  /** The folder of the docs version a page belongs to, where Docusaurus looks first for a `/x.md` link. */
  versionRootOf?(file: string): string | undefined;
}

export interface LinkProblem {
  line: number;
  message: string;
}

/** `/`-separated path arithmetic (core code runs in the browser too, without node:path). */
export function joinPath(base: string, relative: string): string {
  const parts = base.split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (parts.length > 1) parts.pop();
    } else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/') || '/';
}

const dirname = (file: string) => file.slice(0, file.lastIndexOf('/')) || '/';
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function splitHash(target: string): [string, string] {
  const index = target.search(/[?#]/);
  return index === -1 ? [target, ''] : [target.slice(0, index), target.slice(index)];
}

/** A link's site path: `.md` files by their page, relative paths by the page's URL, no trailing slash. */
function resolveLink(target: string, site: LinkSite): { url: string; problem?: string } {
  if (target.startsWith('pathname://')) return { url: target.slice('pathname://'.length) };
  if (EXTERNAL.test(target) || target.startsWith('#')) return { url: target };
  const [path, hash] = splitHash(target);
  if (!path) return { url: target };
  if (site.localePrefix && path.startsWith(`${site.localePrefix}/`)) return resolveLink(`${path.slice(site.localePrefix.length)}${hash}`, site);
  const inStatic = path.startsWith('/') ? undefined : staticUrl(path, site);
  if (inStatic) return { url: `${inStatic}${hash}` };
  if (/\.mdx?$/i.test(path)) {
    // `/x.md` is a file of the page's own docs version first, as Docusaurus reads it, else a site path.
    const root = path.startsWith('/') ? site.versionRootOf?.(site.file) : dirname(site.file);
    const file = root ? joinPath(root, decodeURI(path.replace(/^\//, ''))) : undefined;
    const route = (file && site.routeOfFile(file)) ?? (path.startsWith('/') ? path.replace(/\.mdx?$/i, '') : undefined);
    return route ? { url: `${route}${hash}` } : { url: target, problem: `links to ${path}, which is no page of this site` };
  }
  if (path.startsWith('/')) return { url: `${path.length > 1 ? path.replace(/\/+$/, '') : path}${hash}` };
  const asset = site.assetUrlOf?.(joinPath(dirname(site.file), decodeURI(path)));
  if (asset) return { url: `${asset}${hash}` };
  // A relative URL is read against the page's own URL, as a browser reads it.
  const base = site.route ?? '/';
  return { url: `${joinPath(dirname(base), path).replace(/\/+$/, '') || '/'}${hash}` };
}

/** A relative path that reaches the site's static folder from the writer's own file (`../static/img/x.png`): its site path. */
function staticUrl(relative: string, site: LinkSite): string | undefined {
  const sitePath = site.staticPathOf?.(joinPath(dirname(site.realFile ?? site.file), decodeURI(relative)));
  return sitePath && site.staticExists(sitePath) ? sitePath : undefined;
}

/** An image's path: relative to the page's file (with `./`), or a static file by its site path. */
function resolveImage(target: string, site: LinkSite): { url: string; problem?: string } {
  if (EXTERNAL.test(target) || target.startsWith('data:')) return { url: target };
  const [path, rest] = splitHash(target);
  if (path.startsWith('@site/static/')) return resolveImage(`/${path.slice('@site/static/'.length)}${rest}`, site);
  if (path.startsWith('/')) {
    return site.staticExists(decodeURI(path)) ? { url: target } : { url: target, problem: `image ${path} is not a static file of the site (public/)` };
  }
  const relative = path.startsWith('./') || path.startsWith('../') ? path : `./${path}`;
  if (site.fileExists(joinPath(dirname(site.file), decodeURI(relative)))) return { url: `${relative}${rest}` };
  const inStatic = staticUrl(relative, site);
  if (inStatic) return { url: `${inStatic}${rest}` };
  if (!path.startsWith('.') && site.staticExists(`/${decodeURI(path)}`)) return { url: `/${path}${rest}` };
  const problem = `image ${path} is found neither beside the page nor among the static files`;
  // Left relative, the bundler would stop the whole build on it; the harness keeps the page (the image shows broken).
  return { url: site.keepMissingImages ? joinPath(dirname(site.route ?? '/'), path) : target, problem };
}

const LINK = /(!?)\[((?:[^\]\\\n]|\\.)*)\]\(\s*(<[^>\n]*>|[^)\s]+)([^)\n]*)\)/g;
/** A reference definition (`[ref]: ./folder/folder.md "title"`), which `[text][ref]` links use. */
const DEFINITION = /^(\s{0,3}\[(?:[^\]\\\n]|\\.)+\]:\s*)(<[^>\n]*>|\S+)(.*)$/;

/**
 * Rewrites the Markdown links and images of a source (outside code) to what the site serves, reporting
 * the ones that lead nowhere with their line.
 */
export function rewriteLinks(source: string, site: LinkSite): { source: string; problems: LinkProblem[] } {
  const problems: LinkProblem[] = [];
  const original = source.split('\n');
  const fenced = fencedLines(original);
  const lines = original.map((line, index) => {
    if (fenced[index]) return line;
    const definition = DEFINITION.exec(line);
    if (definition) {
      const [, head, rawTarget, title] = definition;
      const target = rawTarget.startsWith('<') ? rawTarget.slice(1, -1) : rawTarget;
      const { url, problem } = resolveLink(target, site);
      if (problem) problems.push({ line: index + 1, message: problem });
      return url === target ? line : `${head}${/\s/.test(url) ? `<${url}>` : url}${title}`;
    }
    // Inline code is left alone: only the text between backtick spans is rewritten.
    return line
      .split(/(`+[^`]*`+)/)
      .map((part) =>
        part.startsWith('`')
          ? part
          : part.replace(LINK, (all, bang: string, text: string, rawTarget: string, title: string) => {
              const target = rawTarget.startsWith('<') ? rawTarget.slice(1, -1) : rawTarget;
              const { url, problem } = bang ? resolveImage(target, site) : resolveLink(target, site);
              if (problem) problems.push({ line: index + 1, message: problem });
              if (url === target) return all;
              return `${bang}[${text}](${/\s/.test(url) ? `<${url}>` : url}${title})`;
            }),
      )
      .join('');
  });
  return { source: lines.join('\n'), problems };
}
