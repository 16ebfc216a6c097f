// Live sharing with 50 members (npm run bench:sharing), issue #14: from one member's edit to every
// other member seeing it, and what each member's listeners read per edit.
//
// Setup, on the local stack (Auth emulator, dev Firestore server, demo store, a local build):
// - The watcher: Chromium with Cartwatch, signed up through the extension; its default list is the
//   shared list, and its popup page is open on the Lists tab (the same page the toolbar opens, in a
//   tab, so that it stays open between edits).
// - 49 more members: the Firestore web SDK's browser build in this process (WebChannel, as in the
//   extension), one app each, each with the two listeners the worker holds for a member: its lists
//   (`memberIds array-contains uid`) and the shared list's items. The dev server checks no rules, so
//   the list's members are written straight into the list document (memberIds, roles, names), as
//   50 joins would leave it.
// - An edit: member 1 changes the note of the list's one item (updateDoc: note, updatedAt), one
//   every EDIT_GAP_MS. t0 is just before updateDoc is called.
// Measured from t0, per edit:
// - each of the other 48 SDK members: their items listener delivers the new note from the server;
// - "every member": the slowest of them (what "every other member's popup" waits for);
// - the watcher's popup: a MutationObserver in the page sees the new note in the item's row;
// - control: the editor's own write acknowledged by the server (its commit round trip).
// Reads: per member and edit, the documents the server sent to each listener (docChanges of the
// snapshots that are not from the cache), which is what Firestore bills a listener.
// Usage: npm run bench:sharing (BENCH_EDITS=20 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { LOCAL_PROJECT_ID } from '../dev/start/stack';
import { launchExtension, type LoadedExtension } from '../tests/e2e/support/extension';
import { startLocalStack } from '../tests/e2e/support/local-stack';
import { TEST_PASSWORD, uniqueEmail } from '../tests/e2e/support/options-page';
import { loadBrowserFirestore, type FirestoreModule } from '../tests/integration/firestore/helpers/sdk';
import { request, stateOf } from './support-account';
import { round, summarise, waitUntil, writeResult } from './support';

const MEMBERS = 50;
const EDITS = Number(process.env.BENCH_EDITS ?? 20);
const EDIT_GAP_MS = 1_500;
const EDIT_TIMEOUT_MS = 30_000;
const POPUP = 'src/pages/popup/index.html';
const LOAD_AT_START = loadavg();
const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

interface Member {
  uid: string;
  app: FirebaseApp;
  db: Firestore;
  /** When this member's items listener first delivered each note from the server (ms since the epoch). */
  seen: Map<string, number>;
  /** Documents the server sent this member's listeners, all listeners together. */
  documentsRead: number;
  unsubscribe: Unsubscribe[];
}

function connectMember(sdk: FirestoreModule, firestoreHost: string, firestorePort: number, uid: string, listId: string): Member {
  const app = initializeApp({ projectId: LOCAL_PROJECT_ID, apiKey: 'fake-api-key' }, `bench-sharing-${uid}`);
  const db = sdk.initializeFirestore(app, {});
  sdk.connectFirestoreEmulator(db, firestoreHost, firestorePort);
  const member: Member = { uid, app, db, seen: new Map(), documentsRead: 0, unsubscribe: [] };
  const countServerDocuments = (snapshot: { metadata: { fromCache: boolean }; docChanges(): unknown[] }) => {
    if (!snapshot.metadata.fromCache) member.documentsRead += snapshot.docChanges().length;
  };
  member.unsubscribe.push(
    sdk.onSnapshot(sdk.query(sdk.collection(db, 'lists'), sdk.where('memberIds', 'array-contains', uid)), countServerDocuments),
    sdk.onSnapshot(sdk.collection(db, 'lists', listId, 'items'), { includeMetadataChanges: true }, (snapshot) => {
      countServerDocuments(snapshot);
      if (snapshot.metadata.hasPendingWrites || snapshot.metadata.fromCache) return;
      const now = Date.now();
      for (const item of snapshot.docs) {
        const note: unknown = item.get('note');
        if (typeof note === 'string' && !member.seen.has(note)) member.seen.set(note, now);
      }
    }),
  );
  return member;
}

