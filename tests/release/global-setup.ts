import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packageRelease, type ReleaseFiles } from '../../scripts/package/package-release';
import { TEST_RELEASE_ENV } from './test-release-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The release `npm run package` writes, for TEST_RELEASE_ENV, in a folder of this run's. */
    release: ReleaseFiles;
  }
}

/** Packages the release once for the project's files: both browsers' zips and the source archive. */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'cartwatch-release-'));
  const root = join(import.meta.dirname, '../..');
  project.provide('release', await packageRelease({ root, outDir, env: TEST_RELEASE_ENV }));
  return () => rmSync(outDir, { recursive: true, force: true });
}
