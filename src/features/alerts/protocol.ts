/** The alerts' messages: preferences, rules, the feed. */
import * as v from 'valibot';
import { message } from '../../platform/messaging/message-spec';
import { amount, itemId, listId } from '../../platform/messaging/fields';
import { LIMITS } from '../../platform/limits';
import { DAILY_CAP_RANGE, FEED_SIZE } from './model/alerts';

const basisPoints = v.pipe(v.number(), v.integer('use whole basis points'), v.minValue(LIMITS.basisPoints.min), v.maxValue(LIMITS.basisPoints.max));
const ruleSettingsEntries = {
  dropBasisPoints: v.optional(v.nullable(basisPoints)),
  dropAmount: v.optional(v.nullable(amount)),
  backInStock: v.optional(v.boolean()),
  lowest90Days: v.optional(v.boolean()),
};
const ruleSettings = v.strictObject(ruleSettingsEntries);
const itemRuleSettings = v.strictObject({ ...ruleSettingsEntries, target: v.optional(v.nullable(amount)) });
const minuteOfDay = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 60 - 1));
const isTimeZoneName = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};
const alertPreferences = v.strictObject({
  rules: ruleSettings,
  quietHours: v.nullable(v.strictObject({ start: minuteOfDay, end: minuteOfDay })),
  timeZone: v.pipe(v.string(), v.maxLength(LIMITS.timeZone), v.check((zone) => zone === '' || isTimeZoneName(zone), 'not a time zone')),
  dailyCap: v.pipe(v.number(), v.integer('use a whole number'), v.minValue(DAILY_CAP_RANGE.min), v.maxValue(DAILY_CAP_RANGE.max)),
  notify: v.strictObject({ price: v.boolean(), stock: v.boolean(), activity: v.boolean() }),
  priceLocale: v.nullable(
    v.pipe(v.string(), v.maxLength(LIMITS.priceLocale), v.check((tag) => Intl.NumberFormat.supportedLocalesOf([tag]).length === 1, 'not a locale')),
  ),
});
const alertId = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'not an alert id'));

export const alertsMessages = {
  /** Replaces the account's alert preferences (defaults, quiet hours, cap, notification kinds, display). */
  'page:update-alert-preferences': message<null>()('page', alertPreferences, 'signed-in'),
  /**
   * Sets a list's default rules (no itemId) or an item's own rules; null removes them, so the list
   * or item inherits again.
   */
  'page:set-alert-rules': message<null>()(
    'page',
    v.strictObject({ listId, itemId: v.optional(itemId), settings: v.nullable(itemRuleSettings) }),
    'member',
  ),
  /** Marks these alerts of the feed seen ("Mark all seen" sends every unseen id). */
  'page:mark-alerts-seen': message<null>()(
    'page',
    v.strictObject({ ids: v.pipe(v.array(alertId), v.minLength(1), v.maxLength(FEED_SIZE)) }),
    'signed-in',
  ),
  /**
   * "Wrong price": the observation the alert rests on is marked bad and leaves the list's history,
   * the item gets its previous price back, and the alert is withdrawn.
   */
  'page:wrong-price': message<null>()('page', v.strictObject({ alertId }), 'signed-in'),
  /** "Stop watching": every alert rule of the item off (what the notification's button does too). */
  'page:stop-watching': message<null>()('page', v.strictObject({ listId, itemId }), 'member'),
} as const;
