import type { KeyboardEvent } from 'react';

/**
 * What makes a typed value count as chosen: leaving the field, or Enter (which would otherwise
 * submit a surrounding form). Typing alone applies nothing, so half a number is never sent. Spread on
 * the input, or on an element around one field (focus and key events bubble to it), so TextField,
 * in the popup's first chunk, carries none of it.
 */
export function commitOn(commit: () => void) {
  return {
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      commit();
    },
  };
}
