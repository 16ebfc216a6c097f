import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BUILD_INPUTS } from '../../scripts/build-inputs';

const STAMP_DIR = join('node_modules', '.cache', 'cartwatch-builds');

function inputFiles(root: string): string[] {
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env'));
  return [...BUILD_INPUTS, ...envFiles]
    .map((input) => join(root, input))
    .filter((path) => existsSync(path))
    .flatMap((path) =>
      statSync(path).isDirectory()
        ? readdirSync(path, { withFileTypes: true, recursive: true })
            .filter((entry) => entry.isFile())
            .map((entry) => join(entry.parentPath, entry.name))
        : [path],
    )
    .sort();
}

/**
 * A fingerprint of a build: the content of every input file and the environment the build gets
 * (`env`: the variables that configure it). The same stamp means the same build output.
 */
export function buildStamp(root: string, env: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  for (const key of Object.keys(env).sort()) hash.update(`${key}=${env[key]}\n`);
  return hash.digest('hex');
}

function stampFile(root: string, outDir: string): string {
  return join(root, STAMP_DIR, `${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}.stamp`);
}

/** Whether `outDir` holds the build that `stamp` describes (built by this machine, still there). */
export function isBuildCurrent(root: string, outDir: string, stamp: string): boolean {
  const file = stampFile(root, outDir);
  return existsSync(join(outDir, 'manifest.json')) && existsSync(file) && readFileSync(file, 'utf8') === stamp;
}

export function recordBuild(root: string, outDir: string, stamp: string): void {
  mkdirSync(join(root, STAMP_DIR), { recursive: true });
  writeFileSync(stampFile(root, outDir), stamp);
}
