import type { Post } from './posts';

/** Feeds carry each post's description and excerpt, which the in-page summaries leave out. */
type FeedPost = Omit<Post, 'file' | 'inlineAuthors'>;

export interface FeedSite {
  url: string;
  title: string;
  description: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const postUrl = (site: FeedSite, slug: string) => `${site.url}/blog/${slug}`;
// Posts are dated by day; publish them at midnight Beijing time.
const toDate = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** RSS 2.0 of the newest posts, with absolute links from the site URL. */
export function rssFeed(site: FeedSite, posts: FeedPost[], authorName: (key: string) => string): string {
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${postUrl(site, post.slug)}</link>
      <guid isPermaLink="true">${postUrl(site, post.slug)}</guid>
      <pubDate>${toDate(post.date).toUTCString()}</pubDate>
      <description>${escapeXml(post.description || post.excerpt)}</description>
${post.authors.map((key) => `      <dc:creator>${escapeXml(authorName(key))}</dc:creator>`).join('\n')}
${post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join('\n')}
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(site.title)}</title>
    <link>${site.url}/blog</link>
    <description>${escapeXml(site.description)}</description>
    <language>zh-CN</language>
    <atom:link href="${site.url}/blog/rss.xml" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

/** Atom 1.0 of the same posts. */
export function atomFeed(site: FeedSite, posts: FeedPost[], authorName: (key: string) => string): string {
  const updated = posts[0] ? toDate(posts[0].date).toISOString() : new Date(0).toISOString();
  const entries = posts
    .map(
      (post) => `  <entry>
    <title>${escapeXml(post.title)}</title>
    <link href="${postUrl(site, post.slug)}"/>
    <id>${postUrl(site, post.slug)}</id>
    <updated>${toDate(post.date).toISOString()}</updated>
    <summary>${escapeXml(post.description || post.excerpt)}</summary>
${post.authors.map((key) => `    <author><name>${escapeXml(authorName(key))}</name></author>`).join('\n')}
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">
  <title>${escapeXml(site.title)}</title>
  <subtitle>${escapeXml(site.description)}</subtitle>
  <link href="${site.url}/blog"/>
  <link rel="self" href="${site.url}/blog/atom.xml"/>
  <id>${site.url}/blog</id>
  <updated>${updated}</updated>
${entries}
</feed>
`;
}