const stackDir = mkdtempSync(join(tmpdir(), 'cartwatch-bench-sharing-'));
const stack = await startLocalStack(stackDir);
const sdk = await loadBrowserFirestore();
let watcher: LoadedExtension | undefined;
const members: Member[] = [];
try {
  watcher = await launchExtension(stack.extensionDir);
  const browserVersion = watcher.context.browser()?.version() ?? '';
  const page = await watcher.openPage(POPUP);
  await request(page, 'page:sign-up', { email: uniqueEmail('bench-sharing'), password: TEST_PASSWORD });
  await waitUntil('the default list', async () => ((await stateOf(page)).state.lists?.length ?? 0) === 1, 30_000);
  const signedIn = (await stateOf(page)).state;
  if (signedIn.account.status !== 'signed-in' || !signedIn.lists?.[0]) throw new Error('The watcher is not signed in with a list.');
  const watcherUid = signedIn.account.uid;
  const listId = signedIn.lists[0].id;
  const { id: itemId } = await request(page, 'page:save-item', {
    listId,
    product: {
      url: `${stack.store.stores[0]?.origin ?? 'http://127.0.0.1'}/shared-item`,
      name: 'Shared item',
      brand: null,
      image: null,
      price: 10,
      currency: 'EUR',
      listPrice: null,
      availability: 'in-stock',
      sku: null,
      gtin: null,
      method: 'manual',
      confidence: 1,
    },
  });
  await waitUntil('the item on the server', async () => (await stateOf(page)).state.items[listId]?.[0]?.pendingWrites === false, 30_000);

  // 49 more members in the list document, as 49 joins would leave it.
  const memberUids = Array.from({ length: MEMBERS - 1 }, (_, index) => `benchMember${index + 1}`);
  const { host: firestoreHost, port: firestorePort } = stack.firestore;
  const seeder = connectMember(sdk, firestoreHost, firestorePort, 'benchSeeder', listId);
  await sdk.updateDoc(sdk.doc(seeder.db, 'lists', listId), {
    memberIds: [watcherUid, ...memberUids],
    roles: Object.fromEntries([[watcherUid, 'owner'], ...memberUids.map((uid) => [uid, 'editor'])]),
    names: Object.fromEntries([[watcherUid, 'Watcher'], ...memberUids.map((uid, index) => [uid, `Member ${index + 1}`])]),
  });
  for (const unsubscribe of seeder.unsubscribe) unsubscribe();
  await sdk.terminate(seeder.db);
  await deleteApp(seeder.app);
  for (const uid of memberUids) members.push(connectMember(sdk, firestoreHost, firestorePort, uid, listId));
  await waitUntil('every member to have the item', () => Promise.resolve(members.every((member) => member.seen.size > 0)), 60_000);

  // The watcher's popup on the Lists tab, with an observer stamping each note the row shows.
  await page.reload();
  await page.getByRole('tab', { name: 'Lists' }).click();
  await page.getByText('Shared item').waitFor();
  await page.evaluate(() => {
    const shown: Record<string, number> = {};
    (window as unknown as { notesShown: Record<string, number> }).notesShown = shown;
    new MutationObserver(() => {
      for (const note of document.querySelectorAll('.item-note')) {
        const text = note.textContent ?? '';
        if (text.startsWith('edit-') && shown[text] === undefined) shown[text] = Date.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  const [editor, ...others] = members;
  if (!editor) throw new Error('No members');
  const readsBefore = members.map((member) => member.documentsRead);
  const everyMemberMs: number[] = [];
  const eachMemberMs: number[] = [];
  const popupMs: number[] = [];
  const commitMs: number[] = [];
  for (let edit = 1; edit <= EDITS; edit += 1) {
    const note = `edit-${edit}-${Date.now()}`;
    const t0 = Date.now();
    await sdk.updateDoc(sdk.doc(editor.db, 'lists', listId, 'items', itemId), { note, updatedAt: sdk.serverTimestamp() });
    commitMs.push(Date.now() - t0);
    await waitUntil(
      `edit ${edit} at every member and the popup`,
      async () =>
        others.every((member) => member.seen.has(note)) &&
        (await page.evaluate((wanted) => (window as unknown as { notesShown: Record<string, number> }).notesShown[wanted] !== undefined, note)),
      EDIT_TIMEOUT_MS,
    );
    const latencies = others.map((member) => (member.seen.get(note) ?? Number.NaN) - t0);
    eachMemberMs.push(...latencies);
    everyMemberMs.push(Math.max(...latencies));
    popupMs.push((await page.evaluate((wanted) => (window as unknown as { notesShown: Record<string, number> }).notesShown[wanted] ?? Number.NaN, note)) - t0);
    await sleep(EDIT_GAP_MS);
  }
  // The editor's own listeners see its write locally first; the others' reads are what an edit costs.
  const readsPerEdit = others.map((member, index) => (member.documentsRead - (readsBefore[index + 1] ?? 0)) / EDITS);

  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAtStart: LOAD_AT_START.map((load) => round(load, 2)), loadAtEnd: loadavg().map((load) => round(load, 2)), browser: browserVersion },
    setup: { members: MEMBERS, sdkMembers: MEMBERS - 1, edits: EDITS, editGapMs: EDIT_GAP_MS, backend: 'dev Firestore server (npm start)' },
    everyOtherMemberMs: summarise(everyMemberMs),
    eachSdkMemberMs: summarise(eachMemberMs),
    watcherPopupMs: summarise(popupMs),
    controlEditorCommitMs: summarise(commitMs),
    documentsReadPerMemberPerEdit: { min: round(Math.min(...readsPerEdit), 2), max: round(Math.max(...readsPerEdit), 2) },
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${writeResult('sharing', result)}`);
} finally {
  for (const member of members) {
    for (const unsubscribe of member.unsubscribe) unsubscribe();
    await sdk.terminate(member.db);
    await deleteApp(member.app);
  }
  await watcher?.close();
  await stack.close();
  rmSync(stackDir, { recursive: true, force: true });
}
