import { act } from '@testing-library/react';

/**
 * Runs `change` inside React's act() and waits for what it set off (promises it returns or
 * resolves) to render: act's async form, for changes that are synchronous or not.
 */
export async function settle(change: () => unknown): Promise<void> {
  await act(async () => {
    await change();
  });
}
