import { useCallback, useEffect, useState } from 'react';
import { safeStorage } from '../logic/storage';

/** Where a tab group's choice is kept: the key Docusaurus uses, so a reader's choice carries over. */
const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;
const GROUP_EVENT = 'rb-tab-group';

interface TabChoiceOptions {
  values: string[];
  initial: string;
  groupId?: string;
  /** `true` keeps the choice in the URL under the group id, a string under that name. */
  queryString?: boolean | string;
}

/**
 * The selected tab. It starts at the default (as the server rendered it); once mounted, the URL's query
 * and then the group's remembered choice win. Choosing a tab of a group selects it in every tab set of that
 * group on the page, remembers it, and writes it to the URL when asked to.
 */
export function useTabChoice({ values, initial, groupId, queryString }: TabChoiceOptions): [string, (value: string) => void] {
  const [selected, setSelected] = useState(initial);
  const queryKey = typeof queryString === 'string' ? queryString : queryString ? groupId : undefined;
  const valid = useCallback((value: string | null | undefined): value is string => !!value && values.includes(value), [values]);

  useEffect(() => {
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    const remembered = groupId ? safeStorage.get(storageKey(groupId)) : null;
    const start = [fromQuery, remembered].find(valid);
    if (start) setSelected(start);
    if (!groupId) return;
    const onChoice = (event: Event) => {
      const { group, value } = (event as CustomEvent<{ group: string; value: string }>).detail;
      if (group === groupId && valid(value)) setSelected(value);
    };
    window.addEventListener(GROUP_EVENT, onChoice);
    return () => window.removeEventListener(GROUP_EVENT, onChoice);
  }, [groupId, queryKey, valid]);

  const choose = useCallback(
    (value: string) => {
      setSelected(value);
      if (queryKey) {
        const url = new URL(window.location.href);
        url.searchParams.set(queryKey, value);
        window.history.replaceState(window.history.state, '', url);
      }
      if (groupId) {
        safeStorage.set(storageKey(groupId), value);
        window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { group: groupId, value } }));
      }
    },
    [groupId, queryKey],
  );
  return [selected, choose];
}
