import type { MouseEvent } from 'react';
import { LOCALES } from '../../../../core/data/site';
import { alternateLocaleUrl } from '../../../../core/seo/locale';
import { useAlternateLocaleUrl } from '../../../hooks/useAlternateLocaleUrl';
import { Dropdown } from '../NavDropdown/Dropdown';

const CURRENT = LOCALES.find((locale) => locale.current)?.label;
const ENGLISH = LOCALES.find((locale) => !locale.current)?.origin ?? '';

/** 简体中文 is this site; English is the same path on the English host, query and hash kept. */
export function LocaleDropdown() {
  const english = useAlternateLocaleUrl(ENGLISH);
  // The hash can change without a router update: read the live location at click time.
  const onEnglish = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = alternateLocaleUrl(ENGLISH, window.location);
  };
  return (
    <Dropdown
      align="right"
      label={
        <>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="10" />
            <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
          </svg>
          <span>{CURRENT}</span>
          <span className="sr-only">（选择语言）</span>
        </>
      }
    >
      {() =>
        LOCALES.map((locale) => (
          <li key={locale.lang}>
            {locale.current ? (
              <span aria-current="true" className="block px-4 py-2 text-sm font-semibold text-brand-600">
                {locale.label}
              </span>
            ) : (
              <a href={english} lang={locale.lang} hrefLang={locale.lang} onClick={onEnglish} className="block px-4 py-2 text-sm text-ink hover:bg-brand-50">
                {locale.label}
              </a>
            )}
          </li>
        ))
      }
    </Dropdown>
  );
}
