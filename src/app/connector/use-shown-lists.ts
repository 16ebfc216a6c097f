import { useEffect } from 'react';

/**
 * Asks for the items of each of `listIds` (see AppStateView.showList), again only when the set of
 * lists changes: the ids are compared as one string, since the array is new on every render.
 */
export function useShownLists(listIds: readonly string[], showList: ((listId: string) => void) | undefined): void {
  const key = [...new Set(listIds)].join(' ');
  useEffect(() => {
    if (showList) for (const listId of key.split(' ')) if (listId !== '') showList(listId);
  }, [key, showList]);
}
