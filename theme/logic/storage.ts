let warned = false;

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('[rainbond] 浏览器存储不可用，相关功能（文档版本记忆、最近搜索）将不保存状态。', error);
}

/** localStorage access that degrades to "no storage" (one warning) when the browser refuses it. */
export const safeStorage = {
  get(key: string): string | null {
    if (typeof window === 'undefined') throw new Error(`localStorage.getItem("${key}") called during server rendering`);
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      warnOnce(error);
      return null;
    }
  },
  set(key: string, value: string | null): void {
    if (typeof window === 'undefined') throw new Error(`localStorage.setItem("${key}") called during server rendering`);
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch (error) {
      warnOnce(error);
    }
  },
};
