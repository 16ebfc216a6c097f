import { CartwatchError } from '../../shared/errors';
import type { Handlers } from '../messaging/router';

type AlertHandlerKinds = 'page:update-alert-preferences' | 'page:set-alert-rules' | 'page:mark-alerts-seen' | 'page:wrong-price' | 'page:stop-watching';

/** The alert messages' handlers: contract only, built in the alerts wiring (issue #13). */
export function alertHandlers(): Pick<Handlers, AlertHandlerKinds> {
  const notYet = (): never => {
    throw new CartwatchError('unavailable', 'Alerts are not wired yet.');
  };
  return {
    'page:update-alert-preferences': notYet,
    'page:set-alert-rules': notYet,
    'page:mark-alerts-seen': notYet,
    'page:wrong-price': notYet,
    'page:stop-watching': notYet,
  };
}
