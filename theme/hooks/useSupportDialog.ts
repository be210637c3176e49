import { useEffect, useState } from 'react';
import { SUPPORT_DIALOG_DELAY_MS, SUPPORT_SESSION_KEY } from '../logic/constants';

interface SessionMarker {
  /** When the session's first page was opened (ms since epoch). */
  start: number;
  /** Whether that first page was the home page: such sessions never see the dialog. */
  fromHome: boolean;
  /** Whether the dialog has appeared in this session: it appears once, whatever the reader chose. */
  shown?: boolean;
}

function writeMarker(marker: SessionMarker) {
  try {
    window.sessionStorage.setItem(SUPPORT_SESSION_KEY, JSON.stringify(marker));
  } catch {
    // Without session storage the dialog is not remembered past this page load.
  }
}

function readMarker(pathname: string): SessionMarker | null {
  try {
    const stored = window.sessionStorage.getItem(SUPPORT_SESSION_KEY);
    if (stored) return JSON.parse(stored) as SessionMarker;
    const marker = { start: Date.now(), fromHome: pathname === '/' };
    writeMarker(marker);
    return marker;
  } catch {
    return null;
  }
}

/**
 * The '支持 Rainbond' dialog: shown 3 minutes after the first visit of a browser session that began on
 * a page other than the home page, on whatever page the reader is then; closed only by its own buttons.
 * Once shown it is not scheduled again in that session, closed or not.
 */
export function useSupportDialog(pathname: string) {
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the marker is read once per page load, not per navigation.
  useEffect(() => {
    const marker = readMarker(pathname);
    if (!marker || marker.fromHome || marker.shown) return;
    const show = () => {
      writeMarker({ ...marker, shown: true });
      setVisible(true);
    };
    const timer = setTimeout(show, Math.max(0, marker.start + SUPPORT_DIALOG_DELAY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, []);
  return {
    visible: visible && !dismissed,
    close: () => setDismissed(true),
  };
}
