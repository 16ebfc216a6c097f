import { useId } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import type { AppState } from '../../../app/state';
import { InviteCodeForm } from './invite-code-form';
import { ownerNameOf } from './sharing-words';
import { ViewHeader } from '../../../ui/view-header';

/**
 * "Invite" in the popup's Lists tab, for a list the shopper owns: the options page's invite-code
 * form (role, uses, the owner's name), whose new code shows large with its expiry.
 */
export function InvitePanel({ list, state, onBack }: { list: ListSummary; state: AppState; onBack: () => void }) {
  const id = useId();
  return (
    <section className="item-view invite-panel" aria-labelledby={`${id}-heading`}>
      <ViewHeader id={`${id}-heading`} title={t('popupInviteHeading', list.name)} onBack={onBack} />
      <InviteCodeForm list={list} ownerName={ownerNameOf(list, state.sharing, state.account)} invites={state.sharing.invites[list.id] ?? []} />
    </section>
  );
}
