import { CartwatchError } from '../../shared/errors';
import type { Handlers } from '../messaging/router';

/** Interim: the tracking issue (#12) replaces these with the re-check engine's and the history's. */
export function trackingHandlers(): Pick<Handlers, 'page:check-now' | 'page:check-all' | 'page:get-history'> {
  const notYet = (): never => {
    throw new CartwatchError('internal', 'Tracking is not wired yet.');
  };
  return { 'page:check-now': notYet, 'page:check-all': notYet, 'page:get-history': notYet };
}
