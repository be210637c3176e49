import { type KeyboardEvent, lazy, Suspense, useCallback, useState } from 'react';
import { SEARCH_BUTTON } from '../../../core/data/searchButton';
import { TypeAhead } from './TypeAhead';
import { useSearchKeyboard } from './useSearchKeyboard';

// The DocSearch modal (~35 KB gzip) loads on first open; the button and shortcuts ship with the page.
const SearchModal = lazy(() => import('./SearchModal'));

/** Search button of the docs navbar: click, Ctrl/Cmd+K, '/', or typing on the focused button opens the modal. */
export function Search() {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const onOpen = useCallback(() => setOpen(true), []);
  const onClose = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
  }, []);
  useSearchKeyboard(open, onOpen, onClose);
  const onTypeAhead = useCallback((edit: (query: string) => string) => setInitialQuery((query) => edit(query ?? '') || undefined), []);

  // A printable key typed on the button starts the query with it; shortcuts such as Ctrl/Cmd+F stay the browser's.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;
    event.preventDefault();
    setInitialQuery(event.key);
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={onOpen}
        onKeyDown={onKeyDown}
        className="inline-flex items-center gap-2 rounded-md border border-line bg-surface px-3 py-1.5 text-sm text-muted hover:border-brand-500"
        data-testid="search-button"
      >
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="8.5" cy="8.5" r="6" />
          <path d="M13 13l5 5" />
        </svg>
        {/* The visible words are the name (no aria-label over them); on narrow screens only the icon shows. */}
        <span className="sr-only narrow:not-sr-only">{SEARCH_BUTTON.buttonText}</span>
        <kbd className="hidden rounded border border-line px-1 text-xs narrow:inline">Ctrl K</kbd>
      </button>
      {open && (
        <Suspense fallback={<TypeAhead onType={onTypeAhead} />}>
          <SearchModal initialQuery={initialQuery} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
