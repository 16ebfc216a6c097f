#!/usr/bin/env node
// Runs the security rules tests (tests/rules) against the official Firestore emulator, which is the
// only thing that evaluates firestore.rules: the local Firestore server of `npm start` and
// `npm test` does not. Typechecks the tests, checks for Java 21+, then runs
// `firebase emulators:exec --only firestore` around `vitest run --config tests/rules/vitest.config.ts`.
// Extra arguments go to vitest (e.g. `npm run test:rules -- items`).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

const PROJECT_ID = 'demo-cartwatch-rules';
const MIN_JAVA = 21;
// firebase.json names no port for the Firestore emulator, so it uses its default.
const EMULATOR_PORT = 8080;
const bin = (name) => join('node_modules', '.bin', name);

function fail(lines) {
  console.error(['', ...lines, ''].join('\n'));
  process.exit(1);
}

/** The major version `java -version` reports ("17.0.15" is 17, "1.8.0_392" is 8), or null. */
function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

console.log('== typecheck tests/rules');
const typecheck = spawnSync(bin('tsc'), ['--noEmit', '-p', 'tests/rules/tsconfig.json'], { stdio: 'inherit' });
if (typecheck.status !== 0) fail(['The rules tests do not typecheck (see above).']);

const java = javaMajorVersion();
if (java === null || java < MIN_JAVA) {
  fail([
    java === null
      ? 'npm run test:rules needs Java 21 or newer, and `java -version` did not answer.'
      : `npm run test:rules needs Java 21 or newer; \`java -version\` reports Java ${java}.`,
    '',
    'The security rules tests run against the official Cloud Firestore emulator from firebase-tools,',
    `which is a Java program and needs Java ${MIN_JAVA}+ on the PATH (e.g. on Debian or Ubuntu:`,
    '`apt-get install -y openjdk-21-jre-headless`, or a Temurin 21 build).',
    'On its first run firebase-tools downloads the emulator jar into',
    '~/.cache/firebase/emulators, so that first run needs network access; later runs work offline.',
  ]);
}

if (!(await portIsFree(EMULATOR_PORT))) {
  fail([
    `Port ${EMULATOR_PORT}, where the Firestore emulator listens, is taken: probably by \`npm start\``,
    "(its Firestore dev server uses 8080). Stop it, or start it with `--firestore-port 8180`, and try again.",
  ]);
}

const vitest = ['vitest', 'run', '--config', 'tests/rules/vitest.config.ts', ...process.argv.slice(2)].join(' ');
console.log(`\n== firebase emulators:exec --only firestore --project ${PROJECT_ID} "${vitest}"`);
const run = spawnSync(bin('firebase'), ['emulators:exec', '--only', 'firestore', '--project', PROJECT_ID, vitest], {
  stdio: 'inherit',
  // emulators:exec runs the command in a shell: make vitest findable even outside `npm run`.
  env: { ...process.env, PATH: `${join(process.cwd(), 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` },
});
if (run.error) fail([`Could not start firebase-tools: ${run.error.message}`]);
process.exit(run.status ?? 1);
