import { useCopy } from '../../hooks/useCopy';

/** The page's Markdown twin, fetched when asked for: nothing is loaded up front. */
async function fetchTwin(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return response.text();
}

/** 复制 Markdown (the page's twin, confirmed for 3 s as code copies are) and 查看 Markdown, for a page that has a twin at `href`. */
export function MarkdownActions({ href }: { href: string }) {
  const { copied, failed, copy } = useCopy();
  return (
    <div className="mb-4 ml-auto flex items-center gap-2" data-testid="markdown-actions">
      {/* py-1: 26 px tall, over the 24 px a touch target needs. */}
      <button type="button" onClick={() => copy(fetchTwin(href))} className="rb-code-button py-1" data-copied={copied}>
        {copied ? '复制成功' : failed ? '复制失败' : '复制 Markdown'}
      </button>
      <a href={href} type="text/markdown" className="rb-code-button py-1">
        查看 Markdown
      </a>
      <span role="status" className="sr-only">
        {copied ? '已复制本页的 Markdown' : failed ? '复制失败，请打开“查看 Markdown”手动复制' : ''}
      </span>
    </div>
  );
}
