import { useFrontmatter, useLocation, usePage } from '@rspress/core/runtime';
import { useEffect, useMemo, useState } from 'react';
import { useActiveHeading } from '../../hooks/useActiveHeading';
import { TocText } from './TocText';

interface TocItem {
  id: string;
  text: string;
  depth: number;
  /** The text's inline Markdown as HTML, when it has some (plugins/dialect/remarkTocHtml). */
  html?: string;
}

const HEADINGS = 'main h2[id], main h3[id], main h4[id]';

/** The heading levels a table of contents can list: the page data holds h2 to h4. */
const LEVELS = { min: 2, max: 4 };
const level = (value: unknown, fallback: number) => (typeof value === 'number' ? Math.min(LEVELS.max, Math.max(LEVELS.min, Math.round(value))) : fallback);

/**
 * Table of contents, headings of level 2 to 4, or the range the page's `toc_min_heading_level` and
 * `toc_max_heading_level` set; the one being read marked. Pages whose Markdown is imported (blog
 * posts) have no toc in their page data: their headings are read after mount.
 */
export function Toc() {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const { pathname } = useLocation();
  const [fromDom, setFromDom] = useState<TocItem[]>([]);
  const min = level(frontmatter.toc_min_heading_level, LEVELS.min);
  const max = level(frontmatter.toc_max_heading_level, LEVELS.max);
  const fromData = useMemo(() => ((page.toc ?? []) as TocItem[]).filter((item) => item.depth >= min && item.depth <= max), [page.toc, min, max]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the headings when the page changes.
  useEffect(() => {
    if (fromData.length > 0) return;
    setFromDom(
      [...document.querySelectorAll<HTMLElement>(HEADINGS)].map((element) => ({
        id: element.id,
        text: element.textContent?.replace(/^#|#$/g, '').trim() ?? '',
        depth: Number(element.tagName[1]),
      })),
    );
  }, [fromData, pathname]);
  const headings = fromData.length > 0 ? fromData : fromDom.filter((item) => item.depth >= min && item.depth <= max);
  const ids = useMemo(() => headings.map((item) => item.id), [headings]);
  const active = useActiveHeading(ids);
  if (headings.length === 0) return null;
  return (
    <nav aria-label="本页目录" className="text-sm" data-testid="toc">
      <p className="mb-3 font-semibold text-ink">本页目录</p>
      <ul className="space-y-2 border-l border-line">
        {headings.map((item) => (
          <li key={item.id} style={{ paddingLeft: `${(item.depth - min) * 0.75 + 0.75}rem` }}>
            <a
              href={`#${item.id}`}
              className={item.id === active ? 'font-medium text-brand-600' : 'text-muted hover:text-brand-600'}
              aria-current={item.id === active ? 'location' : undefined}
              data-depth={item.depth}
            >
              <TocText text={item.text} html={item.html} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
