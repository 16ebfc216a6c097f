import { DEFAULT_ALERT_PREFERENCES } from '../../src/features/alerts/model/alerts';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  OUTSIDER,
  OWNER,
  clientTime,
  dbAs,
  deleteField,
  expectVerdict,
  listIds,
  newList,
  newProfile,
  seed,
  serverTime,
  text,
  useRulesEnvironment,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const profilePath = `users/${OWNER}`;
const seedProfile = (extra: Fields = {}) => seed(env(), { [profilePath]: newProfile(extra) });
const create = (fields: Fields, uid: string | null = OWNER) => dbAs(env(), uid).doc(profilePath).set(fields);
const update = (fields: Fields, uid: string | null = OWNER) =>
  dbAs(env(), uid).doc(profilePath).update({ updatedAt: serverTime(), ...fields });

describe('users/{uid}: reading', () => {
  it('a user reads their own profile', async () => {
    await seedProfile();
    await assertSucceeds(dbAs(env(), OWNER).doc(profilePath).get());
  });

  it('a user cannot read another user’s profile', async () => {
    await seedProfile();
    await assertFails(dbAs(env(), OUTSIDER).doc(profilePath).get());
  });

  it('someone signed out cannot read a profile', async () => {
    await seedProfile();
    await assertFails(dbAs(env(), null).doc(profilePath).get());
  });
});

describe('users/{uid}: creating', () => {
  it('a user creates their profile with createdAt and preferences', async () => {
    await assertSucceeds(create(newProfile()));
  });

  it('a user creates their profile with a list order', async () => {
    await assertSucceeds(create(newProfile({ listOrder: ['wishlist1'] })));
  });

  it('a user cannot create another user’s profile', async () => {
    await assertFails(create(newProfile(), OUTSIDER));
  });

  it('someone signed out cannot create a profile', async () => {
    await assertFails(create(newProfile(), null));
  });

  it('a profile without preferences is refused', async () => {
    await assertFails(create({ createdAt: serverTime() }));
  });

  it('a profile without createdAt is refused', async () => {
    await assertFails(create({ preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES } }));
  });

  it('a profile whose createdAt is not the server time is refused', async () => {
    await assertFails(create(newProfile({ createdAt: clientTime() })));
  });

  it('a profile with an extra field is refused', async () => {
    await assertFails(create(newProfile({ nickname: 'Ana' })));
  });

  it('a new profile with updatedAt is refused (it is set by the first change)', async () => {
    await assertFails(create(newProfile({ updatedAt: serverTime() })));
  });

  it('preferences with an extra key are refused', async () => {
    await assertFails(create(newProfile({ preferences: { recheckHours: 6, theme: 'dark' } })));
  });

  it('preferences that are not a map are refused', async () => {
    await assertFails(create(newProfile({ preferences: 'hourly' })));
  });

  it.each([
    [1, 'accepted'],
    [24, 'accepted'],
    [0, 'refused'],
    [25, 'refused'],
    [1.5, 'refused'],
    ['6', 'refused'],
  ] as const)('recheckHours %j is %s', async (recheckHours, verdict) => {
    await expectVerdict(create(newProfile({ preferences: { recheckHours } })), verdict);
  });

  it('the worker’s first sign-in batch (profile and first list) is allowed', async () => {
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.set(db.doc(profilePath), newProfile());
    batch.set(db.collection('lists').doc(), newList(OWNER));
    await assertSucceeds(batch.commit());
  });
});

describe('users/{uid}: listOrder', () => {
  it.each([
    ['an empty list order', [], 'accepted'],
    ['a list order of 100 ids', listIds(100), 'accepted'],
    ['a list order of 101 ids', listIds(101), 'refused'],
    ['a list order holding a number', ['list1', 2], 'refused'],
    ['a list order holding null', ['list1', null], 'refused'],
    ['a list order holding an empty id', ['list1', ''], 'refused'],
    ['a list order holding an id with a slash', ['list1/items'], 'refused'],
    ['a list order holding an id of 40 characters', ['a'.repeat(40)], 'accepted'],
    ['a list order holding an id of 41 characters', ['a'.repeat(41)], 'refused'],
    ['a list order that is a string', 'list1,list2', 'refused'],
    ['a list order that is a map', { first: 'list1' }, 'refused'],
  ] as const)('on create, %s is %s', async (_what, listOrder, verdict) => {
    await expectVerdict(create(newProfile({ listOrder })), verdict);
  });

  it('a user sets their list order', async () => {
    await seedProfile();
    await assertSucceeds(update({ listOrder: ['b', 'a'] }));
  });

  it('a list order of 100 ids is accepted on update', async () => {
    await seedProfile();
    await assertSucceeds(update({ listOrder: listIds(100) }));
  });

  it('a list order of 101 ids is refused on update', async () => {
    await seedProfile();
    await assertFails(update({ listOrder: listIds(101) }));
  });

  it('a list order holding a number is refused on update', async () => {
    await seedProfile();
    await assertFails(update({ listOrder: ['a', 1] }));
  });

  it('a user removes their list order', async () => {
    await seedProfile({ listOrder: ['a'] });
    await assertSucceeds(update({ listOrder: deleteField() }));
  });
});

