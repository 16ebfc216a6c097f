import type { ListItem } from '../../lists';
import type { AppState } from '../../../app/state';
import type { Reading } from '../../tracking';
import type { ItemRuleState } from '../model/rule-state';
import { deliverPending, type DeliveryDeps } from './alert-delivery';
import { ALERT_KEYS, alertRuleStateKey, ruleStateKey, type AlertStorage, type AlertStorageArea, type PendingAlert } from './alert-storage';
import { awaitsConfirmation, differsFromRuleState, hasNews, readingIsNews } from './evaluation-window';
import { lookedRecently, RECONSIDER_MS, withLook, type Look, type Looks } from './looks';
import { evaluateOne, type EvaluationDeps } from './item-evaluation';

export interface AlertEngineDeps extends DeliveryDeps, EvaluationDeps {
  area: AlertStorageArea;
  stored: AlertStorage;
  /** Asks the re-check engine for this browser's own check of the item (its reading comes back through `onReading`). */
  checkNow(listId: string, itemId: string): Promise<void>;
}

export interface AlertEngine {
  /** Items whose price, stock, last check or trend changed in the state (every item when the worker starts). */
  itemsChanged(items: readonly ListItem[]): Promise<void>;
  /** This browser's reading of an item, written or not. */
  onReading(listId: string, itemId: string, reading: Reading): Promise<void>;
  /** The periodic alarm: delivers what waits (a digest after quiet hours), looks again at changes awaiting confirmation. */
  tick(): Promise<void>;
  /** Forgets an item's rule state: its next evaluation re-baselines from its corrected history. */
  forget(listId: string, itemId: string): Promise<void>;
  /** Alerts found elsewhere (shared-list activity): persisted as pending, then delivered like the engine's own. */
  raise(found: readonly PendingAlert[]): Promise<void>;
}

/** An own check asked for one state is not asked again sooner (a reading that never came back). */
const OWN_CHECK_AGAIN_MS = 60 * 60 * 1000;
/** Own readings older than this are history the tracker wrote or dropped. */
const OWN_READING_KEPT_MS = 25 * 60 * 60 * 1000;

/** Rule states without alerts are written together, up to this many in one storage write. */
const STATES_PER_WRITE = 50;

interface Batch {
  states: Record<string, ItemRuleState>;
  found: PendingAlert[];
}

const itemOf = (state: AppState, listId: string, itemId: string): ListItem | undefined => state.items[listId]?.find((item) => item.id === itemId);

/**
 * Turns observations into alerts: evaluates items one at a time as they change, persists what it
 * finds with the next rule state, and delivers (feed, then notifications). Rule states are cached
 * once read; storage is written only for what changed.
 */
