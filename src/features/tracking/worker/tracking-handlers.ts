import type { Handlers } from '../../../app/protocol';
import type { RecheckEngine } from './engine';

/** "Check now" and "Check all now" queue items in the re-check engine; results arrive in the state. */
export function trackingHandlers(
  engine: Pick<RecheckEngine, 'checkNow' | 'checkAll'>,
): Pick<Handlers, 'page:check-now' | 'page:check-all'> {
  return {
    'page:check-now': async ({ listId, itemId }) => {
      await engine.checkNow(listId, itemId);
      return null;
    },
    'page:check-all': async () => ({ queued: await engine.checkAll() }),
  };
}
