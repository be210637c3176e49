/**
 * npx tsx scripts/socialCard.ts                      the site's default card, public/img/social-card.png
 * npx tsx scripts/socialCard.ts <post slug>          a blog post's card, public/img/blog/<slug>.png
 *
 * Draws a 1200×630 social card from the logo, the brand colours and the site's tagline (a post's card
 * puts the post's title in the tagline's place), with the system Chromium. Run it again after changing
 * any of them; the PNG is committed, so builds need no browser. A post shows its card once its front
 * matter says `image: /img/blog/<slug>.png`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { FOOTER, SITE_URL, SOCIAL_CARD } from '../core/data/site';
import { loadPosts } from '../plugins/blog';
import tailwind from '../tailwind.config';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { brand, ink, muted } = tailwind.theme.extend.colors;
const logo = readFileSync(path.join(ROOT, 'public/favicon.svg'), 'utf8').replace('<svg ', '<svg width="168" height="168" ');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function card(): Promise<{ out: string; heading: string; line: string; headingPx: number }> {
  const slug = process.argv[2];
  if (!slug) {
    // The tagline's second clause, as the footer says it.
    const promise = FOOTER.tagline.split('，').at(-1)?.replace(/。$/, '') ?? '';
    return { out: path.join(ROOT, 'public', SOCIAL_CARD.path), heading: '云原生应用管理平台', line: promise, headingPx: 56 };
  }
  const post = (await loadPosts()).find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no blog post has the slug "${slug}"`);
  return { out: path.join(ROOT, 'public/img/blog', `${slug}.png`), heading: post.title, line: 'Rainbond 博客', headingPx: 52 };
}

const { out, heading, line, headingPx } = await card();
const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: ${SOCIAL_CARD.width}px; height: ${SOCIAL_CARD.height}px; font-family: "Noto Sans CJK SC", sans-serif; color: ${ink};
    background: linear-gradient(135deg, #ffffff 0%, ${brand[50]} 55%, ${brand[100]} 100%); display: flex; flex-direction: column; justify-content: center; padding: 0 96px; position: relative; }
  .mark { display: flex; align-items: center; gap: 28px; }
  h1 { font-size: 112px; font-weight: 700; letter-spacing: -2px; }
  .tagline { margin-top: 40px; font-size: ${headingPx}px; line-height: 1.3; font-weight: 700; color: ${brand[700]}; }
  .promise { margin-top: 18px; font-size: 36px; color: ${muted}; }
  .host { position: absolute; left: 96px; bottom: 56px; font-size: 28px; color: ${brand[900]}; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 16px; background: ${brand[600]}; }
</style></head><body>
  <div class="mark">${logo}<h1>Rainbond</h1></div>
  <p class="tagline">${escapeHtml(heading)}</p>
  <p class="promise">${escapeHtml(line)}</p>
  <p class="host">${new URL(SITE_URL).host}</p>
  <div class="bar"></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM });
const page = await browser.newPage({ viewport: { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
mkdirSync(path.dirname(out), { recursive: true });
await page.screenshot({ path: out, type: 'png' });
await browser.close();
process.stdout.write(`${path.relative(ROOT, out)}\n`);
