import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLiteEmulator,
  getFirestore as getLiteFirestore,
  terminate as terminateLite,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';
import type { AccountState } from '../../src/app/state';
import type { PageParser } from '../../src/features/tracking/worker/check-page';
import { fakeBrowser, ProfileStorage, type ShownNotification } from './fake-browser';
import { PAGE_SENDER, startWorker, type RunningWorker } from './worker';

/** The claim naming the simulated browser in its requests' emulator token: the ledger bills each request to it. */
export const BROWSER_CLAIM = 'cartwatch_browser';

export interface BrowserSetup {
  /** e.g. `typical/shopper/laptop`. */
  name: string;
  account: Extract<AccountState, { status: 'signed-in' }>;
  firestore: { host: string; port: number };
  projectId: string;
  /** The host access this browser has granted (its stores' origins). */
  grantedOrigins: () => string[];
  fetcher: typeof fetch;
  parse: PageParser;
  now: () => number;
}

/**
 * One browser profile with Cartwatch installed: what outlives the worker (storage.local, the
 * Firestore cache, the alarms) and the worker itself, started and stopped as the browser does.
 */
export class SimulatedBrowser {
  readonly notifications: ShownNotification[] = [];
  private readonly storage = new ProfileStorage();
  private readonly alarms = new Map<string, { periodInMinutes?: number }>();
  private readonly app: FirebaseApp;
  private readonly db: Firestore;
  private readonly lite: LiteFirestore;
  private running: RunningWorker | null = null;
  /** How often a worker started, and the listeners it attached. */
  wakes = 0;

  constructor(readonly setup: BrowserSetup) {
    this.app = initializeApp({ projectId: setup.projectId, apiKey: 'fake-api-key' }, `cost-${setup.name}`);
    this.db = initializeFirestore(this.app, { localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector({ cacheSizeBytes: 200 * 2 ** 20 }) }) });
    const token = { sub: setup.account.uid, [BROWSER_CLAIM]: setup.name } as { sub: string };
    connectFirestoreEmulator(this.db, setup.firestore.host, setup.firestore.port, { mockUserToken: token });
    this.lite = getLiteFirestore(this.app);
    connectLiteEmulator(this.lite, setup.firestore.host, setup.firestore.port, { mockUserToken: token });
  }

  get name(): string {
    return this.setup.name;
  }

  get uid(): string {
    return this.setup.account.uid;
  }

  get worker(): RunningWorker | null {
    return this.running;
  }

  /** The browser starts its worker (an alarm, the popup, the browser's start): listeners attach from the cache. */
  async wake(): Promise<RunningWorker> {
    if (this.running) return this.running;
    this.storage.freeze(false);
    await enableNetwork(this.db);
    const browser = fakeBrowser({
      storage: this.storage,
      grantedOrigins: this.setup.grantedOrigins,
      now: this.setup.now,
      notify: (notification) => this.notifications.push(notification),
      alarms: this.alarms,
    });
    const worker = startWorker({ browser, db: this.db, lite: this.lite, app: this.app, fetcher: this.setup.fetcher, parse: this.setup.parse });
    worker.signIn(this.setup.account);
    this.running = worker;
    this.wakes += 1;
    await worker.store.ready;
    return worker;
  }

  /** Resolves once the server has every write this browser made (the popup's changes answer before that). */
  flushed(): Promise<void> {
    return waitForPendingWrites(this.db);
  }

  /**
   * The browser stops the worker once it is idle (30 s without events): what it was doing has
   * landed (`quiet`), its listeners stop, its last writes reach the server, and its connection
   * closes. Nothing it held runs on: with its listeners gone nothing starts new work.
   */
  async stop(quiet: () => Promise<void>): Promise<void> {
    const worker = this.running;
    if (!worker) return;
    await quiet();
    await this.flushed();
    this.running = null;
    // Storage keeps what the worker last wrote; its own teardown is not a shopper's change.
    this.storage.freeze(true);
    worker.stop();
    await this.flushed();
    await quiet();
    await disableNetwork(this.db);
  }

  /** A message from the popup to the worker (woken first when it is not running), once the popup shows the shopper's lists. */
  async ask(kind: string, payload: unknown): Promise<unknown> {
    const worker = await this.wake();
    await worker.store.ready;
    const deadline = performance.now() + 30_000;
    while (worker.store.snapshot().state.lists === null) {
      if (performance.now() > deadline) throw new Error(`${this.name}: the lists did not load`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const result = await worker.router.handle({ kind, payload }, PAGE_SENDER);
    if (!result.ok) throw new Error(`${this.name}: ${kind} failed: ${result.error.code} ${result.error.message}`);
    return result.data;
  }

  async close(): Promise<void> {
    await this.stop(() => Promise.resolve());
    await terminate(this.db);
    await terminateLite(this.lite);
    await deleteApp(this.app);
  }
}
