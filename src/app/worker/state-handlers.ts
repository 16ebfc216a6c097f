import type { Handlers } from '../../app/protocol';
import type { StateStore } from './store';

export function stateHandlers(store: StateStore): Pick<Handlers, 'page:get-state'> {
  return {
    'page:get-state': async () => {
      await store.ready;
      return store.snapshot();
    },
  };
}