export function createAlertEngine(deps: AlertEngineDeps): AlertEngine {
  const ruleStates = new Map<string, ItemRuleState | null>();
  const ownReadings = new Map<string, Reading>();
  /** Items whose own check was asked and whose reading has not come back yet. */
  const awaitingOwnReading = new Set<string>();
  let looks: Looks | null = null;
  let looksChanged = false;
  let work: Promise<void> = Promise.resolve();

  const serially = (task: () => Promise<void>): Promise<void> => {
    const next = work.then(task).catch((error: unknown) => console.error(error));
    work = next;
    return next;
  };

  async function looksOf(): Promise<Looks> {
    looks ??= await deps.stored.looks();
    return looks;
  }

  function setLook(key: string, look: Look | null, now: number): void {
    const current = looks ?? {};
    if (look === null && current[key] === undefined) return;
    looks = withLook(current, key, look, now);
    looksChanged = true;
  }

  async function ruleStatesOf(uid: string, items: readonly ListItem[]): Promise<void> {
    const missing = new Map(
      items.map((item) => alertRuleStateKey(uid, item.listId, item.id)).filter((key) => !ruleStates.has(key.name)).map((key) => [key.name, key]),
    );
    for (const [key, value] of await deps.stored.ruleStates([...missing.values()])) ruleStates.set(key, value);
  }

  /** Evaluates the item if there may be news: its changed rule state and alerts go into `batch`. */
  async function evaluate(uid: string, item: ListItem, force: boolean, batch: Batch): Promise<void> {
    const key = ruleStateKey(uid, item.listId, item.id);
    const stored = ruleStates.get(key) ?? null;
    const now = deps.now();
    const look = (await looksOf())[key];
    if (!force && (!hasNews(item, stored) || lookedRecently(look, item.trend.at(-1)?.at, now))) return;
    const own = ownReadings.get(key);
    const result = await evaluateOne(deps, uid, item, stored, own !== undefined && now - own.at < OWN_READING_KEPT_MS ? own : null);
    if (result.changed) batch.states[key] = result.ruleState;
    batch.found.push(...result.found);
    const askOwnCheck = result.needsOwnCheck && now - (look?.ownCheckAt ?? -Infinity) >= OWN_CHECK_AGAIN_MS;
    // Still not the rule state's: a new look waits for a change of the item, or the hour.
    setLook(key, differsFromRuleState(item, result.ruleState) ? { at: now, ownCheckAt: askOwnCheck ? now : (look?.ownCheckAt ?? null) } : null, now);
    if (askOwnCheck) {
      awaitingOwnReading.add(key);
      await deps.checkNow(item.listId, item.id).catch((error: unknown) => console.error(error));
    }
  }

  /**
   * Stores the batch in one write: the alerts found, as pending, with the rule states that consumed
   * them, so a restart redoes the delivery and never the finding. Then delivers.
   */
  async function flush(batch: Batch): Promise<void> {
    const entries: Record<string, unknown> = { ...batch.states };
    if (looksChanged && looks !== null) Object.assign(entries, ALERT_KEYS.looks.entry(looks));
    if (batch.found.length > 0) Object.assign(entries, ALERT_KEYS.pending.entry([...(await deps.stored.pending()), ...batch.found]));
    if (Object.keys(entries).length > 0) await deps.area.set(entries);
    looksChanged = false;
    for (const [key, state] of Object.entries(batch.states)) ruleStates.set(key, state);
    const found = batch.found.length > 0;
    batch.states = {};
    batch.found = [];
    if (found) await deliverPending(deps);
  }

  async function evaluateAll(items: readonly ListItem[], force: boolean): Promise<void> {
    const uid = deps.uid();
    if (uid === null || items.length === 0) return;
    await ruleStatesOf(uid, items);
    const batch: Batch = { states: {}, found: [] };
    for (const item of items) {
      try {
        await evaluate(uid, item, force, batch);
      } catch (error) {
        console.error(error);
      }
      // Alerts go out at once; quiet rule states (a first sight of many items) share one write.
      if (batch.found.length > 0 || Object.keys(batch.states).length >= STATES_PER_WRITE) await flush(batch);
    }
    await flush(batch);
  }

  return {
    raise: (found) => serially(() => flush({ states: {}, found: [...found] })),
    itemsChanged: (items) => serially(() => evaluateAll(items, false)),
    onReading(listId, itemId, reading) {
      return serially(async () => {
        const uid = deps.uid();
        const item = itemOf(deps.state(), listId, itemId);
        if (uid === null || item === undefined) return;
        const key = ruleStateKey(uid, listId, itemId);
        ownReadings.set(key, reading);
        await ruleStatesOf(uid, [item]);
        const stored = ruleStates.get(key) ?? null;
        // The throttle stays: a check that keeps failing (a bot check) must not ask again at once.
        const asked = awaitingOwnReading.delete(key);
        if (asked || readingIsNews(reading, stored) || hasNews(item, stored)) await evaluateAll([item], true);
      });
    },
    tick() {
      return serially(async () => {
        await deliverPending(deps);
        const uid = deps.uid();
        if (uid === null) return;
        const now = deps.now();
        const items = Object.values(deps.state().items).flat();
        await ruleStatesOf(uid, items);
        const looked = await looksOf();
        const due = items.filter((item) => {
          const key = ruleStateKey(uid, item.listId, item.id);
          return awaitsConfirmation(item, ruleStates.get(key) ?? null, now) && now - (looked[key]?.at ?? -Infinity) >= RECONSIDER_MS;
        });
        await evaluateAll(due, true);
      });
    },
    forget(listId, itemId) {
      return serially(async () => {
        const uid = deps.uid();
        if (uid === null) return;
        const key = ruleStateKey(uid, listId, itemId);
        ruleStates.delete(key);
        await looksOf();
        setLook(key, null, deps.now());
        await deps.area.remove([key]);
      });
    },
  };
}
