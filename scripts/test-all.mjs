#!/usr/bin/env node
// Runs everything CI runs and ends with one line: "N passed, N failed, N skipped". Typecheck and
// lint count as one check each.
//
// The lanes: typecheck and lint; unit and integration tests; the end-to-end tests on the Firestore
// dev server (those that need no Firestore, and the dev server's fault controls); and, where Java
// 21+ and the official Cloud Firestore emulator are found, the security rules tests, the end-to-end
// tests that use Firestore (under firestore.rules) and the dev server's conformance tests against
// the official emulator. Where those are missing, it says what is missing, runs the end-to-end tests
// that use Firestore on the dev server instead and counts the rest as skipped; with
// CARTWATCH_REQUIRE_RULES=1 (set by .ci/run) that is a failure instead. Last, the release lane:
// `npm run package`'s archives, rebuilt from the source archive, and the stores' own checks on them
// (addons-linter, the Chrome Web Store's rules).
//
// Two tracks run side by side, each one lane after another: the lanes that keep the CPU busy, and
// the browser lanes, which mostly wait on browsers and servers. A lane's output is held and printed
// whole when it ends. At the end it prints each lane's wall time and the slowest files;
// CARTWATCH_TEST_TIMES=FILE also writes them there as JSON, with every file's duration per lane.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { describeMissing, locateFirestoreEmulator, startOfficialEmulator } = await tsImport('../dev/firestore-emulator/index.ts', import.meta.url);
const { freePort } = await tsImport('../dev/support/free-port.ts', import.meta.url);
const { CONFORMANCE_FILES, E2E_UNDER_RULES_ENV } = await tsImport('../tests/official-emulator-projects.ts', import.meta.url);
const { CHROMIUM_PATH, FIREFOX_PATH, missingBrowsers, REQUIRE_BROWSERS_ENV } = await tsImport('../tests/e2e/support/browser-paths.ts', import.meta.url);

const bin = (name) => join('node_modules', '.bin', name);
const RULES_CONFIG = 'tests/rules/vitest.config.ts';
const extraArgs = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const reportDir = mkdtempSync(join(tmpdir(), 'cartwatch-tests-'));
/** Each lane's wall time, in the order they ended, with when it started (seconds since the run began). */
const phases = [];
/** Each test file's duration (first test started to last ended), per lane: { lane, file, seconds }. */
const fileTimes = [];
const SLOWEST_SHOWN = 20;
let emulatorStartMs = null;
const runStart = performance.now();
const secondsSince = (start) => Math.round(performance.now() - start) / 1000;

/** Runs one lane and records its wall time under `name`. */
async function timed(name, run) {
  const start = performance.now();
  const startedAt = secondsSince(runStart);
  try {
    return await run();
  } finally {
    phases.push({ name, startedAt, seconds: secondsSince(start) });
  }
}

/**
 * Records each file's duration from a vitest JSON report (its files carry start and end times). A
 * run of several projects names each file's lane by its folder (tests/unit/..., tests/e2e/...).
 */
function recordFileTimes(lane, report) {
  for (const file of report.testResults) {
    if (typeof file.startTime !== 'number' || typeof file.endTime !== 'number') continue;
    const path = relative(process.cwd(), file.name);
    const fileLane = lane.includes(',') ? (/^tests\/([^/]+)\//.exec(path)?.[1] ?? lane) : lane;
    fileTimes.push({ lane: fileLane, file: path, seconds: Math.round(file.endTime - file.startTime) / 1000 });
  }
}

function reportTimes(wallSeconds) {
  console.log('\nWall time per lane (two tracks side by side):');
  for (const phase of phases) console.log(`  ${phase.seconds.toFixed(1).padStart(7)} s  ${phase.name} (from ${phase.startedAt.toFixed(1)} s)`);
  console.log(`  ${wallSeconds.toFixed(1).padStart(7)} s  in all`);
  const slowest = [...fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN);
  console.log(`\nSlowest ${slowest.length} test files:`);
  for (const entry of slowest) console.log(`  ${entry.seconds.toFixed(1).padStart(7)} s  ${entry.file} (${entry.lane})`);
  const file = process.env.CARTWATCH_TEST_TIMES;
  if (file === undefined || file === '') return;
  const totalSeconds = Math.round(wallSeconds * 1000) / 1000;
  const record = { recordedAt: new Date().toISOString(), cpus: availableParallelism(), emulatorStartMs, totalSeconds, phases, slowestFiles: slowest, files: fileTimes };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`(written to ${file})`);
}

/** Runs a command with its output held, then prints it under a heading; resolves to its exit status. */
async function runHeld(title, command, args, env = process.env) {
  console.log(`(started: ${title})`);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  console.log(`\n== ${title}: ${[command, ...args].join(' ')} (exit ${status})`);
  if (output.trim() !== '') console.log(output.trimEnd());
  return status;
}

/** Runs a check (typecheck, lint): one pass or one failure. */
async function check(title, command, args) {
  if ((await runHeld(title, command, args)) === 0) passed += 1;
  else failed += 1;
}

/** Runs vitest and counts its report. */
async function vitest(title, args, env, lane) {
  const reportFile = join(reportDir, `${lane.replace(/\W+/g, '-')}.json`);
  const fullArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args];
  const status = await runHeld(title, bin('vitest'), fullArgs, env);
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
    recordFileTimes(lane, report);
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    // A file that fails to load has no tests to count: count it as a failure.
    failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  } catch {
    console.error(`${title}: the test run wrote no report; counting it as one failure.`);
    failed += 1;
  }
  if (status !== 0 && (report === undefined || report.numFailedTests === 0)) failed += 1;
  return report;
}

