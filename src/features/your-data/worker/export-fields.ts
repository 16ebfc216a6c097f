import { AVAILABILITIES, EXTRACTION_METHODS, ITEM_STATUSES, SAVE_METHODS } from '../../lists';
import { ALERT_KINDS, type AlertEntry, type ItemAlertSettings } from '../../alerts';
import {
  isoOf,
  type ExportAlert,
  type ExportAlertRules,
  type ExportItem,
  type ExportLastCheck,
  type ExportObservation,
  type ExportTrendPoint,
} from '../model/export-format';
import { LIMITS } from '../../../platform/limits';
import { CHECK_OUTCOMES, OBSERVATION_ID, OBSERVATION_SOURCES, hourOfObservationId } from '../../tracking';

/**
 * Stored documents as the export writes them: pure, on plain fields whose timestamps the data
 * module has turned into milliseconds. Read defensively, as the listeners read them: a field
 * another version wrote badly takes the value the app shows for it, so every export validates.
 */
export type PlainFields = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** A price within the bounds the rules keep (> 0 and < 10^9); anything else reads as no price. */
const positive = (value: unknown): number | null =>
  typeof value === 'number' && value > 0 && value < LIMITS.priceExclusiveMax ? value : null;
/** Firestore's timestamps span the years 1 to 9999, which ISO 8601 writes with four digits. */
const TIME_RANGE = { min: -62_135_596_800_000, max: 253_402_300_799_999 };
const millis = (value: unknown): number | null =>
  typeof value === 'number' && value >= TIME_RANGE.min && value <= TIME_RANGE.max ? value : null;
const unit = (value: unknown): number | null =>
  typeof value === 'number' && value >= 0 && value <= 1 ? value : null;
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  allowed.includes(value as T) ? (value as T) : null;
const isFields = (value: unknown): value is PlainFields => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The hour of an observation id, in either form (`YYYYMMDDHH_uid`, or `YYYYMMDDHH` from before #29). */
const hourOf = (observationId: string | null): string | null =>
  observationId !== null && OBSERVATION_ID.test(observationId) ? hourOfObservationId(observationId) : null;

export function exportObservationOf(observationId: string, fields: PlainFields): ExportObservation {
  const amount = positive(fields.amount);
  return {
    hour: hourOfObservationId(observationId),
    observedAt: isoOf(millis(fields.observedAt)),
    amount,
    currency: text(fields.currency),
    availability: oneOf(AVAILABILITIES, fields.availability) ?? 'unknown',
    // Observations written before outcomes existed were all ok checks.
    outcome: oneOf(CHECK_OUTCOMES, fields.outcome) ?? 'ok',
    source: oneOf(OBSERVATION_SOURCES, fields.source) ?? 'visit',
    method: oneOf(EXTRACTION_METHODS, fields.method),
    confidence: unit(fields.confidence) ?? 0,
    observerId: text(fields.observerId),
    expiresAt: isoOf(millis(fields.expiresAt)),
  };
}

function lastCheckOf(value: unknown): ExportLastCheck | null {
  if (!isFields(value)) return null;
  const at = millis(value.at);
  const outcome = oneOf(CHECK_OUTCOMES, value.outcome);
  const source = oneOf(OBSERVATION_SOURCES, value.source);
  if (at === null || outcome === null || source === null) return null;
  return { at: new Date(at).toISOString(), outcome, source, observerId: text(value.observerId) };
}

function trendOf(value: unknown): ExportTrendPoint[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((point: unknown): ExportTrendPoint[] => {
    if (!isFields(point)) return [];
    const at = millis(point.at);
    const availability = oneOf(AVAILABILITIES, point.availability);
    return at === null || availability === null ? [] : [{ at: new Date(at).toISOString(), amount: positive(point.amount), availability }];
  });
}

/** An item document with its history; null for a document without a name or an address (the app skips those too). */
export function exportItemOf(id: string, fields: PlainFields, history: readonly ExportObservation[]): ExportItem | null {
  const name = text(fields.name);
  const url = text(fields.url);
  if (name === null || url === null) return null;
  const quantity = fields.quantity;
  const observationHour = text(fields.observationHour);
  return {
    id,
    name,
    brand: text(fields.brand),
    image: text(fields.image),
    url,
    productKey: text(fields.productKey) ?? url,
    store: text(fields.store) ?? '',
    price: positive(fields.price),
    currency: text(fields.currency),
    listPrice: positive(fields.listPrice),
    savedPrice: positive(fields.savedPrice),
    availability: oneOf(AVAILABILITIES, fields.availability) ?? 'unknown',
    sku: text(fields.sku),
    gtin: text(fields.gtin),
    method: oneOf(SAVE_METHODS, fields.method) ?? 'manual',
    confidence: unit(fields.confidence),
    note: text(fields.note) ?? '',
    quantity: typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
    status: oneOf(ITEM_STATUSES, fields.status) ?? 'wanted',
    addedBy: text(fields.addedBy),
    addedAt: isoOf(millis(fields.addedAt)),
    updatedAt: isoOf(millis(fields.updatedAt)),
    observerId: text(fields.observerId),
    observationHour: hourOf(observationHour),
    lastCheck: lastCheckOf(fields.lastCheck),
    trend: trendOf(fields.trend),
    history: [...history].sort((a, b) => (a.hour < b.hour ? -1 : a.hour > b.hour ? 1 : 0)),
  };
}

/** An alert of the feed, as the app reads it (`alertEntryOf`), with ISO times. */
export function exportAlertOf(alert: AlertEntry): ExportAlert {
  return {
    ...alert,
    kind: oneOf(ALERT_KINDS, alert.kind) ?? 'drop',
    observedAt: new Date(alert.observedAt).toISOString(),
    createdAt: isoOf(alert.createdAt),
  };
}

/** The shopper's rules by `ruleScopeKey` (`listId` or `listId/itemId`), as export entries. */
export function exportAlertRulesOf(rules: Readonly<Record<string, ItemAlertSettings>>): ExportAlertRules[] {
  return Object.entries(rules)
    .map(([key, settings]) => {
      const [listId = '', itemId] = key.split('/');
      return { listId, itemId: itemId ?? null, ...settings };
    })
    .sort((a, b) => a.listId.localeCompare(b.listId) || (a.itemId ?? '').localeCompare(b.itemId ?? ''));
}
