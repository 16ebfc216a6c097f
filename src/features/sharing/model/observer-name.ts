import type { ListMember } from './sharing';

/**
 * Whose observation an alert rests on, by their display name in the alert's list: null for the
 * shopper's own observation, and for a member whose name is not known (an older list, or one who
 * left), so the words fall back to "another member".
 */
export function observerNameOf(members: Readonly<Record<string, readonly ListMember[]>>, alert: { listId: string; observerId: string | null }): string | null {
  if (alert.observerId === null) return null;
  return members[alert.listId]?.find((member) => member.uid === alert.observerId)?.name ?? null;
}
