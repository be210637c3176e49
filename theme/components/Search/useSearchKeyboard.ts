import { useEffect } from 'react';

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)));
}

/** Opens search with Ctrl/Cmd+K anywhere, or '/' when no input has focus; Escape closes it. */
export function useSearchKeyboard(open: boolean, onOpen: () => void, onClose: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        if (open) onClose();
        else onOpen();
      } else if (event.key === 'Escape' && open) {
        onClose();
      } else if (event.key === '/' && !open && !isEditable(event.target)) {
        event.preventDefault();
        onOpen();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onOpen, onClose]);
}
