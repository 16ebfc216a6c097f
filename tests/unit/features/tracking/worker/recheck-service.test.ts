import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecheckService } from '../../../../../src/features/tracking/worker/recheck-service';
import type { StateStore } from '../../../../../src/app/worker/store';
import { TRACKING_RUN_NAME } from '../../../../../src/platform/state/storage-keys';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';
import { FakeSink } from './engine-harness';

function fakeStore(state: Partial<AppState>): StateStore & { state: () => AppState } {
  let current = { tracking: NO_TRACKING, alerts: NO_ALERTS, items: {}, profile: null, ...state } as AppState;
  return {
    ready: Promise.resolve(),
    snapshot: () => ({ revision: 1, state: current }),
    update: (change) => void (current = change(current)),
    subscribe: () => () => undefined,
    state: () => current,
  };
}

function setup(origins: string[], existingAlarm?: { name: string; scheduledTime: number; periodInMinutes: number }, onReading?: (listId: string, itemId: string, reading: unknown) => void) {
  const store = fakeStore({ items: { L1: [listItem('a', 'L1')] } });
  const values: Record<string, unknown> = {};
  let answerAccess!: (value: { origins: string[] }) => void;
  const granted = new Promise<{ origins: string[] }>((resolve) => (answerAccess = resolve));
  const permissions = { getAll: vi.fn(() => granted) };
  const alarms = { create: vi.fn(() => Promise.resolve()), get: vi.fn(() => Promise.resolve(existingAlarm)) };
  const fetcher = vi.fn(() => Promise.resolve(new Response('<html></html>', { status: 200 })));
  let answerAccount!: () => void;
  const account = new Promise<void>((resolve) => (answerAccount = resolve));
  const service = createRecheckService({
    store,
    storage: {
      get: (keys) => Promise.resolve(Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]))),
      set: (entries) => Promise.resolve(void Object.assign(values, entries)),
    },
    permissions,
    alarms,
    uid: () => 'u1',
    accountKnown: () => account,
    sink: new FakeSink(),
    refused: vi.fn(),
    parse: () => Promise.resolve(null),
    fetcher,
    politeness: { intervalMs: 1, jitterMs: 0 },
    onReading,
  });
  return {
    service,
    store,
    values,
    permissions,
    alarms,
    fetcher,
    grant: () => (answerAccess({ origins }), answerAccount()),
    grantAccessOnly: () => answerAccess({ origins }),
    accountKnown: () => answerAccount(),
  };
}

/**
 * Runs everything the service has queued, timers included, until nothing is left: what has not
 * happened by then cannot happen without a new event (the clock is fake, so no wait is guessed).
 */
const idle = () => vi.runAllTimersAsync();

describe('the re-check service', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creates the 1-minute alarm at start when it is missing, and leaves a running one be', async () => {
    const missing = setup([]);
    await idle();
    expect(missing.alarms.create).toHaveBeenCalledWith('recheck', { periodInMinutes: 1 });
    const running = setup([], { name: 'recheck', scheduledTime: 0, periodInMinutes: 1 });
    await idle();
    expect(running.alarms.get).toHaveBeenCalledWith('recheck');
    expect(running.alarms.create).not.toHaveBeenCalled();
  });

  it('publishes the granted stores, without www.', async () => {
    const { service, store, grant } = setup(['https://www.shop.example/*']);
    grant();
    await service.refreshAccess();
    expect(store.state().tracking.storesWithAccess).toEqual(['shop.example']);
  });

  it('runs nothing on an alarm before the granted stores are known, so a woken worker keeps its queue', async () => {
    const { service, values, fetcher, grant } = setup(['https://shop.example/*']);
    values[TRACKING_RUN_NAME] = { queue: [{ listId: 'L1', itemId: 'a', store: 'shop.example', manual: true }], progress: { done: 0, total: 1 } };
    service.onAlarm({ name: 'recheck', scheduledTime: 0 });
    await idle();
    expect(fetcher).not.toHaveBeenCalled();
    expect(values[TRACKING_RUN_NAME]).toMatchObject({ queue: [{ itemId: 'a' }] });
    grant();
    await service.refreshAccess();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]).toMatchObject(['https://shop.example/p/a', { credentials: 'include' }]);
  });

  it("reports each of this browser's readings (the alert engine needs those the tracker does not write)", async () => {
    const onReading = vi.fn();
    const { service, values, grant } = setup(['https://shop.example/*'], undefined, onReading);
    values[TRACKING_RUN_NAME] = { queue: [{ listId: 'L1', itemId: 'a', store: 'shop.example', manual: true }], progress: { done: 0, total: 1 } };
    grant();
    await service.refreshAccess();
    expect(onReading).toHaveBeenCalledTimes(1);
    expect(onReading.mock.calls[0]).toMatchObject(['L1', 'a', { source: 'recheck', outcome: expect.any(String) as string }]);
  });

  it('runs nothing before the signed-in account is known (Auth restores it after a wake)', async () => {
    const { service, values, fetcher, grantAccessOnly, accountKnown } = setup(['https://shop.example/*']);
    values[TRACKING_RUN_NAME] = { queue: [{ listId: 'L1', itemId: 'a', store: 'shop.example', manual: true }], progress: { done: 0, total: 1 } };
    grantAccessOnly();
    service.onAlarm({ name: 'recheck', scheduledTime: 0 });
    await idle();
    expect(fetcher).not.toHaveBeenCalled();
    accountKnown();
    await service.engine.tick();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('ignores other alarms', async () => {
    const { service, fetcher, grant } = setup(['https://shop.example/*']);
    grant();
    service.onAlarm({ name: 'something-else', scheduledTime: 0 });
    await idle();
    expect(fetcher).not.toHaveBeenCalled();
  });
});
