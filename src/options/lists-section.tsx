import { useState, type FormEvent } from 'react';
import { t } from '../shared/i18n';
import type { AppState } from '../shared/state';
import { errorMessage } from '../ui/error-messages';
import { TextField } from '../ui/text-field';
import { useRequest } from '../ui/use-request';
import { AccountDataSection } from './account-data-section';
import { checkListName } from './list-name-check';
import { ListRow } from './list-row';

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
    <form className="inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={t('listNewName')} type="text" name="new-list-name" value={name} onChange={setName} error={nameError} />
      {create.error && (
        <p className="form-error" role="alert">
          {errorMessage(create.error.code)}
        </p>
      )}
      <div className="actions">
        <button type="submit" disabled={create.pending}>
          {t('listCreate')}
        </button>
      </div>
    </form>
  );
}

export function ListsSection({ state }: { state: AppState }) {
  return (
    <AccountDataSection
      id="lists"
      heading="optionsSectionLists"
      account={state.account}
      data={state.lists}
      signedOut="listsSignInFirst"
      loading="listsLoading"
    >
      {(lists) => (
        <>
          {lists.length === 0 ? (
            <p>{t('listsEmpty')}</p>
          ) : (
            <ul className="lists">
              {lists.map((list) => (
                <ListRow key={list.id} list={list} />
              ))}
            </ul>
          )}
          <CreateListForm />
        </>
      )}
    </AccountDataSection>
  );
}
