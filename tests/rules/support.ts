/**
 * Shared setup for the security rules tests: one test environment per file against the Firestore
 * emulator that `npm test` and `npm run test:rules` start (they set FIRESTORE_EMULATOR_HOST), the people in the
 * tests, and valid documents of every collection to vary one field at a time.
 */
import { DEFAULT_ALERT_PREFERENCES } from '../../src/features/alerts/model/alerts';
import { hourIdOf } from '../../src/features/tracking/model/hour-id';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type Db = firebase.firestore.Firestore;
export type Fields = Record<string, unknown>;

/**
 * The emulator project of this test worker: the rules test files run on two workers against one
 * emulator, and each worker's files empty their own project before each test.
 */
export const PROJECT_ID = `demo-cartwatch-rules-${process.env.VITEST_POOL_ID ?? '1'}`;
const RULES_FILE = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

/** The people in the tests, by what they are to the shared list `family`. */
export const OWNER = 'olivia';
export const EDITOR = 'eddie';
export const VIEWER = 'vera';
export const OUTSIDER = 'mallory';
/** Removed from `family` by its owner: their join marker stays, their role is gone. */
export const FORMER_MEMBER = 'frank';
/** Not yet members of `family`: they join with an invite. */
export const JOINER = 'jonas';
export const SECOND_JOINER = 'kim';
export const JOINER_EMAIL = 'jonas@example.com';

/** A code invite's id is its code (Crockford base 32, 10 characters); an email invite's is 20 letters and digits. */
export const CODE = 'ABCDE12345';
export const EMAIL_INVITE = 'emailInvite000000001';

export const SHARED_LIST = 'family';
/** A second list, owned by the editor, where the owner of `family` has no role. */
export const EDITORS_LIST = 'eddiesOwn';
export const ITEM = 'lego42115';
/**
 * The UTC hour `hours` before now, `YYYYMMDDHH`: the rules hold the hour of an observation written
 * now to the request's time (at most an hour ahead, less than 31 days back), so ids are relative.
 */
export const hourIdBefore = (hours: number) => hourIdOf(Date.now() - hours * 3_600_000);
/** The hour of the tests' readings: a few hours ago, so that a later hour can still be written now. */
export const HOUR = hourIdBefore(6);
/** An alert id as the worker derives it: 32 hex digits. */
export const ALERT = '0123456789abcdef0123456789abcdef';

export const serverTime = () => firebase.firestore.FieldValue.serverTimestamp();
export const deleteField = () => firebase.firestore.FieldValue.delete();
export const arrayUnion = (...values: unknown[]) => firebase.firestore.FieldValue.arrayUnion(...values);
export const arrayRemove = (...values: unknown[]) => firebase.firestore.FieldValue.arrayRemove(...values);
export const increment = (step: number) => firebase.firestore.FieldValue.increment(step);
/** A time the client chose: every rule that wants the server's time refuses it. */
export const clientTime = () => firebase.firestore.Timestamp.fromMillis(Date.UTC(2026, 0, 1));

/** The client's clock now: for what a server time cannot be written in (a list), or is compared against. */
export const clientNow = () => firebase.firestore.Timestamp.now();
const DAY_MS = 24 * 60 * 60 * 1000;
export const timestampAt = (ms: number) => firebase.firestore.Timestamp.fromMillis(ms);
/** A time `days` from now by the client's clock. */
export const daysFromNow = (days: number) => firebase.firestore.Timestamp.fromMillis(Date.now() + days * DAY_MS);
export const hoursFromNow = (hours: number) => firebase.firestore.Timestamp.fromMillis(Date.now() + (hours * DAY_MS) / 24);

export const text = (size: number, char = 'x') => char.repeat(size);
/** An http(s) URL of exactly `size` characters. */
export const urlOfSize = (size: number) => {
  const start = 'https://shop.example/p/';
  return start + text(size - start.length, 'a');
};
/** A list id of the form the worker makes: letters and digits. */
export const listIds = (count: number) => Array.from({ length: count }, (_, i) => `list${i}`);

export function without(fields: Fields, key: string): Fields {
  const { [key]: _removed, ...rest } = fields;
  return rest;
}

