import type { Handlers } from '../../app/protocol';
import type { WriteTracker } from './write-tracker';

/** The shopper let a failed write go (a retry is the page sending its request again). */
export function failedWritesHandlers(writes: WriteTracker): Pick<Handlers, 'page:dismiss-failed-write'> {
  return {
    'page:dismiss-failed-write': ({ id }) => {
      writes.dismiss(id);
      return null;
    },
  };
}
