import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { alternateLocaleUrl } from '../../core/seo/locale';

/**
 * The same page on another locale's host. The server render knows only the path, and hydration keeps
 * server-rendered attributes as they are: the first render uses the path alone, like the server's, and
 * once mounted the URL gains the query and hash, which React then writes to the link.
 */
export function useAlternateLocaleUrl(host: string): string {
  const location = useLocation();
  const [url, setUrl] = useState(() => alternateLocaleUrl(host, { pathname: location.pathname, search: '', hash: '' }));
  useEffect(() => setUrl(alternateLocaleUrl(host, location)), [host, location]);
  return url;
}
