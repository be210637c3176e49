const BEIJING = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A moment as readers in China read it, whatever the build machine's or browser's time zone. */
export const formatBeijingTime = (iso: string) => BEIJING.format(new Date(iso));
