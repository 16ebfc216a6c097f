import type { ListRole } from '../../lists';
import type { ListMember } from './sharing';

/** The sharing fields of a list document as read, unchecked. */
export interface ListMembershipFields {
  ownerId: unknown;
  memberIds: unknown;
  roles: unknown;
  names: unknown;
}

const ROLES: readonly ListRole[] = ['owner', 'editor', 'viewer'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list's members as every member sees them: the owner first, then the others in the order they
 * joined; a member without a known role is left out, a missing name is null.
 */
export function membersOf(fields: ListMembershipFields): ListMember[] {
  if (!Array.isArray(fields.memberIds)) return [];
  const roles = isRecord(fields.roles) ? fields.roles : {};
  const names = isRecord(fields.names) ? fields.names : {};
  const members: ListMember[] = [];
  for (const uid of new Set(fields.memberIds)) {
    if (typeof uid !== 'string') continue;
    const role = roles[uid];
    if (!ROLES.includes(role as ListRole)) continue;
    const name = names[uid];
    members.push({ uid, name: typeof name === 'string' && name !== '' ? name : null, role: role as ListRole });
  }
  const ownerFirst = (member: ListMember) => (member.uid === fields.ownerId ? 0 : 1);
  return members.map((member, index) => ({ member, index })).sort((a, b) => ownerFirst(a.member) - ownerFirst(b.member) || a.index - b.index).map(({ member }) => member);
}

/** `state.sharing.members`: the lists with more than one member, by id. */
export function sharedListMembers(lists: readonly { id: string; fields: ListMembershipFields }[]): Record<string, ListMember[]> {
  const shared: Record<string, ListMember[]> = {};
  for (const list of lists) {
    const members = membersOf(list.fields);
    if (members.length > 1) shared[list.id] = members;
  }
  return shared;
}

/** A member's display name in a list, or null. */
export function memberName(members: Record<string, ListMember[]>, listId: string, uid: string): string | null {
  return members[listId]?.find((member) => member.uid === uid)?.name ?? null;
}
