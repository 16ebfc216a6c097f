import { useState, type FormEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import { defaultList, orderLists, type ListSummary } from '../model/lists';
import type { AppState } from '../../../app/state';
import { errorMessage } from '../../../ui/error-messages';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { useLazyChunk } from '../../../ui/use-lazy-chunk';
import { AccountDataSection } from '../../../ui/account-data-section';
import { checkListName } from './list-name-check';
import { moveListId } from './list-order';
import { ListRow } from './list-row';
import { loadSharing, type SharingChunk } from '../../sharing/options';
import { Button } from '../../../ui/button';

function CreateListForm() {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useRequest('page:create-list');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkListName(name);
    setNameError(problem);
    if (problem !== undefined) return;
    if ((await create.send({ name: name.trim() })) !== undefined) setName('');
  }

  return (
    <form className="inline-form options-group" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={t('listNewName')} type="text" name="new-list-name" value={name} onChange={setName} error={nameError} />
      {create.error && (
        <p className="form-error" role="alert">
          {errorMessage(create.error.code)}
        </p>
      )}
      <div className="actions">
        <Button type="submit" disabled={create.pending}>
          {t('listCreate')}
        </Button>
      </div>
    </form>
  );
}

interface OrderedListsProps {
  lists: ListSummary[];
  order: readonly string[];
  state: AppState;
  /** The sharing chunk once loaded: each list's members and invites. */
  sharing: SharingChunk | null;
}

/** The lists in the shopper's order, each movable up and down; the default list marked. */
function OrderedLists({ lists, order, state, sharing }: OrderedListsProps) {
  const reorder = useRequest('page:reorder-lists');
  const ordered = orderLists(lists, order);
  const ids = ordered.map((list) => list.id);
  const defaultId = defaultList(lists, order)?.id;
  const move = (id: string, direction: -1 | 1) => () => void reorder.send({ listIds: moveListId(ids, id, direction) });
  return (
    <>
      <p className="hint">{t('listsOrderHint')}</p>
      <ul className="lists">
        {ordered.map((list, index) => (
          <ListRow
            key={list.id}
            list={list}
            place={{
              isDefault: list.id === defaultId,
              onMoveUp: index > 0 ? move(list.id, -1) : undefined,
              onMoveDown: index < ordered.length - 1 ? move(list.id, 1) : undefined,
              moving: reorder.pending,
            }}
            sharing={sharing && <sharing.ListSharing list={list} state={state} />}
          />
        ))}
      </ul>
      {reorder.error && (
        <p className="form-error" role="alert">
          {errorMessage(reorder.error.code)}
        </p>
      )}
    </>
  );
}

export function ListsSection({ state }: { state: AppState }) {
  const sharing = useLazyChunk(loadSharing, state.account.status === 'signed-in');
  return (
    <AccountDataSection
      id="lists"
      heading="optionsSectionLists"
      signedIn={state.account.status !== 'signed-out'}
      data={state.lists}
      signedOut="listsSignInFirst"
      loading="listsLoading"
    >
      {(lists) => (
        <>
          {sharing && <sharing.ListNotices notices={state.sharing.notices} />}
          {lists.length === 0 ? (
            <p>{t('listsEmpty')}</p>
          ) : (
            <OrderedLists lists={lists} order={state.profile?.listOrder ?? []} state={state} sharing={sharing} />
          )}
          <CreateListForm />
          {sharing && <sharing.JoinSection state={state} />}
        </>
      )}
    </AccountDataSection>
  );
}
