import { type ReactNode, useEffect, useState } from 'react';

/** `@docusaurus/BrowserOnly`: its children (a function) render only in the browser, after mount. */
export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : fallback}</>;
}
