import { makeProducts, Market, seededRandom, type Product } from './market';
import { DAY_MS, HOUR_MS, MINUTE_MS, openEvery, openHours, type BrowserSpec, type ListSpec, type MonthEvent, type Scenario } from './scenario';

/** Prices: a tenth of products change every week, a fifth once in the month, the rest not at all. */
const HABITS = { weeklyShare: 0.1, monthlyShare: 0.2 };
const WEEKDAYS = [1, 2, 3, 4, 5];

const at = (monthStart: number, day: number, hour: number, minute = 0) => monthStart + day * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS;

/** Popup openings every day of the month at these times (hours), the chart at one of them, alerts marked seen at the last. */
function dailyPopups(monthStart: number, days: number, browser: string, hours: readonly number[], chartAt: number | null): MonthEvent[] {
  const events: MonthEvent[] = [];
  for (let day = 0; day < days; day += 1) {
    for (const [index, hour] of hours.entries()) {
      events.push({ kind: 'popup', at: at(monthStart, day, Math.floor(hour), Math.round((hour % 1) * 60)), browser, chart: hour === chartAt, markSeen: index === hours.length - 1 });
    }
  }
  return events;
}

/** `count` events spread over the month's days, at `hour`, built by `make(index, time)`. */
function spread(monthStart: number, days: number, count: number, hour: number, make: (index: number, time: number) => MonthEvent): MonthEvent[] {
  return Array.from({ length: count }, (_, index) => make(index, at(monthStart, Math.floor(((index + 0.5) * days) / count), hour, (index * 7) % 60)));
}

/**
 * The typical shopper: 60 items in 3 lists (one shared with 2 other members), one browser open
 * 08:00-23:00, the popup opened 5 times a day; the members each have one browser, open evenings.
 */
export function typicalShopper(monthStart: number, days: number): Scenario {
  const market = new Market(monthStart, monthStart + days * DAY_MS);
  const product = (prefix: string, count: number, seed: number) =>
    makeProducts(market, { prefix, count, shops: 'typical', stores: 12, monthStart, seed, ...HABITS });
  const lists: ListSpec[] = [
    { key: 'wishlist', owner: 'ana', name: 'Wishlist', gift: false, members: [], products: product('wish', 20, 1) },
    { key: 'home', owner: 'ana', name: 'Home', gift: false, members: [], products: product('home', 20, 2) },
    { key: 'mum', owner: 'ana', name: 'Mum’s birthday', gift: false, members: [{ uid: 'ben', role: 'editor' }, { uid: 'cleo', role: 'viewer' }], products: product('mum', 20, 3) },
  ];
  const browsers: BrowserSpec[] = [
    { name: 'typical/ana/laptop', uid: 'ana', open: openHours(8, 23) },
    { name: 'typical/ben/laptop', uid: 'ben', open: openHours(18, 23) },
    { name: 'typical/cleo/laptop', uid: 'cleo', open: openHours(19, 22) },
  ];
  const newProducts = product('new', 10, 4);
  const events: MonthEvent[] = [
    ...dailyPopups(monthStart, days, 'typical/ana/laptop', [9, 12.5, 17.5, 20, 22.25], 20),
    ...dailyPopups(monthStart, days, 'typical/ben/laptop', [20.5], null),
    ...dailyPopups(monthStart, days, 'typical/cleo/laptop', [20.75], null),
    ...spread(monthStart, days, 8, 21, (index, time) => ({ kind: 'save', at: time, browser: 'typical/ana/laptop', list: index % 2 === 0 ? 'wishlist' : 'home', product: newProducts[index] as Product })),
    ...spread(monthStart, days, 4, 21.5, (index, time) => ({ kind: 'remove', at: time, browser: 'typical/ana/laptop', list: 'wishlist', url: (lists[0]?.products[index] as Product).url })),
    ...spread(monthStart, days, 2, 19, (index, time) => ({ kind: 'save', at: time, browser: 'typical/ben/laptop', list: 'mum', product: newProducts[8 + index] as Product })),
    { kind: 'export', at: at(monthStart, 14, 21, 40), browser: 'typical/ana/laptop' },
  ];
  return {
    name: 'typical',
    description: '60 items in 3 lists, one shared with 2 other members; one browser open 08:00-23:00; 6 h checks; the popup opened 5 times a day',
    market,
    accounts: [{ uid: 'ana', name: 'Ana' }, { uid: 'ben', name: 'Ben' }, { uid: 'cleo', name: 'Cleo' }],
    browsers,
    lists,
    events,
    shopper: 'ana',
    alarmEveryMinutes: 1,
    restartEveryMinutes: 30,
    simulatedDays: days,
  };
}

/**
 * The heavy shopper: 1,000 items in 20 lists, 5 of them shared with the same 4 members; two
 * browsers each (home every day, work on weekdays).
 */
