/**
 * How the built site (doc_build/) is served, in one table: deploy/nginx.conf and deploy/brotli.conf say the
 * same in nginx's terms, and the preview's Node server (scripts/siteServer.ts) follows this table directly.
 * tests/unit/deploy-rules.test.ts fails, naming the line, when the nginx files and this table disagree,
 * so a change goes in both.
 */

import { REDIRECTS as MOVED_DOCS } from '../plugins/docs-engine/redirects';

/** A page that moved: `from` answers 301 to `to`, with the query string kept. */
export interface Redirect {
  from: string;
  to: string;
  /** Matched whatever the letter case (nginx: a `~*` location instead of `=`). */
  ignoreCase?: boolean;
}

export const REDIRECTS: Redirect[] = [
  // Old documentation paths that moved to the how-to guides (the docs engine also routes them in the browser).
  ...MOVED_DOCS,
  // The store's publishing page moved into the store's online group (both of its old addresses).
  { from: '/docs/store/online-publish', to: '/docs/store/onLine/publish', ignoreCase: true },
];

/**
 * One URL per page: /x/index.html, /x.html and /x/ answer 301 to /x (query kept). Tried in order on the
 * decoded path, the first match wins; the patterns mean the same in PCRE and JavaScript.
 */
export const CANONICAL: { pattern: string; replacement: string }[] = [
  { pattern: '^/index\\.html$', replacement: '/' },
  { pattern: '^(.+)/index\\.html$', replacement: '$1' },
  { pattern: '^(.+)\\.html$', replacement: '$1' },
  { pattern: '^(.+)/$', replacement: '$1' },
];

/** Clean URLs: the files tried for a path, in order (/docs/5.17 is docs/5.17.html although it looks like a file name). */
export const TRY_FILES = ['$uri', '$uri.html', '$uri/index.html'];

/** Hashed build assets: served as they are, without the clean-URL rules, or the 404 page. */
export const ASSETS_PREFIX = '/static/';

/** Answers every unknown path, with status 404; asked for by name, it is unknown too. */
export const NOT_FOUND_PAGE = '/404.html';

/** Cache-Control by the path of the file served (the 404 page's for a 404): hashed assets never change, pages must be revalidated. */
export const CACHE_CONTROL = {
  rules: [{ pattern: '^/static/', value: 'public, max-age=31536000, immutable' }],
  default: 'no-cache',
};

/** Our origin, the statistics and heatmap services, hosted search, and click-to-play Bilibili videos. */
const CSP = [
  "default-src 'self'",
  "script-src 'self' https://hm.baidu.com https://static.hotjar.com https://script.hotjar.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://hm.baidu.com https://*.hotjar.com",
  "font-src 'self' data:",
  "connect-src 'self' https://*.algolia.net https://*.algolianet.com https://hm.baidu.com https://*.hotjar.com https://*.hotjar.io wss://*.hotjar.com",
  'frame-src https://player.bilibili.com https://vars.hotjar.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Sent with every response, errors and redirects included (after Cache-Control). */
export const HEADERS: [name: string, value: string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Content-Security-Policy', CSP],
];

/** Types by extension, as nginx's mime.types has them; anything else is application/octet-stream. */
export const MIME_TYPES: Record<string, string> = {
  html: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  json: 'application/json',
  xml: 'text/xml',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/**
 * Each page's Markdown twin (`/docs/x.md`, plugins/markdown-twin) is served as the file or a 404: no clean-URL
 * fallback to `x.md.html`. nginx's mime.types has no type for `.md`, so its location sets one.
 */
export const MARKDOWN = { pattern: '\\.md$', type: 'text/markdown' };

/** The type a file is served with: a Markdown twin's, else its extension's in MIME_TYPES (undefined: none). */
export function contentTypeOf(file: string): string | undefined {
  return new RegExp(MARKDOWN.pattern).test(file) ? MARKDOWN.type : MIME_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];
}

export const CHARSET = 'utf-8';
/** Types whose Content-Type names the charset, besides text/html. */
export const CHARSET_TYPES = ['text/css', 'application/javascript', 'application/json', 'text/xml', 'application/xml', 'text/plain', MARKDOWN.type];

const COMPRESSED_TYPES = [
  'text/css',
  'application/javascript',
  'application/json',
  'image/svg+xml',
  'application/xml',
  'text/xml',
  'text/plain',
  MARKDOWN.type,
];
/** Responses of these types (and text/html) from this size up are compressed for clients that accept it; brotli first. */
export const GZIP = { level: 6, minLength: 1024, types: COMPRESSED_TYPES };
/** Only where nginx has the brotli filter module (deploy/brotli.conf); the Node server always can. */
export const BROTLI = { level: 5, minLength: 1024, types: COMPRESSED_TYPES };
