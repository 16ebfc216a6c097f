/**
 * Alert documents read defensively, as plain values: a field that is missing or outside its bounds
 * (written by an older or a misbehaving client) falls back to its default or is left out, field by
 * field, rather than breaking the feed or the settings.
 */
import {
  ALERT_KINDS,
  DAILY_CAP_RANGE,
  DEFAULT_ALERT_PREFERENCES,
  type AlertEntry,
  type AlertPreferences,
  type AlertRuleSettings,
  type FiredRule,
  type ItemAlertSettings,
  type ListActivity,
  type NotificationKinds,
  type QuietHours,
} from '../../model/alerts';
import { AVAILABILITIES, EXTRACTION_METHODS } from '../../../lists';
import { LIMITS } from '../../../../platform/limits';
import { OBSERVATION_SOURCES } from '../../../tracking';

type Fields = Record<string, unknown>;

const LAST_MINUTE_OF_DAY = 24 * 60 - 1;
const FIRED_RULE_KINDS = ['target', 'drop-percent', 'drop-amount', 'back-in-stock', 'lowest-90-days'] as const;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrice = (value: unknown): value is number => typeof value === 'number' && value > 0 && value < LIMITS.priceExclusiveMax;
const isBasisPoints = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= LIMITS.basisPoints.min && value <= LIMITS.basisPoints.max;
const isMinuteOfDay = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LAST_MINUTE_OF_DAY;
const oneOf = <T>(allowed: readonly T[], value: unknown): value is T => allowed.includes(value as T);
const priceOrNull = (value: unknown): number | null => (isPrice(value) ? value : null);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** One level's rule settings: keys that are missing or invalid are left out (they inherit). */
export function ruleSettingsOf(raw: unknown): AlertRuleSettings {
  const stored = isFields(raw) ? raw : {};
  const settings: AlertRuleSettings = {};
  if (stored.dropBasisPoints === null || isBasisPoints(stored.dropBasisPoints)) settings.dropBasisPoints = stored.dropBasisPoints;
  if (stored.dropAmount === null || isPrice(stored.dropAmount)) settings.dropAmount = stored.dropAmount;
  if (typeof stored.backInStock === 'boolean') settings.backInStock = stored.backInStock;
  if (typeof stored.lowest90Days === 'boolean') settings.lowest90Days = stored.lowest90Days;
  return settings;
}

/** An item's settings: a list's, plus its target. */
export function itemSettingsOf(raw: unknown): ItemAlertSettings {
  const settings: ItemAlertSettings = ruleSettingsOf(raw);
  const target = isFields(raw) ? raw.target : undefined;
  if (target === null || isPrice(target)) settings.target = target;
  return settings;
}

/** A `users/{uid}/alertRules` document: where it applies and what it sets; null when it names no list. */
export function alertRulesOf(raw: unknown): { listId: string; itemId: string | null; settings: ItemAlertSettings; activityOff: boolean } | null {
  if (!isFields(raw) || typeof raw.listId !== 'string' || raw.listId === '') return null;
  if (raw.itemId === null || raw.itemId === undefined) {
    // A list's document also says whether its shared-list activity is switched off.
    return { listId: raw.listId, itemId: null, settings: ruleSettingsOf(raw), activityOff: raw.activity === false };
  }
  if (typeof raw.itemId !== 'string' || raw.itemId === '') return null;
  return { listId: raw.listId, itemId: raw.itemId, settings: itemSettingsOf(raw), activityOff: false };
}

function quietHoursOf(raw: unknown): QuietHours | null {
  if (!isFields(raw) || !isMinuteOfDay(raw.start) || !isMinuteOfDay(raw.end)) return DEFAULT_ALERT_PREFERENCES.quietHours;
  return { start: raw.start, end: raw.end };
}

function notifyOf(raw: unknown): NotificationKinds {
  const stored = isFields(raw) ? raw : {};
  const kind = (key: keyof NotificationKinds) => (typeof stored[key] === 'boolean' ? stored[key] : DEFAULT_ALERT_PREFERENCES.notify[key]);
  return { price: kind('price'), stock: kind('stock'), activity: kind('activity') };
}

