import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { BUILD_INPUTS } from '../../scripts/build-inputs';
import { forbiddenEntries, pointsAtSourceMap } from '../../scripts/package/contents';
import { releaseFileNames } from '../../scripts/package/package-release';
import { envFileOf } from '../../scripts/package/release-env';
import { BUILD_INSTRUCTIONS, extractForBuild, RELEASE_ENV_FILE } from '../../scripts/package/source-archive';
import { readZip, type ZipRecord } from '../../scripts/package/zip';
import { TEST_RELEASE_ENV } from './test-release-env';

const root = join(import.meta.dirname, '../..');
const release = inject('release');
const zipOf = (path: string) => readZip(readFileSync(path));
const fileOf = (records: ZipRecord[], path: string) => records.find((record) => record.path === path)?.data;
const manifestOf = (records: ZipRecord[]) => JSON.parse(fileOf(records, 'manifest.json')?.toString('utf8') ?? '{}') as Record<string, unknown>;
/** 1980-01-01 00:00 in a zip's MS-DOS date and time; a rw-r--r-- regular file in its Unix attributes. */
const FIXED = { dosDate: 0x21, dosTime: 0, externalAttributes: (0o100644 << 16) >>> 0 };

/** Runs the extracted archive's `npm run package` (tsx scripts/package.ts), without this run's build settings. */
async function packageIn(dir: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && !key.startsWith('CARTWATCH_')));
  const child = spawn(join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/package.ts'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run package failed in the extracted archive (exit ${code}):\n${output}`);
}

/** The paths whose content differs between two zips, or that only one has. */
function differences(a: ZipRecord[], b: ZipRecord[]): string[] {
  const others = new Map(b.map((record) => [record.path, record.data]));
  const changed = a.filter((record) => !others.get(record.path)?.equals(record.data)).map((record) => record.path);
  const added = b.filter((record) => !a.some((mine) => mine.path === record.path)).map((record) => `${record.path} (only in the rebuild)`);
  return [...changed, ...added];
}

describe('npm run package', () => {
  const extracted = mkdtempSync(join(tmpdir(), 'cartwatch-from-source-'));
  afterAll(() => rmSync(extracted, { recursive: true, force: true }));

  it('writes the Chrome package, the Firefox add-on and the source archive, named by package.json’s version, with their SHA-256', () => {
    const names = releaseFileNames(packageJson.version);
    expect(release.version).toBe(packageJson.version);
    expect([release.chrome, release.firefox, release.source].map((path) => basename(path))).toEqual([names.chrome, names.firefox, names.source]);
    const sums = readFileSync(release.sums, 'utf8');
    for (const path of [release.chrome, release.firefox, release.source]) {
      expect(sums).toContain(`${createHash('sha256').update(readFileSync(path)).digest('hex')}  ${basename(path)}\n`);
    }
  });

  it.each(['chrome', 'firefox'] as const)('the %s package: sorted entries, one time stamp and mode, the version, and nothing a store package must not hold', (browser) => {
    const records = zipOf(release[browser]);
    const paths = records.map((record) => record.path);
    expect(paths).toEqual([...paths].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    expect(records.map(({ dosDate, dosTime, externalAttributes }) => ({ dosDate, dosTime, externalAttributes }))).toEqual(records.map(() => FIXED));
    expect(forbiddenEntries(paths)).toEqual([]);
    expect(records.filter((record) => /\.(js|css|html)$/.test(record.path) && pointsAtSourceMap(record.data.toString('utf8'))).map((record) => record.path)).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['manifest.json', '_locales/en/messages.json', '_locales/de/messages.json', '_locales/pt_BR/messages.json', 'icons/icon-128.png', 'src/pages/popup/index.html']));
    expect(manifestOf(records).version).toBe(packageJson.version);
    // A hosted build for the project it was given, with its Google client: the worker carries both.
    const code = records.filter((record) => record.path.endsWith('.js')).map((record) => record.data.toString('utf8')).join('\n');
    expect(code).toContain(TEST_RELEASE_ENV.VITE_FIREBASE_PROJECT_ID);
    expect(code).toContain(TEST_RELEASE_ENV.VITE_GOOGLE_OAUTH_CLIENT_ID);
    // And none of the local stack's configuration: its project, key and emulator addresses (a store
    // on 127.0.0.1 or localhost stays allowed: host permissions name them).
    expect(['demo-cartwatch', 'demo-api-key', '127.0.0.1:9099', '127.0.0.1:8080'].filter((local) => code.includes(local))).toEqual([]);
  });

  it('the Firefox add-on declares its Gecko id, oldest Firefox and data collection; the Chrome package its oldest Chrome', () => {
    const firefox = manifestOf(zipOf(release.firefox));
    expect(firefox.browser_specific_settings).toMatchObject({ gecko: { id: expect.any(String) as string, strict_min_version: expect.any(String) as string, data_collection_permissions: { required: expect.any(Array) as unknown[] } } });
    expect(firefox.minimum_chrome_version).toBeUndefined();
    expect(firefox.background).toEqual({ scripts: ['service-worker-loader.js'], type: 'module' });
    const chrome = manifestOf(zipOf(release.chrome));
    expect(chrome.minimum_chrome_version).toEqual(expect.any(String));
    expect(chrome.browser_specific_settings).toBeUndefined();
  });

  it('the source archive holds the build’s inputs, the packager, its instructions and the release’s settings, and nothing else', () => {
    const records = zipOf(release.source);
    const paths = records.map((record) => record.path);
    const packager = ['scripts/package.ts', 'scripts/package/', 'scripts/build-inputs.ts'];
    const allowed = (path: string) =>
      [BUILD_INSTRUCTIONS, RELEASE_ENV_FILE].includes(path) || [...BUILD_INPUTS, ...packager].some((input) => path === input || path.startsWith(input.endsWith('/') ? input : `${input}/`));
    expect(paths.filter((path) => !allowed(path))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'manifest.json', 'vite.config.ts', 'src/worker.ts', 'scripts/package/zip.ts']));
    expect(paths.filter((path) => /(^|\/)(\.env|node_modules|tests|dev)(\/|$)/.test(path))).toEqual([]);
    expect(fileOf(records, RELEASE_ENV_FILE)?.toString('utf8')).toBe(envFileOf(TEST_RELEASE_ENV));
    const instructions = fileOf(records, BUILD_INSTRUCTIONS)?.toString('utf8') ?? '';
    expect(instructions).toContain('npm ci\nnpm run package');
    expect(instructions).toContain(`cartwatch-${packageJson.version}-firefox.zip`);
  });

  it('builds the same packages, byte for byte, from the extracted source archive in another folder', async () => {
    const dir = join(extracted, 'elsewhere', `cartwatch-${packageJson.version}`);
    extractForBuild(zipOf(release.source), dir, join(root, 'node_modules'));
    await packageIn(dir);

    const rebuilt = releaseFileNames(packageJson.version);
    for (const browser of ['chrome', 'firefox'] as const) {
      const original = readFileSync(release[browser]);
      const again = readFileSync(join(dir, 'release', rebuilt[browser]));
      expect(differences(readZip(original), readZip(again)), `${browser}: files that differ`).toEqual([]);
      expect(again.equals(original), `${browser}: the zips`).toBe(true);
    }
    expect(readFileSync(join(dir, 'release', rebuilt.source)).equals(readFileSync(release.source))).toBe(true);
  }, 240_000);
});
