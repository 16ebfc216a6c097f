import type { KeyboardEvent } from 'react';

/**
 * What makes a typed value count as chosen: leaving the field, or Enter (which would otherwise
 * submit a surrounding form). Typing alone applies nothing, so half a number is never sent.
 */
export function commitOn(commit: () => void) {
  return {
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      commit();
    },
  };
}
