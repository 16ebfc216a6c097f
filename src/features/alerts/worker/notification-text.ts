import type { FiredRule } from '../model/alerts';
import { t } from '../../../platform/browser/i18n';
import type { NewAlert } from './firestore/alerts';

const BASIS_POINTS_PER_WHOLE = 10_000;
/** Names a digest lists before "and N more" (the rest is in the feed). */
const DIGEST_NAMES = 5;

function numberFormat(locale: string | null, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale ?? undefined, options);
  } catch {
    // A locale this runtime does not know: the browser's own.
    return new Intl.NumberFormat(undefined, options);
  }
}

/** A price in its currency, in the shopper's price locale (null: the browser's). */
export function formatPrice(amount: number, currency: string | null, locale: string | null): string {
  const plain = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (currency === null) return numberFormat(locale, plain).format(amount);
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    // Not an ISO 4217 code Intl accepts: the number and the code as the store gave it.
    return `${numberFormat(locale, plain).format(amount)} ${currency}`;
  }
}

const formatPercent = (fraction: number, locale: string | null) =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fraction);

function reasonOf(rule: FiredRule | null, alert: NewAlert, locale: string | null): string {
  const price = (amount: number) => formatPrice(amount, alert.currency, locale);
  const previous = alert.previousPrice;
  const drop = previous !== null && alert.price !== null ? previous - alert.price : null;
  switch (rule?.kind) {
    case 'target':
      return t('notificationRuleTarget', price(rule.value ?? 0));
    case 'drop-percent':
      return t('notificationRuleDropPercent', [
        drop === null || previous === null ? '' : numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(drop / previous),
        formatPercent((rule.value ?? 0) / BASIS_POINTS_PER_WHOLE, locale),
      ]);
    case 'drop-amount':
      return t('notificationRuleDropAmount', [drop === null ? '' : price(drop), price(rule.value ?? 0)]);
    case 'lowest-90-days':
      return t('notificationRuleLowest');
    case 'back-in-stock':
      return t('notificationRuleBackInStock');
    default:
      return alert.kind === 'back-in-stock' ? t('notificationRuleBackInStock') : '';
  }
}

/** Whose observation an alert rests on, when it is another member's: by name when known. */
function observerLine(alert: NewAlert, observerName: string | null): string | null {
  if (alert.observerId === null) return null;
  return observerName === null ? t('notificationSeenByOtherMember') : t('notificationSeenByMember', observerName);
}

/**
 * An alert's notification text: the item's name as the title, the new and old price, what fired
 * and, for another member's observation, whose it was, as the message. It stands alone: macOS shows
 * neither the image nor the buttons.
 */
export function alertNotificationText(alert: NewAlert, locale: string | null, observerName: string | null = null): { title: string; message: string } {
  if (alert.kind === 'list-activity' && alert.activity !== undefined) return { title: alert.activity.listName, message: activityText(alert) };
  const lines: string[] = [];
  if (alert.price !== null) {
    lines.push(
      alert.previousPrice === null || alert.previousPrice === alert.price
        ? t('notificationPriceNow', formatPrice(alert.price, alert.currency, locale))
        : t('notificationPriceChange', [formatPrice(alert.price, alert.currency, locale), formatPrice(alert.previousPrice, alert.currency, locale)]),
    );
  }
  const reason = reasonOf(alert.rule, alert, locale);
  if (reason !== '') lines.push(reason);
  const observer = observerLine(alert, observerName);
  if (observer !== null) lines.push(observer);
  return { title: alert.name, message: lines.join('\n') };
}

/** The digest's text: how many alerts waited, and the names of the first few. */
export function digestNotificationText(count: number, names: readonly string[]): { title: string; message: string } {
  const title = count === 1 ? t('notificationDigestTitleOne') : t('notificationDigestTitle', count);
  const shown = names.slice(0, DIGEST_NAMES).join(', ');
  const more = count - Math.min(names.length, DIGEST_NAMES);
  return { title, message: more > 0 ? [shown, t('notificationDigestMore', more)].filter((part) => part !== '').join(', ') : shown };
}

const ACTIVITY_MESSAGES = { added: 'activityAdded', claimed: 'activityClaimed', bought: 'activityBought' } as const;

/** "Ana added Lego 42115 to Family gifts". */
export function activityText(alert: Pick<NewAlert, 'name' | 'activity'>): string {
  const activity = alert.activity;
  if (activity === undefined) return alert.name;
  return t(ACTIVITY_MESSAGES[activity.verb], [activity.actorName ?? t('activitySomeone'), alert.name, activity.listName]);
}
