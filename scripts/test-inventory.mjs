#!/usr/bin/env node
// Lists every test `npm test` runs, per lane, with each file's count of assertion call sites, so a
// change to the suite can show that nothing it verified was lost.
//   node scripts/test-inventory.mjs                 writes bench/results/test-inventory.json
//   node scripts/test-inventory.mjs --compare FILE  also lists what FILE (an earlier inventory) had
//                                                   that today's does not, and exits 1 if anything
// Tests are collected the way vitest runs them (tests made in loops too), without running them; a
// lane's global setup still runs (the e2e lanes build and start their stack). A name is
// "file > suite > test".
// Assertion call sites are counted in the source: `expect(`, `expect.soft(`, `expect.poll(`,
// `assert(` and `assert.x(` in every file under tests/ (helpers included), comments stripped.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { E2E_UNDER_RULES_ENV } = await tsImport('../tests/official-emulator-projects.ts', import.meta.url);

const OUT = 'bench/results/test-inventory.json';
const bin = (name) => join('node_modules', '.bin', name);

/** The lanes: a vitest project of the root config, or the rules config of its own. */
const LANES = [
  { lane: 'unit', args: ['--project', 'unit', '--project', 'unit-isolated'] },
  { lane: 'integration', args: ['--project', 'integration'] },
  { lane: 'e2e', args: ['--project', 'e2e'] },
  { lane: 'e2e-rules', args: ['--project', 'e2e-rules'] },
  { lane: 'firestore-official', args: ['--project', 'firestore-official'] },
  { lane: 'rules', args: ['--config', 'tests/rules/vitest.config.ts'] },
  { lane: 'release', args: ['--project', 'release'] },
];

function listLane({ lane, args }) {
  const listed = spawnSync(bin('vitest'), ['list', '--json', '--staticParse=false', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // The lanes as npm test runs them where the official emulator is found (as in CI): the e2e lane
    // leaves out the files that the e2e-rules lane runs.
    env: { ...process.env, [E2E_UNDER_RULES_ENV]: '1' },
  });
  let entries;
  try {
    // A lane's global setup may print build lines before the JSON.
    entries = JSON.parse(listed.stdout.slice(listed.stdout.search(/^\[(\s*\{|\])/m)));
  } catch {
    throw new Error(`Could not list lane ${lane}:\n${listed.stderr}`);
  }
  return entries.map((entry) => `${relative(process.cwd(), entry.file)} > ${entry.name}`).sort();
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const ASSERTION = /\bexpect(\.soft|\.poll)?\s*\(|\bassert(\.\w+)?\s*\(/g;

function assertionSites() {
  const perFile = {};
  for (const file of testFiles('tests')) {
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const count = source.match(ASSERTION)?.length ?? 0;
    if (count > 0) perFile[file] = count;
  }
  return perFile;
}

const lanes = Object.fromEntries(LANES.map((lane) => [lane.lane, listLane(lane)]));
const assertions = assertionSites();
const inventory = {
  recordedAt: new Date().toISOString(),
  commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim(),
  counts: {
    ...Object.fromEntries(Object.entries(lanes).map(([lane, names]) => [lane, names.length])),
    distinctTests: new Set(Object.values(lanes).flat()).size,
    assertionSites: Object.values(assertions).reduce((sum, count) => sum + count, 0),
  },
  lanes,
  assertionSites: assertions,
};
writeFileSync(OUT, `${JSON.stringify(inventory, null, 2)}\n`);
console.log(`${OUT}: ${JSON.stringify(inventory.counts)}`);

const compareIndex = process.argv.indexOf('--compare');
if (compareIndex !== -1) {
  const before = JSON.parse(readFileSync(resolve(process.argv[compareIndex + 1]), 'utf8'));
  const now = new Set(Object.values(lanes).flat());
  const lost = [...new Set(Object.values(before.lanes).flat())].filter((name) => !now.has(name));
  const dropped = before.counts.assertionSites - inventory.counts.assertionSites;
  console.log(`Since ${before.commit}: ${lost.length} test names gone from every lane; assertion sites ${before.counts.assertionSites} -> ${inventory.counts.assertionSites}.`);
  for (const name of lost) console.log(`  gone: ${name}`);
  if (lost.length > 0 || dropped > 0) process.exit(1);
}