/** How many tests the rules files hold, collected the way vitest runs them (tests made in loops too). */
function countRulesTests() {
  const listed = spawnSync(bin('vitest'), ['list', '--config', RULES_CONFIG, '--json', '--staticParse=false'], { encoding: 'utf8' });
  try {
    return JSON.parse(listed.stdout).length;
  } catch {
    console.error(`Could not list the rules tests:\n${listed.stderr}`);
    return null;
  }
}

async function runRulesTests(location, env) {
  let emulator;
  try {
    emulator = await startOfficialEmulator({ java: location.java, jar: location.jar, port: await freePort() });
  } catch (error) {
    console.error(`\nrules tests: ${error.message}\nCounting one failure.`);
    failed += 1;
    return;
  }
  emulatorStartMs = emulator.startMs;
  console.log(`(official Firestore emulator for the rules tests on ${emulator.url}, Java ${location.java.major} at ${location.java.path}, ${location.jar}; answered after ${emulator.startMs} ms)`);
  try {
    await vitest('rules tests', ['--config', RULES_CONFIG, ...extraArgs], { ...env, FIRESTORE_EMULATOR_HOST: `${emulator.host}:${emulator.port}` }, 'rules');
  } finally {
    await emulator.close();
  }
}

/** Says which browsers are missing: their tests are skipped, or fail where the run requires them. */
function describeMissingBrowsers() {
  const required = process.env[REQUIRE_BROWSERS_ENV] === '1';
  return missingBrowsers().map(
    (browser) =>
      `${browser.name} not found at ${browser.path} (${browser.install}): its end-to-end tests ` +
      (required ? `fail, since ${REQUIRE_BROWSERS_ENV}=1 requires it.` : 'are counted as skipped. CI (.ci/run) requires it.'),
  );
}
for (const line of describeMissingBrowsers()) console.log(line);
/** The browsers' versions, so that each run says what it tested on (the README's supported browsers). */
function browserVersions() {
  const versionOf = (path) => /\d+(\.\d+)+\S*/.exec(spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout ?? '')?.[0];
  return [
    ['Chromium', CHROMIUM_PATH],
    ['Firefox', FIREFOX_PATH],
  ].map(([name, path]) => `${name} ${versionOf(path) ?? 'not found'} (${path})`);
}
const testedBrowsers = browserVersions();
console.log(`Browsers: ${testedBrowsers.join(', ')}`);

const location = locateFirestoreEmulator();
// Where the official emulator runs, the end-to-end tests that use Firestore run once, under the rules.
const env = location.found ? { ...process.env, [E2E_UNDER_RULES_ENV]: '1' } : process.env;
const project = (name) => ['--project', name, ...extraArgs];

let unitAndIntegration;
const cpuTrack = async () => {
  await timed('typecheck and lint', () =>
    Promise.all([
      check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
      check('typecheck tests/rules', bin('tsc'), ['--noEmit', '-p', 'tests/rules/tsconfig.json']),
      check('lint', bin('eslint'), ['--max-warnings', '0', '.']),
    ]),
  );
  unitAndIntegration = await timed('unit, integration', () =>
    vitest('unit and integration tests', ['--project', 'unit', '--project', 'unit-isolated', ...project('integration')], env, 'unit, integration'),
  );
  if (!location.found) return;
  await timed('rules', () => runRulesTests(location, env));
  await timed('firestore-official', () =>
    vitest('conformance tests against the official emulator (firestore-official)', project('firestore-official'), env, 'firestore-official'),
  );
};
const browserTrack = async () => {
  if (location.found) {
    await timed('e2e-rules', () => vitest('end-to-end tests under firestore.rules (e2e-rules)', project('e2e-rules'), env, 'e2e-rules'));
  }
  await timed('e2e', () => vitest('end-to-end tests on the Firestore dev server (e2e)', project('e2e'), env, 'e2e'));
  // At the end of this track, which waits on browsers more than it computes: its ~40 CPU seconds
  // of builds and linting fit beside the CPU track's rules tests (docs/testing.md).
  await timed('release', () => vitest('store packages and the stores’ checks (release)', project('release'), env, 'release'));
};
await Promise.all([cpuTrack(), browserTrack()]);

if (!location.found && process.env.CARTWATCH_REQUIRE_RULES === '1') {
  console.error(`\n${describeMissing(location.missing)}\n\nCARTWATCH_REQUIRE_RULES=1: the rules tests, the rules-mode end-to-end tests and the conformance tests against the official emulator must run here; counting one failure.`);
  failed += 1;
} else if (!location.found) {
  const rulesTests = countRulesTests();
  // The firestore-official project runs files of the integration project again: count them there.
  const names = new Set(CONFORMANCE_FILES.map((file) => resolve(file)));
  const conformanceTests = (unitAndIntegration?.testResults ?? [])
    .filter((file) => names.has(file.name))
    .reduce((count, file) => count + file.assertionResults.length, 0);
  if (rulesTests === null) failed += 1;
  else skipped += rulesTests + conformanceTests;
  console.log(
    `\n${describeMissing(location.missing)}\n\nSkipped: ${rulesTests ?? '?'} security rules tests (tests/rules) and ${conformanceTests} ` +
      'conformance tests against the official emulator (project firestore-official). The end-to-end tests that use Firestore ran ' +
      'on the dev server, without firestore.rules. CI (.ci/run) requires the official emulator.',
  );
}
for (const line of describeMissingBrowsers()) console.log(`\n${line}`);
rmSync(reportDir, { recursive: true, force: true });
reportTimes(secondsSince(runStart));

console.log(`\nBrowsers: ${testedBrowsers.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
