import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../../lists';
import type { ClaimStatus, GiftClaim } from '../model/sharing';
import { errorMessage } from '../../../ui/error-messages';
import { useRequest } from '../../../app/connector/use-request';
import { Button } from '../../../ui/button';

/** What a member who is not the owner sees of an item's claim, and what they may do about it. */
export interface ClaimView {
  claim: GiftClaim | null;
  /** The shopper: their own claim has buttons, someone else's none. */
  uid: string;
}

function claimText(claim: GiftClaim, mine: boolean): string {
  if (mine) return t(claim.status === 'bought' ? 'claimBoughtByYou' : 'claimByYou');
  const name = claim.claimerName ?? t('claimSomeone');
  return t(claim.status === 'bought' ? 'claimBoughtByOther' : 'claimByOther', name);
}

/**
 * A gift list item's claim for a member, on a line of its own under the row's facts: who claimed it
 * (the words give way with an ellipsis, never the buttons), and "I'll get this", "Mark bought",
 * "Release". The claimer's own price alerts for it are in the row's menu.
 */
export function ClaimLine({ item, view }: { item: ListItem; view: ClaimView }) {
  const setClaim = useRequest('page:set-claim');
  const { claim } = view;
  const mine = claim !== null && claim.claimedBy === view.uid;
  const send = (status: ClaimStatus | null) => () => void setClaim.send({ listId: item.listId, itemId: item.id, status });
  const action = (label: string, name: string, status: ClaimStatus | null) => (
    <Button variant="link" aria-label={name} disabled={setClaim.pending} onClick={send(status)}>
      {label}
    </Button>
  );
  return (
    <p className="item-line item-claim" data-claim={claim === null ? 'none' : mine ? 'mine' : 'other'}>
      {claim !== null && (
        <span className="item-status" title={claimText(claim, mine)}>
          {claimText(claim, mine)}
        </span>
      )}
      {claim === null && action(t('claimTake'), t('claimTakeNamed', item.name), 'claimed')}
      {mine && claim.status === 'claimed' && action(t('claimMarkBought'), t('claimMarkBoughtNamed', item.name), 'bought')}
      {mine && action(t('claimRelease'), t('claimReleaseNamed', item.name), null)}
      {setClaim.error && (
        <span className="form-error" role="alert">
          {errorMessage(setClaim.error.code)}
        </span>
      )}
    </p>
  );
}
