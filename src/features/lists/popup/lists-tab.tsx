import { useEffect, useMemo, useReducer, useRef } from 'react';
import { DEFAULT_ALERT_PREFERENCES, ruleScopeKey } from '../../alerts';
import { t } from '../../../platform/browser/i18n';
import type { ItemIndex } from '../model/item-index';
import type { ListItem } from '../model/items';
import { orderLists, type ListSummary } from '../model/lists';
import type { AppState } from '../../../app/state';
import { DEFAULT_PREFERENCES } from '../../account';
import { errorMessage } from '../../../ui/error-messages';
import { openTab } from '../../../platform/browser/extension-api';
import { loadInvitePanel } from '../../sharing/popup';
import { useLazyChunk } from '../../../ui/use-lazy-chunk';
import { chosenList, rememberList } from './chosen-list';
import { ItemEditor } from './item-editor';
import { ItemAlertsView } from '../../alerts/popup';
import { ItemHistory } from '../../tracking/popup';
import { GiftSwitch, JoinToggle } from '../../sharing/popup';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { ListItems } from './list-items';
import { ListPicker } from './list-picker';
import { listsTabReducer, listsTabViewOn, type ItemControl } from './lists-tab-view';
import { Button } from '../../../ui/button';

/** The list the Lists tab opens on, or null while lists are unknown or there are none. */
export function openingListId(state: AppState): string | null {
  return state.lists === null ? null : (chosenList(orderLists(state.lists, state.profile?.listOrder ?? []))?.id ?? null);
}

/**
 * What fits in the popup's 560 px under its header, status line, tab bar and list picker, with the
 * list's folded sharing and "Join a list" lines below: three and a half rows.
 */
export const LIST_HEIGHT = 320;

export interface ListsTabProps {
  state: AppState;
  /** How many items each list holds, before their items have loaded. */
  index: ItemIndex;
  /** Asks for the items of the list shown (see AppStateView.showList). */
  showList: (listId: string) => void;
  /** Opens a product page; a new tab by default. */
  openUrl?: (url: string) => void;
  /** The item list's largest height, in pixels. */
  listHeight?: number;
}

/**
 * The popup's Lists tab: pick a list, see its items, open, edit, move or remove them; set one's own
 * price alerts for an item (viewers and claimers too); invite people to a list one owns.
 */
export function ListsTab({ state, index, showList, openUrl = openTab, listHeight = LIST_HEIGHT }: ListsTabProps) {
  if (state.lists === null) {
    const signedOut = state.account.status === 'signed-out';
    return (
      <div className="lists-tab" data-lists-state={signedOut ? 'signed-out' : 'loading'}>
        {signedOut ? <EmptyState title={t('listsTabSignedOut')} /> : <Skeleton label={t('listsLoading')} shape="rows" />}
      </div>
    );
  }
  const ordered = orderLists(state.lists, state.profile?.listOrder ?? []);
  if (ordered.length === 0) {
    return (
      <div className="lists-tab" data-lists-state="no-lists">
        <EmptyState title={t('listsTabNoLists')} />
        <JoinToggle account={state.account} />
      </div>
    );
  }
  return <ChosenList state={state} index={index} showList={showList} lists={ordered} openUrl={openUrl} listHeight={listHeight} />;
}

const ITEM_VIEWS = { edit: 'editing', history: 'history', alerts: 'alerts' } as const satisfies Record<ItemControl, string>;

interface ChosenListProps {
  state: AppState;
  index: ItemIndex;
  showList: (listId: string) => void;
  lists: ListSummary[];
  openUrl: (url: string) => void;
  listHeight: number;
}

