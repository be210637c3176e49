/**
 * npm run compat -- <path to a Docusaurus site>
 *
 * Builds a Docusaurus 3 site's docs (docs/, versioned_docs/, versioned_sidebars/, sidebars.*), blog/ and
 * static/ with this site's theme and engine, in a temporary copy that leaves out our own content, pages and
 * version table: the versions, sidebars and start pages come from that site. Serves nothing. Prints a
 * report of every source file (built, built with warnings, failed, with the reason) and where the build is.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compatVersions, type DocusaurusVersion, versionsModule } from './compatVersions';
import { copySite, SITE_SOURCES } from './siteCopy';

const ROOT = path.resolve(import.meta.dirname, '..');
const RSPRESS = path.join(ROOT, 'node_modules/.bin/rspress');

interface Diagnostic {
  level: 'warning' | 'error';
  file: string;
  line: number;
  message: string;
}

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: npm run compat -- <path to a Docusaurus site>\n`);
  process.exit(2);
}

const site = process.argv[2] ? path.resolve(process.argv[2]) : usage('no site given');
if (!existsSync(path.join(site, 'docs')) && !existsSync(path.join(site, 'blog'))) usage(`${site} has neither docs/ nor blog/`);

const work = mkdtempSync(path.join(tmpdir(), 'rb-compat-'));
copySite(
  work,
  SITE_SOURCES.filter((entry) => entry !== 'docs' && entry !== 'blog'),
);

// The site's docs, laid out as our engine reads versions: the newest at docs/docs, others in docs/docs/<path>.
const versions: DocusaurusVersion[] = compatVersions(site);
mkdirSync(path.join(work, 'docs/docs'), { recursive: true });
for (const version of versions) {
  cpSync(version.source, path.join(work, 'docs', version.dir), { recursive: true });
  if (version.sidebarsFile) {
    const copy = path.join(work, 'sidebars', path.basename(version.sidebarsFile).replace(/^sidebars/, `sidebars-${version.name}`));
    mkdirSync(path.dirname(copy), { recursive: true });
    cpSync(version.sidebarsFile, copy);
    version.sidebarsFile = path.relative(work, copy);
  }
}
writeFileSync(
  path.join(work, 'docs/index.md'),
  `---\ntitle: ${JSON.stringify(path.basename(site))}\npageType: doc\n---\n\n${versions.map((version) => `- [${version.label}](${version.path})`).join('\n')}\n${existsSync(path.join(site, 'blog')) ? '- [博客](/blog)\n' : ''}`,
);
if (existsSync(path.join(site, 'blog'))) cpSync(path.join(site, 'blog'), path.join(work, 'blog'), { recursive: true });
else mkdirSync(path.join(work, 'blog'));
if (existsSync(path.join(site, 'static'))) cpSync(path.join(site, 'static'), path.join(work, 'public'), { recursive: true });

// Site data: that site's versions, and a navbar and footer that link only to what it has.
renameSync(path.join(work, 'core/data/versions.ts'), path.join(work, 'core/data/versions.base.ts'));
writeFileSync(path.join(work, 'core/data/versions.ts'), versionsModule(versions));
renameSync(path.join(work, 'core/data/site.ts'), path.join(work, 'core/data/site.base.ts'));
writeFileSync(
  path.join(work, 'core/data/site.ts'),
  `export * from "./site.base";
import type { FooterColumn, NavItem } from "./site.base";

export const NAV_ITEMS: NavItem[] = [{ type: 'link', label: '文档', to: ${JSON.stringify(versions[0]?.path ?? '/docs')} }, { type: 'link', label: '博客', to: '/blog' }];
export const FOOTER_COLUMNS: FooterColumn[] = [];
`,
);

const diagnostics = path.join(work, 'diagnostics.jsonl');
writeFileSync(diagnostics, '');
const buildLog = path.join(work, 'build.log');
const build = spawnSync(RSPRESS, ['build'], {
  cwd: work,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
  env: {
    ...process.env,
    RAINBOND_ANALYTICS: 'off',
    RAINBOND_COMPAT: '1',
    RAINBOND_SITE_ROOT: site,
    RAINBOND_DIAGNOSTICS_FILE: diagnostics,
    RAINBOND_CACHE_DIR: path.join(work, '.cache'),
  },
});
writeFileSync(buildLog, `${build.stdout ?? ''}${build.stderr ?? ''}`);
const buildFailed =
  build.status === 0
    ? ''
    : `${build.stdout ?? ''}${build.stderr ?? ''}`
        .split('\n')
        .filter((line) => /^(error|\s*×)/i.test(line.trim()))
        .slice(-12)
        .join('\n') || `exit code ${build.status}`;

// The report: every source file, by what the build said of it, and what its page shows.
const records = readFileSync(diagnostics, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Diagnostic);
const sources = [
  ...versions.flatMap((version) =>
    readdirSync(version.source, { recursive: true })
      .map(String)
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => ({ source: path.join(version.source, file), copy: path.join('docs', version.dir, file) })),
  ),
  ...(existsSync(path.join(site, 'blog'))
    ? readdirSync(path.join(site, 'blog'), { recursive: true })
        .map(String)
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => ({ source: path.join(site, 'blog', file), copy: path.join('blog', file) }))
    : []),
];
const byFile = new Map<string, Diagnostic[]>();
for (const record of records) byFile.set(record.file, [...(byFile.get(record.file) ?? []), record]);

const rows = sources.map(({ source, copy }) => {
  const found = byFile.get(copy) ?? [];
  const errors = found.filter((record) => record.level === 'error');
  const status = errors.length > 0 ? 'failed' : found.length > 0 ? 'warnings' : 'built';
  return { file: path.relative(site, source), status, reasons: (errors.length > 0 ? errors : found).map((record) => `${record.line}: ${record.message}`) };
});
const count = (status: string) => rows.filter((row) => row.status === status).length;

/** Built pages whose text still shows the dialect: admonition fences, import lines, component tags, MDX fences or comments. */
function wronglyRendered(outDir: string): { page: string; shows: string }[] {
  if (!existsSync(outDir)) return [];
  const found: { page: string; shows: string }[] = [];
  for (const file of readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
    const text = main
      .replace(/<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>/g, '')
      .replace(/<[^>]+>/g, '\n')
      .replace(/&lt;/g, '<');
    const shows = [
      [/^\s*:::/m, ':::'],
      [/^\s*import\s+\S+.*\sfrom\s/m, 'import'],
      [/<DocCardList/, '<DocCardList'],
      [/mdx-code-block/, 'mdx-code-block'],
      [/\{\/\*|<!--/, 'a comment'],
      [/无法构建的页面/, 'a page that did not build'],
    ].find(([pattern]) => (pattern as RegExp).test(text))?.[1] as string | undefined;
    if (shows) found.push({ page: `/${file.replace(/\.html$/, '')}`, shows });
  }
  return found;
}
const wrong = buildFailed ? [] : wronglyRendered(path.join(work, 'doc_build'));
const siteWarnings = records.filter((record) => !sources.some(({ copy }) => copy === record.file));
const lines = rows
  .filter((row) => row.status !== 'built')
  .map((row) => `${row.status === 'failed' ? '✗' : '!'} ${row.file}\n${row.reasons.map((reason) => `    ${reason}`).join('\n')}`);
process.stdout.write(`${lines.join('\n')}\n\n`);
if (wrong.length > 0) process.stdout.write(`pages showing dialect text:\n${wrong.map(({ page, shows }) => `  ${page}: ${shows}`).join('\n')}\n\n`);
const brokenLinks = siteWarnings.filter((record) => record.message.startsWith('broken link'));
if (brokenLinks.length > 0) process.stdout.write(`${brokenLinks.length} broken links in the built pages (see the build log)\n`);
for (const record of siteWarnings.filter((item) => !item.message.startsWith('broken link'))) process.stdout.write(`! ${record.file}: ${record.message}\n`);
const share = rows.length ? Math.round(((count('built') + count('warnings')) / rows.length) * 1000) / 10 : 0;
process.stdout.write(
  `${rows.length} files: ${count('built')} built, ${count('warnings')} built with warnings, ${count('failed')} failed (${share}% built); ` +
    `${wrong.length} built pages show dialect text\n` +
    `versions: ${versions.map((version) => `${version.label} → ${version.path}`).join(', ')}\n` +
    (buildFailed ? `the build stopped:\n${buildFailed}\n` : `output: ${path.join(work, 'doc_build')}\n`) +
    `build log: ${buildLog}\n`,
);
writeFileSync(path.join(work, 'compat-report.json'), JSON.stringify({ site, rows, wrong, siteWarnings, buildFailed }, null, 2));
process.exit(buildFailed ? 1 : 0);
