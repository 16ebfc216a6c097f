import { CartwatchError } from '../../shared/errors';
import type { Handlers } from '../messaging/router';

type SharingKinds =
  | 'page:create-invite'
  | 'page:revoke-invite'
  | 'page:preview-invite'
  | 'page:join-list'
  | 'page:set-member-role'
  | 'page:remove-member'
  | 'page:leave-list'
  | 'page:set-gift-mode'
  | 'page:set-claim'
  | 'page:set-list-activity'
  | 'page:dismiss-list-notice';

// TEMPORARY (issue #14 in progress): the contract is in place; the worker side replaces this file.
const notYet = () => {
  throw new CartwatchError('unavailable', 'Sharing is being built and is not available yet.');
};

export function sharingHandlers(): Pick<Handlers, SharingKinds> {
  return {
    'page:create-invite': notYet,
    'page:revoke-invite': notYet,
    'page:preview-invite': notYet,
    'page:join-list': notYet,
    'page:set-member-role': notYet,
    'page:remove-member': notYet,
    'page:leave-list': notYet,
    'page:set-gift-mode': notYet,
    'page:set-claim': notYet,
    'page:set-list-activity': notYet,
    'page:dismiss-list-notice': notYet,
  };
}
