import { cleanUrlByConfig } from '@rspress/core/runtime';
import type { AnchorHTMLAttributes } from 'react';
import { SiteLink } from '../SiteLink';

/**
 * Links in Markdown, through SiteLink: the same client-side navigation, fallback to a full load and
 * prefetch policy (none on slow or data-saving connections) as every other link of the site. Like
 * Rspress's own Markdown link, it cleans `.html` off site paths (its compiler writes them) and carries
 * the `rp-link` class its Markdown styles target.
 */
export function MarkdownLink({ href = '', className, title, id, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <SiteLink to={href.startsWith('/') ? cleanUrlByConfig(href) : href} className={className ? `${className} rp-link` : 'rp-link'} title={title} id={id}>
      {children}
    </SiteLink>
  );
}
