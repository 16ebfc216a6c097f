#!/usr/bin/env node
// Runs everything CI runs (typecheck, lint, then unit, integration and end-to-end tests, then the
// tests that need the official Cloud Firestore emulator: the security rules tests, the end-to-end
// tests under firestore.rules and the Firestore conformance tests) and ends with one line:
// "N passed, N failed, N skipped". Typecheck and lint count as one check each.
// Where Java 21+ or the emulator is missing, says what is missing and counts those tests as
// skipped; with CARTWATCH_REQUIRE_RULES=1 (set by .ci/run) that is a failure instead.
// Prints each phase's wall time and the slowest files at the end; CARTWATCH_TEST_TIMES=FILE also
// writes them there as JSON, with every file's duration per lane.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { describeMissing, locateFirestoreEmulator, startOfficialEmulator } = await tsImport('../dev/firestore-emulator/index.ts', import.meta.url);
const { freePort } = await tsImport('../dev/support/free-port.ts', import.meta.url);
const { CONFORMANCE_FILES, E2E_RULES_FILES } = await tsImport('../tests/official-emulator-projects.ts', import.meta.url);

const bin = (name) => join('node_modules', '.bin', name);
const RULES_CONFIG = 'tests/rules/vitest.config.ts';
const extraArgs = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const reportDir = mkdtempSync(join(tmpdir(), 'cartwatch-tests-'));
/** Each phase's wall time, in the order run. */
const phases = [];
/** Each test file's duration (first test started to last ended), per lane: { lane, file, seconds }. */
const fileTimes = [];
const SLOWEST_SHOWN = 20;
let emulatorStartMs = null;

/** Runs one phase (sync or async) and records its wall time under `name`. */
async function timed(name, run) {
  const start = performance.now();
  try {
    return await run();
  } finally {
    phases.push({ name, seconds: Math.round(performance.now() - start) / 1000 });
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
  console.log('\nWall time per phase:');
  for (const phase of phases) console.log(`  ${phase.seconds.toFixed(1).padStart(7)} s  ${phase.name}`);
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

function check(title, command, args) {
  console.log(`\n== ${title}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status === 0) passed += 1;
  else failed += 1;
}

/** Runs vitest (asynchronously, so an emulator started here keeps being read) and counts its report. */
async function vitest(title, args, env = process.env, lane = title) {
  const reportFile = join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const fullArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args];
  console.log(`\n== ${title}: vitest ${fullArgs.join(' ')}`);
  const child = spawn(bin('vitest'), fullArgs, { stdio: 'inherit', env });
  const status = await new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
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

async function runRulesTests(location) {
  let emulator;
  try {
    emulator = await startOfficialEmulator({ java: location.java, jar: location.jar, port: await freePort() });
  } catch (error) {
    console.error(`\nrules tests: ${error.message}\nCounting one failure.`);
    failed += 1;
    return;
  }
  emulatorStartMs = emulator.startMs;
  console.log(`\n(official Firestore emulator on ${emulator.url}, Java ${location.java.major} at ${location.java.path}, ${location.jar}; answered after ${emulator.startMs} ms)`);
  try {
    await vitest('rules tests', ['--config', RULES_CONFIG, ...extraArgs], { ...process.env, FIRESTORE_EMULATOR_HOST: `${emulator.host}:${emulator.port}` }, 'rules');
  } finally {
    await emulator.close();
  }
}

const runStart = performance.now();
await timed('typecheck', () => check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));
await timed('typecheck tests/rules', () => check('typecheck tests/rules', bin('tsc'), ['--noEmit', '-p', 'tests/rules/tsconfig.json']));
await timed('lint', () => check('lint', bin('eslint'), ['--max-warnings', '0', '.']));

const mainReport = await timed('unit, integration, e2e', () =>
  vitest('tests (unit, integration, e2e)', ['--project', 'unit', '--project', 'integration', '--project', 'e2e', ...extraArgs], process.env, 'unit, integration, e2e'),
);

const location = locateFirestoreEmulator();
if (location.found) {
  await timed('rules tests (with the emulator start)', () => runRulesTests(location));
  await timed('e2e-rules', () => vitest('end-to-end tests under firestore.rules (e2e-rules)', ['--project', 'e2e-rules', ...extraArgs], process.env, 'e2e-rules'));
  await timed('firestore-official', () =>
    vitest('conformance tests against the official emulator (firestore-official)', ['--project', 'firestore-official', ...extraArgs], process.env, 'firestore-official'),
  );
} else if (process.env.CARTWATCH_REQUIRE_RULES === '1') {
  console.error(`\n${describeMissing(location.missing)}\n\nCARTWATCH_REQUIRE_RULES=1: the rules tests, the rules-mode end-to-end tests and the conformance tests against the official emulator must run here; counting one failure.`);
  failed += 1;
} else {
  const rulesTests = countRulesTests();
  // The e2e-rules and firestore-official projects run files of the main run again: count their tests there.
  const testsIn = (files) => {
    const names = new Set(files.map((file) => resolve(file)));
    return (mainReport?.testResults ?? []).filter((file) => names.has(file.name)).reduce((count, file) => count + file.assertionResults.length, 0);
  };
  const e2eRulesTests = testsIn(E2E_RULES_FILES);
  const conformanceTests = testsIn(CONFORMANCE_FILES);
  if (rulesTests === null) failed += 1;
  else skipped += rulesTests + e2eRulesTests + conformanceTests;
  console.log(
    `\n${describeMissing(location.missing)}\n\nSkipped: ${rulesTests ?? '?'} security rules tests (tests/rules), ${e2eRulesTests} ` +
      `end-to-end tests under firestore.rules (project e2e-rules) and ${conformanceTests} conformance tests against the ` +
      'official emulator (project firestore-official). CI (.ci/run) requires them.',
  );
}
rmSync(reportDir, { recursive: true, force: true });
reportTimes((performance.now() - runStart) / 1000);

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
