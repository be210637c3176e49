import { useCallback, useEffect, useState } from 'react';

export const COPIED_MS = 3000;

/** Writes text that may still be on its way (fetched after the click). */
async function writeClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof text === 'string') return navigator.clipboard.writeText(text);
  // Safari lets a click write only while it is handled: a ClipboardItem starts the write at once and waits for the text.
  if (typeof ClipboardItem !== 'undefined') {
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
  }
  return navigator.clipboard.writeText(await text);
}

/** Copies text and keeps `copied` (or `failed`, when the text or the clipboard could not be had) true for 3 s. */
export function useCopy() {
  const [result, setResult] = useState<'copied' | 'failed' | undefined>();
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(undefined), COPIED_MS);
    return () => clearTimeout(timer);
  }, [result]);
  const copy = useCallback(async (text: string | Promise<string>) => {
    try {
      await writeClipboard(text);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  }, []);
  return { copied: result === 'copied', failed: result === 'failed', copy };
}
