/**
 * Benchmark of the local Firestore server (dev/firestore), driven by the unmodified web SDK.
 * Run with `npm run bench:firestore`; results go to bench/results/firestore.json.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { cpus, loadavg } from 'node:os';
import type { QuerySnapshot } from 'firebase/firestore';
import { startFirestoreServer } from '../dev/firestore/server';
import { connectClient } from '../tests/integration/firestore/helpers/sdk';
import { RawChannel, hasGlobalSnapshot } from '../tests/integration/firestore/helpers/raw-channel';
import { DATABASE, callRest, documentName } from '../tests/integration/firestore/helpers/rest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WRITES = 1000;
const QUERY_DOCUMENTS = 10_000;
const MEMORY_DOCUMENTS = 100_000;
const CHANGED_ON_REATTACH = 10;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

interface RunningCli {
  url: string;
  /** Milliseconds from spawning `tsx cli.ts` to its ready line. */
  spawnToReadyMs: number;
  /** What the CLI reports: from the start of its process to listening. */
  processStartToReadyMs: number;
  /** What the CLI reports as its own share: loading the server's modules and listening. */
  ownStartupMs: number;
  stop(): Promise<void>;
}

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/** Starts the server as `npm run dev:firestore` does (tsx, a separate process, as in development). */
async function startCli(): Promise<RunningCli> {
  const started = performance.now();
  const child = spawn(process.execPath, [tsxCli, join(root, 'dev/firestore/cli.ts'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const [url, sinceProcessStart, own] = await new Promise<[string, number, number]>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /ready at (\S+) \((\d+) ms after process start, (\d+) ms of it/.exec(output);
      if (match) resolve([match[1] as string, Number(match[2]), Number(match[3])]);
    });
    child.once('exit', () => reject(new Error(`the server exited: ${output}`)));
  });
  return {
    url,
    spawnToReadyMs: round(performance.now() - started, 1),
    processStartToReadyMs: sinceProcessStart,
    ownStartupMs: own,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** How long tsx alone takes to start Node and run an empty script, for context. */
async function measureTsxBaseline(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [tsxCli, '-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return round(performance.now() - started, 1);
}

interface Startup {
  ownStartupMs: number;
  processStartToReadyMs: number;
  spawnToReadyMs: number;
  tsxBaselineMs: number;
}

async function measureStartup(): Promise<Startup> {
  const runs: RunningCli[] = [];
  for (let i = 0; i < 5; i++) {
    const cli = await startCli();
    runs.push(cli);
    await cli.stop();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const baselines: number[] = [];
  for (let i = 0; i < 5; i++) baselines.push(await measureTsxBaseline());
  return {
    ownStartupMs: median(runs.map((run) => run.ownStartupMs)),
    processStartToReadyMs: median(runs.map((run) => run.processStartToReadyMs)),
    spawnToReadyMs: median(runs.map((run) => run.spawnToReadyMs)),
    tsxBaselineMs: median(baselines),
  };
}

async function documentsSent(serverUrl: string): Promise<number> {
  const response = await fetch(`${serverUrl}/emulator/v1/stats`);
  return ((await response.json()) as { documentsSent: number }).documentsSent;
}

async function seed(serverUrl: string, collection: string, count: number, startAt = 0): Promise<void> {
  for (let first = startAt; first < startAt + count; first += 500) {
    const writes = [];
    for (let i = first; i < Math.min(first + 500, startAt + count); i++) {
      writes.push({ update: { name: documentName(`${collection}/d${String(i).padStart(6, '0')}`), fields: { n: { integerValue: String(i) }, price: { doubleValue: i / 10 }, title: { stringValue: `Product ${i}` } } } });
    }
    const response = await callRest(serverUrl, 'commit', { writes });
    if (response.status !== 200) throw new Error(`seeding failed with ${response.status}`);
  }
}

function waitForSnapshot(sdk: Awaited<ReturnType<typeof connectClient>>['sdk'], query: Parameters<typeof sdk.onSnapshot>[0], test: (snapshot: QuerySnapshot) => boolean): { done: Promise<QuerySnapshot>; stop: () => void } {
  let stop = (): void => undefined;
  const done = new Promise<QuerySnapshot>((resolve, reject) => {
    stop = sdk.onSnapshot(query as never, { includeMetadataChanges: true }, {
      next: (snapshot: QuerySnapshot) => {
        if (test(snapshot)) resolve(snapshot);
      },
      error: reject,
    });
  });
  return { done, stop };
}

async function measureWriteToSnapshot(serverUrl: string): Promise<{ medianMs: number; p95Ms: number; writes: number }> {
  const writer = await connectClient(serverUrl);
  const reader = await connectClient(serverUrl);
  const { doc, setDoc, collection, onSnapshot } = writer.sdk;
  let waiting: { value: number; resolve: () => void } | undefined;
  const stop = onSnapshot(collection(reader.db, 'latency'), (snapshot) => {
    const value = snapshot.docs[0]?.get('v') as number | undefined;
    if (waiting && value === waiting.value && !snapshot.metadata.fromCache) waiting.resolve();
  });
  const samples: number[] = [];
  for (let i = 0; i <= WRITES; i++) {
    const seen = new Promise<void>((resolve) => (waiting = { value: i, resolve }));
    const started = performance.now();
    void setDoc(doc(writer.db, 'latency/one'), { v: i });
    await seen;
    if (i > 0) samples.push(performance.now() - started);
  }
  stop();
  await writer.close();
  await reader.close();
  samples.sort((a, b) => a - b);
  return { medianMs: round(percentile(samples, 0.5)), p95Ms: round(percentile(samples, 0.95)), writes: samples.length };
}

/** The same first snapshot read by a bare WebChannel client: the server's share of the time. */
async function measureRawFirstSnapshot(serverUrl: string): Promise<number> {
  const started = performance.now();
  const channel = new RawChannel(serverUrl);
  await channel.open([{ database: DATABASE, addTarget: { targetId: 2, query: { parent: `${DATABASE}/documents`, structuredQuery: { from: [{ collectionId: 'catalog' }] } } } }]);
  await channel.readBackChannel({ until: hasGlobalSnapshot });
  const elapsed = performance.now() - started;
  await channel.terminate();
  return round(elapsed, 1);
}

async function measureLargeQueryAndReattach(serverUrl: string): Promise<{ firstSnapshotMs: number; rawFirstSnapshotMs: number; reattachDocumentsSent: number }> {
  await seed(serverUrl, 'catalog', QUERY_DOCUMENTS);
  const rawFirstSnapshotMs = await measureRawFirstSnapshot(serverUrl);
  const client = await connectClient(serverUrl);
  const { collection, disableNetwork, enableNetwork } = client.sdk;
  const started = performance.now();
  const first = waitForSnapshot(client.sdk, collection(client.db, 'catalog'), (snapshot) => !snapshot.metadata.fromCache && snapshot.size === QUERY_DOCUMENTS);
  await first.done;
  const firstSnapshotMs = performance.now() - started;

  await disableNetwork(client.db);
  const writes = Array.from({ length: CHANGED_ON_REATTACH }, (_, i) => ({
    update: { name: documentName(`catalog/d${String(i * 997).padStart(6, '0')}`), fields: { n: { integerValue: '-1' } } },
    updateMask: { fieldPaths: ['n'] },
  }));
  await callRest(serverUrl, 'commit', { writes });
  const sentBefore = await documentsSent(serverUrl);
  const changed = waitForSnapshot(client.sdk, collection(client.db, 'catalog'), (snapshot) =>
    !snapshot.metadata.fromCache && snapshot.docs.filter((document) => document.get('n') === -1).length === CHANGED_ON_REATTACH);
  await enableNetwork(client.db);
  await changed.done;
  const reattachDocumentsSent = (await documentsSent(serverUrl)) - sentBefore;
  first.stop();
  changed.stop();
  await client.close();
  return { firstSnapshotMs: round(firstSnapshotMs, 1), rawFirstSnapshotMs, reattachDocumentsSent };
}

async function measureMemory(): Promise<{ documents: number; heapMb: number; heapPerDocumentBytes: number }> {
  const server = await startFirestoreServer({ port: 0 });
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  await seed(server.url, 'memory', MEMORY_DOCUMENTS);
  collectGarbage();
  const used = process.memoryUsage().heapUsed - before;
  await server.close();
  return { documents: MEMORY_DOCUMENTS, heapMb: round(used / 1024 / 1024, 1), heapPerDocumentBytes: Math.round(used / MEMORY_DOCUMENTS) };
}

async function main(): Promise<void> {
  const startup = await measureStartup();
  const server = await startCli();
  const latency = await measureWriteToSnapshot(server.url);
  const query = await measureLargeQueryAndReattach(server.url);
  await server.stop();
  const memory = await measureMemory();

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageAtEnd: loadavg().map((value) => round(value)) },
    startup,
    writeToSnapshot: latency,
    firstSnapshot10k: { sdkMs: query.firstSnapshotMs, bareWebChannelClientMs: query.rawFirstSnapshotMs },
    memoryAt100k: memory,
    reattachAfter10Of10kChanged: { documentsSent: query.reattachDocumentsSent },
    targets: {
      readyUnder300Ms: startup.ownStartupMs < 300,
      writeToSnapshotP95Under20Ms: latency.p95Ms < 20,
      reattachSendsOnlyChanged: query.reattachDocumentsSent === CHANGED_ON_REATTACH,
    },
  };
  await mkdir(join(root, 'bench/results'), { recursive: true });
  await writeFile(join(root, 'bench/results/firestore.json'), `${JSON.stringify(results, null, 2)}\n`);

  console.table([
    { measure: 'start-up: the server\'s own (load modules, listen)', value: `${startup.ownStartupMs} ms`, target: '< 300 ms' },
    { measure: 'start-up: process start to listening (Node + tsx + server)', value: `${startup.processStartToReadyMs} ms`, target: '' },
    { measure: 'start-up: spawn of `tsx cli.ts` to ready line', value: `${startup.spawnToReadyMs} ms`, target: '' },
    { measure: 'start-up: spawn of `tsx -e ""` (Node + tsx alone)', value: `${startup.tsxBaselineMs} ms`, target: '' },
    { measure: `write -> snapshot in another client, median (${latency.writes})`, value: `${latency.medianMs} ms`, target: '' },
    { measure: `write -> snapshot in another client, p95 (${latency.writes})`, value: `${latency.p95Ms} ms`, target: '< 20 ms' },
    { measure: `first snapshot of a ${QUERY_DOCUMENTS}-document query (web SDK)`, value: `${query.firstSnapshotMs} ms`, target: '' },
    { measure: `  the same, read by a bare WebChannel client`, value: `${query.rawFirstSnapshotMs} ms`, target: '' },
    { measure: `heap at ${MEMORY_DOCUMENTS} documents`, value: `${memory.heapMb} MB (${memory.heapPerDocumentBytes} B/doc)`, target: '' },
    { measure: `documents sent on re-attach, ${CHANGED_ON_REATTACH} of ${QUERY_DOCUMENTS} changed`, value: String(query.reattachDocumentsSent), target: String(CHANGED_ON_REATTACH) },
  ]);
  console.log('Wrote bench/results/firestore.json');
  process.exit(0);
}

await main();
