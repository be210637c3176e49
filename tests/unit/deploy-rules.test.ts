import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ASSETS_PREFIX,
  BROTLI,
  CACHE_CONTROL,
  CANONICAL,
  CHARSET,
  CHARSET_TYPES,
  GZIP,
  HEADERS,
  MARKDOWN,
  MIME_TYPES,
  NOT_FOUND_PAGE,
  REDIRECTS,
  TRY_FILES,
} from '../../deploy/rules';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A config's directives, one per line as our files write them: comments and blank lines dropped. */
function directives(file: string): string[] {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** deploy/nginx.conf's lines that the table decides, as nginx.conf must write them. */
function fromTable(): string[] {
  return [
    'map $uri $rb_cache_control {',
    ...CACHE_CONTROL.rules.map(({ pattern, value }) => `~${pattern} "${value}";`),
    `default "${CACHE_CONTROL.default}";`,
    // Locations relative to the host, as the Node server writes them.
    'absolute_redirect off;',
    `charset ${CHARSET};`,
    `charset_types ${CHARSET_TYPES.join(' ')};`,
    'gzip on;',
    `gzip_comp_level ${GZIP.level};`,
    `gzip_min_length ${GZIP.minLength};`,
    `gzip_types ${GZIP.types.join(' ')};`,
    'add_header Cache-Control $rb_cache_control always;',
    ...HEADERS.map(([name, value]) => `add_header ${name} "${value}" always;`),
    `error_page 404 ${NOT_FOUND_PAGE};`,
    `location = ${NOT_FOUND_PAGE} {`,
    'internal;',
    ...REDIRECTS.map(({ from, to, ignoreCase }) => `location ${ignoreCase ? `~* ^${escapeRegex(from)}$` : `= ${from}`} { return 301 ${to}$is_args$args; }`),
    `location ${ASSETS_PREFIX} {`,
    'try_files $uri =404;',
    `location ~ ${MARKDOWN.pattern} {`,
    'types { }',
    `default_type ${MARKDOWN.type};`,
    'try_files $uri =404;',
    'location / {',
    ...CANONICAL.map(({ pattern, replacement }) => `rewrite ${pattern} ${replacement} permanent;`),
    `try_files ${TRY_FILES.join(' ')} =404;`,
  ];
}

/** Lines that say where the server runs rather than how it answers. */
const PLACEMENT = /^(?:server \{|\}|listen \S+;|server_name \S+;|root \S+;)$/;

describe('deploy/rules.ts and the nginx config', () => {
  it('deploy/nginx.conf has each rule of the table, and no rule the table lacks', () => {
    const conf = directives('deploy/nginx.conf').filter((line) => !PLACEMENT.test(line));
    // Sorted, so a failure lists the lines missing on either side.
    expect(conf.toSorted()).toEqual(fromTable().toSorted());
  });

  it('the rewrites come in the order of the table (the first that matches wins)', () => {
    const rewrites = directives('deploy/nginx.conf').filter((line) => line.startsWith('rewrite '));
    expect(rewrites).toEqual(CANONICAL.map(({ pattern, replacement }) => `rewrite ${pattern} ${replacement} permanent;`));
  });

  it('deploy/brotli.conf compresses as the table says', () => {
    expect(directives('deploy/brotli.conf')).toEqual([
      'brotli on;',
      `brotli_comp_level ${BROTLI.level};`,
      `brotli_min_length ${BROTLI.minLength};`,
      `brotli_types ${BROTLI.types.join(' ')};`,
    ]);
  });

  it.skipIf(!existsSync('/etc/nginx/mime.types'))("the table's types are those of nginx's mime.types", () => {
    const types = new Map<string, string>();
    const body = /types\s*\{([^}]*)\}/.exec(readFileSync('/etc/nginx/mime.types', 'utf8'))?.[1] ?? '';
    for (const entry of body.split(';')) {
      const [type, ...extensions] = entry.trim().split(/\s+/);
      for (const extension of extensions) types.set(extension, type);
    }
    for (const [extension, type] of Object.entries(MIME_TYPES)) expect(types.get(extension), extension).toBe(type);
  });
});
