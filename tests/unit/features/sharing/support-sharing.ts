import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import type { ListSummary } from '../../../../src/features/lists/model/lists';
import { EMPTY_SHARING, type SharingState } from '../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../src/app/state';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';

export const DAY = 24 * 3600 * 1000;

/** A list Ana owns, which Ben and a nameless member have joined. */
export const familyGifts: ListSummary = {
  id: 'fam',
  name: 'Family gifts',
  role: 'owner',
  ownerId: 'ana',
  memberCount: 3,
  gift: true,
  pendingWrites: false,
};

export const familyMembers: SharingState['members'] = {
  fam: [
    { uid: 'ben', name: 'Ben', role: 'editor' },
    { uid: 'ana', name: 'Ana', role: 'owner' },
    { uid: 'cy', name: null, role: 'viewer' },
  ],
};

/** Ana, signed in, owning Family gifts. */
export function sharingState(overrides: Partial<AppState> = {}, sharing: Partial<SharingState> = {}): AppState {
  return {
    account: { status: 'signed-in', uid: 'ana', email: 'ana.lopez@example.com', emailVerified: true, anonymous: false },
    profile: null,
    lists: [familyGifts],
    items: {},
    browsingDetection: false,
    failedWrites: [],
    network: 'online',
    extensionVersion: '0.1.0',
    cacheWriteFailed: false,
    tracking: NO_TRACKING,
    alerts: NO_ALERTS,
    ...overrides,
    sharing: { ...EMPTY_SHARING, members: familyMembers, ...sharing },
  };
}

/** The same list seen by Ben, an editor. */
export const asBen = (state: AppState, list: ListSummary = familyGifts): AppState => ({
  ...state,
  account: { status: 'signed-in', uid: 'ben', email: 'ben@example.com', emailVerified: true, anonymous: false },
  lists: [{ ...list, role: 'editor' }],
});
