import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  ALERT,
  OUTSIDER,
  OWNER,
  alertPath,
  clientTime,
  dbAs,
  expectVerdict,
  newAlert,
  seed,
  serverTime,
  text,
  urlOfSize,
  useRulesEnvironment,
  without,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const ALERT_FIELDS = Object.keys(newAlert());
const seedAlert = (extra: Fields = {}) => seed(env(), { [alertPath()]: newAlert({ ...extra, createdAt: serverTime() }) });
const create = (fields: Fields, uid: string | null = OWNER, alertId = ALERT) =>
  dbAs(env(), uid).doc(`users/${OWNER}/alerts/${alertId}`).set(fields);
const update = (fields: Fields, uid: string | null = OWNER) => dbAs(env(), uid).doc(alertPath()).update(fields);

describe('users/{uid}/alerts: reading', () => {
  it('a user reads their alert feed, newest first', async () => {
    await seedAlert();
    await assertSucceeds(dbAs(env(), OWNER).collection(`users/${OWNER}/alerts`).orderBy('createdAt', 'desc').limit(100).get());
  });

  it('a user cannot read another user’s alerts', async () => {
    await seedAlert();
    await assertFails(dbAs(env(), OUTSIDER).doc(alertPath()).get());
    await assertFails(dbAs(env(), OUTSIDER).collection(`users/${OWNER}/alerts`).get());
  });

  it('someone signed out cannot read alerts', async () => {
    await seedAlert();
    await assertFails(dbAs(env(), null).doc(alertPath()).get());
  });
});

describe('users/{uid}/alerts: creating', () => {
  it('a user adds an alert to their feed', async () => {
    await assertSucceeds(create(newAlert()));
  });

  it('a user cannot add an alert to another user’s feed', async () => {
    await assertFails(create(newAlert(), OUTSIDER));
  });

  it('someone signed out cannot add an alert', async () => {
    await assertFails(create(newAlert(), null));
  });

  it('a list-activity alert without prices, rule, source, method or confidence is accepted', async () => {
    const activity = {
      kind: 'list-activity',
      rule: null,
      previousPrice: null,
      price: null,
      currency: null,
      availability: 'unknown',
      source: null,
      method: null,
      confidence: null,
    };
    await assertSucceeds(create(newAlert(activity)));
  });

  it('an alert resting on another member’s observation names them', async () => {
    await assertSucceeds(create(newAlert({ observerId: 'eddie' })));
  });

  it('an alert whose createdAt is not the server time is refused', async () => {
    await assertFails(create(newAlert({ createdAt: clientTime() })));
  });

  it('an alert with an extra field is refused', async () => {
    await assertFails(create(newAlert({ sound: 'ding' })));
  });

  it('an alert carrying its own id as a field is refused', async () => {
    await assertFails(create(newAlert({ id: ALERT })));
  });

  it.each(ALERT_FIELDS)('an alert without %s is refused', async (field) => {
    await assertFails(create(without(newAlert(), field)));
  });

  it.each([
    ['an id of 31 hex digits', ALERT.slice(1), 'refused'],
    ['an id of 33 hex digits', `${ALERT}0`, 'refused'],
    ['an id with capital hex digits', ALERT.toUpperCase(), 'refused'],
    ['an id with a letter beyond f', `${ALERT.slice(1)}g`, 'refused'],
  ] as const)('an alert under %s is %s', async (_what, alertId, verdict) => {
    await expectVerdict(create(newAlert(), OWNER, alertId), verdict);
  });

  it.each([
    ['a list id with a slash', { listId: 'a/b' }, 'refused'],
    ['a list id of 41 characters', { listId: text(41) }, 'refused'],
    ['an empty item id', { itemId: '' }, 'refused'],
    ['an item id that is a number', { itemId: 7 }, 'refused'],
    ['an empty name', { name: '' }, 'refused'],
    ['a name of 300 characters', { name: text(300) }, 'accepted'],
    ['a name of 301 characters', { name: text(301) }, 'refused'],
    ['a javascript: url', { url: 'javascript:alert(1)' }, 'refused'],
    ['a url of 2,048 characters', { url: urlOfSize(2048) }, 'accepted'],
    ['a url of 2,049 characters', { url: urlOfSize(2049) }, 'refused'],
    ['kind target', { kind: 'target', rule: { kind: 'target', value: 330 } }, 'accepted'],
    ['kind back-in-stock', { kind: 'back-in-stock', rule: { kind: 'back-in-stock', value: null } }, 'accepted'],
    ['kind rise', { kind: 'rise' }, 'refused'],
    ['a rule of kind lowest-90-days', { rule: { kind: 'lowest-90-days', value: null } }, 'accepted'],
    ['a rule of kind drop-amount', { rule: { kind: 'drop-amount', value: 25.5 } }, 'accepted'],
    ['a rule of kind rise', { rule: { kind: 'rise', value: 5 } }, 'refused'],
    ['a rule as text (the older plan)', { rule: 'price dropped by at least 10%' }, 'refused'],
    ['a rule without its value', { rule: { kind: 'target' } }, 'refused'],
    ['a rule with an extra key', { rule: { kind: 'target', value: 1, note: 'x' } }, 'refused'],
    ['a rule value of 0', { rule: { kind: 'target', value: 0 } }, 'refused'],
    ['a rule value of 1e9', { rule: { kind: 'target', value: 1e9 } }, 'refused'],
    ['price 0', { price: 0 }, 'refused'],
    ['price 1e9', { price: 1e9 }, 'refused'],
    ['price 999999999.99', { price: 999999999.99 }, 'accepted'],
    ['previousPrice 0', { previousPrice: 0 }, 'refused'],
    ['a null previous price (back in stock)', { previousPrice: null }, 'accepted'],
    ['a null currency with prices', { currency: null }, 'refused'],
    ['currency EURO', { currency: 'EURO' }, 'refused'],
    ['availability out-of-stock', { availability: 'out-of-stock' }, 'accepted'],
    ['availability sold-out', { availability: 'sold-out' }, 'refused'],
    ['source visit', { source: 'visit' }, 'accepted'],
    ['source json-ld', { source: 'json-ld' }, 'refused'],
    ['method visual', { method: 'visual' }, 'accepted'],
    ['method guess', { method: 'guess' }, 'refused'],
    ['confidence 1', { confidence: 1 }, 'accepted'],
    ['confidence 1.01', { confidence: 1.01 }, 'refused'],
    ['observedAt as a timestamp', { observedAt: clientTime() }, 'refused'],
    ['observedAt with a fraction', { observedAt: 1.5 }, 'refused'],
    ['observedAt below 0', { observedAt: -1 }, 'refused'],
    ['an empty observerId', { observerId: '' }, 'refused'],
    ['seen true', { seen: true }, 'refused'],
    ['withdrawn true', { withdrawn: true }, 'refused'],
  ] as const)('an alert with %s is %s', async (_what, fields, verdict) => {
    await expectVerdict(create(newAlert(fields)), verdict);
  });

  it('a second browser’s whole write of an alert already in the feed is refused (the worker then counts it as written)', async () => {
    await seedAlert();
    await assertFails(create(newAlert()));
  });
});

