import { t } from '../platform/browser/i18n';
import { classNames } from './class-names';
import { formatPrice } from './format-price';
import { formatPercent, type PriceChange } from './price-change';

interface ChangeBadgeProps {
  change: PriceChange;
  locale?: string | undefined;
}

/** "▼ 12%" (shown) read out as "down 12% since saved": the arrow and colour are not the only cue. */
export function ChangeBadge({ change, locale }: ChangeBadgeProps) {
  const percent = formatPercent(change.fraction, locale);
  const down = change.direction === 'down';
  return (
    <span className="price-change" data-direction={change.direction}>
      <span aria-hidden="true">{t(down ? 'itemPriceDown' : 'itemPriceUp', percent)}</span>
      <span className="visually-hidden">{t(down ? 'itemPriceDownLabel' : 'itemPriceUpLabel', percent)}</span>
    </span>
  );
}

interface PriceTextProps {
  /** Null when no price is known: says so in words. */
  amount: number | null;
  currency: string | null;
  /** The shopper's chosen locale for prices; the browser's when undefined. */
  locale?: string | undefined;
  /** The change since the item was saved, shown beside the price; none when null. */
  change?: PriceChange | null;
  /** Large: the price of the product a view is about. */
  large?: boolean;
  className?: string;
}

/** A price in the shopper's locale, with tabular digits so prices in a column line up, and its change. */
export function PriceText({ amount, currency, locale, change = null, large = false, className }: PriceTextProps) {
  return (
    <span className={classNames('price-text', large && 'price-text-large', className)}>
      <span className="price-amount">{amount === null ? t('priceNone') : formatPrice(amount, currency, locale)}</span>
      {change !== null && <ChangeBadge change={change} locale={locale} />}
    </span>
  );
}
