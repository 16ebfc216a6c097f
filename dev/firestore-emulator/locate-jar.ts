import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const JAR_NAME = 'cloud-firestore-emulator.jar';
/** Where the Google Cloud CLI keeps its components: Debian/RPM packages, then the tarball install. */
const CLOUD_CLI_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', join(homedir(), 'google-cloud-sdk')];

function cloudCliJars(env: NodeJS.ProcessEnv): string[] {
  const roots = env.CLOUDSDK_ROOT_DIR ? [env.CLOUDSDK_ROOT_DIR, ...CLOUD_CLI_ROOTS] : CLOUD_CLI_ROOTS;
  return roots.map((root) => join(root, 'platform', 'cloud-firestore-emulator', JAR_NAME));
}

/** firebase-tools downloads `cloud-firestore-emulator-v1.19.7.jar` and the like: newest first. */
function firebaseToolsJars(): string[] {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return [];
  return readdirSync(cache)
    .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
    .map((name) => join(cache, name));
}

/**
 * The official Cloud Firestore emulator's jar: CARTWATCH_FIRESTORE_EMULATOR_JAR (`none` hides
 * every jar), the Google Cloud CLI's component, then firebase-tools' download cache.
 */
export function locateEmulatorJar(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CARTWATCH_FIRESTORE_EMULATOR_JAR === 'none') return null;
  const candidates = env.CARTWATCH_FIRESTORE_EMULATOR_JAR ? [env.CARTWATCH_FIRESTORE_EMULATOR_JAR] : [...cloudCliJars(env), ...firebaseToolsJars()];
  return candidates.find((path) => existsSync(path)) ?? null;
}
