#!/usr/bin/env node
// Runs everything CI runs (typecheck, lint, then unit, integration and end-to-end tests) and
// ends with one line: "N passed, N failed, N skipped". Typecheck and lint count as one check each.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
let passed = 0;
let failed = 0;
let skipped = 0;

function check(title, command, args) {
  console.log(`\n== ${title}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status === 0) passed += 1;
  else failed += 1;
}

check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint', bin('eslint'), ['--max-warnings', '0', '.']);

const reportDir = mkdtempSync(join(tmpdir(), 'cartwatch-tests-'));
const reportFile = join(reportDir, 'vitest.json');
console.log('\n== tests: vitest run (unit, integration, e2e)');
const vitest = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load has no tests to count: count it as a failure.
  failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
} catch {
  console.error('The test run wrote no report; counting it as one failure.');
  failed += 1;
}
if (vitest.status !== 0 && failed === 0) failed += 1;
rmSync(reportDir, { recursive: true, force: true });

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
