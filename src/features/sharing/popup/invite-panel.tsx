import { useId, useLayoutEffect, useRef } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import type { AppState } from '../../../app/state';
import { InviteCodeForm } from './invite-code-form';
import { ownerNameOf } from './sharing-words';
import { Button } from '../../../ui/button';

/**
 * "Invite" in the popup's Lists tab, for a list the shopper owns: the options page's invite-code
 * form (role, uses, the owner's name), whose new code shows large with its expiry.
 */
export function InvitePanel({ list, state, onBack }: { list: ListSummary; state: AppState; onBack: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className="invite-panel" aria-labelledby={`${id}-heading`}>
      <div className="item-editor-header">
        <Button variant="link" onClick={onBack}>
          {t('back')}
        </Button>
        <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {t('popupInviteHeading', list.name)}
        </h3>
      </div>
      <InviteCodeForm list={list} ownerName={ownerNameOf(list, state.sharing, state.account)} invites={state.sharing.invites[list.id] ?? []} />
    </section>
  );
}