describe('users/{uid}/alerts: seen and withdrawn', () => {
  it('a user marks an alert seen', async () => {
    await seedAlert();
    await assertSucceeds(update({ seen: true }));
  });

  it('marking a seen alert seen again changes nothing and is allowed', async () => {
    await seedAlert({ seen: true });
    await assertSucceeds(update({ seen: true }));
  });

  it('a user withdraws an alert ("Wrong price"), seeing it too', async () => {
    await seedAlert();
    await assertSucceeds(update({ withdrawn: true, seen: true }));
  });

  it('another user cannot mark an alert seen or withdraw it', async () => {
    await seedAlert();
    await assertFails(update({ seen: true }, OUTSIDER));
    await assertFails(update({ withdrawn: true }, OUTSIDER));
  });

  it('a seen alert cannot become unseen', async () => {
    await seedAlert({ seen: true });
    await assertFails(update({ seen: false }));
  });

  it('a withdrawn alert cannot come back', async () => {
    await seedAlert({ withdrawn: true, seen: true });
    await assertFails(update({ withdrawn: false }));
  });

  it('seen must stay a boolean', async () => {
    await seedAlert();
    await assertFails(update({ seen: 'yes' }));
  });

  it('changing anything but seen and withdrawn is refused', async () => {
    await seedAlert();
    await assertFails(update({ price: 1 }));
    await assertFails(update({ seen: true, observerId: 'eddie' }));
  });

  it('a user deletes an alert from their feed', async () => {
    await seedAlert();
    await assertSucceeds(dbAs(env(), OWNER).doc(alertPath()).delete());
  });

  it('a user cannot delete another user’s alert', async () => {
    await seedAlert();
    await assertFails(dbAs(env(), OUTSIDER).doc(alertPath()).delete());
  });
});
