/** A list as the pages see it. */
export type ListRole = 'owner' | 'editor' | 'viewer';

export interface ListSummary {
  id: string;
  name: string;
  role: ListRole;
  /** Created here and not yet acknowledged by the server. */
  pendingWrites: boolean;
}

export const LIST_LIMITS = { nameMaxLength: 80, perAccount: 100 } as const;