describe('users/{uid}: updating', () => {
  it('a user changes their preferences', async () => {
    await seedProfile();
    await assertSucceeds(update({ preferences: { recheckHours: 12, alerts: DEFAULT_ALERT_PREFERENCES } }));
  });

  it('a user cannot change another user’s profile', async () => {
    await seedProfile();
    await assertFails(update({ preferences: { recheckHours: 12, alerts: DEFAULT_ALERT_PREFERENCES } }, OUTSIDER));
  });

  it('a change without updatedAt is refused', async () => {
    await seedProfile();
    await assertFails(dbAs(env(), OWNER).doc(profilePath).update({ preferences: { recheckHours: 12, alerts: DEFAULT_ALERT_PREFERENCES } }));
  });

  it('a change whose updatedAt is not the server time is refused', async () => {
    await seedProfile();
    await assertFails(update({ preferences: { recheckHours: 12, alerts: DEFAULT_ALERT_PREFERENCES }, updatedAt: clientTime() }));
  });

  it('recheckHours 25 is refused on update', async () => {
    await seedProfile();
    await assertFails(update({ preferences: { recheckHours: 25, alerts: DEFAULT_ALERT_PREFERENCES } }));
  });

  it('recheckHours 0 is refused on update', async () => {
    await seedProfile();
    await assertFails(update({ preferences: { recheckHours: 0, alerts: DEFAULT_ALERT_PREFERENCES } }));
  });

  it('changing createdAt is refused', async () => {
    await seedProfile();
    await assertFails(update({ createdAt: serverTime() }));
  });

  it('adding a field beyond the schema is refused', async () => {
    await seedProfile();
    await assertFails(update({ nickname: 'Ana' }));
  });

  it('removing the preferences is refused', async () => {
    await seedProfile();
    await assertFails(update({ preferences: deleteField() }));
  });
});

