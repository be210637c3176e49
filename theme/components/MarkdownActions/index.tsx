import { useState } from 'react';
import { useCopy } from '../../hooks/useCopy';

/** The page's Markdown twin, fetched when asked for: nothing is loaded up front. */
const fetchTwin = (href: string) => fetch(href).then((response) => (response.ok ? response.text() : Promise.reject(new Error(href))));

/**
 * 复制 Markdown (the page's twin, confirmed for 3 s and announced as the code copy button is) and
 * 查看 Markdown, for a page that has a twin at `href`. py-1: 26 px tall, over the 24 px a touch target needs.
 */
export default function MarkdownActions({ href }: { href: string }) {
  const { copied, markCopied } = useCopy();
  const [failed, setFailed] = useState(false);
  const onCopy = () => {
    setFailed(false);
    // Safari lets a click write only while it is handled: the ClipboardItem starts the write at once and waits for the text.
    navigator.clipboard.write([new ClipboardItem({ 'text/plain': fetchTwin(href) })]).then(
      () => markCopied(true),
      () => setFailed(true),
    );
  };
  return (
    <div className="flex items-center gap-2" data-testid="markdown-actions">
      <button type="button" onClick={onCopy} className="rb-code-button py-1" data-copied={copied} aria-live="polite">
        {copied ? '复制成功' : failed ? '复制失败' : '复制 Markdown'}
      </button>
      <a href={href} type="text/markdown" className="rb-code-button py-1">
        查看 Markdown
      </a>
    </div>
  );
}
