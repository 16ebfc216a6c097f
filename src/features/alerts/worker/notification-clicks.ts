import type { NotifiedRecord } from './alert-storage';

export interface NotificationClickDeps {
  /** The notifications this browser showed (storage: they outlive the worker). */
  notified(): Promise<NotifiedRecord[]>;
  uid(): string | null;
  openTab(url: string): Promise<unknown>;
  clear(id: string): Promise<unknown>;
  /** Marks the feed entry seen (users/{uid}/alerts/{id}). */
  markSeen(uid: string, alertId: string): Promise<void>;
  /** "Stop watching": every alert rule of the item off. */
  stopWatching(uid: string, listId: string, itemId: string): Promise<void>;
  /** The popup's Alerts tab (or the popup page in a tab at #alerts). */
  openAlerts(): Promise<void>;
}

/** The button order the notifier creates. */
const OPEN_PRODUCT = 0;
const STOP_WATCHING = 1;

/** What a click on one of our notifications does; ids that are not ours (quick save's) are left alone. */
export function notificationClicks(deps: NotificationClickDeps) {
  const recordOf = async (id: string) => (await deps.notified()).find((record) => record.id === id);

  async function open(record: NotifiedRecord): Promise<void> {
    await deps.clear(record.id);
    if (record.url === null) {
      await deps.openAlerts();
      return;
    }
    await deps.openTab(record.url);
    if (deps.uid() === record.uid) await deps.markSeen(record.uid, record.id);
  }

  return {
    async clicked(id: string): Promise<void> {
      const record = await recordOf(id);
      if (record !== undefined) await open(record);
    },
    async buttonClicked(id: string, index: number): Promise<void> {
      const record = await recordOf(id);
      if (record === undefined) return;
      if (index === OPEN_PRODUCT) await open(record);
      if (index === STOP_WATCHING && record.listId !== null && record.itemId !== null) {
        await deps.clear(record.id);
        if (deps.uid() === record.uid) await deps.stopWatching(record.uid, record.listId, record.itemId);
      }
    },
  };
}
