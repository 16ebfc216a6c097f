import type { UsageEvent } from '../../dev/firestore/usage';
import { BROWSER_CLAIM } from './browser';

/** What the month's bill is split by: the parts of the product that spend it. */
export const FEATURES = [
  'saving',
  're-checks',
  'observations',
  'leases',
  'alerts',
  'sharing',
  'activity',
  'listeners on wake',
  'popup',
  'export',
  'profile',
] as const;
export type Feature = (typeof FEATURES)[number];

export interface Counts {
  reads: number;
  writes: number;
  deletes: number;
}

const zero = (): Counts => ({ reads: 0, writes: 0, deletes: 0 });

/** What a write is for, from where it lands and what it changes. */
export function featureOfWrite(event: Pick<UsageEvent, 'path' | 'fields' | 'created' | 'after' | 'cause'>): Feature {
  const segments = event.path.split('/');
  const [root, , sub, , leaf] = segments;
  if (root === 'users') {
    if (sub === 'alerts') {
      const kind = event.after?.fields.kind;
      return kind && 'stringValue' in kind && kind.stringValue === 'list-activity' ? 'activity' : 'alerts';
    }
    if (sub === 'alertRules') return 'alerts';
    return 'profile';
  }
  if (root === 'invites') return 'sharing';
  if (root !== 'lists') return 'profile';
  if (segments.length === 2) return event.created ? 'saving' : 'sharing';
  if (sub === 'leases') return 'leases';
  if (sub === 'claims' || sub === 'joins') return 'sharing';
  if (sub === 'counters') return 'saving';
  if (sub === 'items') {
    if (leaf === 'observations') return 'observations';
    if (event.cause === 'delete' || event.created) return 'saving';
    const fields = event.fields ?? [];
    if (fields.length > 0 && fields.every((field) => field === 'lastCheck')) return 're-checks';
    if (fields.includes('trend') || fields.includes('price')) return 'observations';
    return 'saving';
  }
  return 'profile';
}

/** A whole alert written again over one that exists: what a second browser of the account does when the first raised it already. */
function isRefusedAlertRewrite(event: UsageEvent): boolean {
  const [root, , sub] = event.path.split('/');
  return event.cause === 'write' && root === 'users' && sub === 'alerts' && event.created === false && (event.fields ?? []).includes('createdAt');
}

/** What a read outside any explicit step is for: a listener told of a write is billed to that write's feature. */
function featureOfRead(event: UsageEvent, writes: ReadonlyMap<string, Feature>, lastWriter: ReadonlyMap<string, Feature>): Feature {
  const segments = event.path.split('/');
  const [root, , sub, , leaf] = segments;
  switch (event.cause) {
    case 'listen-change':
      return writes.get(`${event.version}|${event.path}`) ?? lastWriter.get(event.path) ?? 'profile';
    case 'listen-resume':
      // Documents that changed while the worker slept: the worker would have read them awake too.
      return lastWriter.get(event.path) ?? 'listeners on wake';
    case 'listen-start':
    case 'listen-restart':
      // The full SDK's one-shot reads start a listener too: the alert engine's look at an item's
      // history or at an alert, a departed list's get, an invite's preview. Every other start is a
      // listener attaching.
      if (leaf === 'observations') return 'alerts';
      if (root === 'users' && sub === 'alerts' && segments.length === 4) return 'alerts';
      if (root === 'invites' || (root === 'lists' && segments.length === 2)) return 'sharing';
      return 'listeners on wake';
    case 'query':
      return leaf === 'observations' ? 'observations' : root === 'invites' ? 'sharing' : 'listeners on wake';
    case 'aggregation':
      // A woken worker's search for the items removed while it slept (changed-items.ts).
      return root === 'lists' && sub === 'items' ? 'listeners on wake' : 'profile';
    case 'get':
      if (sub === 'leases') return 'leases';
      if (root === 'users' && sub === 'alerts') return 'alerts';
      if (root === 'invites' || (root === 'lists' && segments.length === 2)) return 'sharing';
      return 'profile';
    default:
      return 'profile';
  }
}

export interface BrowserBill {
  uid: string;
  byFeature: Record<Feature, Counts>;
  /** Listeners resumed within 30 minutes: billed nothing by themselves (see the resume note). */
  resumedListeners: number;
}

/**
 * Bills every operation the server counts to a browser (the emulator token's claim) and a feature:
 * an explicit step's (an export, the popup's chart) to that step, a write by what it writes, a
 * listener's read of a change to the feature of the write that made it.
 */
