import { useState, type FormEvent, type ReactNode } from 'react';
import { Chip } from '../../../ui/chip';
import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../model/lists';
import { errorMessage } from '../../../ui/error-messages';
import { MemberCountBadge } from '../../sharing/popup';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { checkListName } from './list-name-check';
import { Button } from '../../../ui/button';

type Mode = 'view' | 'rename' | 'confirm-delete';

export interface ListPlace {
  isDefault: boolean;
  /** Moves the list one place up (-1) or down (+1) in the shopper's order; absent at that end. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  moving: boolean;
}

/**
 * One list: its name and place in the shopper's order, for its owner rename and delete (after a
 * confirmation), and its sharing below.
 */
export function ListRow({ list, place, sharing }: { list: ListSummary; place: ListPlace; sharing?: ReactNode }) {
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(list.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const rename = useRequest('page:rename-list');
  const remove = useRequest('page:delete-list');
  const error = rename.error ?? remove.error;

  async function submitRename(event: FormEvent) {
    event.preventDefault();
    const problem = checkListName(name);
    setNameError(problem);
    if (problem !== undefined) return;
    if ((await rename.send({ listId: list.id, name: name.trim() })) === null) setMode('view');
  }

  return (
    <li className="list-row" data-list-id={list.id}>
      {mode === 'rename' ? (
        <form className="inline-form" onSubmit={(event) => void submitRename(event)} noValidate>
          <TextField label={t('listName')} type="text" name="list-name" value={name} onChange={setName} error={nameError} />
          <div className="actions">
            <Button type="submit" disabled={rename.pending}>
              {t('save')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('view')}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="list-line">
          <span className="list-name">{list.name}</span>
          {place.isDefault && <Chip tone="accent">{t('listDefaultBadge')}</Chip>}
          <MemberCountBadge list={list} />
          {list.pendingWrites && <span className="hint"> · {t('listWaitingToSync')}</span>}
          {list.role !== 'owner' && <span className="hint"> · {t('listRoleShared')}</span>}
          {mode === 'view' && (
            <span className="actions">
              <Button
                variant="link"
                aria-label={t('listMoveUpNamed', list.name)}
                disabled={!place.onMoveUp || place.moving}
                onClick={place.onMoveUp}
              >
                {t('listMoveUp')}
              </Button>
              <Button
                variant="link"
                aria-label={t('listMoveDownNamed', list.name)}
                disabled={!place.onMoveDown || place.moving}
                onClick={place.onMoveDown}
              >
                {t('listMoveDown')}
              </Button>
            </span>
          )}
          {list.role === 'owner' && mode === 'view' && (
            <span className="actions">
              <Button
                variant="link"
                onClick={() => {
                  setName(list.name);
                  setMode('rename');
                }}
              >
                {t('listRename')}
              </Button>
              <Button variant="link" onClick={() => setMode('confirm-delete')}>
                {t('listDelete')}
              </Button>
            </span>
          )}
        </div>
      )}
      {mode === 'confirm-delete' && (
        <div className="danger-zone" role="alertdialog" aria-label={t('listDeleteConfirm', list.name)}>
          <p>{t('listDeleteConfirm', list.name)}</p>
          <div className="actions">
            <Button variant="danger" disabled={remove.pending} onClick={() => void remove.send({ listId: list.id })}>
              {t('listDelete')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('view')}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error.code)}
        </p>
      )}
      {sharing}
    </li>
  );
}
