const FORMAT = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** Last commit of the page (injected at build time from git); always shown in Beijing time. */
export function LastUpdated({ time, author }: { time: string; author: string }) {
  return (
    <p className="mt-10 text-sm text-muted" data-testid="last-updated">
      最后更新：<time dateTime={time}>{FORMAT.format(new Date(time))}</time>
      {author && <span>，作者 {author}</span>}
    </p>
  );
}