/**
 * `preferences.alerts` of a profile. A profile from before alerts has none: the defaults. Stored
 * rules replace the default rules whole (a key left out was left out on purpose: it inherits).
 */
export function alertPreferencesOf(raw: unknown): AlertPreferences {
  if (!isFields(raw)) return DEFAULT_ALERT_PREFERENCES;
  const { dailyCap, timeZone, priceLocale } = raw;
  const capValid = typeof dailyCap === 'number' && Number.isInteger(dailyCap) && dailyCap >= DAILY_CAP_RANGE.min && dailyCap <= DAILY_CAP_RANGE.max;
  return {
    rules: isFields(raw.rules) ? ruleSettingsOf(raw.rules) : DEFAULT_ALERT_PREFERENCES.rules,
    quietHours: raw.quietHours === null ? null : quietHoursOf(raw.quietHours),
    timeZone: typeof timeZone === 'string' && timeZone.length <= LIMITS.timeZone ? timeZone : DEFAULT_ALERT_PREFERENCES.timeZone,
    dailyCap: capValid ? dailyCap : DEFAULT_ALERT_PREFERENCES.dailyCap,
    notify: notifyOf(raw.notify),
    priceLocale:
      typeof priceLocale === 'string' && priceLocale !== '' && priceLocale.length <= LIMITS.priceLocale ? priceLocale : DEFAULT_ALERT_PREFERENCES.priceLocale,
  };
}

function firedRuleOf(raw: unknown): FiredRule | null {
  if (!isFields(raw) || !oneOf(FIRED_RULE_KINDS, raw.kind)) return null;
  return { kind: raw.kind, value: priceOrNull(raw.value) };
}

/**
 * A feed document as the pages show it; null when it names no item or change (nothing to show or
 * to act on). `createdAt` is the server's time, or the local estimate while it waits to sync.
 */
export function alertEntryOf(id: string, raw: Fields, createdAt: number | null): AlertEntry | null {
  const { listId, itemId, kind, observedAt } = raw;
  if (typeof listId !== 'string' || listId === '' || typeof itemId !== 'string' || itemId === '') return null;
  if (!oneOf(ALERT_KINDS, kind) || typeof observedAt !== 'number' || !Number.isFinite(observedAt)) return null;
  const confidence = raw.confidence;
  return {
    id,
    listId,
    itemId,
    name: typeof raw.name === 'string' ? raw.name : '',
    url: typeof raw.url === 'string' ? raw.url : '',
    kind,
    rule: firedRuleOf(raw.rule),
    previousPrice: priceOrNull(raw.previousPrice),
    price: priceOrNull(raw.price),
    currency: textOrNull(raw.currency),
    availability: oneOf(AVAILABILITIES, raw.availability) ? raw.availability : 'unknown',
    source: oneOf(OBSERVATION_SOURCES, raw.source) ? raw.source : null,
    method: oneOf(EXTRACTION_METHODS, raw.method) ? raw.method : null,
    confidence: typeof confidence === 'number' && confidence >= 0 && confidence <= 1 ? confidence : null,
    observedAt,
    observerId: textOrNull(raw.observerId),
    createdAt,
    seen: raw.seen === true,
    withdrawn: raw.withdrawn === true,
    ...(kind === 'list-activity' ? { activity: listActivityOf(raw.activity) } : {}),
  };
}

const ACTIVITY_VERBS = ['added', 'claimed', 'bought'] as const;

/** A list-activity entry's what and who; an unreadable one reads as an addition by someone unknown. */
function listActivityOf(raw: unknown): ListActivity {
  const stored = isFields(raw) ? raw : {};
  return {
    verb: oneOf(ACTIVITY_VERBS, stored.verb) ? stored.verb : 'added',
    actorName: textOrNull(stored.actorName),
    listName: typeof stored.listName === 'string' ? stored.listName : '',
  };
}
