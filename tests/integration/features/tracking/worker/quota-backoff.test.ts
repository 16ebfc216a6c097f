import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { takeRecheckLease } from '../../../../../src/features/tracking/worker/firestore/leases';
import { createRecheckEngine, type EngineView } from '../../../../../src/features/tracking/worker/engine';
import { createFirestoreSink } from '../../../../../src/features/tracking/worker/firestore-sink';
import { hourIdOf } from '../../../../../src/features/tracking/model/hour-id';
import { observationIdOf } from '../../../../../src/features/tracking/model/observation-id';
import { recordItemReading } from '../../../../../src/features/tracking/worker/firestore/observation-writer';
import { liteObservationStoreOf } from '../../../../../src/features/tracking/worker/firestore/lite-observation-store';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import { DATABASE } from '../../../firestore/helpers/rest';
import { connectLite, type LiteClient } from '../../../firestore/helpers/sdk';
import { startTestServer } from '../../../firestore/helpers/server';
import { listItem } from '../../../../unit/support/list-item';
import { FakeStorage, okReading, POLITENESS, T0 } from '../../../../unit/features/tracking/worker/engine-harness';

const HOUR_MS = 60 * 60 * 1000;
const UID = 'ana';

/** Waits (in real time: the writes go over the network) until `check` holds. */
async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the re-check engine writing through the worker\'s sink when Firestore is out of quota', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: LiteClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = await connectLite(server.url);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  beforeEach(async () => {
    server.exhaustQuota(false);
    await server.reset();
  });

  const documentOf = async (path: string): Promise<{ fields: Record<string, Record<string, unknown>> } | null> => {
    const response = await fetch(`${server.url}/v1/${DATABASE}/documents/${path}`);
    return response.status === 200 ? ((await response.json()) as { fields: Record<string, Record<string, unknown>> }) : null;
  };

  it('backs the engine off, keeps the reading, and writes it once the back-off is over', async () => {
    const clock = { now: T0 };
    // Checked an hour ago: not due, so only "Check now" asks the store (and takes no lease).
    const item: ListItem = listItem('stove', 'L1', { price: 10, lastCheck: { at: T0 - HOUR_MS, outcome: 'ok', source: 'recheck' } });
    const { doc, setDoc, Timestamp } = client.lite;
    await setDoc(doc(client.db, 'lists', 'L1', 'items', 'stove'), { name: item.name, price: 10, currency: 'USD', lastCheck: { at: Timestamp.fromMillis(T0 - HOUR_MS) } });

    const view: EngineView = { signedIn: true, listIds: ['L1'], items: { L1: [item] }, intervalMs: 6 * HOUR_MS, storesWithAccess: [item.store] };
    const storage = new FakeStorage();
    const requests: number[] = [];
    const refusals: unknown[] = [];
    const sink = createFirestoreSink(
      {
        recordItemReading: (uid, recorded, reading, now) => recordItemReading(liteObservationStoreOf(client.db), uid, recorded, reading, now),
        takeRecheckLease: (request) => takeRecheckLease(client.db, request),
      },
      { uid: () => UID, browserId: () => Promise.resolve('ana-laptop'), now: () => clock.now, leaseView: () => ({ listItems: [item], storesWithAccess: [item.store], intervalMs: 6 * HOUR_MS }) },
    );
    const engine = createRecheckEngine({
      now: () => clock.now,
      random: () => 0.5,
      sleep: (ms) => {
        clock.now += ms;
        return Promise.resolve();
      },
      storage,
      view: () => view,
      check: () => {
        requests.push(clock.now);
        // The stove is down to 8: a change point, the observation and the item in one batch.
        return Promise.resolve({ reading: okReading(clock.now, 8), retryAfterMs: null });
      },
      sink,
      refused: (_item, error) => refusals.push(error),
      publish: () => undefined,
      politeness: POLITENESS,
      maxSleepMs: 30_000,
    });
    const observation = `lists/L1/items/stove/observations/${observationIdOf(hourIdOf(T0), UID)}`;

    server.exhaustQuota(true);
    await engine.checkNow('L1', 'stove');
    await until(() => storage.stored.quota !== null, 'the quota back-off');
    const backoff = storage.stored.quota;
    expect(backoff?.until).toBeGreaterThan(clock.now);
    expect(storage.stored.pending.map((pending) => pending.reading.amount)).toEqual([8]);
    expect(await documentOf(observation)).toBeNull();
    expect((await documentOf('lists/L1/items/stove'))?.fields.price).toEqual({ integerValue: '10' });

    // Backed off: a run before the end writes nothing, though the quota is back.
    server.exhaustQuota(false);
    clock.now = (backoff?.until ?? 0) - 1000;
    await engine.tick();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests).toHaveLength(1);
    expect(await documentOf(observation)).toBeNull();

    clock.now = (backoff?.until ?? 0) + 1;
    await engine.tick();
    await until(() => storage.stored.pending.length === 0, 'the kept reading to be written');
    expect(storage.stored.quota).toBeNull();
    expect((await documentOf(observation))?.fields).toMatchObject({ amount: { integerValue: '8' }, observerId: { stringValue: UID }, source: { stringValue: 'recheck' } });
    expect((await documentOf('lists/L1/items/stove'))?.fields.price).toEqual({ integerValue: '8' });
    // Out of quota is not a refusal: nothing was dropped or shown as not saved.
    expect(refusals).toEqual([]);
  });
});
