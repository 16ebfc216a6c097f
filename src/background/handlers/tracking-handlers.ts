import { CartwatchError } from '../../shared/errors';
import type { Handlers } from '../messaging/router';

/** Interim: the re-check engine (#12) replaces these; the history has its own (history-handlers.ts). */
export function trackingHandlers(): Pick<Handlers, 'page:check-now' | 'page:check-all'> {
  const notYet = (): never => {
    throw new CartwatchError('internal', 'Tracking is not wired yet.');
  };
  return { 'page:check-now': notYet, 'page:check-all': notYet };
}
