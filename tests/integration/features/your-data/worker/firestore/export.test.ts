// The export's reads against the local Firestore server, through the real SDK: whole documents,
// whole histories, the whole feed (beyond the listener's 100), and what they export validates
// against docs/export-schema.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { Timestamp, doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAlert, type NewAlert } from '../../../../../../src/features/alerts/worker/firestore/alerts';
import { readListItemDocuments, readWholeAlertFeed, readWholeHistory } from '../../../../../../src/features/your-data/worker/firestore/export-reads';
import { addItem } from '../../../../../../src/features/lists/worker/firestore/items';
import { createList } from '../../../../../../src/features/lists/worker/firestore/lists';
import { exportAlertOf, exportItemOf, exportObservationOf } from '../../../../../../src/features/your-data/worker/export-fields';
import { DEFAULT_PREFERENCES } from '../../../../../../src/features/account/model/preferences';
import { EXPORT_FORMAT, EXPORT_SCHEMA_VERSION, serializeExport, type ExportFile } from '../../../../../../src/features/your-data/model/export-format';
import { FEED_SIZE } from '../../../../../../src/features/alerts/model/alerts';
import { startTestServer } from '../../../../firestore/helpers/server';
import { connectDataClient } from '../../../../support/data-client';

const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../../docs/export-schema.json'), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv({ allErrors: true });
// The one format the schema uses: an ISO 8601 time, as Date.prototype.toISOString writes it and RFC 3339 allows.
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
const validate = ajv.compile(schema);

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);
const hourOf = (at: number) => new Date(at).toISOString().slice(0, 13).replace(/[-T]/g, '');

const alertOf = (n: number): NewAlert => ({
  id: n.toString(16).padStart(32, '0'),
  listId: 'L1',
  itemId: 'I1',
  name: 'Desk lamp',
  url: 'https://shop.example/lamp',
  kind: 'drop',
  rule: { kind: 'drop-percent', value: 1000 },
  previousPrice: 100,
  price: 85,
  currency: 'EUR',
  availability: 'in-stock',
  source: 'recheck',
  method: 'json-ld',
  confidence: 0.95,
  observedAt: T0 + n,
  observerId: null,
});

describe('export reads against the local Firestore server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: ReturnType<typeof connectDataClient>;

  beforeAll(async () => {
    server = await startTestServer();
    client = connectDataClient(server.url);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  beforeEach(() => server.reset());

  it('reads every item, each whole history oldest first, and the whole feed; the export validates', async () => {
    const list = createList(client.db, 'ana', 'Family');
    await list.written;
    const saved: string[] = [];
    for (const n of [1, 2, 3]) {
      const item = addItem(
        client.db,
        list.id,
        {
          url: `https://shop.example/p/${n}`, name: `Lamp ${n}`, brand: null, image: null, price: 100 + n, currency: 'EUR', listPrice: null,
          availability: 'in-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.9,
          productKey: `shop.example/p/${n}`, store: 'shop.example', note: n === 2 ? '=1+1, "quoted"' : '', quantity: n,
        },
        'ana',
      );
      await item.written;
      saved.push(item.id);
    }
    // A year of weekly change points on the first item, written out of order.
    const history = Array.from({ length: 52 }, (_, week) => T0 + week * 7 * DAY).reverse();
    for (const at of history) {
      await setDoc(doc(client.db, 'lists', list.id, 'items', saved[0]!, 'observations', hourOf(at)), {
        amount: 90 + (at % 7), currency: 'EUR', availability: 'in-stock', outcome: 'ok', method: 'json-ld', confidence: 0.9,
        source: 'recheck', observerId: 'ana', observedAt: Timestamp.fromMillis(at), expiresAt: Timestamp.fromMillis(at + 730 * DAY),
      });
    }
    for (let n = 0; n < FEED_SIZE + 5; n += 1) await createAlert(client.db, 'ana', alertOf(n));

    const documents = await readListItemDocuments(client.db, list.id, 3);
    expect(documents.map((document) => document.id).sort()).toEqual([...saved].sort());
    expect(typeof documents[0]?.fields.addedAt).toBe('number');

    const items = await Promise.all(
      documents.map(async (document) => {
        const observations = await readWholeHistory(client.db, list.id, document.id);
        return exportItemOf(document.id, document.fields, observations.map((observation) => exportObservationOf(observation.id, observation.fields)));
      }),
    );
    const first = items.find((item) => item?.id === saved[0]);
    expect(first?.history).toHaveLength(52);
    expect(first?.history.map((point) => point.hour)).toEqual([...history].reverse().map(hourOf));
    expect(items.find((item) => item?.id === saved[1])?.history).toEqual([]);

    const feed = await readWholeAlertFeed(client.db, 'ana');
    expect(feed).toHaveLength(FEED_SIZE + 5);

    const file: ExportFile = {
      format: EXPORT_FORMAT,
      schemaVersion: EXPORT_SCHEMA_VERSION,
      exportedAt: new Date().toISOString(),
      app: { version: '0.1.0' },
      account: { uid: 'ana', email: null, anonymous: true },
      profile: { preferences: DEFAULT_PREFERENCES, listOrder: [list.id] },
      lists: [{ id: list.id, name: 'Family', ownerId: 'ana', role: 'owner', gift: false, members: [{ uid: 'ana', name: null, role: 'owner' }], claims: [], items: items.filter((item) => item !== null) }],
      alertRules: [],
      activityOff: [],
      alerts: feed.map(exportAlertOf),
    };
    const valid = validate(JSON.parse(serializeExport(file).join('')));
    expect(valid ? [] : validate.errors).toEqual([]);
  });
});
