/**
 * npm run compat -- <path to a Docusaurus site> [--locale <locale>]
 *
 * Builds a Docusaurus 3 site's docs (docs/, versioned_docs/, versioned_sidebars/, sidebars.*), blog/ and
 * static/ with this site's theme and engine, in a temporary copy that leaves out our own content, pages and
 * version table: the versions, sidebars and start pages come from that site. With a locale, its translated
 * docs, blog and sidebar labels under i18n/<locale>/ are laid over the default ones, as Docusaurus builds
 * that locale. Serves nothing. Prints a report of every source file (built, built with warnings, failed,
 * with the reason), how many pages the output really has, and where the build is.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import matter from 'gray-matter';
import { compatVersions, contentFilter, type DocusaurusVersion, missingPackages, siteAliases, siteModule, versionsModule } from './compatVersions';
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
  process.stderr.write(`${message}\nusage: npm run compat -- <path to a Docusaurus site> [--locale <locale>]\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
const localeAt = args.indexOf('--locale');
const locale = localeAt === -1 ? undefined : (args[localeAt + 1] ?? usage('--locale needs a locale, e.g. --locale zh'));
const sitePath = args.filter((_arg, index) => localeAt === -1 || (index !== localeAt && index !== localeAt + 1))[0];
const site = sitePath ? path.resolve(sitePath) : usage('no site given');
if (locale && !existsSync(path.join(site, 'i18n', locale))) usage(`${site} has no i18n/${locale}/`);
if (!existsSync(path.join(site, 'docs')) && !existsSync(path.join(site, 'blog'))) usage(`${site} has neither docs/ nor blog/`);

const work = mkdtempSync(path.join(tmpdir(), 'rb-compat-'));
copySite(
  work,
  SITE_SOURCES.filter((entry) => entry !== 'docs' && entry !== 'blog'),
);

// The site's docs, laid out as our engine reads versions: the newest at docs/docs, others in docs/docs/<path>.
// With a locale, its translations over the default files: an untranslated doc stays as written.
const versions: DocusaurusVersion[] = compatVersions(site, locale);
// What Docusaurus leaves out (`_`-prefixed files, the config's `**/NAME` excludes) is not copied.
const isContent = contentFilter(site);
const content = { recursive: true, filter: (file: string) => isContent(file) };
mkdirSync(path.join(work, 'docs/docs'), { recursive: true });
for (const version of versions) {
  cpSync(version.source, path.join(work, 'docs', version.dir), content);
  if (version.translated) cpSync(version.translated, path.join(work, 'docs', version.dir), content);
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
const translatedBlog = locale ? path.join(site, 'i18n', locale, 'docusaurus-plugin-content-blog') : undefined;
if (existsSync(path.join(site, 'blog'))) cpSync(path.join(site, 'blog'), path.join(work, 'blog'), content);
else mkdirSync(path.join(work, 'blog'));
if (translatedBlog && existsSync(translatedBlog)) cpSync(translatedBlog, path.join(work, 'blog'), content);
if (existsSync(path.join(site, 'static'))) cpSync(path.join(site, 'static'), path.join(work, 'public'), { recursive: true });

// Site data: that site's versions, and a navbar and footer that link only to what it has.
renameSync(path.join(work, 'core/data/versions.ts'), path.join(work, 'core/data/versions.base.ts'));
writeFileSync(path.join(work, 'core/data/versions.ts'), versionsModule(versions));
renameSync(path.join(work, 'core/data/site.ts'), path.join(work, 'core/data/site.base.ts'));
writeFileSync(path.join(work, 'core/data/site.ts'), siteModule(site, versions));

/** Each copied docs folder and the blog, and the site's folders they came from, nested versions first (plugins/dialect/linkSite.ts). */
const sourceDirs = [
  ...versions.map((version) => [path.join(work, 'docs', version.dir), [version.translated, version.source].filter(Boolean)] as [string, string[]]),
  [path.join(work, 'blog'), [translatedBlog, path.join(site, 'blog')].filter(Boolean)] as [string, string[]],
].sort((a, b) => b[0].length - a[0].length);

// Packages the site's components need that this checkout lacks: a stub stands in (theme/docusaurus/missing.ts).
const missing = missingPackages(site, ROOT);
const aliases = {
  ...siteAliases(site),
  ...Object.fromEntries(missing.map(({ name }) => [`${name}$`, path.join(work, 'theme/docusaurus/missing.ts')])),
};

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
    RAINBOND_STATIC_DIR: path.join(site, 'static'),
    RAINBOND_SITE_ALIASES: JSON.stringify(aliases),
    // Links written for the locale's own build (/zh/docs/…) name its URL prefix.
    ...(locale && { RAINBOND_LOCALE: locale }),
    RAINBOND_SOURCE_DIRS: JSON.stringify(sourceDirs),
  },
});
writeFileSync(buildLog, `${build.stdout ?? ''}${build.stderr ?? ''}`);
const buildFailed =
  build.status === 0
    ? ''
    : stripVTControlCharacters(`${build.stdout ?? ''}${build.stderr ?? ''}`)
        .split('\n')
        .filter((line) => /^(error|\s*×)/i.test(line.trim()))
        .slice(-12)
        .join('\n') || `exit code ${build.status}`;

// The report: every source file, by what the build said of it, and what its page shows.
const records = readFileSync(diagnostics, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Diagnostic);
const markdownIn = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.mdx?$/.test(file) && isContent(path.join(dir, file)));
const sources = [
  ...versions.flatMap((version) =>
    [...new Set([...markdownIn(version.source), ...(version.translated ? markdownIn(version.translated) : [])])].map((file) => ({
      source: [version.translated, version.source].map((dir) => dir && path.join(dir, file)).find((found) => found && existsSync(found)) ?? '',
      copy: path.join('docs', version.dir, file),
    })),
  ),
  ...(existsSync(path.join(site, 'blog'))
    ? markdownIn(path.join(site, 'blog')).map((file) => ({ source: path.join(site, 'blog', file), copy: path.join('blog', file) }))
    : []),
];
const byFile = new Map<string, Diagnostic[]>();
for (const record of records) byFile.set(record.file, [...(byFile.get(record.file) ?? []), record]);

const outDir = path.join(work, 'doc_build');
/** The pages the output really has, by section: what the summary counts, never what the build meant to write. */
const written = existsSync(outDir)
  ? readdirSync(outDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html') && !file.includes('__ssg__') && file !== '404.html')
  : [];
const docPages = written.filter((file) => file.startsWith(`docs${path.sep}`)).length;
const blogPages = written.filter((file) => file === 'blog.html' || file.startsWith(`blog${path.sep}`)).length;
const nothingBuilt = written.length === 0;

const rows = sources.map(({ source, copy }) => {
  const found = byFile.get(copy) ?? [];
  const errors = found.filter((record) => record.level === 'error');
  const draft = matter(readFileSync(source, 'utf8')).data.draft === true;
  const status = nothingBuilt ? 'not built' : errors.length > 0 ? 'failed' : draft ? 'draft' : found.length > 0 ? 'warnings' : 'built';
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
const wrong = buildFailed ? [] : wronglyRendered(outDir);
const siteWarnings = records.filter((record) => !sources.some(({ copy }) => copy === record.file));
const lines = rows
  .filter((row) => row.status === 'failed' || row.status === 'warnings')
  .map((row) => `${row.status === 'failed' ? '✗' : '!'} ${row.file}\n${row.reasons.map((reason) => `    ${reason}`).join('\n')}`);
process.stdout.write(`${lines.join('\n')}\n\n`);
if (wrong.length > 0) process.stdout.write(`pages showing dialect text:\n${wrong.map(({ page, shows }) => `  ${page}: ${shows}`).join('\n')}\n\n`);
for (const { name, where } of missing) process.stdout.write(`! ${where}: imports ${name}, a package this checkout lacks (a stub stands in)\n`);
const brokenLinks = siteWarnings.filter((record) => record.message.startsWith('broken link'));
if (brokenLinks.length > 0) process.stdout.write(`${brokenLinks.length} broken links in the built pages (see the build log)\n`);
for (const record of siteWarnings.filter((item) => !item.message.startsWith('broken link'))) process.stdout.write(`! ${record.file}: ${record.message}\n`);
const drafts = count('draft');
const share = rows.length > drafts ? Math.round(((count('built') + count('warnings')) / (rows.length - drafts)) * 1000) / 10 : 0;
process.stdout.write(
  (nothingBuilt
    ? `${rows.length} files: nothing was built (the output has no pages)\n`
    : `${rows.length} files: ${count('built')} built, ${count('warnings')} built with warnings, ${count('failed')} failed, ${drafts} drafts left out (${share}% built); ` +
      `${wrong.length} built pages show dialect text\n` +
      `the output has ${written.length} pages: ${docPages} docs, ${blogPages} blog\n`) +
    `versions: ${versions.map((version) => `${version.label} → ${version.path}`).join(', ')}\n` +
    (buildFailed ? `the build stopped:\n${buildFailed}\n` : `output: ${outDir}\n`) +
    `build log: ${buildLog}\n`,
);
writeFileSync(
  path.join(work, 'compat-report.json'),
  JSON.stringify(
    { site, locale, rows, wrong, siteWarnings, missingPackages: missing, buildFailed, pages: { all: written.length, docs: docPages, blog: blogPages } },
    null,
    2,
  ),
);
process.exit(buildFailed || nothingBuilt ? 1 : 0);