export function heavyShopper(monthStart: number, days: number): Scenario {
  const market = new Market(monthStart, monthStart + days * DAY_MS);
  const members = ['m1', 'm2', 'm3', 'm4'];
  const lists: ListSpec[] = Array.from({ length: 20 }, (_, index) => ({
    key: `list${index}`,
    owner: 'hana',
    name: index === 0 ? 'Wishlist' : `List ${index}`,
    gift: false,
    members: index >= 15 ? members.map((uid, memberIndex) => ({ uid, role: memberIndex < 2 ? ('editor' as const) : ('viewer' as const) })) : [],
    products: makeProducts(market, { prefix: `l${index}`, count: 50, shops: 'heavy', stores: 60, monthStart, seed: 100 + index, ...HABITS }),
  }));
  const browsers: BrowserSpec[] = [
    { name: 'heavy/hana/home', uid: 'hana', open: openHours(7, 24) },
    { name: 'heavy/hana/work', uid: 'hana', open: openHours(9, 18, WEEKDAYS) },
    ...members.flatMap((uid) => [
      { name: `heavy/${uid}/home`, uid, open: openHours(18, 23) },
      { name: `heavy/${uid}/work`, uid, open: openHours(9, 17, WEEKDAYS) },
    ]),
  ];
  const newProducts = makeProducts(market, { prefix: 'new', count: 48, shops: 'heavy', stores: 60, monthStart, seed: 99, ...HABITS });
  const events: MonthEvent[] = [
    ...dailyPopups(monthStart, days, 'heavy/hana/home', [7.5, 12.5, 18.5, 20.5, 23], 20.5),
    ...dailyPopups(monthStart, days, 'heavy/hana/work', [10, 13, 16], null),
    ...members.flatMap((uid) => dailyPopups(monthStart, days, `heavy/${uid}/home`, [20], null)),
    ...spread(monthStart, days, 40, 21, (index, time) => ({ kind: 'save', at: time, browser: 'heavy/hana/home', list: `list${index % 20}`, product: newProducts[index] as Product })),
    ...spread(monthStart, days, 20, 21.5, (index, time) => ({ kind: 'remove', at: time, browser: 'heavy/hana/home', list: `list${index % 20}`, url: (lists[index % 20]?.products[index] as Product).url })),
    ...spread(monthStart, days, 8, 19, (index, time) => ({ kind: 'save', at: time, browser: `heavy/m${(index % 2) + 1}/home`, list: `list${15 + (index % 5)}`, product: newProducts[40 + index] as Product })),
    // Inside the simulated week (the month's one export is counted once).
    { kind: 'export', at: at(monthStart, 3, 21, 40), browser: 'heavy/hana/home' },
  ];
  return {
    name: 'heavy',
    description: '1,000 items in 20 lists, 5 shared with the same 4 members; two browsers per member (home 07:00-24:00, work 09:00-18:00 on weekdays; members home 18:00-23:00)',
    market,
    accounts: [{ uid: 'hana', name: 'Hana' }, ...members.map((uid) => ({ uid, name: `Member ${uid}` }))],
    browsers,
    lists,
    events,
    shopper: 'hana',
    alarmEveryMinutes: 1,
    restartEveryMinutes: 60,
    simulatedDays: Math.min(days, 7),
  };
}

/**
 * A family gift list: 50 members, 200 items (150 at the month's start, 50 added during it by
 * editors), claims, purchases and releases; one browser each, open as families are (a fifth all
 * day, half in the evening, the rest one evening hour every third day).
 */
export function familyGiftList(monthStart: number, days: number): Scenario {
  const market = new Market(monthStart, monthStart + days * DAY_MS);
  const random = seededRandom(7);
  const uids = Array.from({ length: 50 }, (_, index) => (index === 0 ? 'fam0' : `fam${index}`));
  const editors = uids.slice(1, 21);
  const products = makeProducts(market, { prefix: 'gift', count: 200, shops: 'family', stores: 30, monthStart, seed: 7, ...HABITS });
  const lists: ListSpec[] = [{
    key: 'gifts',
    owner: 'fam0',
    name: 'Family gifts',
    gift: true,
    members: uids.slice(1).map((uid) => ({ uid, role: editors.includes(uid) ? ('editor' as const) : ('viewer' as const) })),
    products: products.slice(0, 150),
    savedBy: (index) => (index % 3 === 0 ? 'fam0' : (editors[index % editors.length] as string)),
  }];
  const schedule = (index: number) => (index < 10 ? openHours(8, 23) : index < 35 ? openHours(19, 22) : openEvery(3, index, 20, 21));
  const browsers: BrowserSpec[] = uids.map((uid, index) => ({ name: `family/${uid}`, uid, open: schedule(index) }));
  const claimers = uids.slice(1, 36);
  const claims: MonthEvent[] = [];
  for (let index = 0; index < 80; index += 1) {
    const browser = `family/${claimers[index % claimers.length] as string}`;
    const url = (products[index] as Product).url;
    const day = Math.floor(random() * (days - 6));
    claims.push({ kind: 'claim', at: at(monthStart, day, 20, 10 + (index % 40)), browser, list: 'gifts', url, status: 'claimed' });
    if (index % 2 === 0) claims.push({ kind: 'claim', at: at(monthStart, day + 3, 20, 20 + (index % 30)), browser, list: 'gifts', url, status: 'bought' });
    else if (index % 8 === 1) claims.push({ kind: 'claim', at: at(monthStart, day + 2, 20, 30 + (index % 20)), browser, list: 'gifts', url, status: null });
  }
  const events: MonthEvent[] = [
    ...dailyPopups(monthStart, days, 'family/fam0', [9, 12.5, 17.5, 20, 22.25], 20),
    ...uids.slice(1).flatMap((uid) => dailyPopups(monthStart, days, `family/${uid}`, [20.5], null)),
    ...spread(monthStart, days, 50, 20, (index, time) => ({ kind: 'save', at: time, browser: `family/${editors[index % editors.length] as string}`, list: 'gifts', product: products[150 + index] as Product })),
    ...claims,
    { kind: 'export', at: at(monthStart, 3, 21, 40), browser: 'family/fam0' },
  ];
  return {
    name: 'family',
    description: 'a gift list of 50 members and 200 items (150 at the start, 50 added by editors during the month), 80 claims, 40 marked bought, 5 released; one browser each',
    market,
    accounts: uids.map((uid, index) => ({ uid, name: index === 0 ? 'Grandma' : `Relative ${index}` })),
    browsers,
    lists,
    events,
    shopper: 'fam0',
    alarmEveryMinutes: 1,
    restartEveryMinutes: 60,
    simulatedDays: Math.min(days, 7),
  };
}
