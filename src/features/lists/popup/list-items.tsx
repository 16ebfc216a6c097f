import { useLayoutEffect, useRef } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../model/items';
import type { ListSummary } from '../model/lists';
import type { GiftClaim } from '../../sharing';
import type { TrackingState } from '../../tracking';
import type { AlertRulesView } from '../../alerts/popup';
import { CLAIM_ROW_HEIGHT, ITEM_ROW_HEIGHT, ItemRow } from './item-row';
import { VirtualList } from './virtual-list';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';

export interface ItemFocus {
  itemId: string;
  control: 'edit' | 'history' | 'alerts';
}

interface ListItemsProps {
  list: ListSummary;
  /** Undefined while the list's items load. */
  items: ListItem[] | undefined;
  height: number;
  tracking: TrackingState;
  recheckHours: number;
  alertRules: AlertRulesView;
  /** The shopper's price locale; the browser's when undefined. */
  locale?: string | undefined;
  openUrl: (url: string) => void;
  onHistory: (item: ListItem) => void;
  onEdit?: (item: ListItem) => void;
  /** The shopper's own price alerts for an item (every member may set theirs, viewers too). */
  onAlerts?: (item: ListItem) => void;
  /** The item whose Edit or History button takes the focus, when coming back from its editor or history. */
  focusItem: ItemFocus | null;
  scrollTop: number;
  onScrollTopChange: (scrollTop: number) => void;
  /**
   * A gift list's claims, by item id, for a member who is not its owner (with the shopper's uid);
   * null for the owner and on other lists, so nothing about claims is shown.
   */
  claims: { byItem: Record<string, GiftClaim>; uid: string } | null;
}

export function ListItems({ list, items, height, tracking, recheckHours, alertRules, locale, openUrl, onHistory, onEdit, onAlerts, focusItem, scrollTop, onScrollTopChange, claims }: ListItemsProps) {
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (focusItem === null) return;
    const rows = root.current?.querySelectorAll<HTMLElement>('.item-row') ?? [];
    const row = [...rows].find((element) => element.dataset.itemId === focusItem.itemId);
    // Every item view opens from the row's menu: the focus goes back to the menu's button.
    row?.querySelector<HTMLElement>('.menu-trigger')?.focus();
  }, [focusItem]);

  if (items === undefined) return <Skeleton label={t('listsTabItemsLoading', list.name)} rows={3} shape="rows" />;
  if (items.length === 0) return <EmptyState title={t('listsTabEmpty', list.name)} hint={t('listsTabEmptyHint')} data-testid="list-empty" />;
  const now = Date.now();
  return (
    <div ref={root}>
      <VirtualList
        key={list.id}
        items={items}
        rowHeight={claims === null ? ITEM_ROW_HEIGHT : CLAIM_ROW_HEIGHT}
        height={height}
        label={t('listsTabItemsLabel', list.name)}
        getKey={(item) => item.id}
        renderRow={(item) => (
          <ItemRow
            item={item}
            now={now}
            tracking={tracking}
            recheckHours={recheckHours}
            alertRules={alertRules}
            locale={locale}
            openUrl={openUrl}
            onHistory={onHistory}
            onEdit={onEdit}
            onAlerts={onAlerts}
            gift={list.gift}
            claimer={claims?.uid}
            claim={claims?.byItem[item.id] ?? null}
          />
        )}
        initialScrollTop={scrollTop}
        onScrollTopChange={onScrollTopChange}
      />
    </div>
  );
}
