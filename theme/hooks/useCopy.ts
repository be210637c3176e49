import { useCallback, useEffect, useState } from 'react';

export const COPIED_MS = 3000;

/** Copies text and keeps `copied` true for 3 s; `markCopied` starts the 3 s after a write of the caller's own. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }, []);
  return { copied, copy, markCopied: setCopied };
}
