import type { AlertCandidate } from '../model/evaluate';
import { NO_DELIVERIES, type DeliveryState } from '../model/delivery-plan';
import type { ItemRuleState } from '../model/rule-state';
import type { NewAlert } from './firestore/alerts';
import type { Looks } from './looks';
import { defineKey, defineKeyFamily, type StorageKey, ALERT_DELIVERY_PREFIX, ALERT_LOOKS_NAME, ALERT_NOTIFIED_NAME, ALERT_PENDING_NAME, ALERT_RULE_STATE_PREFIX } from '../../../platform/state/storage-keys';

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

function decodeLooks(value: unknown): Looks {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, look]) => isRecord(look) && typeof look.at === 'number')) as Looks;
}

/** The alert engine's keys that hold one value for the whole browser. */
export const ALERT_KEYS = {
  pending: defineKey(ALERT_PENDING_NAME, (value) =>
    listOf<PendingAlert>(value, (entry) => typeof entry.uid === 'string' && isRecord(entry.alert) && isRecord(entry.candidate)),
  ),
  notified: defineKey(ALERT_NOTIFIED_NAME, (value) =>
    listOf<NotifiedRecord>(value, (entry) => typeof entry.id === 'string' && typeof entry.uid === 'string'),
  ),
  looks: defineKey(ALERT_LOOKS_NAME, decodeLooks),
};

const ruleStateKeys = defineKeyFamily(ALERT_RULE_STATE_PREFIX, decodeRuleState);

export type RuleStateKey = StorageKey<ItemRuleState | null>;

/** One item's rule state, per account. */
export const alertRuleStateKey = (uid: string, listId: string, itemId: string): RuleStateKey => ruleStateKeys(`${uid}:${listId}/${itemId}`);

/** The name of an item's rule state key, which also keys the engine's looks and own readings of the item. */
export const ruleStateKey = (uid: string, listId: string, itemId: string): string => alertRuleStateKey(uid, listId, itemId).name;

/** The account's delivery state on this browser. */
export const alertDeliveryKey = defineKeyFamily(ALERT_DELIVERY_PREFIX, decodeDelivery);

/** Reads of the engine's stored values, each decoded (a damaged value reads as none). */
export function alertStorageOf(area: AlertStorageArea) {
  return {
    /** Each key's rule state, by the key's name. */
    async ruleStates(keys: RuleStateKey[]): Promise<Map<string, ItemRuleState | null>> {
      const stored = keys.length === 0 ? {} : await area.get(keys.map((key) => key.name));
      return new Map(keys.map((key) => [key.name, key.read(stored)]));
    },
    pending: async (): Promise<PendingAlert[]> => ALERT_KEYS.pending.read(await area.get([ALERT_KEYS.pending.name])),
    notified: async (): Promise<NotifiedRecord[]> => ALERT_KEYS.notified.read(await area.get([ALERT_KEYS.notified.name])),
    looks: async (): Promise<Looks> => ALERT_KEYS.looks.read(await area.get([ALERT_KEYS.looks.name])),
    async delivery(uid: string): Promise<DeliveryState> {
      const key = alertDeliveryKey(uid);
      return key.read(await area.get([key.name]));
    },
  };
}

export type AlertStorage = ReturnType<typeof alertStorageOf>;
