import type { Firestore } from 'firebase/firestore';
import type { AlertEntry, ItemAlertSettings } from '../model/alerts';
import { subscribeAlertRules } from './firestore/alert-rules';
import { subscribeAlerts } from './firestore/alerts';
import { followSignedInUser } from '../../account/worker';

/**
 * Keeps two listeners for the signed-in user: the alert feed (the newest FEED_SIZE) and their list
 * and item alert rules. Signed out, or leaving the account: no feed (null) and no rules.
 */
export function createAlertsSync(
  db: Firestore,
  onFeed: (feed: AlertEntry[] | null) => void,
  onRules: (rules: Record<string, ItemAlertSettings>, activityOff: string[]) => void,
  reportError: (error: unknown) => void = console.error,
) {
  return followSignedInUser(
    (uid) => {
      const stopFeed = subscribeAlerts(db, uid, onFeed, reportError);
      const stopRules = subscribeAlertRules(db, uid, onRules, reportError);
      return () => {
        stopFeed();
        stopRules();
      };
    },
    () => {
      onFeed(null);
      onRules({}, []);
    },
  );
}

export type AlertsSync = ReturnType<typeof createAlertsSync>;
