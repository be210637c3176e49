import { usePage } from '@rspress/core/runtime';

/** Table of contents of the page, headings of level 2 to 4 (SPEC §2). */
export function Toc() {
  const { page } = usePage();
  const headings = (page.toc ?? []).filter((item) => item.depth >= 2 && item.depth <= 4);
  if (headings.length === 0) return null;
  return (
    <nav aria-label="本页目录" className="text-sm" data-testid="toc">
      <p className="mb-3 font-semibold text-ink">本页目录</p>
      <ul className="space-y-2 border-l border-line">
        {headings.map((item) => (
          <li key={item.id} style={{ paddingLeft: `${(item.depth - 2) * 0.75 + 0.75}rem` }}>
            <a href={`#${item.id}`} className="text-muted hover:text-brand-600" data-depth={item.depth}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
