import { useEffect } from 'react';

/**
 * Stands in for the search modal while its code loads (a few hundred ms on first open): keys typed in
 * that time would otherwise reach no input and be lost. Printable keys and Backspace edit the query
 * the modal then opens with. Composition (IME) keys are left alone: they type into no field here.
 */
export function TypeAhead({ onType }: { onType: (edit: (query: string) => string) => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.key === 'Backspace') onType((query) => query.slice(0, -1));
      else if (event.key.length === 1) onType((query) => query + event.key);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onType]);
  return null;
}
