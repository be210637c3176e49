/**
 * The front matter every page may have — docs, blog posts and site pages alike — with the rule for each
 * key and what it does on this site. The validator checks pages against it; the writers' guide renders
 * its table from it.
 */

/** A rule: null when the value is fine, else what is wrong with it. */
export type Check = (value: unknown) => string | null;

const isString: Check = (value) => (typeof value === 'string' && value.trim() !== '' ? null : 'must be a non-empty string');
const isBoolean: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');
const isNumber: Check = (value) => (typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number');
const isHeadingLevel: Check = (value) =>
  Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6 ? null : 'must be a heading level from 2 to 6';
// Bare version numbers such as 5.17 parse as YAML numbers; they are fine as keywords and tags.
const isStringList: Check = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number') ? null : 'must be a list of strings';
const isStringOrNull: Check = (value) => (value === null || typeof value === 'string' ? null : 'must be a string, or null for none');
const isAnything: Check = () => null;
/** Docusaurus's tags: names, or objects with a label. */
const isTags: Check = (value) =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'string' || typeof item === 'number' || (typeof item === 'object' && item !== null && 'label' in item))
    ? null
    : 'must be a list of tag names';
// Route segments of letters, digits, '-', '_' and '.' (not leading, so no '..') joined by '/'; '/' alone is the version root.
const SLUG = /^\/$|^\/?[\p{L}\p{N}_-][\p{L}\p{N}._-]*(?:\/[\p{L}\p{N}_-][\p{L}\p{N}._-]*)*\/?$/u;
/** A slug as docs and blog posts write it. */
export const isSlug: Check = (value) =>
  typeof value === 'string' && SLUG.test(value)
    ? null
    : "must be a route path such as /quick-start/install or install (letters, digits, '-', '_', '.' and '/')";
const PAGE_TYPES = ['home', 'doc', 'doc-wide', 'custom', 'blank', '404'];
const isPageType: Check = (value) => (PAGE_TYPES.includes(value as string) ? null : `must be one of ${PAGE_TYPES.join(', ')}`);
const isDate: Check = (value) =>
  value instanceof Date || (typeof value === 'string' && !Number.isNaN(Date.parse(value))) ? null : 'must be a date such as 2024-05-01';
const isLastUpdate: Check = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.keys(value).every((key) => key === 'date' || key === 'author'))
    return 'must be { date, author }';
  const { date } = value as { date?: unknown };
  return date === undefined || isDate(date) === null ? null : 'date must be a date such as 2024-05-01';
};
const isAuthors: Check = (value) =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string' || (typeof item === 'object' && item !== null)))
    ? null
    : 'must be an author key, a list of keys, or author objects { name, title, url, image_url }';

/** Where a key applies. */
export type PageKind = 'doc' | 'blog' | 'page';

export interface FrontmatterKey {
  check: Check;
  kinds: PageKind[];
  /** What the key does here, in the writers' words (the writers' guide shows it). */
  meaning: string;
}

const ALL: PageKind[] = ['doc', 'blog', 'page'];

/** What a kind is called in build messages. */
const KIND_LABELS: Record<PageKind, string> = { doc: 'docs', blog: 'blog posts', page: 'site pages' };

/**
 * The kind of a Markdown page by its path under the site root: the docs tree (`docs/…`, and its landing
 * page `docs.md`) holds docs; everything else there is a site page. Blog posts live outside the root.
 */
export const pageKindOf = (relativeToRoot: string): PageKind => (/^docs(?:[\\/]|\.mdx?$)/.test(relativeToRoot) ? 'doc' : 'page');

/** Why a known key does nothing on a page of `kind`, or null when it applies there. */
export function misplacedKeyMessage(key: string, kind: PageKind): string | null {
  const rule = FRONTMATTER[key];
  if (!rule || rule.kinds.includes(kind)) return null;
  return `front matter "${key}" does nothing on ${KIND_LABELS[kind]}: it is for ${rule.kinds.map((one) => KIND_LABELS[one]).join(' and ')}`;
}

