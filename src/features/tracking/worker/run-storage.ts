import { defineKey, BROWSER_ID_NAME, TRACKING_RUN_NAME } from '../../../platform/state/storage-keys';
import type { RunStorage } from './engine';
import { EMPTY_RUN, type RunState } from '../model/run-state';

export interface LocalStorageArea {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(entries: Record<string, unknown>): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored run from an older or damaged value: every field that is not of its shape starts empty. */
export function decodeRun(value: unknown): RunState {
  if (!isRecord(value)) return EMPTY_RUN;
  const field = <K extends keyof RunState>(key: K, valid: (v: unknown) => boolean): RunState[K] =>
    valid(value[key]) ? (value[key] as RunState[K]) : EMPTY_RUN[key];
  return {
    queue: field('queue', Array.isArray),
    inFlight: field('inFlight', (v) => v === null || isRecord(v)),
    storeNextAt: field('storeNextAt', isRecord),
    storeBackoff: field('storeBackoff', isRecord),
    quota: field('quota', (v) => v === null || isRecord(v)),
    ownChecks: field('ownChecks', isRecord),
    leases: field('leases', isRecord),
    pending: field('pending', Array.isArray),
    progress: field('progress', (v) => v === null || isRecord(v)),
  };
}

const TRACKING_RUN = defineKey(TRACKING_RUN_NAME, decodeRun);

const BROWSER_ID = defineKey(BROWSER_ID_NAME, (stored) =>
  typeof stored === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(stored) ? stored : null,
);

/** The engine's run in storage.local, where it outlives the worker. */
export function runStorageOf(area: LocalStorageArea): RunStorage {
  return {
    load: async () => TRACKING_RUN.read(await area.get([TRACKING_RUN.name])),
    save: (run) => area.set(TRACKING_RUN.entry(run)),
  };
}

/** This browser's id for leases: made once, kept in storage.local. */
export async function browserIdOf(area: LocalStorageArea, randomId: () => string): Promise<string> {
  const stored = BROWSER_ID.read(await area.get([BROWSER_ID.name]));
  if (stored !== null) return stored;
  const id = randomId();
  await area.set(BROWSER_ID.entry(id));
  return id;
}
