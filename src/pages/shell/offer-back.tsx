import { useId, useState } from 'react';
import { isPageWrite, type FailedWrite } from '../../app/failed-writes';
import { t } from '../../platform/browser/i18n';
import type { ListSummary } from '../../features/lists';
import type { PayloadOf } from '../../app/protocol';
import { errorMessage } from '../../ui/error-messages';
import { useRequest } from '../../app/connector/use-request';
import { Button } from '../../ui/button';

type Copy = 'idle' | 'copied' | 'failed';

/** The shopper's own lists: those they own or edit, other than the one the refused write was for. */
export function ownListsFor(lists: readonly ListSummary[] | null, refusedListId: string): ListSummary[] {
  return (lists ?? []).filter((list) => list.role !== 'viewer' && list.id !== refusedListId);
}

interface SaveElsewhereProps {
  own: readonly ListSummary[];
  /** The request that saves it in the chosen list. */
  payloadFor: (listId: string) => PayloadOf<'page:save-item'>;
  /** "Save to “Wishlist”" / "Keep a copy in “Wishlist”". */
  action: 'offerBackSaveTo' | 'offerBackKeepCopy';
  done: 'offerBackSaved' | 'offerBackKept';
}

/** A choice of the shopper's own lists and a button that saves the product there. */
function SaveElsewhere({ own, payloadFor, action, done }: SaveElsewhereProps) {
  const id = useId();
  const [listId, setListId] = useState(own[0]?.id ?? '');
  const [savedIn, setSavedIn] = useState<string | null>(null);
  const save = useRequest('page:save-item');
  const chosen = own.find((list) => list.id === listId) ?? own[0];
  if (chosen === undefined) return <p className="hint">{t('offerBackNoOwnList')}</p>;

  async function send(list: ListSummary) {
    setSavedIn(null);
    if ((await save.send(payloadFor(list.id))) !== undefined) setSavedIn(list.name);
  }

  return (
    <div className="offer-back-save">
      {own.length > 1 && (
        <div className="field">
          <label htmlFor={id}>{t('offerBackListLabel')}</label>
          <select className="select" id={id} value={chosen.id} onChange={(event) => setListId(event.currentTarget.value)}>
            {own.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button disabled={save.pending} onClick={() => void send(chosen)}>
        {save.pending ? t('working') : t(action, chosen.name)}
      </Button>
      {save.error && (
        <p className="form-error" role="alert">
          {errorMessage(save.error.code)}
        </p>
      )}
      {savedIn !== null && (
        <p className="form-done" role="status">
          {t(done, savedIn)}
        </p>
      )}
    </div>
  );
}

/** What the shopper typed in a refused item change: shown so it can be copied, and kept as a copy. */
function TypedChange({ failure, change, lists }: { failure: FailedWrite; change: PayloadOf<'page:update-item'>; lists: readonly ListSummary[] | null }) {
  const noteId = useId();
  const [copy, setCopy] = useState<Copy>('idle');
  const { note, quantity } = change;
  // A change of status alone holds nothing typed: "Try again" and "Dismiss" are enough.
  if (note === undefined && quantity === undefined) return null;
  const product = failure.copy;

  function copyNote(text: string) {
    navigator.clipboard.writeText(text).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  }

  return (
    <div className="offer-back">
      {note !== undefined && (
        <div className="field">
          <label htmlFor={noteId}>{t('offerBackYourNote')}</label>
          <textarea className="textarea" id={noteId} readOnly value={note} rows={2} />
          <div className="actions">
            <Button variant="secondary" onClick={() => copyNote(note)}>
              {t('offerBackCopyNote')}
            </Button>
            {copy !== 'idle' && <span>{t(copy === 'copied' ? 'sharingCopied' : 'sharingCopyFailed')}</span>}
          </div>
        </div>
      )}
      {quantity !== undefined && <p className="offer-back-quantity">{t('offerBackYourQuantity', quantity)}</p>}
      {product !== undefined && (
        <SaveElsewhere
          own={ownListsFor(lists, change.listId)}
          payloadFor={(listId) => ({ listId, product, ...(note !== undefined && { note }), ...(quantity !== undefined && { quantity }) })}
          action="offerBackKeepCopy"
          done="offerBackKept"
        />
      )}
    </div>
  );
}

function SavedProduct({ save, lists }: { save: PayloadOf<'page:save-item'>; lists: readonly ListSummary[] | null }) {
  return (
    <div className="offer-back">
      <SaveElsewhere own={ownListsFor(lists, save.listId)} payloadFor={(listId) => ({ ...save, listId })} action="offerBackSaveTo" done="offerBackSaved" />
    </div>
  );
}

/**
 * A refused write offered back (docs/sharing.md, "A member's refused writes"): a refused save can be
 * saved to one of the shopper's own lists; a refused item change shows the note and quantity typed,
 * to copy, and can be kept as a copy of the item in their own list. The failure itself stays until
 * the shopper dismisses it. A chunk of its own: refused writes are rare.
 */
export function OfferBack({ failure, lists }: { failure: FailedWrite; lists: readonly ListSummary[] | null }) {
  const { request } = failure;
  if (!isPageWrite(request)) return null;
  if (request.kind === 'page:save-item') return <SavedProduct save={request.payload} lists={lists} />;
  if (request.kind === 'page:update-item') return <TypedChange failure={failure} change={request.payload} lists={lists} />;
  return null;
}
