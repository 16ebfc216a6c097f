import { memo } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../model/items';
import type { GiftClaim } from '../../sharing';
import type { TrackingState } from '../../tracking';
import { formatPrice } from '../../../ui/format-price';
import { ProductImage } from '../../../ui/product-image';
import { alertMarkOf, type AlertRulesView } from '../../alerts/popup';
import { CheckLine } from '../../tracking/popup';
import { ClaimLine } from '../../sharing/popup';
import { isWebUrl } from '../../../ui/open-url';
import { PriceChangeBadge, StockState } from '../../tracking/popup';
import { relativeDate } from '../../../ui/relative-date';
import { STATUS_LABELS } from './item-status';
import { TrendLine } from '../../tracking/popup';
import { Button } from '../../../ui/button';

/** Row height in the virtual list: four lines of text beside a 40px image, with padding. */
export const ITEM_ROW_HEIGHT = 88;
/** A gift list's row for a member who is not the owner: one line more, for the claim. */
export const CLAIM_ROW_HEIGHT = 108;
const NOTE_EXCERPT_LENGTH = 80;

interface ItemRowProps {
  item: ListItem;
  now: number;
  tracking: TrackingState;
  recheckHours: number;
  alertRules: AlertRulesView;
  openUrl: (url: string) => void;
  onHistory: (item: ListItem) => void;
  /** Absent for viewers: they see the item but cannot change it. */
  onEdit?: (item: ListItem) => void;
  /**
   * The shopper's own alert rules for the item: a button of its own where there is no Edit (a
   * viewer), and on the claim line of an item the shopper claimed.
   */
  onAlerts?: (item: ListItem) => void;
  /** A gift list: claims replace the status, so the status is not shown. */
  gift: boolean;
  /**
   * For a member of a gift list who is not its owner: their uid, and the item's claim (null when
   * unclaimed). Absent for everyone else, who see nothing about claims. Apart, so the row stays memoised.
   */
  claimer?: string | undefined;
  claim?: GiftClaim | null;
}

/**
 * One saved product in the Lists tab: what it is, what it costs now, and where it came from.
 * Memoised: scrolling then renders only the rows that come into view.
 */
export const ItemRow = memo(function ItemRow({ item, now, tracking, recheckHours, alertRules, openUrl, onHistory, onEdit, onAlerts, gift, claimer, claim = null }: ItemRowProps) {
  const alertMark = alertMarkOf(alertRules, item);
  return (
    <div className="item-row" data-item-id={item.id}>
      <ProductImage className="item-image" src={item.image} size={40} lazy />
      <div className="item-facts">
        {isWebUrl(item.url) ? (
          <a
            className="item-name"
            href={item.url}
            target="_blank"
            rel="noreferrer"
            onClick={(event) => {
              event.preventDefault();
              openUrl(item.url);
            }}
          >
            {item.name}
          </a>
        ) : (
          <span className="item-name">{item.name}</span>
        )}
        <p className="item-line" data-availability={item.availability}>
          <span className="item-price">{item.price === null ? t('priceNone') : formatPrice(item.price, item.currency)}</span>
          <StockState availability={item.availability} trend={item.trend} now={now} />
          <PriceChangeBadge savedPrice={item.savedPrice} price={item.price} availability={item.availability} />
          <TrendLine trend={item.trend} />
          <Button variant="link" className="item-history-open" aria-label={t('itemHistoryNamed', item.name)} onClick={() => onHistory(item)}>
            {t('itemHistory')}
          </Button>
          <span className="item-store">{item.store}</span>
        </p>
        <CheckLine item={item} tracking={tracking} recheckHours={recheckHours} now={now} />
        <p className="item-line item-meta">
          <span>{t('itemAdded', relativeDate(item.addedAt, now))}</span>
          {item.quantity > 1 && <span>{t('itemQuantity', String(item.quantity))}</span>}
          {!gift && item.status !== 'wanted' && <span className="item-status">{t(STATUS_LABELS[item.status])}</span>}
          {alertMark !== null && (
            <span className="item-alert-mark" data-alert-mark={alertMark}>
              {t(alertMark === 'off' ? 'itemAlertsOff' : 'itemAlertsOwn')}
            </span>
          )}
          {item.pendingWrites && <span className="item-waiting">{t('listWaitingToSync')}</span>}
          {item.note && <span className="item-note">{item.note.slice(0, NOTE_EXCERPT_LENGTH)}</span>}
        </p>
        {claimer !== undefined && <ClaimLine item={item} view={{ claim, uid: claimer }} onAlerts={onAlerts && (() => onAlerts(item))} />}
      </div>
      {onEdit ? (
        <Button variant="secondary" className="item-edit" aria-label={t('itemEditNamed', item.name)} onClick={() => onEdit(item)}>
          {t('itemEdit')}
        </Button>
      ) : (
        onAlerts && (
          <Button variant="secondary" className="item-alerts" aria-label={t('itemAlertsOpenNamed', item.name)} onClick={() => onAlerts(item)}>
            {t('itemAlertsOpen')}
          </Button>
        )
      )}
    </div>
  );
});
