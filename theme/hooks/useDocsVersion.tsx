import { useLocation } from '@rspress/core/runtime';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type DocsVersion, VERSION_STORAGE_KEY, VERSIONS } from '../../core/data/versions';
import { versionOfPath } from '../../core/docs/navigation';
import { safeStorage } from '../logic/storage';

interface DocsVersionState {
  /** Version of the page being read, if it is a docs page. */
  active: DocsVersion | undefined;
  /** The version the reader chose last (localStorage); undefined before mount or when none. */
  preferred: DocsVersion | undefined;
  /** What version-less links (navbar 文档, OpenAPI) should open: active, else preferred, else latest. */
  target: DocsVersion;
  remember: (version: DocsVersion) => void;
}

const LATEST = VERSIONS.find((version) => version.isLast) ?? VERSIONS[0];
const DocsVersionContext = createContext<DocsVersionState | null>(null);

export function DocsVersionProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [preferred, setPreferred] = useState<DocsVersion | undefined>(undefined);
  useEffect(() => {
    const name = safeStorage.get(VERSION_STORAGE_KEY);
    if (name === null) return;
    const version = VERSIONS.find((candidate) => candidate.name === name);
    // A remembered version that no longer exists is forgotten.
    if (version) setPreferred(version);
    else safeStorage.set(VERSION_STORAGE_KEY, null);
  }, []);
  const remember = useCallback((version: DocsVersion) => {
    safeStorage.set(VERSION_STORAGE_KEY, version.name);
    setPreferred(version);
  }, []);
  const value = useMemo(() => {
    const active = versionOfPath(pathname);
    return { active, preferred, target: active ?? preferred ?? LATEST, remember };
  }, [pathname, preferred, remember]);
  return <DocsVersionContext.Provider value={value}>{children}</DocsVersionContext.Provider>;
}

export function useDocsVersion(): DocsVersionState {
  const state = useContext(DocsVersionContext);
  if (!state) throw new Error('useDocsVersion must be used inside DocsVersionProvider');
  return state;
}
