import { CartwatchError } from '../../shared/errors';
import type { Handlers } from '../messaging/router';
import type { RecheckEngine } from '../tracking/engine';

/** "Check now" and "Check all now" queue items in the re-check engine; results arrive in the state. */
export function trackingHandlers(
  engine: Pick<RecheckEngine, 'checkNow' | 'checkAll'>,
): Pick<Handlers, 'page:check-now' | 'page:check-all' | 'page:get-history'> {
  return {
    'page:check-now': async ({ listId, itemId }) => {
      await engine.checkNow(listId, itemId);
      return null;
    },
    'page:check-all': async () => ({ queued: await engine.checkAll() }),
    // Interim: the tracking issue's data part (#12) replaces this with the history's handler.
    'page:get-history': (): never => {
      throw new CartwatchError('internal', 'Tracking is not wired yet.');
    },
  };
}
