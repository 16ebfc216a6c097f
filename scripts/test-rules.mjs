#!/usr/bin/env node
// Runs the security rules tests (tests/rules) against the official Cloud Firestore emulator, which
// evaluates firestore.rules (the Firestore dev server has no rules engine). Typechecks the tests,
// finds Java 21+ and the emulator (dev/firestore-emulator/), starts it on a free port, runs
// `vitest run --config tests/rules/vitest.config.ts`, and stops it. Works offline.
// Extra arguments go to vitest (e.g. `npm run test:rules -- items`).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { describeMissing, locateFirestoreEmulator, startOfficialEmulator } = await tsImport('../dev/firestore-emulator/index.ts', import.meta.url);
const { freePort } = await tsImport('../dev/support/free-port.ts', import.meta.url);

const bin = (name) => join('node_modules', '.bin', name);

console.log('== typecheck tests/rules');
const typecheck = spawnSync(bin('tsc'), ['--noEmit', '-p', 'tests/rules/tsconfig.json'], { stdio: 'inherit' });
if (typecheck.status !== 0) {
  console.error('\nThe rules tests do not typecheck (see above).');
  process.exit(1);
}

const location = locateFirestoreEmulator();
if (!location.found) {
  console.error(`\n${describeMissing(location.missing)}\n`);
  process.exit(1);
}
const emulator = await startOfficialEmulator({ java: location.java, jar: location.jar, port: await freePort() });
console.log(`\n== official Firestore emulator on ${emulator.url} (Java ${location.java.major}, ${location.jar}), ready in ${emulator.startMs} ms`);
const args = ['run', '--config', 'tests/rules/vitest.config.ts', ...process.argv.slice(2)];
console.log(`== vitest ${args.join(' ')}`);
// Asynchronous, so that the emulator's output keeps being read while the tests run.
const child = spawn(bin('vitest'), args, { stdio: 'inherit', env: { ...process.env, FIRESTORE_EMULATOR_HOST: `${emulator.host}:${emulator.port}` } });
const status = await new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
await emulator.close();
process.exit(status ?? 1);
