import { Fragment, memo } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../model/items';
import type { GiftClaim } from '../../sharing';
import type { TrackingState } from '../../tracking';
import { ProductImage } from '../../../ui/product-image';
import { alertMarkOf, type AlertRulesView } from '../../alerts/popup';
import { CheckLine } from '../../tracking/popup';
import { ClaimLine } from '../../sharing/popup';
import { isWebUrl } from '../../../ui/open-url';
import { shownPriceChange, StockState } from '../../tracking/popup';
import { Menu, type MenuItem } from '../../../ui/menu';
import { RowNameContext } from '../../../ui/row-name';
import { PriceText } from '../../../ui/price-text';
import { relativeDate } from '../../../ui/relative-date';
import { STATUS_LABELS } from './item-status';
import { TrendLine } from '../../tracking/popup';

/**
 * Row height in the virtual list: the name and three lines of facts beside a 48 px picture. Every
 * line keeps to one line (text gives way with an ellipsis), so a row never grows and never clips; a
 * line with buttons is 24 px high, so that buttons on lines one above the other keep 24 px between
 * their centres (WCAG 2.5.8).
 */
export const ITEM_ROW_HEIGHT = 98;
/** A gift list's row for a member who is not the owner: one line more, for the claim. */
export const CLAIM_ROW_HEIGHT = 124;
const NOTE_EXCERPT_LENGTH = 80;

interface ItemRowProps {
  item: ListItem;
  now: number;
  tracking: TrackingState;
  recheckHours: number;
  alertRules: AlertRulesView;
  /** The shopper's price locale; the browser's when undefined. */
  locale?: string | undefined;
  openUrl: (url: string) => void;
  onHistory: (item: ListItem) => void;
  /** Absent for viewers: they see the item but cannot change it. */
  onEdit?: (item: ListItem) => void;
  /**
   * The shopper's own alert rules for the item: in the row's menu where there is no Edit (a viewer),
   * and for an item the shopper claimed.
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

/** The row's third line, as words: store, when it was added, quantity, status, alerts, sync, note. */
function metaParts(item: ListItem, now: number, gift: boolean, alertMark: ReturnType<typeof alertMarkOf>): { text: string; className?: string }[] {
  const parts: { text: string; className?: string }[] = [{ text: item.store, className: 'item-store' }, { text: t('itemAdded', relativeDate(item.addedAt, now)) }];
  if (item.quantity > 1) parts.push({ text: t('itemQuantity', item.quantity) });
  if (!gift && item.status !== 'wanted') parts.push({ text: t(STATUS_LABELS[item.status]), className: 'item-status' });
  if (alertMark !== null) parts.push({ text: t(alertMark === 'off' ? 'itemAlertsOff' : 'itemAlertsOwn'), className: 'item-alert-mark' });
  if (item.pendingWrites) parts.push({ text: t('listWaitingToSync'), className: 'item-waiting' });
  if (item.note) parts.push({ text: item.note.slice(0, NOTE_EXCERPT_LENGTH), className: 'item-note' });
  return parts;
}

/**
 * One saved product in the Lists tab, as a shopper scans for it: picture, name, price and its
 * change, stock, the price's trend, where and when it was saved, and when it was last checked (or
 * why not). Its other actions (history, edit, alerts) are in its menu. Memoised: scrolling then
 * renders only the rows that come into view.
 */
export const ItemRow = memo(function ItemRow({ item, now, tracking, recheckHours, alertRules, locale, openUrl, onHistory, onEdit, onAlerts, gift, claimer, claim = null }: ItemRowProps) {
  const alertMark = alertMarkOf(alertRules, item);
  const meta = metaParts(item, now, gift, alertMark);
  const claimedByMe = claimer !== undefined && claim?.claimedBy === claimer;
  const actions: MenuItem[] = [{ label: t('itemHistory'), name: t('itemHistoryNamed', item.name), onSelect: () => onHistory(item) }];
  if (onEdit) actions.push({ label: t('itemEdit'), name: t('itemEditNamed', item.name), onSelect: () => onEdit(item) });
  if (onAlerts && (!onEdit || claimedByMe)) actions.push({ label: t('itemAlertsOpen'), name: t('itemAlertsOpenNamed', item.name), onSelect: () => onAlerts(item) });
  return (
    <RowNameContext.Provider value={item.name}>
      <div className="item-row" data-item-id={item.id}>
        <ProductImage className="item-image" src={item.image} size={48} lazy />
        <div className="item-facts">
          {isWebUrl(item.url) ? (
            <a
              className="item-name"
              href={item.url}
              title={item.name}
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
            <span className="item-name" title={item.name}>
              {item.name}
            </span>
          )}
          <p className="item-line item-prices" data-availability={item.availability}>
            <PriceText amount={item.price} currency={item.currency} locale={locale} change={shownPriceChange(item.savedPrice, item.price, item.availability)} className="item-price" />
            <StockState availability={item.availability} trend={item.trend} now={now} />
            <TrendLine trend={item.trend} />
          </p>
          <p className="item-line item-meta">
            <span className="ellipsis" title={meta.map((part) => part.text).join(' · ')}>
              {meta.map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && (
                    <>
                      {' '}
                      <span aria-hidden="true">·</span>{' '}
                    </>
                  )}
                  <span className={part.className}>{part.text}</span>
                </Fragment>
              ))}
            </span>
          </p>
          <CheckLine item={item} tracking={tracking} recheckHours={recheckHours} now={now} />
          {claimer !== undefined && <ClaimLine item={item} view={{ claim, uid: claimer }} />}
        </div>
        <Menu label={t('itemMoreNamed', item.name)} items={actions} />
      </div>
    </RowNameContext.Provider>
  );
});