describe('users/{uid}: preferences.alerts', () => {
  const withAlerts = (alerts: Fields) => ({ recheckHours: 6, alerts: { ...DEFAULT_ALERT_PREFERENCES, ...alerts } });

  it('a profile from before alerts (no preferences.alerts) stays valid and can still be changed', async () => {
    await seed(env(), { [profilePath]: { createdAt: serverTime(), preferences: { recheckHours: 6 } } });
    await assertSucceeds(update({ 'preferences.recheckHours': 12 }));
  });

  it('a user sets their alert preferences alone, as the worker does', async () => {
    await seed(env(), { [profilePath]: { createdAt: serverTime(), preferences: { recheckHours: 6 } } });
    await assertSucceeds(update({ 'preferences.alerts': { ...DEFAULT_ALERT_PREFERENCES, dailyCap: 3 } }));
  });

  it('another user cannot set them', async () => {
    await seedProfile();
    await assertFails(update({ 'preferences.alerts': DEFAULT_ALERT_PREFERENCES }, OUTSIDER));
  });

  it('alert preferences missing a key are refused', async () => {
    const { priceLocale: _dropped, ...incomplete } = DEFAULT_ALERT_PREFERENCES;
    await seedProfile();
    await assertFails(update({ 'preferences.alerts': incomplete }));
  });

  it.each([
    ['the defaults', {}, 'accepted'],
    ['every rule off', { rules: { dropBasisPoints: null, dropAmount: null, backInStock: false, lowest90Days: false } }, 'accepted'],
    ['no rules set (all inherited)', { rules: {} }, 'accepted'],
    ['a rule of 1 basis point', { rules: { dropBasisPoints: 1 } }, 'accepted'],
    ['a rule of 10,000 basis points', { rules: { dropBasisPoints: 10000 } }, 'accepted'],
    ['a rule of 0 basis points', { rules: { dropBasisPoints: 0 } }, 'refused'],
    ['a rule of 10,001 basis points', { rules: { dropBasisPoints: 10001 } }, 'refused'],
    ['basis points with a fraction', { rules: { dropBasisPoints: 10.5 } }, 'refused'],
    ['a drop amount of 0', { rules: { dropAmount: 0 } }, 'refused'],
    ['a drop amount of 1e9', { rules: { dropAmount: 1e9 } }, 'refused'],
    ['a drop amount of 0.5', { rules: { dropAmount: 0.5 } }, 'accepted'],
    ['backInStock as text', { rules: { backInStock: 'true' } }, 'refused'],
    ['lowest90Days null', { rules: { lowest90Days: null } }, 'refused'],
    ['a target among the account’s rules', { rules: { target: 10 } }, 'refused'],
    ['an unknown rule', { rules: { rise: true } }, 'refused'],
    ['rules that are not a map', { rules: 'default' }, 'refused'],
    ['quiet hours 22:00-07:00', { quietHours: { start: 1320, end: 420 } }, 'accepted'],
    ['quiet hours 0-1439', { quietHours: { start: 0, end: 1439 } }, 'accepted'],
    ['quiet hours ending at 1440', { quietHours: { start: 0, end: 1440 } }, 'refused'],
    ['quiet hours starting at -1', { quietHours: { start: -1, end: 60 } }, 'refused'],
    ['quiet hours at a fraction of a minute', { quietHours: { start: 0.5, end: 60 } }, 'refused'],
    ['quiet hours without an end', { quietHours: { start: 60 } }, 'refused'],
    ['quiet hours with an extra key', { quietHours: { start: 60, end: 120, days: 5 } }, 'refused'],
    ['a time zone', { timeZone: 'Europe/Berlin' }, 'accepted'],
    ['a time zone of 64 characters', { timeZone: text(64) }, 'accepted'],
    ['a time zone of 65 characters', { timeZone: text(65) }, 'refused'],
    ['a null time zone', { timeZone: null }, 'refused'],
    ['a daily cap of 1', { dailyCap: 1 }, 'accepted'],
    ['a daily cap of 50', { dailyCap: 50 }, 'accepted'],
    ['a daily cap of 0', { dailyCap: 0 }, 'refused'],
    ['a daily cap of 51', { dailyCap: 51 }, 'refused'],
    ['a daily cap of 2.5', { dailyCap: 2.5 }, 'refused'],
    ['price notifications off', { notify: { price: false, stock: true, activity: true } }, 'accepted'],
    ['notification kinds without activity', { notify: { price: true, stock: true } }, 'refused'],
    ['a notification kind as text', { notify: { price: 'yes', stock: true, activity: true } }, 'refused'],
    ['a price locale', { priceLocale: 'de-CH' }, 'accepted'],
    ['a price locale of 35 characters', { priceLocale: text(35) }, 'accepted'],
    ['a price locale of 36 characters', { priceLocale: text(36) }, 'refused'],
    ['an empty price locale', { priceLocale: '' }, 'refused'],
    ['an extra key', { sound: 'ding' }, 'refused'],
  ] as const)('on create, alert preferences with %s are %s', async (_what, alerts, verdict) => {
    await expectVerdict(create(newProfile({ preferences: withAlerts(alerts) })), verdict);
  });

  it('alert preferences that are not a map are refused', async () => {
    await assertFails(create(newProfile({ preferences: { recheckHours: 6, alerts: 'on' } })));
  });

  it('an out-of-bounds daily cap is refused on update too', async () => {
    await seedProfile();
    await assertFails(update({ 'preferences.alerts': { ...DEFAULT_ALERT_PREFERENCES, dailyCap: 51 } }));
  });
});

describe('users/{uid}: deleting', () => {
  it('a user deletes their own profile', async () => {
    await seedProfile();
    await assertSucceeds(dbAs(env(), OWNER).doc(profilePath).delete());
  });

  it('a user cannot delete another user’s profile', async () => {
    await seedProfile();
    await assertFails(dbAs(env(), OUTSIDER).doc(profilePath).delete());
  });
});
