import type { AccountState } from '../../../app/state';

export const uidOf = (account: AccountState): string | null => (account.status === 'signed-in' ? account.uid : null);

/**
 * The one source of the signed-in uid for everything that writes: the account Firebase last
 * reported, not the cached one a woken worker shows before Firebase has restored the session.
 */
export function createSignedInUser() {
  let uid: string | null = null;
  return {
    follow(account: AccountState): void {
      uid = uidOf(account);
    },
    uid: (): string | null => uid,
  };
}

export type SignedInUser = ReturnType<typeof createSignedInUser>;
