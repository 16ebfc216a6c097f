import type { AlertCandidate } from '../model/evaluate';
import { NO_DELIVERIES, type DeliveryState } from '../model/delivery-plan';
import type { ItemRuleState } from '../model/rule-state';
import type { NewAlert } from './firestore/alerts';
import type { Looks } from './looks';
import { ALERT_STORAGE_KEYS, alertDeliveryKey, alertRuleStateKey } from '../../../platform/state/storage-keys';

/** The part of chrome.storage.local the alert engine uses. */
export interface AlertStorageArea {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(entries: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

/** An alert found and persisted with its item's next rule state, until it is in the feed and delivered. */
export interface PendingAlert {
  uid: string;
  alert: NewAlert;
  candidate: AlertCandidate;
  /** The item's image URL, for the notification. */
  image: string | null;
}

/** A notification this browser showed: enough to act on its click after the worker restarted. */
export interface NotifiedRecord {
  id: string;
  uid: string;
  /** Null for a digest. */
  listId: string | null;
  itemId: string | null;
  url: string | null;
}

/** How many shown notifications are remembered (a day's cap is at most 50). */
export const NOTIFIED_KEPT = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeRuleState(value: unknown): ItemRuleState | null {
  return isRecord(value) && typeof value.consumedThrough === 'number' && isRecord(value.rules) ? (value as unknown as ItemRuleState) : null;
}

function decodeDelivery(value: unknown): DeliveryState {
  return isRecord(value) && typeof value.day === 'string' && typeof value.deliveredToday === 'number' && Array.isArray(value.held)
    ? (value as unknown as DeliveryState)
    : NO_DELIVERIES;
}

const listOf = <T>(value: unknown, valid: (entry: Record<string, unknown>) => boolean): T[] =>
  Array.isArray(value) ? (value.filter((entry) => isRecord(entry) && valid(entry)) as T[]) : [];

export const ruleStateKey = alertRuleStateKey;

/** Reads of the engine's stored values, each decoded (a damaged value reads as none). */
export function alertStorageOf(area: AlertStorageArea) {
  return {
    async ruleStates(keys: string[]): Promise<Map<string, ItemRuleState | null>> {
      const stored = keys.length === 0 ? {} : await area.get(keys);
      return new Map(keys.map((key) => [key, decodeRuleState(stored[key])]));
    },
    async pending(): Promise<PendingAlert[]> {
      const stored = await area.get([ALERT_STORAGE_KEYS.pending]);
      return listOf(stored[ALERT_STORAGE_KEYS.pending], (entry) => typeof entry.uid === 'string' && isRecord(entry.alert) && isRecord(entry.candidate));
    },
    async notified(): Promise<NotifiedRecord[]> {
      const stored = await area.get([ALERT_STORAGE_KEYS.notified]);
      return listOf(stored[ALERT_STORAGE_KEYS.notified], (entry) => typeof entry.id === 'string' && typeof entry.uid === 'string');
    },
    async looks(): Promise<Looks> {
      const value = (await area.get([ALERT_STORAGE_KEYS.looks]))[ALERT_STORAGE_KEYS.looks];
      if (!isRecord(value)) return {};
      return Object.fromEntries(Object.entries(value).filter(([, look]) => isRecord(look) && typeof look.at === 'number')) as Looks;
    },
    async delivery(uid: string): Promise<DeliveryState> {
      const key = alertDeliveryKey(uid);
      return decodeDelivery((await area.get([key]))[key]);
    },
  };
}

export type AlertStorage = ReturnType<typeof alertStorageOf>;
