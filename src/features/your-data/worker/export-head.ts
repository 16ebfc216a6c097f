import type { AlertEntry } from '../../alerts';
import { EXPORT_FORMAT, EXPORT_SCHEMA_VERSION, type ExportHead } from '../model/export-format';
import { orderLists } from '../../lists';
import type { AppState } from '../../../app/state';
import { exportAlertOf, exportAlertRulesOf } from './export-fields';

/**
 * The export without its items, from the state the worker keeps (profile, lists, members, claims,
 * rules: no reads) and the whole alert feed. Lists in the shopper's order; null when signed out.
 */
export function exportHeadOf(state: AppState, feed: readonly AlertEntry[], now: number): ExportHead | null {
  const { account } = state;
  if (account.status !== 'signed-in') return null;
  const order = state.profile?.listOrder ?? [];
  const lists = orderLists(state.lists ?? [], order).map((list) => ({
    id: list.id,
    name: list.name,
    ownerId: list.ownerId,
    role: list.role,
    gift: list.gift,
    members: (state.sharing.members[list.id] ?? [{ uid: list.ownerId, name: null, role: 'owner' as const }]).map((member) => ({
      uid: member.uid,
      name: member.name,
      role: member.role,
    })),
    claims: Object.values(state.sharing.claims[list.id] ?? {}).map((claim) => ({
      itemId: claim.itemId,
      claimedBy: claim.claimedBy,
      claimerName: claim.claimerName,
      status: claim.status,
      updatedAt: new Date(claim.updatedAt).toISOString(),
    })),
    itemCount: state.items[list.id]?.length ?? 0,
  }));
  return {
    format: EXPORT_FORMAT,
    schemaVersion: EXPORT_SCHEMA_VERSION,
    exportedAt: new Date(now).toISOString(),
    app: { version: state.extensionVersion },
    account: { uid: account.uid, email: account.email, anonymous: account.anonymous },
    profile: state.profile === null ? null : { preferences: state.profile.preferences, listOrder: state.profile.listOrder },
    lists,
    alertRules: exportAlertRulesOf(state.alerts.rules),
    activityOff: [...(state.sharing.activityOff ?? [])],
    alerts: feed.map(exportAlertOf),
  };
}
