import type { AccountState } from '../../../app/state';

/**
 * Keeps one subscription for the signed-in user, moving it when the account changes:
 * `attach(uid)` starts it and returns how to stop it; `onSignedOut` runs when nobody is signed in or the account is left.
 */
export function followSignedInUser(attach: (uid: string) => () => void, onSignedOut: () => void) {
  let followedUid: string | null = null;
  let detach: (() => void) | null = null;

  const stop = (): void => {
    detach?.();
    detach = null;
    followedUid = null;
  };

  return {
    follow(account: AccountState): void {
      const uid = account.status === 'signed-in' ? account.uid : null;
      if (uid === followedUid) return;
      // A worker that just started follows the restored account without clearing what the cache
      // showed for it; leaving an account (or having none) clears it.
      const leaving = followedUid !== null || uid === null;
      stop();
      if (leaving) onSignedOut();
      if (uid === null) return;
      followedUid = uid;
      detach = attach(uid);
    },
    uid: () => followedUid,
    /** Stops following until the next account change. */
    stop(): void {
      stop();
      onSignedOut();
    },
  };
}