export class Ledger {
  readonly browsers = new Map<string, BrowserBill>();
  readonly unattributed: Counts = zero();
  /** While set, everything is billed to this step's feature (the simulation waits for quiet around it). */
  private step: Feature | null = null;
  /** Off during setup: the month's bill starts once the account stands as it does at the month's start. */
  measuring = false;
  private readonly writeFeatures = new Map<string, Feature>();
  private readonly lastWriter = new Map<string, Feature>();
  /** Writes the rules would refuse (the dev server evaluates none): not billed, and heard by no listener. */
  private readonly refused = new Set<string>();
  /** Billed operations seen, measured or not: the simulation waits for this to stop moving. */
  operations = 0;
  /** Each document's writes (and deletes) in the month, and the most in one simulated minute: the hottest documents. */
  readonly documentWrites = new Map<string, { total: number; minute: number; inMinute: number; maxPerMinute: number }>();

  readonly listen = (event: UsageEvent): void => {
    this.operations += 1;
    let feature: Feature;
    if (isRefusedAlertRewrite(event)) {
      // The rules refuse a second write of an alert (another browser of the account raised it first):
      // no write is billed, nobody's listener hears of it, and the worker reads the alert once instead.
      this.refused.add(`${event.version}|${event.path}`);
      this.bill(event, featureOfWrite(event), { ...event, billed: 'reads', count: 1 });
      return;
    }
    if (event.cause === 'listen-change' && this.refused.has(`${event.version}|${event.path}`)) return;
    if (event.cause === 'write' || event.cause === 'delete') {
      if (this.measuring) this.countDocumentWrite(event.path);
      feature = this.step ?? featureOfWrite(event);
      if (event.version !== undefined) this.writeFeatures.set(`${event.version}|${event.path}`, feature);
      this.lastWriter.set(event.path, feature);
      // A listener is told of a write as the commit happens: older commits' entries are not needed.
      if (this.writeFeatures.size > 50_000) this.writeFeatures.clear();
    } else {
      feature = this.step ?? featureOfRead(event, this.writeFeatures, this.lastWriter);
    }
    this.bill(event, feature, event);
  };

  private bill(event: UsageEvent, feature: Feature, billed: Pick<UsageEvent, 'billed' | 'count'>): void {
    if (!this.measuring) return;
    const browser = event.auth.kind === 'user' ? event.auth.claims[BROWSER_CLAIM] : undefined;
    if (typeof browser !== 'string' || event.auth.kind !== 'user') {
      this.unattributed[billed.billed] += billed.count;
      return;
    }
    let bill = this.browsers.get(browser);
    if (!bill) {
      bill = { uid: event.auth.uid, byFeature: Object.fromEntries(FEATURES.map((name) => [name, zero()])) as Record<Feature, Counts>, resumedListeners: 0 };
      this.browsers.set(browser, bill);
    }
    if (event.cause === 'listen-resumed-target') bill.resumedListeners += 1;
    bill.byFeature[feature][billed.billed] += billed.count;
  }

  private countDocumentWrite(path: string): void {
    const minute = Math.floor(Date.now() / 60_000);
    const counted = this.documentWrites.get(path) ?? { total: 0, minute, inMinute: 0, maxPerMinute: 0 };
    counted.total += 1;
    counted.inMinute = counted.minute === minute ? counted.inMinute + 1 : 1;
    counted.minute = minute;
    counted.maxPerMinute = Math.max(counted.maxPerMinute, counted.inMinute);
    this.documentWrites.set(path, counted);
  }

  /** The documents written most, in a month and in one minute. */
  hottestDocuments(count = 5): { byTotal: { path: string; writes: number }[]; byMinute: { path: string; writesInOneMinute: number }[] } {
    const all = [...this.documentWrites];
    return {
      byTotal: all.sort((a, b) => b[1].total - a[1].total).slice(0, count).map(([path, counted]) => ({ path, writes: counted.total })),
      byMinute: all.sort((a, b) => b[1].maxPerMinute - a[1].maxPerMinute).slice(0, count).map(([path, counted]) => ({ path, writesInOneMinute: counted.maxPerMinute })),
    };
  }

  async during<T>(feature: Feature, step: () => Promise<T>): Promise<T> {
    this.step = feature;
    try {
      return await step();
    } finally {
      this.step = null;
    }
  }

  /** Everything billed, by feature, over the given browsers. */
  total(filter: (name: string, bill: BrowserBill) => boolean = () => true): Record<Feature, Counts> {
    const sum = Object.fromEntries(FEATURES.map((name) => [name, zero()])) as Record<Feature, Counts>;
    for (const [name, bill] of this.browsers) {
      if (!filter(name, bill)) continue;
      for (const feature of FEATURES) {
        sum[feature].reads += bill.byFeature[feature].reads;
        sum[feature].writes += bill.byFeature[feature].writes;
        sum[feature].deletes += bill.byFeature[feature].deletes;
      }
    }
    return sum;
  }
}
