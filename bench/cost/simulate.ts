import { startFirestoreServer } from '../../dev/firestore/server';
import { runExport } from '../../src/features/your-data/options/run-export';
import type { AppState } from '../../src/app/state';
import type { Result } from '../../src/platform/messaging/errors';
import { isUnseen } from '../../src/features/alerts/model/alerts';
import { SimulatedBrowser } from './browser';
import type { FakeClock } from './clock';
import { Ledger } from './ledger';
import { DAY_MS, MINUTE_MS, type MonthEvent, type Scenario } from './scenario';
import { PAGE_SENDER } from './worker';

const PROJECT_ID = 'demo-cartwatch';
/** Simulated days before the month: every item's first check and first lease, which a month in the life of an account does not pay. */
export const WARM_UP_DAYS = 1;
const realSleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DropSeen {
  product: string;
  at: string;
  from: number;
  to: number;
  minutesToAlert: Record<string, number | null>;
}

/** A notification names the product itself ("mum product 1" is not "mum product 12"). */
const namesProduct = (text: string, name: string): boolean => new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`).test(text);

export interface SimulationResult {
  ledger: Ledger;
  browsers: SimulatedBrowser[];
  /** Real seconds the month took to simulate. */
  seconds: number;
  /** How long each price change took to reach each browser that notified it (ms), by browser. */
  alertDelays: Record<string, number[]>;
  /** Every drop of more than 10 % in the month, and the minutes each browser took to notify it (null: never). */
  drops: DropSeen[];
  /** Minutes each browser was open in the month (its worker woken by the alarm each of them). */
  openMinutes: Record<string, number>;
  /** Listeners a worker attaches when it wakes, per browser, at the month's end. */
  listenersPerWake: Record<string, number>;
  eventsDone: Record<MonthEvent['kind'], number>;
}

/**
 * Runs a scenario: its accounts and lists are set up through the worker's own messages, the
 * warm-up days run unbilled, then the month runs minute by minute on the simulated clock, every
 * open browser's worker getting its alarm, restarted as the browser restarts it, and the month's
 * events happening in between. The ledger bills what the dev server counted.
 */
export async function simulate(scenario: Scenario, clock: FakeClock, monthStart: number, days: number): Promise<SimulationResult> {
  const server = await startFirestoreServer({ port: 0 });
  const ledger = new Ledger();
  const stopBilling = server.usage.subscribe(ledger.listen);
  const browsers = new Map<string, SimulatedBrowser>();
  const account = (uid: string) => ({ status: 'signed-in' as const, uid, email: `${uid}@cartwatch.test`, emailVerified: true, anonymous: false });
  const storesOf = new Map<string, Set<string>>();
  for (const spec of scenario.browsers) {
    const stores = new Set<string>();
    storesOf.set(spec.name, stores);
    browsers.set(spec.name, new SimulatedBrowser({
      name: spec.name,
      account: account(spec.uid),
      firestore: { host: server.host, port: server.port },
      projectId: PROJECT_ID,
      grantedOrigins: () => [...stores].map((store) => `https://${store}/*`),
      fetcher: scenario.market.fetcher,
      parse: scenario.market.parse,
      now: () => clock.now(),
    }));
  }
  const browserOf = (name: string): SimulatedBrowser => {
    const found = browsers.get(name);
    if (!found) throw new Error(`No browser ${name}`);
    return found;
  };
  const firstBrowserOf = (uid: string): SimulatedBrowser => {
    const spec = scenario.browsers.find((candidate) => candidate.uid === uid);
    if (!spec) throw new Error(`No browser for ${uid}`);
    return browserOf(spec.name);
  };
  const stateOf = (browser: SimulatedBrowser): AppState => {
    const worker = browser.worker;
    if (!worker) throw new Error(`${browser.name} is not running`);
    return worker.store.snapshot().state;
  };
  const listIds = new Map<string, string>();
  const listIdOf = (key: string): string => {
    const id = listIds.get(key);
    if (!id) throw new Error(`No list ${key}`);
    return id;
  };

  /** Waits (in real time) until the server has been quiet a moment: the work a step started has landed. */
  let settledAt = -1;
  async function settle(quietMs = 10, always = false): Promise<void> {
    let seen = ledger.operations;
    // Nothing reached the server since the last settle: whatever a client started meanwhile lands during the next minute's work.
    if (seen === settledAt && !always) return;
    for (;;) {
      await realSleep(quietMs);
      if (ledger.operations === seen) break;
      seen = ledger.operations;
    }
    settledAt = ledger.operations;
  }

  /** A worker is stopped only when idle: what its last snapshots set off has landed. */
  const idle = () => settle(10, true);

  async function until(what: string, check: () => boolean, timeoutMs = 600_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (!check()) {
      if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await realSleep(10);
    }
  }

  const eventsDone: SimulationResult['eventsDone'] = { popup: 0, save: 0, remove: 0, claim: 0, export: 0 };
  try {
    // Setup: every account signs in (its profile and Wishlist), lists are made, shared and filled.
    clock.advanceTo(monthStart - WARM_UP_DAYS * DAY_MS);
    for (const { uid } of scenario.accounts) {
      const browser = firstBrowserOf(uid);
      await browser.wake();
      await until(`${uid}'s Wishlist`, () => (browser.worker?.store.snapshot().state.lists?.length ?? 0) >= 1);
      await browser.stop(idle);
    }
    for (const list of scenario.lists) {
      const owner = firstBrowserOf(list.owner);
      await owner.wake();
      let id = list.owner;
      if (list.name !== 'Wishlist') id = ((await owner.ask('page:create-list', { name: list.name })) as { id: string }).id;
      listIds.set(list.key, id);
      await until(`list ${list.key}`, () => stateOf(owner).lists?.some((candidate) => candidate.id === id && !candidate.pendingWrites) === true);
      if (list.gift) await owner.ask('page:set-gift-mode', { listId: id, gift: true });
      if (list.members.length > 0) {
        const ownerName = scenario.accounts.find((candidate) => candidate.uid === list.owner)?.name ?? 'Owner';
        for (const role of ['editor', 'viewer'] as const) {
          const joining = list.members.filter((member) => member.role === role);
          if (joining.length === 0) continue;
          const { code } = (await owner.ask('page:create-invite', { listId: id, role, maxUses: joining.length, email: null, ownerName })) as { code: string };
          for (const member of joining) {
            const browser = firstBrowserOf(member.uid);
            const name = scenario.accounts.find((candidate) => candidate.uid === member.uid)?.name ?? member.uid;
            await browser.ask('page:join-list', { code, name });
            await until(`${member.uid} in ${list.key}`, () => stateOf(browser).lists?.some((candidate) => candidate.id === id) === true);
            // Its browser opens when its schedule says: 50 workers following every save of the setup would only slow it down.
            await browser.stop(idle);
          }
        }
      }
      const savers = new Set<SimulatedBrowser>();
      for (const [index, product] of list.products.entries()) {
        const saver = firstBrowserOf(list.savedBy?.(index) ?? list.owner);
        if (!savers.has(saver)) {
          savers.add(saver);
          await saver.wake();
          await until(`${saver.name} to see ${list.key}`, () => stateOf(saver).lists?.some((candidate) => candidate.id === id) === true);
        }
        await saver.ask('page:save-item', { listId: id, product: scenario.market.toSave(product, clock.now()), readAt: clock.now() });
      }
      for (const saver of savers) if (saver !== owner) await saver.stop(idle);
      for (const uid of [list.owner, ...list.members.map((member) => member.uid)]) {
        for (const spec of scenario.browsers.filter((candidate) => candidate.uid === uid)) {
          for (const product of list.products) storesOf.get(spec.name)?.add(product.store);
        }
      }
    }
    for (const list of scenario.lists) {
      const owner = firstBrowserOf(list.owner);
      const id = listIdOf(list.key);
      await until(`${list.key}'s items on the server`, () => {
        const items = stateOf(owner).items[id] ?? [];
        return items.length === list.products.length && items.every((item) => !item.pendingWrites);
      });
    }
    // Stores granted, now that the items exist: each browser reads its access when its worker starts.
    for (const browser of browsers.values()) await browser.stop(idle);
    await settle(100);

    const openMinutes: Record<string, number> = Object.fromEntries(scenario.browsers.map((spec) => [spec.name, 0]));
    const listenersPerWake: Record<string, number> = Object.fromEntries(scenario.browsers.map((spec) => [spec.name, 0]));
    const queue = [...scenario.events].sort((a, b) => a.at - b.at);
    const start = monthStart - WARM_UP_DAYS * DAY_MS;
    const end = monthStart + days * DAY_MS;
    const began = performance.now();
    for (let at = start; at < end; at += MINUTE_MS) {
      clock.advanceTo(at);
      if (at === monthStart) {
        await settle(100);
        ledger.measuring = true;
      }
      const minute = Math.round((at - start) / MINUTE_MS);
      if (minute % (24 * 60) === 0 && minute > 0) {
        console.log(`${scenario.name}: day ${minute / (24 * 60)} of ${WARM_UP_DAYS + days} done (${Math.round((performance.now() - began) / 1000)} s)`);
      }
      for (const spec of scenario.browsers) {
        const browser = browserOf(spec.name);
        const open = spec.open(at);
        if (!open) {
          if (browser.worker) await browser.stop(idle);
          continue;
        }
        if (at >= monthStart) openMinutes[spec.name] = (openMinutes[spec.name] ?? 0) + 1;
        if (browser.worker && minute % scenario.restartEveryMinutes === 0) await browser.stop(idle);
        const woken = !browser.worker;
        const worker = await browser.wake();
        // A woken worker restores its state and resumes its listeners before the alarm's run, as in the browser (the alarm waits for the account).
        if (woken) await settle();
        if (minute % scenario.alarmEveryMinutes === 0) await worker.alarm();
        if (minute % 60 === 30) listenersPerWake[spec.name] = listenersOf(worker.store.snapshot().state);
      }
      // The minute's network answers and listener deliveries are handled before the clock moves on.
      await new Promise((resolve) => setImmediate(resolve));
      while (queue.length > 0 && (queue[0]?.at ?? Infinity) <= at) {
        const event = queue.shift() as MonthEvent;
        const browser = browserOf(event.browser);
        const spec = scenario.browsers.find((candidate) => candidate.name === event.browser);
        if (!spec?.open(at)) continue;
        await settle();
        await happen(event, browser);
        await browser.flushed();
        eventsDone[event.kind] += 1;
      }
      await settle();
    }
    const seconds = (performance.now() - began) / 1000;
    ledger.measuring = false;

    const alertDelays: Record<string, number[]> = {};
    const drops: DropSeen[] = [];
    const everyChange = scenario.market.priceChanges();
    const changes = everyChange.filter((change) => change.to < change.from * 0.9);
    for (const change of changes) {
      const product = scenario.market.productOf(change.url);
      if (!product) continue;
      // A notification after the product's next change is another change's, not this drop's.
      const until = everyChange.find((next) => next.url === change.url && next.at > change.at)?.at ?? Infinity;
      const seen: DropSeen = { product: product.name, at: new Date(change.at).toISOString(), from: change.from, to: change.to, minutesToAlert: {} };
      for (const browser of browsers.values()) {
        const shown = browser.notifications.find((notification) => notification.at >= change.at && notification.at < until && namesProduct(`${notification.title} ${notification.message}`, product.name));
        if (shown) (alertDelays[browser.name] ??= []).push(shown.at - change.at);
        seen.minutesToAlert[browser.name] = shown ? Math.round((shown.at - change.at) / MINUTE_MS) : null;
      }
      drops.push(seen);
    }
    for (const browser of browsers.values()) alertDelays[browser.name] ??= [];
    return { ledger, browsers: [...browsers.values()], seconds, alertDelays, drops, openMinutes, listenersPerWake, eventsDone };
  } finally {
    for (const browser of browsers.values()) await browser.close();
    stopBilling();
    await server.close();
  }

  async function happen(event: MonthEvent, browser: SimulatedBrowser): Promise<void> {
    switch (event.kind) {
      case 'popup': {
        // The toolbar button wakes a stopped worker; the popup asks for the state.
        await browser.stop(idle);
        await browser.ask('page:get-state', {});
        if (event.chart) {
          const items = Object.values(stateOf(browser).items).flat();
          const item = items[Math.floor(items.length / 2)];
          if (item) {
            await browser.flushed();
            await settle();
            await ledger.during('popup', () => browser.ask('page:get-history', { listId: item.listId, itemId: item.id, days: 90 }).then(() => settle()));
          }
        }
        if (event.markSeen) {
          const ids = (stateOf(browser).alerts.feed ?? []).filter(isUnseen).map((alert) => alert.id).slice(0, 100);
          if (ids.length > 0) await browser.ask('page:mark-alerts-seen', { ids });
        }
        return;
      }
      case 'save':
        // Saved from the product's page, read a moment ago: the save is the item's first check (#28).
        await browser.ask('page:save-item', { listId: listIdOf(event.list), product: scenario.market.toSave(event.product, Date.now()), readAt: Date.now() });
        return;
      case 'remove': {
        const listId = listIdOf(event.list);
        const item = stateOf(await wakeFor(browser)).items[listId]?.find((candidate) => candidate.url === event.url);
        if (item) await browser.ask('page:remove-item', { listId, itemId: item.id });
        return;
      }
      case 'claim': {
        const listId = listIdOf(event.list);
        const item = stateOf(await wakeFor(browser)).items[listId]?.find((candidate) => candidate.url === event.url);
        if (item) await browser.ask('page:set-claim', { listId, itemId: item.id, status: event.status });
        return;
      }
      case 'export': {
        await settle(100);
        const worker = await browser.wake();
        const ask = (kind: string, payload: unknown) => worker.router.handle({ kind, payload }, PAGE_SENDER) as Promise<Result<never>>;
        const outcome = await ledger.during('export', async () => {
          const done = await runExport({ begin: () => ask('page:export-begin', {}), items: (listId, offset) => ask('page:export-items', { listId, offset }) }, () => undefined);
          await settle(100);
          return done;
        });
        if (!outcome.ok) throw new Error(`The export failed: ${outcome.error.code}`);
        return;
      }
    }
  }

  async function wakeFor(browser: SimulatedBrowser): Promise<SimulatedBrowser> {
    await browser.wake();
    // A just-woken worker shows its cached state, which holds the items.
    await browser.worker?.store.ready;
    return browser;
  }
}

/** The listeners a signed-in worker keeps: profile, lists, each list's items, alert feed and rules, invites (own and addressed), each gift list's claims. */
function listenersOf(state: AppState): number {
  const lists = state.lists ?? [];
  const giftClaims = lists.filter((list) => list.gift && list.role !== 'owner').length;
  return 2 + lists.length + 2 + 2 + giftClaims;
}
