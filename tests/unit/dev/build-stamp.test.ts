import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStamp, isBuildCurrent, recordBuild } from '../../../dev/start/build-stamp';

describe('build stamps (npm start and the e2e stacks keep an unchanged build)', () => {
  let root: string;
  const env = { VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099', CARTWATCH_LOCAL_BUILD: '1' };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cartwatch-stamp-'));
    mkdirSync(join(root, 'src', 'popup'), { recursive: true });
    writeFileSync(join(root, 'src', 'popup', 'index.tsx'), 'export const a = 1;');
    writeFileSync(join(root, 'manifest.json'), '{"name":"Cartwatch"}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is the same for the same sources and configuration', () => {
    expect(buildStamp(root, env)).toBe(buildStamp(root, { ...env }));
  });

  it('changes with a source file, a new file, an .env file or a configuration value', () => {
    const first = buildStamp(root, env);
    writeFileSync(join(root, 'src', 'popup', 'index.tsx'), 'export const a = 2;');
    const edited = buildStamp(root, env);
    expect(edited).not.toBe(first);
    writeFileSync(join(root, 'src', 'popup', 'extra.ts'), '');
    const added = buildStamp(root, env);
    expect(added).not.toBe(edited);
    writeFileSync(join(root, '.env'), 'VITE_FIREBASE_API_KEY=abc');
    const withEnvFile = buildStamp(root, env);
    expect(withEnvFile).not.toBe(added);
    expect(buildStamp(root, { ...env, VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199' })).not.toBe(withEnvFile);
  });

  it('keeps a recorded build only while its output is still there and its stamp matches', () => {
    const outDir = join(root, 'dist');
    const stamp = buildStamp(root, env);
    expect(isBuildCurrent(root, outDir, stamp)).toBe(false);
    mkdirSync(outDir);
    writeFileSync(join(outDir, 'manifest.json'), '{}');
    recordBuild(root, outDir, stamp);
    expect(isBuildCurrent(root, outDir, stamp)).toBe(true);
    expect(isBuildCurrent(root, outDir, buildStamp(root, { ...env, CARTWATCH_RECHECK_POLITENESS_MS: '1000' }))).toBe(false);
    rmSync(join(outDir, 'manifest.json'));
    expect(isBuildCurrent(root, outDir, stamp)).toBe(false);
  });
});