export const listPath = (listId = SHARED_LIST) => `lists/${listId}`;
export const itemPath = (listId = SHARED_LIST, itemId = ITEM) => `lists/${listId}/items/${itemId}`;
export const observationPath = (hour = HOUR, listId = SHARED_LIST, itemId = ITEM) =>
  `${itemPath(listId, itemId)}/observations/${hour}`;
/** An observation's id: its hour and its observer (an id of the hour alone is one from before, a legacy id). */
export const observationIdOf = (observerId: string, hour = HOUR) => `${hour}_${observerId}`;
/** A member's join marker: the code of their latest join, which no member can read. */
export const joinPath = (uid: string, listId = SHARED_LIST) => `lists/${listId}/joins/${uid}`;
export const leasePath = (leaseId = 'shop.example', listId = SHARED_LIST) => `lists/${listId}/leases/${leaseId}`;
export const alertPath = (uid = OWNER, alertId = ALERT) => `users/${uid}/alerts/${alertId}`;
export const alertRulesPath = (docId: string, uid = OWNER) => `users/${uid}/alertRules/${docId}`;
export const itemCounterPath = (listId = SHARED_LIST) => `lists/${listId}/counters/items`;
export const invitePath = (code = CODE) => `invites/${code}`;
export const claimPath = (itemId = ITEM, listId = SHARED_LIST) => `lists/${listId}/claims/${itemId}`;

export function newProfile(extra: Fields = {}): Fields {
  return { createdAt: serverTime(), preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, ...extra };
}

export function newList(ownerId: string, extra: Fields = {}): Fields {
  return {
    ownerId,
    name: 'Wishlist',
    memberIds: [ownerId],
    roles: { [ownerId]: 'owner' },
    createdAt: serverTime(),
    updatedAt: serverTime(),
    ...extra,
  };
}

/** Every field of an item, valid, as the worker writes a newly saved product. */
export function newItem(addedBy: string, extra: Fields = {}): Fields {
  return {
    name: 'LEGO Technic 42115 Lamborghini Sián',
    brand: 'LEGO',
    image: 'https://shop.example/img/42115.jpg',
    url: 'https://shop.example/p/42115',
    productKey: 'shop.example/p/42115',
    store: 'shop.example',
    price: 379.99,
    currency: 'EUR',
    listPrice: 449.99,
    savedPrice: 379.99,
    availability: 'in-stock',
    observerId: addedBy,
    observationHour: null,
    sku: '42115',
    gtin: '5702016617610',
    method: 'json-ld',
    confidence: 0.95,
    note: '',
    quantity: 1,
    status: 'wanted',
    addedBy,
    addedAt: serverTime(),
    updatedAt: serverTime(),
    lastCheck: null,
    trend: [],
    ...extra,
  };
}

export function newObservation(observerId: string, extra: Fields = {}): Fields {
  return {
    amount: 359.99,
    currency: 'EUR',
    availability: 'in-stock',
    observedAt: serverTime(),
    source: 'visit',
    observerId,
    confidence: 0.95,
    method: 'json-ld',
    outcome: 'ok',
    expiresAt: daysFromNow(730),
    ...extra,
  };
}

/** A lease on re-checking shop.example's items of the shared list, for a day, as the worker takes it. */
export function newLease(holderId: string, extra: Fields = {}): Fields {
  return {
    holderId,
    browserId: `browser-of-${holderId}`,
    store: 'shop.example',
    until: hoursFromNow(24),
    takenAt: serverTime(),
    ...extra,
  };
}

/** An invite into the shared list as its owner writes it: a code for one viewer, valid 7 days. */
export function newInvite(extra: Fields = {}): Fields {
  return {
    listId: SHARED_LIST,
    listName: 'Family gifts',
    ownerId: OWNER,
    ownerName: 'Olivia',
    role: 'viewer',
    email: null,
    maxUses: 1,
    uses: 0,
    revoked: false,
    createdAt: serverTime(),
    expiresAt: daysFromNow(7),
    ...extra,
  };
}