function ChosenList({ state, index, showList, lists, openUrl, listHeight }: ChosenListProps) {
  const [{ chosenId, panel, focusItem, notice }, dispatch] = useReducer(listsTabReducer, lists, (initial) =>
    listsTabViewOn((chosenList(initial) as ListSummary).id),
  );
  const scrollTops = useRef(new Map<string, number>());

  const list = lists.find((candidate) => candidate.id === chosenId);
  // The chosen list went away (deleted by its owner, or the shopper was removed from it).
  const shown = list ?? (chosenList(lists) as ListSummary);
  const items = state.items[shown.id];
  const canEdit = shown.role !== 'viewer';
  const isOwner = shown.role === 'owner';
  const inviting = panel.kind === 'invite' && isOwner;
  const InvitePanel = useLazyChunk(loadInvitePanel, inviting);
  const uid = state.account.status === 'signed-in' ? state.account.uid : null;
  // Only members who are not the owner see claims: the owner's view holds nothing about them.
  const claims = useMemo(
    () => (shown.gift && shown.role !== 'owner' && uid !== null ? { byItem: state.sharing.claims[shown.id] ?? {}, uid } : null),
    [shown.gift, shown.role, shown.id, uid, state.sharing.claims],
  );

  useEffect(() => showList(shown.id), [showList, shown.id]);

  const accountRules = state.profile?.preferences.alerts.rules ?? DEFAULT_ALERT_PREFERENCES.rules;
  const ruleRows = useMemo(() => ({ account: accountRules, rules: state.alerts.rules }), [accountRules, state.alerts.rules]);

  function choose(listId: string) {
    rememberList(listId);
    dispatch({ type: 'choose-list', listId });
  }

  const opener = (control: ItemControl) => (item: ListItem) => dispatch({ type: 'open-item', control, itemId: item.id });
  const closeItem = (notice: string | null) => dispatch({ type: 'close-item', notice });
  const closeItemQuietly = () => closeItem(null);

  const priceLocale = state.profile?.preferences.alerts.priceLocale ?? undefined;
  const panelItem = panel.kind === 'item' ? (items?.find((item) => item.id === panel.itemId) ?? null) : null;
  const view = panel.kind === 'item' ? ITEM_VIEWS[panel.control] : inviting ? 'invite' : 'list';
  const itemAlerts = (itemId: string) => ({
    account: accountRules,
    list: state.alerts.rules[ruleScopeKey(shown.id)],
    item: state.alerts.rules[ruleScopeKey(shown.id, itemId)],
    offline: state.network === 'offline',
    locale: state.profile?.preferences.alerts.priceLocale ?? undefined,
  });

  return (
    <div className="lists-tab" data-lists-state={view}>
      {view === 'list' && <ListPicker lists={lists} index={index} members={state.sharing.members} chosenId={shown.id} onChoose={choose} />}
      {list === undefined && (
        <p className="form-error" role="alert">
          {errorMessage('not-found')}
        </p>
      )}
      {state.network === 'offline' && <p className="hint lists-tab-offline">{t('listsTabOffline')}</p>}
      {notice !== null && (
        <p className="lists-tab-done" role="status">
          {notice}
        </p>
      )}
      {view === 'history' ? (
        panelItem !== null ? (
          <ItemHistory key={panelItem.id} item={panelItem} offline={state.network === 'offline'} locale={priceLocale} onBack={closeItemQuietly} />
        ) : (
          <div className="lists-tab-notice" role="alert">
            <p>{t('itemGone', shown.name)}</p>
            <Button onClick={closeItemQuietly}>
              {t('back')}
            </Button>
          </div>
        )
      ) : view === 'editing' ? (
        panelItem !== null && canEdit ? (
          <ItemEditor
            key={panelItem.id}
            item={panelItem}
            list={shown}
            moveTargets={lists.filter((other) => other.id !== shown.id && other.role !== 'viewer')}
            alerts={itemAlerts(panelItem.id)}
            onDone={closeItem}
          />
        ) : (
          <div className="lists-tab-notice" role="alert">
            <p>{canEdit ? t('itemGone', shown.name) : errorMessage('permission-denied')}</p>
            <Button onClick={closeItemQuietly}>
              {t('back')}
            </Button>
          </div>
        )
      ) : view === 'alerts' ? (
        panelItem !== null ? (
          <ItemAlertsView key={panelItem.id} item={panelItem} alerts={itemAlerts(panelItem.id)} onBack={closeItemQuietly} />
        ) : (
          <div className="lists-tab-notice" role="alert">
            <p>{t('itemGone', shown.name)}</p>
            <Button onClick={closeItemQuietly}>
              {t('back')}
            </Button>
          </div>
        )
      ) : view === 'invite' ? (
        InvitePanel === null ? (
          <Skeleton label={t('working')} />
        ) : (
          <InvitePanel list={shown} state={state} onBack={() => dispatch({ type: 'close-invite' })} />
        )
      ) : (
        <>
          {!canEdit && <p className="hint">{t('listsTabViewOnly')}</p>}
          {shown.gift && shown.role === 'owner' && <p className="hint gift-owner-hint">{t('giftOwnerHint')}</p>}
          <ListItems
            list={shown}
            items={items}
            height={listHeight}
            tracking={state.tracking}
            recheckHours={state.profile?.preferences.recheckHours ?? DEFAULT_PREFERENCES.recheckHours}
            alertRules={ruleRows}
            locale={priceLocale}
            openUrl={openUrl}
            onHistory={opener('history')}
            onEdit={canEdit ? opener('edit') : undefined}
            onAlerts={opener('alerts')}
            focusItem={focusItem}
            scrollTop={scrollTops.current.get(shown.id) ?? 0}
            onScrollTopChange={(top) => scrollTops.current.set(shown.id, top)}
            claims={claims}
          />
          <div className="list-footer">
            {isOwner && (
              <details className="list-options">
                <summary>{t('popupShareSummary')}</summary>
                <div className="list-options-body">
                  <div className="actions">
                    <Button variant="secondary" small aria-label={t('popupInviteNamed', shown.name)} onClick={() => dispatch({ type: 'open-invite' })}>
                      {t('popupInvite')}
                    </Button>
                  </div>
                  <GiftSwitch list={shown} />
                </div>
              </details>
            )}
            <JoinToggle account={state.account} />
          </div>
        </>
      )}
    </div>
  );
}
