/**
 * Start-up of the two Firestores beside each other: from spawning the process to its first HTTP
 * answer, the dev server (Node) and the official Cloud Firestore emulator (Java) with
 * firestore.rules, five times each, one after the other. Run with `npm run bench:firestore-start`;
 * results go to bench/results/firestore-start.json.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { describeMissing, locateFirestoreEmulator, startOfficialEmulator } from '../dev/firestore-emulator';
import { RULES_FILE } from '../dev/start/stack';
import { freePort } from '../dev/support/free-port';
import { waitForHttp } from '../dev/support/wait-for-http';

const RUNS = 5;

async function devServerStartMs(): Promise<number> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'dev/firestore/cli.ts', '--port', String(port)], { stdio: 'ignore' });
  await waitForHttp(`http://127.0.0.1:${port}/`, 60_000);
  const elapsed = Date.now() - started;
  child.kill('SIGTERM');
  await once(child, 'exit');
  return elapsed;
}

const location = locateFirestoreEmulator();
if (!location.found) throw new Error(describeMissing(location.missing));
const devServer: number[] = [];
const official: number[] = [];
for (let run = 0; run < RUNS; run++) {
  devServer.push(await devServerStartMs());
  const emulator = await startOfficialEmulator({ java: location.java, jar: location.jar, port: await freePort(), rulesFile: RULES_FILE });
  official.push(emulator.startMs);
  await emulator.close();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: cpus().length, loadAverage1m: loadavg()[0] },
  java: `${location.java.path} (Java ${location.java.major})`,
  devServerStartMs: { runs: devServer, median: median(devServer) },
  officialEmulatorStartMs: { runs: official, median: median(official) },
};
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/firestore-start.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
