import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromeWebStoreProblems } from './chrome-web-store.ts';
import { forbiddenEntries, pointsAtSourceMap } from './contents.ts';
import type { ReleaseEnv } from './release-env.ts';
import { extractForBuild, filesOf, sourceArchiveEntries, type BuildMachine } from './source-archive.ts';
import { writeZip, type ZipEntry } from './zip.ts';

export type Browser = 'chrome' | 'firefox';
export const BROWSERS: readonly Browser[] = ['chrome', 'firefox'];

export interface ReleaseFiles {
  version: string;
  chrome: string;
  firefox: string;
  source: string;
  sums: string;
}

export function releaseFileNames(version: string): Omit<ReleaseFiles, 'version'> {
  return {
    chrome: `cartwatch-${version}-chrome.zip`,
    firefox: `cartwatch-${version}-firefox.zip`,
    source: `cartwatch-${version}-source.zip`,
    sums: 'SHA256SUMS',
  };
}

/** package.json's version, the one version of a release; the stores take 1 to 4 dot-separated numbers. */
export function versionOf(root: string): string {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof version !== 'string' || !/^\d{1,9}(\.\d{1,9}){0,3}$/.test(version)) {
    throw new Error(`package.json's version "${String(version)}" is not 1 to 4 dot-separated numbers, as the stores require.`);
  }
  return version;
}

/** The environment a build gets: this process's, less every build setting, plus the release's. */
function buildEnvironment(env: ReleaseEnv): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && !key.startsWith('CARTWATCH_'));
  // A test runner's NODE_ENV=test would make Vite bundle React's development build.
  return { ...Object.fromEntries(inherited), ...env, NODE_ENV: 'production' };
}

async function viteBuild(sourceDir: string, browser: Browser, outDir: string, env: ReleaseEnv): Promise<void> {
  const vite = join(sourceDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const mode = browser === 'firefox' ? ['--mode', 'firefox'] : [];
  const child = spawn(process.execPath, [vite, 'build', ...mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: sourceDir,
    env: buildEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The ${browser} build failed (vite exited with ${code}):\n${output.trim()}`);
}

/** A built extension as zip entries, refused if it holds what a store package must not. */
function packageEntries(outDir: string, browser: Browser): ZipEntry[] {
  const paths = filesOf(outDir, ['.']);
  const forbidden = forbiddenEntries(paths);
  const entries = paths.map((path) => ({ path, data: readFileSync(join(outDir, path)) }));
  forbidden.push(...entries.filter(({ path, data }) => /\.(js|css|html)$/.test(path) && pointsAtSourceMap(data.toString('utf8'))).map(({ path }) => `${path}: points at a source map`));
  if (forbidden.length > 0) throw new Error(`The ${browser} build holds what a store package must not:\n  ${forbidden.join('\n  ')}`);
  return entries;
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Builds a release from its source archive: the archive is written first, extracted to a fresh
 * folder (with this checkout's node_modules), and both browsers' packages are built there. So the
 * packages come from the archive's files alone, as a reviewer's build from the archive does.
 */
export async function packageRelease(options: { root: string; outDir: string; env: ReleaseEnv; log?: (line: string) => void }): Promise<ReleaseFiles> {
  const { root, outDir, env } = options;
  const log = options.log ?? (() => undefined);
  const version = versionOf(root);
  const machine: BuildMachine = { node: process.version, platform: `${process.platform}-${process.arch}` };
  const sourceEntries = sourceArchiveEntries(root, version, env, machine);
  const source = writeZip(sourceEntries);

  const work = mkdtempSync(join(tmpdir(), 'cartwatch-package-'));
  try {
    const sourceDir = join(work, `cartwatch-${version}`);
    extractForBuild(sourceEntries, sourceDir, join(root, 'node_modules'));
    const zips = {} as Record<Browser, Buffer>;
    for (const browser of BROWSERS) {
      log(`Building Cartwatch ${version} for ${browser} (Firebase project "${env.VITE_FIREBASE_PROJECT_ID}")...`);
      const built = join(work, `out-${browser}`);
      await viteBuild(sourceDir, browser, built, env);
      const entries = packageEntries(built, browser);
      const rejected = browser === 'chrome' ? chromeWebStoreProblems(new Map(entries.map(({ path, data }) => [path, data]))) : [];
      if (rejected.length > 0) throw new Error(`The Chrome Web Store would reject this package:\n  ${rejected.join('\n  ')}`);
      zips[browser] = writeZip(entries);
    }

    const names = releaseFileNames(version);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, names.chrome), zips.chrome);
    writeFileSync(join(outDir, names.firefox), zips.firefox);
    writeFileSync(join(outDir, names.source), source);
    const sums = [
      [names.chrome, zips.chrome],
      [names.firefox, zips.firefox],
      [names.source, source],
    ] as const;
    writeFileSync(join(outDir, names.sums), sums.map(([name, data]) => `${sha256(data)}  ${name}\n`).join(''));
    const files = {
      version,
      chrome: join(outDir, names.chrome),
      firefox: join(outDir, names.firefox),
      source: join(outDir, names.source),
      sums: join(outDir, names.sums),
    };
    for (const [name, data] of sums) log(`  ${join(outDir, name)}  ${(data.length / 1024).toFixed(1)} KiB`);
    return files;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
