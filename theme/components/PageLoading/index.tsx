import { useEffect, useState } from 'react';

export const SPINNER_DELAY_MS = 300;

/** Shown while a page's code loads; waits a moment so fast loads never flash a spinner. */
export function PageLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="flex justify-center py-24" role="status" data-testid="page-loading">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none" />
      <span className="sr-only">页面加载中…</span>
    </div>
  );
}
