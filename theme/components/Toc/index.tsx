import { usePage } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { useActiveHeading } from '../../hooks/useActiveHeading';

/** Table of contents of the page, headings of level 2 to 4 (SPEC §2), the one being read marked. */
export function Toc() {
  const { page } = usePage();
  const headings = useMemo(() => (page.toc ?? []).filter((item) => item.depth >= 2 && item.depth <= 4), [page.toc]);
  const ids = useMemo(() => headings.map((item) => item.id), [headings]);
  const active = useActiveHeading(ids);
  if (headings.length === 0) return null;
  return (
    <nav aria-label="本页目录" className="text-sm" data-testid="toc">
      <p className="mb-3 font-semibold text-ink">本页目录</p>
      <ul className="space-y-2 border-l border-line">
        {headings.map((item) => (
          <li key={item.id} style={{ paddingLeft: `${(item.depth - 2) * 0.75 + 0.75}rem` }}>
            <a
              href={`#${item.id}`}
              className={item.id === active ? 'font-medium text-brand-600' : 'text-muted hover:text-brand-600'}
              aria-current={item.id === active ? 'location' : undefined}
              data-depth={item.depth}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
