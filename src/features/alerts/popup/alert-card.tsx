import type { AlertEntry } from '../model/alerts';
import { Chip } from '../../../ui/chip';
import { t } from '../../../platform/browser/i18n';
import { formatPrice } from '../../../ui/format-price';
import { ProductImage } from '../../../ui/product-image';
import { isWebUrl } from '../../../ui/open-url';
import { relativeDate } from '../../../ui/relative-date';
import { activityInWords } from './activity-words';
import { AlertWhy } from './alert-why';
import { KIND_LABELS } from './observation-words';
import { ruleInWords } from './rule-words';
import { WrongPrice } from './wrong-price';
import { Button } from '../../../ui/button';

interface AlertCardProps {
  alert: AlertEntry;
  /** The saved item's picture, when the item is still known. */
  image: string | null;
  now: number;
  /** Prices and numbers only: words and dates follow the browser's language, as every other string. */
  locale?: string | undefined;
  /** The list member whose observation the alert rests on, when it is another member's and their name is known. */
  observerName?: string | null;
  openUrl: (url: string) => void;
}

/** One alert of the feed: what happened to which product, when, why, and what the shopper can do. */
export function AlertCard({ alert, image, now, locale, observerName = null, openUrl }: AlertCardProps) {
  const unseen = !alert.seen && !alert.withdrawn;
  // Another member's change has no price to show, judge or call wrong.
  const activity = alert.kind === 'list-activity' ? alert.activity : undefined;
  const price = (amount: number) => formatPrice(amount, alert.currency, locale);
  const fired = alert.rule === null ? t(KIND_LABELS[alert.kind]) : ruleInWords(alert.rule, alert.currency, locale);
  const content = (
    <>
      <p className="alert-fired">{fired}</p>
      {alert.price !== null && (
        <p className="alert-prices">
          {alert.previousPrice === null ? price(alert.price) : t('alertPriceChange', [price(alert.previousPrice), price(alert.price)])}
        </p>
      )}
    </>
  );
  return (
    <li className="alert-card" data-alert-id={alert.id} data-unseen={unseen} data-withdrawn={alert.withdrawn}>
      <ProductImage className="item-image" src={image} size={40} lazy />
      <div className="alert-facts">
        <p className="alert-head">
          <span className="item-name" title={alert.name}>
            {alert.name}
          </span>
          {unseen && <Chip tone="accent">{t('alertNew')}</Chip>}
        </p>
        {activity ? (
          <p className="alert-activity">{activityInWords(activity, alert.name)}</p>
        ) : alert.withdrawn ? (
          <>
            <div className="alert-struck">{content}</div>
            <p className="hint alert-withdrawn">{t('alertWithdrawn')}</p>
          </>
        ) : (
          content
        )}
        <p className="item-line item-meta">{relativeDate(alert.observedAt, now)}</p>
        {!activity && <AlertWhy alert={alert} locale={locale} observerName={observerName} />}
        <div className="actions">
          {isWebUrl(alert.url) && (
            <Button variant="secondary" small aria-label={t('alertOpenProductNamed', alert.name)} onClick={() => openUrl(alert.url)}>
              {t('alertOpenProduct')}
            </Button>
          )}
          {!alert.withdrawn && alert.kind !== 'list-activity' && alert.price !== null && <WrongPrice alert={alert} />}
        </div>
      </div>
    </li>
  );
}
