/**
 * `npm run release:firebase -- --project <id> [--create-project] [--location <region>]`: sets up a
 * real Firebase project for Cartwatch (scripts/firebase-setup/setup.ts, docs/release.md). Sign in
 * to firebase-tools first: `npx firebase login`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setUpFirebaseProject, type Firebase } from './firebase-setup/setup.ts';

const root = resolve(import.meta.dirname, '..');
const envPath = join(root, '.env');

/** firebase-tools with --json: its `result`, or its error as an exception. */
const firebase: Firebase = async (args) => {
  console.log(`$ firebase ${args.join(' ')}`);
  const child = spawn(join(root, 'node_modules', '.bin', 'firebase'), [...args, '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));
  let answer: { status?: string; result?: unknown; error?: string } = {};
  try {
    answer = JSON.parse(output) as typeof answer;
  } catch {
    throw new Error(`firebase ${args[0]} answered no JSON (exit ${code}):\n${output}`);
  }
  if (code !== 0 || answer.status !== 'success') throw new Error(`firebase ${args[0]} failed: ${answer.error ?? output}`);
  return answer.result;
};

try {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, 'create-project': { type: 'boolean', default: false }, location: { type: 'string' } },
  });
  if (values.project === undefined) throw new Error('Name the project: npm run release:firebase -- --project <project-id> [--create-project] [--location eur3]');
  await setUpFirebaseProject(
    { projectId: values.project, createProject: values['create-project'], location: values.location ?? null },
    firebase,
    {
      file: { read: () => (existsSync(envPath) ? readFileSync(envPath, 'utf8') : null), write: (text) => writeFileSync(envPath, text) },
      template: readFileSync(join(root, '.env.example'), 'utf8'),
    },
    (line) => console.log(line),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
