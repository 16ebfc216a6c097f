import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  OUTSIDER,
  OWNER,
  alertPath,
  clientTime,
  dbAs,
  expectVerdict,
  newAlert,
  seed,
  text,
  useRulesEnvironment,
  without,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const ALERT_FIELDS = Object.keys(newAlert());
const seedAlert = () => seed(env(), { [alertPath()]: newAlert() });
const create = (fields: Fields, uid: string | null = OWNER) => dbAs(env(), uid).doc(alertPath()).set(fields);

describe('users/{uid}/alerts: reading', () => {
  it('a user reads their alert feed', async () => {
    await seedAlert();
    await assertSucceeds(dbAs(env(), OWNER).collection(`users/${OWNER}/alerts`).get());
  });

  it('a user cannot read another user’s alerts', async () => {
    await seedAlert();
    await assertFails(dbAs(env(), OUTSIDER).doc(alertPath()).get());
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

  it('a list-activity alert without prices, source or confidence is accepted', async () => {
    const activity = {
      kind: 'list-activity',
      previousPrice: null,
      price: null,
      currency: null,
      rule: 'Ana added an item',
      source: null,
      confidence: null,
    };
    await assertSucceeds(create(newAlert(activity)));
  });

  it('an alert whose createdAt is not the server time is refused', async () => {
    await assertFails(create(newAlert({ createdAt: clientTime() })));
  });

  it('an alert with an extra field is refused', async () => {
    await assertFails(create(newAlert({ sound: 'ding' })));
  });

  it.each(ALERT_FIELDS)('an alert without %s is refused', async (field) => {
    await assertFails(create(without(newAlert(), field)));
  });

  it.each([
    ['an itemPath to another collection', { itemPath: 'users/olivia' }, 'refused'],
    ['an itemPath to a list, not an item', { itemPath: 'lists/family' }, 'refused'],
    ['an itemPath with a leading slash', { itemPath: '/lists/family/items/lego42115' }, 'refused'],
    ['kind target', { kind: 'target' }, 'accepted'],
    ['kind back-in-stock', { kind: 'back-in-stock', previousPrice: null }, 'accepted'],
    ['kind rise', { kind: 'rise' }, 'refused'],
    ['price 0', { price: 0 }, 'refused'],
    ['price 1e9', { price: 1e9 }, 'refused'],
    ['price 999999999.99', { price: 999999999.99 }, 'accepted'],
    ['previousPrice 0', { previousPrice: 0 }, 'refused'],
    ['previousPrice 1e9', { previousPrice: 1e9 }, 'refused'],
    ['a null currency with prices', { currency: null }, 'refused'],
    ['currency EURO', { currency: 'EURO' }, 'refused'],
    ['an empty rule', { rule: '' }, 'accepted'],
    ['a rule of 500 characters', { rule: text(500) }, 'accepted'],
    ['a rule of 501 characters', { rule: text(501) }, 'refused'],
    ['source visit', { source: 'visit' }, 'accepted'],
    ['source json-ld', { source: 'json-ld' }, 'refused'],
    ['confidence 1', { confidence: 1 }, 'accepted'],
    ['confidence 1.01', { confidence: 1.01 }, 'refused'],
    ['seen true', { seen: true }, 'accepted'],
    ['seen "no"', { seen: 'no' }, 'refused'],
  ] as const)('an alert with %s is %s', async (_what, fields, verdict) => {
    await expectVerdict(create(newAlert(fields)), verdict);
  });
});

describe('users/{uid}/alerts: marking seen and deleting', () => {
  it('a user marks an alert seen', async () => {
    await seedAlert();
    await assertSucceeds(dbAs(env(), OWNER).doc(alertPath()).update({ seen: true }));
  });

  it('another user cannot mark an alert seen', async () => {
    await seedAlert();
    await assertFails(dbAs(env(), OUTSIDER).doc(alertPath()).update({ seen: true }));
  });

  it('seen must stay a boolean', async () => {
    await seedAlert();
    await assertFails(dbAs(env(), OWNER).doc(alertPath()).update({ seen: 'yes' }));
  });

  it('changing anything but seen is refused', async () => {
    await seedAlert();
    await assertFails(dbAs(env(), OWNER).doc(alertPath()).update({ price: 1 }));
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
