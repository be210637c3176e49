/** Made on first use: a formatter with a time zone takes ~15 ms to build (ICU data), and most pages show no date. */
let beijing: Intl.DateTimeFormat | undefined;

/** A moment as readers in China read it, whatever the build machine's or browser's time zone. */
export function formatBeijingTime(iso: string): string {
  beijing ??= new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return beijing.format(new Date(iso));
}
