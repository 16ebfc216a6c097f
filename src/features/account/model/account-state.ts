import type { ErrorCode } from '../../../platform/messaging/errors';

/** Who is signed in, as the worker tells every page. Plain data only: it is cached in storage. */
export type AccountState =
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      uid: string;
      email: string | null;
      emailVerified: boolean;
      anonymous: boolean;
      /** Present (true) when the account signs in with Google: it confirms with Google, not a password. */
      google?: true;
      /** Present while the account is being deleted, or its deletion stopped before the end. */
      deletion?: AccountDeletionProgress;
    };

/** An account deletion under way: steps done of all, and why it stopped (it goes on when asked again). */
export interface AccountDeletionProgress {
  done: number;
  of: number;
  running: boolean;
  error: ErrorCode | null;
}