export const FRONTMATTER: Record<string, FrontmatterKey> = {
  title: { check: isString, kinds: ALL, meaning: '页面标题，显示在页面顶部、浏览器标签和搜索结果中；同一版本的文档内必须唯一' },
  description: { check: isString, kinds: ALL, meaning: '一句话摘要，用于搜索引擎、分享卡片和博客列表' },
  keywords: { check: isStringList, kinds: ALL, meaning: '关键词，写入页面的 keywords 元数据' },
  image: { check: isString, kinds: ALL, meaning: '页面分享到社交平台时链接预览使用的图片（站内路径或完整地址）；不写时使用站点的默认分享卡片' },
  slug: { check: isSlug, kinds: ['doc', 'blog'], meaning: '替换由文件名得到的地址：以 / 开头时从版本根目录（博客为 /blog）算起，否则只替换文件名' },
  draft: { check: isBoolean, kinds: ['doc', 'blog'], meaning: '为 true 时只在开发服务器中出现，正式构建跳过' },
  unlisted: { check: isBoolean, kinds: ['doc', 'blog'], meaning: '为 true 时可以通过地址访问，但不进侧边栏、站内搜索和站点地图' },
  hide_table_of_contents: { check: isBoolean, kinds: ['doc', 'blog'], meaning: '为 true 时隐藏右侧的本页目录' },
  toc_min_heading_level: { check: isHeadingLevel, kinds: ['doc', 'blog'], meaning: '本页目录从第几级标题开始（2 到 4，默认 2）' },
  toc_max_heading_level: { check: isHeadingLevel, kinds: ['doc', 'blog'], meaning: '本页目录到第几级标题为止（默认 4；本站目录最多列到 4 级标题）' },
  hide_title: { check: isBoolean, kinds: ['doc'], meaning: '为 true 时不显示页面顶部的标题（正文自己有标题时使用）' },
  id: { check: isString, kinds: ['doc'], meaning: '文档标识，替换文件名作为标识和地址的最后一段；侧边栏配置按标识引用文档' },
  sidebar_label: { check: isString, kinds: ['doc', 'blog'], meaning: '侧边栏中显示的短标签，不填时使用 title' },
  sidebar_position: { check: isNumber, kinds: ['doc'], meaning: '在所属分组中的顺序，数字越小越靠前，可以是小数；没有的按文件名排在后面' },
  sidebar_class_name: { check: isString, kinds: ['doc'], meaning: '接受但不使用：本站侧边栏不按页面加样式' },
  sidebar_custom_props: { check: isAnything, kinds: ['doc'], meaning: '接受但不使用：本站侧边栏没有自定义属性' },
  displayed_sidebar: { check: isStringOrNull, kinds: ['doc'], meaning: '显示哪一个侧边栏（侧边栏配置中的名称）；null 表示不显示' },
  pagination_next: { check: isStringOrNull, kinds: ['doc'], meaning: '页面底部“下一页”指向的文档标识；null 表示不显示' },
  pagination_prev: { check: isStringOrNull, kinds: ['doc'], meaning: '页面底部“上一页”指向的文档标识；null 表示不显示' },
  pagination_label: { check: isString, kinds: ['doc'], meaning: '本页出现在其他页面“上一页/下一页”中时使用的名称' },
  parse_number_prefixes: { check: isBoolean, kinds: ['doc'], meaning: '接受；文件名中的序号前缀（如 01-intro）总会被去掉' },
  custom_edit_url: { check: isStringOrNull, kinds: ['doc'], meaning: '“在 GitHub 上编辑此页”链接的地址；null 表示不显示该链接' },
  last_update: { check: isLastUpdate, kinds: ['doc'], meaning: '覆盖从 git 记录得到的最后更新信息：{ date, author }' },
  tags: { check: isTags, kinds: ['doc', 'blog'], meaning: '标签：博客文章显示在标题下方；文档接受但不生成标签页' },
  authors: { check: isAuthors, kinds: ['blog'], meaning: '作者：authors.yml 中的键，或 { name, title, url, image_url } 对象；可以不写' },
  author: { check: isString, kinds: ['blog'], meaning: '旧写法的单个作者姓名（与 author_title、author_url、author_image_url 一起使用）' },
  author_title: { check: isString, kinds: ['blog'], meaning: '旧写法的作者头衔' },
  author_url: { check: isString, kinds: ['blog'], meaning: '旧写法的作者主页' },
  author_image_url: { check: isString, kinds: ['blog'], meaning: '旧写法的作者头像' },
  date: { check: isDate, kinds: ['blog'], meaning: '发布日期，不写时取文件名中的 YYYY-MM-DD 前缀' },
  title_meta: { check: isString, kinds: ['blog'], meaning: '浏览器标签和搜索引擎中的标题，不写时使用 title' },
  pageType: { check: isPageType, kinds: ['page'], meaning: '站点页面的版式：home、doc、doc-wide、custom、blank 或 404' },
  footer: { check: isBoolean, kinds: ['page'], meaning: '为 false 时不显示页脚' },
  customer: { check: isString, kinds: ['page'], meaning: '案例页面的客户名称' },
  industry: { check: isString, kinds: ['page'], meaning: '案例与场景页面所属的行业，用于列表筛选' },
  summary: { check: isString, kinds: ['page'], meaning: '案例与场景页面在列表中显示的摘要' },
};

/** Edit distance, for suggesting the key a writer meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
};

/**
 * The known key nearest to an unknown one, when it is close enough to be a slip: a few edits away
 * (`tittle`), or the same word begun and ended otherwise (`describe` for `description`).
 */
export function nearestKey(key: string): string | undefined {
  const lower = key.toLowerCase();
  let best: { key: string; score: number } | undefined;
  for (const known of Object.keys(FRONTMATTER)) {
    const edits = distance(lower, known);
    const prefix = commonPrefix(lower, known);
    const close = edits <= Math.max(2, Math.floor(lower.length / 3)) || prefix >= Math.min(5, Math.min(lower.length, known.length) - 1);
    const score = edits - prefix;
    if (close && (!best || score < best.score)) best = { key: known, score };
  }
  return best?.key;
}

/** The message for an unknown key: "`describe`: did you mean `description`?" when one is near. */
export function unknownKeyMessage(key: string): string {
  const near = nearestKey(key);
  return near ? `unknown front matter key "${key}": did you mean "${near}"?` : `unknown front matter key "${key}"`;
}
