import { createReadStream, type Stats, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import {
  ASSETS_PREFIX,
  BROTLI,
  CACHE_CONTROL,
  CANONICAL,
  CHARSET,
  CHARSET_TYPES,
  contentTypeOf,
  GZIP,
  HEADERS,
  MARKDOWN,
  NOT_FOUND_PAGE,
  REDIRECTS,
  TRY_FILES,
} from '../deploy/rules';

/**
 * The built site served by the rules of deploy/rules.ts, the way deploy/nginx.conf serves it: the preview
 * uses it where nginx is not installed. Only GET and HEAD, no range requests.
 */

export type Answer =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; status: 200 | 404; uri: string; file: string; stats: Stats }
  | { kind: 'error'; status: 400 };

const CANONICAL_RULES = CANONICAL.map(({ pattern, replacement }) => ({ pattern: new RegExp(pattern), replacement }));
const MARKDOWN_FILE = new RegExp(MARKDOWN.pattern);
const CACHE_RULES = CACHE_CONTROL.rules.map(({ pattern, value }) => ({ pattern: new RegExp(pattern), value }));

/** The decoded path with `.`, `..` and repeated slashes resolved, as nginx has it in $uri; null when malformed or above the root. */
export function normalizePath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return null;
  const segments: string[] = [];
  const parts = decoded.split('/').slice(1);
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) segments.push('..');
      else segments.pop();
      if (last) segments.push('');
    } else if (part === '.') {
      if (last) segments.push('');
    } else if (part !== '' || last) {
      segments.push(part);
    }
  });
  if (segments[0] === '..') return null;
  return `/${segments.join('/')}`;
}

/** A path as a Location header carries it: percent-encoded where a URL needs it. */
function encodePath(uri: string): string {
  return encodeURI(uri).replace(/#/g, '%23');
}

function fileAt(siteDir: string, uri: string): { file: string; stats: Stats } | null {
  const file = path.join(siteDir, uri);
  try {
    const stats = statSync(file);
    return stats.isFile() ? { file, stats } : null;
  } catch {
    return null;
  }
}

/** What the site answers for a request target (path and query), without touching the response. */
export function answer(siteDir: string, target: string): Answer {
  const query = target.indexOf('?');
  const rawPath = query === -1 ? target : target.slice(0, query);
  const args = query === -1 ? '' : target.slice(query);
  const uri = normalizePath(rawPath);
  if (uri === null) return { kind: 'error', status: 400 };

  const notFound = (): Answer => {
    const page = fileAt(siteDir, NOT_FOUND_PAGE);
    if (!page) throw new Error(`${path.join(siteDir, NOT_FOUND_PAGE)} is missing: is ${siteDir} a build of the site?`);
    return { kind: 'file', status: 404, uri: NOT_FOUND_PAGE, ...page };
  };

  const moved = REDIRECTS.find(({ from, ignoreCase }) => (ignoreCase ? from.toLowerCase() === uri.toLowerCase() : from === uri));
  if (moved) return { kind: 'redirect', location: `${moved.to}${args}` };
  if (uri === NOT_FOUND_PAGE) return notFound();
  if (uri.startsWith(ASSETS_PREFIX)) {
    const asset = fileAt(siteDir, uri);
    return asset ? { kind: 'file', status: 200, uri, ...asset } : notFound();
  }
  for (const { pattern, replacement } of CANONICAL_RULES) {
    if (pattern.test(uri)) return { kind: 'redirect', location: `${encodePath(uri.replace(pattern, replacement))}${args}` };
  }
  if (MARKDOWN_FILE.test(uri)) {
    const twin = fileAt(siteDir, uri);
    return twin ? { kind: 'file', status: 200, uri, ...twin } : notFound();
  }
  for (const candidate of TRY_FILES) {
    const tried = candidate.replace('$uri', uri);
    const found = fileAt(siteDir, tried);
    if (found) return { kind: 'file', status: 200, uri: tried, ...found };
  }
  return notFound();
}

export function cacheControl(uri: string): string {
  return CACHE_RULES.find(({ pattern }) => pattern.test(uri))?.value ?? CACHE_CONTROL.default;
}

export function contentType(file: string): string {
  const type = contentTypeOf(file) ?? 'application/octet-stream';
  return type === 'text/html' || CHARSET_TYPES.includes(type) ? `${type}; charset=${CHARSET}` : type;
}

/** The encodings the request accepts (a q of 0 refuses one). */
function accepted(req: IncomingMessage): Set<string> {
  const names = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
    .map(([name]) => name.trim().toLowerCase());
  return new Set(names);
}

function encodingFor(req: IncomingMessage, type: string, size: number): 'br' | 'gzip' | null {
  const wants = accepted(req);
  const fits = (rule: typeof GZIP) => size >= rule.minLength && (type === 'text/html' || rule.types.includes(type));
  if (wants.has('br') && fits(BROTLI)) return 'br';
  if (wants.has('gzip') && fits(GZIP)) return 'gzip';
  return null;
}

function ruleHeaders(res: ServerResponse, uri: string): void {
  res.setHeader('Cache-Control', cacheControl(uri));
  for (const [name, value] of HEADERS) res.setHeader(name, value);
}

/** Whether the client's copy is current: If-None-Match first, as in HTTP. */
function notModified(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const match = req.headers['if-none-match'];
  if (match) return match.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

function send(req: IncomingMessage, res: ServerResponse, result: Answer): void {
  if (result.kind === 'error') {
    res.writeHead(result.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request\n');
    return;
  }
  if (result.kind === 'redirect') {
    const body = '<html><head><title>301 Moved Permanently</title></head><body><h1>301 Moved Permanently</h1></body></html>\n';
    res.setHeader('Location', result.location);
    res.writeHead(301, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const { stats, file, status } = result;
  const etag = `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;
  const type = contentType(file);
  // Like nginx: a 404 page carries no Last-Modified and is never "not modified".
  if (status === 200) {
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    if (notModified(req, etag, stats.mtime)) {
      res.setHeader('ETag', etag);
      res.writeHead(304).end();
      return;
    }
  }
  res.setHeader('Content-Type', type);
  const encoding = encodingFor(req, type.split(';')[0], stats.size);
  if (!encoding) {
    res.setHeader('ETag', etag);
    res.writeHead(status, { 'Content-Length': stats.size });
    if (req.method === 'HEAD') res.end();
    else pipeline(createReadStream(file), res, () => {});
    return;
  }
  // A compressed body is not the file byte for byte: its validator is weak.
  res.setHeader('ETag', `W/${etag}`);
  res.writeHead(status, { 'Content-Encoding': encoding });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const compress =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI.level, [constants.BROTLI_PARAM_SIZE_HINT]: stats.size } })
      : createGzip({ level: GZIP.level });
  pipeline(createReadStream(file), compress, res, () => {});
}

/** An HTTP server for the build in `siteDir` (not yet listening). */
export function createSiteServer(siteDir: string): Server {
  return createServer((req, res) => {
    const result = answer(siteDir, req.url ?? '/');
    ruleHeaders(res, result.kind === 'file' ? result.uri : '');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed\n');
      return;
    }
    send(req, res, result);
  });
}
