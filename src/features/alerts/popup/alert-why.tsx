import type { AlertEntry } from '../model/alerts';
import { t } from '../../../platform/browser/i18n';
import { formatPrice } from '../../../ui/format-price';
import { METHOD_LABELS, SOURCE_LABELS } from './observation-words';
import { ruleInWords } from './rule-words';

// The browser's language, like every other word: the chosen locale is for prices.
const observedTimes = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Why this alert": the facts the alert rests on, for the shopper to judge it. */
export function AlertWhy({ alert, locale, observerName = null }: { alert: AlertEntry; locale?: string | undefined; observerName?: string | null }) {
  const price = (amount: number | null) => (amount === null ? t('priceNone') : formatPrice(amount, alert.currency, locale));
  return (
    <details className="alert-why">
      <summary>{t('alertWhy')}</summary>
      <dl>
        <dt>{t('alertWhyPrevious')}</dt>
        <dd>{price(alert.previousPrice)}</dd>
        <dt>{t('alertWhyNew')}</dt>
        <dd>{price(alert.price)}</dd>
        <dt>{t('alertWhyRule')}</dt>
        <dd>{alert.rule === null ? t('alertWhyNoRule') : ruleInWords(alert.rule, alert.currency, locale)}</dd>
        <dt>{t('alertWhySource')}</dt>
        <dd>
          {[
            alert.source === null ? t('alertWhyUnknown') : t(SOURCE_LABELS[alert.source]),
            alert.method === null ? null : t(METHOD_LABELS[alert.method]),
            alert.confidence === null ? null : t('alertWhyConfidence', Math.round(alert.confidence * 100)),
          ]
            .filter((part) => part !== null)
            .join(' · ')}
        </dd>
        <dt>{t('alertWhyObservedAt')}</dt>
        <dd>{observedTimes.format(alert.observedAt)}</dd>
      </dl>
      {alert.observerId !== null && (
        <p className="hint alert-other-member">{observerName === null ? t('alertSeenByOtherMember') : t('alertSeenByMember', observerName)}</p>
      )}
    </details>
  );
}
