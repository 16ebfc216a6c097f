import type { InvitePanel } from './invite-panel';

export type InvitePanelComponent = typeof InvitePanel;

let loading: Promise<InvitePanelComponent> | null = null;

/**
 * The popup's invite form is a chunk of its own, loaded when the owner asks to invite: the Lists
 * tab's chunk stays as it was, and the popup's first frame does not carry it.
 */
export function loadInvitePanel(): Promise<InvitePanelComponent> {
  loading ??= import('./invite-panel').then((module) => module.InvitePanel);
  return loading;
}
