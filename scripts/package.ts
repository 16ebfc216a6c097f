/**
 * `npm run package`: the release's three archives under release/ (docs/release.md). In a checkout
 * it reads the Firebase project from .env (as `npm run build` does); in an extracted source archive,
 * from the archive's release.env, so that a reviewer's build is the release's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { loadEnv } from 'vite';
import { BUILD_INPUTS } from './build-inputs.ts';
import { packageRelease } from './package/package-release.ts';
import { releaseEnvFrom } from './package/release-env.ts';
import { RELEASE_ENV_FILE } from './package/source-archive.ts';

const root = resolve(import.meta.dirname, '..');
const archived = join(root, RELEASE_ENV_FILE);

function uncommittedInputs(): string {
  if (!existsSync(join(root, '.git'))) return '';
  const status = spawnSync('git', ['status', '--porcelain', '--', ...BUILD_INPUTS], { cwd: root, encoding: 'utf8' });
  return status.status === 0 ? status.stdout.trim() : '';
}

try {
  const env = releaseEnvFrom(existsSync(archived) ? parseEnv(readFileSync(archived, 'utf8')) : loadEnv('production', root, ''));
  const uncommitted = uncommittedInputs();
  if (uncommitted !== '') console.warn(`Packaging changes that are not committed (a release comes from a commit):\n${uncommitted}`);
  const files = await packageRelease({ root, outDir: join(root, 'release'), env, log: (line) => console.log(line) });
  console.log(`Cartwatch ${files.version}: packages and source archive written; SHA-256 in ${files.sums}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
