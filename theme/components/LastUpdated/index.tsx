import { formatBeijingTime } from '../../../core/date';

/** Last commit of the page (injected at build time from git); always shown in Beijing time. */
export function LastUpdated({ time, author }: { time: string; author: string }) {
  return (
    <p className="mt-10 text-sm text-muted" data-testid="last-updated">
      最后更新：<time dateTime={time}>{formatBeijingTime(time)}</time>
      {author && <span>，作者 {author}</span>}
    </p>
  );
}
