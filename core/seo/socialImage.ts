import { SOCIAL_CARD } from '../data/site';

export interface SocialImage {
  url: string;
  /** Size and words for the site's own card; a page's own image is taken as it is. */
  width?: number;
  height?: number;
  alt?: string;
}

/**
 * The absolute address link previews fetch for a page: its front matter `image` (a full address, a site
 * path, or Docusaurus's `@site/static/…`), else the site's card.
 */
export function socialImage(origin: string, image: unknown): SocialImage {
  if (typeof image !== 'string' || image.trim() === '') {
    const { path, width, height, alt } = SOCIAL_CARD;
    return { url: new URL(path, origin).href, width, height, alt };
  }
  const written = image.trim();
  if (/^https?:\/\//i.test(written)) return { url: written };
  const sitePath = written.replace(/^@site\/static\//, '/').replace(/^(?:\.\/)?(?!\/)/, '/');
  return { url: new URL(sitePath, origin).href };
}
