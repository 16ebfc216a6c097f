import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../dev/demo-store/index';
import { admin } from './demo-store-client';

/** One demo store for the file that calls this, reset before each of its tests. */
export function useFreshDemoStore(): { readonly store: DemoStore; readonly adminUrl: string } {
  let running: DemoStore | undefined;
  beforeAll(async () => {
    running = await startDemoStore();
  });
  beforeEach(async () => {
    await admin(started().adminUrl, 'POST', '/reset');
  });
  afterAll(async () => {
    await running?.close();
  });
  const started = (): DemoStore => {
    if (!running) throw new Error('The demo store starts in beforeAll: use it inside tests.');
    return running;
  };
  return {
    get store() {
      return started();
    },
    get adminUrl() {
      return started().adminUrl;
    },
  };
}
