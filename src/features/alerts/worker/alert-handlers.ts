import type { Firestore } from 'firebase/firestore';
import { ALERTS_OFF } from '../model/alerts';
import { CartwatchError } from '../../../platform/messaging/errors';
import type { AppState } from '../../../app/state';
import { setAlertRules } from './firestore/alert-rules';
import { markAlertsSeen, withdrawAlert } from './firestore/alerts';
import { updateAlertPreferences } from '../../account/worker/firestore';
import { removeWrongObservation } from './firestore/wrong-price';
import type { Handlers } from '../../../app/protocol';
import type { WriteTracker } from '../../../app/worker/write-tracker';
import { hourIdOf } from '../../tracking';

type AlertHandlerKinds = 'page:update-alert-preferences' | 'page:set-alert-rules' | 'page:mark-alerts-seen' | 'page:wrong-price' | 'page:stop-watching';

/** Resets the alert engine's state of one item, so it re-baselines from the (corrected) history. */
export type ForgetItemAlertState = (listId: string, itemId: string) => Promise<void>;

/**
 * The alert messages. Each answers once its writes are in the local cache (the feed and rules
 * listeners show them at once); a write the server refuses later goes to the failed writes.
 */
export function alertHandlers(
  db: Firestore,
  state: () => AppState,
  writes: WriteTracker,
  forgetItemAlertState: ForgetItemAlertState,
): Pick<Handlers, AlertHandlerKinds> {
  const itemName = (listId: string, itemId: string | undefined): string | undefined =>
    itemId === undefined ? undefined : state().items[listId]?.find((item) => item.id === itemId)?.name;

  return {
    'page:update-alert-preferences': (preferences, { uid }) => {
      writes.track(updateAlertPreferences(db, uid, preferences), { kind: 'page:update-alert-preferences', payload: preferences }, '');
      return null;
    },
    'page:set-alert-rules': (payload, { uid, list }) => {
      const subject = itemName(payload.listId, payload.itemId) ?? list.name;
      writes.track(setAlertRules(db, uid, payload.listId, payload.itemId, payload.settings), { kind: 'page:set-alert-rules', payload }, subject);
      return null;
    },
    'page:stop-watching': ({ listId, itemId }, { uid }) => {
      const subject = itemName(listId, itemId) ?? '';
      writes.track(setAlertRules(db, uid, listId, itemId, ALERTS_OFF), { kind: 'page:stop-watching', payload: { listId, itemId } }, subject);
      return null;
    },
    'page:mark-alerts-seen': ({ ids }, { uid }) => {
      // Only alerts the feed holds unseen: an id it does not hold would fail the whole batch.
      const wanted = new Set(ids);
      const unseen = (state().alerts.feed ?? []).filter((alert) => wanted.has(alert.id) && !alert.seen).map((alert) => alert.id);
      if (unseen.length > 0) writes.track(markAlertsSeen(db, uid, unseen), { kind: 'page:mark-alerts-seen', payload: { ids: unseen } }, '');
      return null;
    },
    'page:wrong-price': async ({ alertId }, { uid }) => {
      const alert = state().alerts.feed?.find((candidate) => candidate.id === alertId);
      if (alert === undefined) throw new CartwatchError('not-found', 'That alert is no longer in the feed.');
      if (alert.kind === 'list-activity') throw new CartwatchError('invalid-payload', 'A list activity alert names no price.');
      const request = { kind: 'page:wrong-price', payload: { alertId } } as const;
      writes.track(withdrawAlert(db, uid, alertId), request, alert.name);
      // The rules let the observation's observer and the list's owner and editors remove it; a
      // viewer's alert on another member's observation is withdrawn for them alone, and their
      // engine leaves that observation out (alerts/withdrawn-observations.ts).
      const list = state().lists?.find((candidate) => candidate.id === alert.listId);
      const mayRemove = list !== undefined && (list.role !== 'viewer' || alert.observerId === null);
      if (mayRemove) {
        const removal = removeWrongObservation(db, alert.listId, alert.itemId, { hour: hourIdOf(alert.observedAt), observerId: alert.observerId ?? uid }, uid);
        writes.track(removal.then(({ written }) => written), request, alert.name);
        // Its failure is tracked above; the engine forgets the item either way.
        await removal.catch(() => null);
      }
      await forgetItemAlertState(alert.listId, alert.itemId);
      return null;
    },
  };
}