/** An invite as stored, made a day ago, to set the scene (its times are the client's). */
export function storedInvite(extra: Fields = {}): Fields {
  return newInvite({ createdAt: daysFromNow(-1), expiresAt: daysFromNow(6), ...extra });
}

/** A claim on the shared list's item as a member writes it. */
export function newClaim(claimedBy: string, extra: Fields = {}): Fields {
  return { claimedBy, claimerName: 'Eddie', status: 'claimed', updatedAt: serverTime(), ...extra };
}

/** An alert as the worker writes it to the feed (AlertEntry without its id, which is the document's). */
export function newAlert(extra: Fields = {}): Fields {
  return {
    listId: SHARED_LIST,
    itemId: ITEM,
    name: 'LEGO Technic 42115 Lamborghini Sián',
    url: 'https://shop.example/p/42115',
    kind: 'drop',
    rule: { kind: 'drop-percent', value: 1000 },
    previousPrice: 379.99,
    price: 329.99,
    currency: 'EUR',
    availability: 'in-stock',
    source: 'recheck',
    method: 'json-ld',
    confidence: 0.95,
    observedAt: Date.UTC(2026, 2, 15, 14, 5),
    observerId: null,
    createdAt: serverTime(),
    seen: false,
    withdrawn: false,
    ...extra,
  };
}

/**
 * A test environment for one test file, emptied before each test. The emulator's address comes
 * from FIRESTORE_EMULATOR_HOST, which scripts/test-all.mjs and scripts/test-rules.mjs set.
 */
export function useRulesEnvironment(): { env: () => RulesTestEnvironment } {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(RULES_FILE, 'utf8') },
    });
  });
  beforeEach(async () => {
    await env?.clearFirestore();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  return {
    env: () => {
      if (!env) throw new Error('the rules test environment is not ready');
      return env;
    },
  };
}

/**
 * Firestore as the given user sees it, or as someone signed out (`null`); `token` adds claims to
 * their ID token (`email`, `email_verified`).
 */
export function dbAs(env: RulesTestEnvironment, uid: string | null, token: TokenOptions = {}): Db {
  return (uid === null ? env.unauthenticatedContext() : env.authenticatedContext(uid, token)).firestore();
}

/** Writes documents with the rules switched off, to set the scene for a test. */
export async function seed(env: RulesTestEnvironment, documents: Record<string, Fields>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const entries = Object.entries(documents);
    // Firestore takes at most 500 writes in a batch.
    for (let start = 0; start < entries.length; start += 500) {
      const batch = db.batch();
      for (const [path, fields] of entries.slice(start, start + 500)) batch.set(db.doc(path), fields);
      await batch.commit();
    }
  });
}

/**
 * The shared list `family` (owner, editor, viewer), the editor's own list, each with its item
 * counter, and one saved item.
 */
export function sharedListScene(): Record<string, Fields> {
  return {
    [listPath(SHARED_LIST)]: {
      ownerId: OWNER,
      name: 'Family gifts',
      memberIds: [OWNER, EDITOR, VIEWER],
      roles: { [OWNER]: 'owner', [EDITOR]: 'editor', [VIEWER]: 'viewer' },
      createdAt: serverTime(),
      updatedAt: serverTime(),
    },
    [itemCounterPath(SHARED_LIST)]: { count: 1, lastItemId: ITEM },
    [listPath(EDITORS_LIST)]: newList(EDITOR, { name: 'Eddie’s things' }),
    [itemCounterPath(EDITORS_LIST)]: { count: 0, lastItemId: null },
    [itemPath()]: newItem(OWNER),
  };
}

/** The list's item counter stepped by one in a batch, naming the item, as the worker does. */
export function countItem(db: Db, batch: firebase.firestore.WriteBatch, listId: string, itemId: string, step: 1 | -1): void {
  batch.set(db.doc(itemCounterPath(listId)), { count: firebase.firestore.FieldValue.increment(step), lastItemId: itemId }, { merge: true });
}

export type Verdict = 'accepted' | 'refused';

/** Expects the rules to accept or refuse the write (or read). */
export async function expectVerdict(request: Promise<unknown>, verdict: Verdict): Promise<void> {
  if (verdict === 'accepted') await assertSucceeds(request);
  else await assertFails(request);
}
