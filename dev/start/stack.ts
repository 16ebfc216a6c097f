import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_BUILD_FLAG } from '../../scripts/build-target';
import { startAuthEmulator, type RunningAuthEmulator } from '../auth-emulator';
import { startDemoStore, type DemoStore } from '../demo-store';
import { startFirestoreServer } from '../firestore';
import { describeMissing, locateFirestoreEmulator, startOfficialEmulator } from '../firestore-emulator';
import { assertPortFree } from '../support/port-check';
import { POLITENESS_ENV } from '../../src/features/tracking/model/settings';
import { buildStamp, isBuildCurrent, recordBuild } from './build-stamp';
import { ensureDemoAccounts } from './demo-accounts';

export const LOCAL_PROJECT_ID = 'demo-cartwatch';

export interface StackPorts {
  auth: number;
  firestore: number;
  stores: number[];
}

/** The rules the official emulator enforces; the dev server has no rules engine. */
export const RULES_FILE = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

/** `official`: the Cloud Firestore emulator with firestore.rules; `dev-server`: dev/firestore, no rules. */
export type FirestoreBackend = 'official' | 'dev-server';

export const DEFAULT_PORTS: StackPorts = { auth: 9099, firestore: 8080, stores: [5301, 5302] };

export interface StackOptions {
  ports: StackPorts;
  /** Accounts and documents are kept here across restarts; in memory when absent. */
  dataDir?: string;
  /** Where to build the extension configured for this stack. */
  outDir: string;
  /** Where to build the Firefox variant too, beside the Chrome one; none when absent. */
  firefoxOutDir?: string;
  /** Shortens the re-check politeness interval of the builds: tests only. */
  recheckPolitenessMs?: number;
  /** Which Firestore to start; `official` fails, saying what is missing, where it cannot run. */
  firestoreBackend?: FirestoreBackend;
  log?: (line: string) => void;
}

export interface RunningFirestore {
  backend: FirestoreBackend;
  url: string;
  host: string;
  port: number;
  close(): Promise<void>;
}

export interface RunningStack {
  auth: RunningAuthEmulator;
  firestore: RunningFirestore;
  store: DemoStore;
  extensionDir: string;
  firefoxExtensionDir?: string;
  /** Whether the Chrome build in `extensionDir` was kept from an earlier start, unchanged. */
  reusedBuild: boolean;
  close(): Promise<void>;
}

/**
 * Starts everything Cartwatch needs locally (Auth emulator, Firestore server, demo store) and
 * builds the extension pointed at them. What started is stopped again if a later step fails.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports, dataDir } = options;
  await assertPortFree(ports.auth, 'Auth emulator', '--auth-port');
  await assertPortFree(ports.firestore, 'Firestore server', '--firestore-port');
  for (const port of ports.stores) await assertPortFree(port, 'demo store', '--store-ports');

  const started: { close(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const service of started.reverse()) await service.close();
  };
  // The builds need only the services' addresses, which the ports give: they run while the services start.
  const addresses = { authUrl: `http://127.0.0.1:${ports.auth}`, firestoreHost: `127.0.0.1:${ports.firestore}` };
  const politeness = options.recheckPolitenessMs === undefined ? {} : { recheckPolitenessMs: options.recheckPolitenessMs };
  const builds = Promise.all([
    buildExtensionFor({ ...addresses, ...politeness, outDir: options.outDir }),
    options.firefoxOutDir === undefined ? null : buildExtensionFor({ ...addresses, ...politeness, outDir: options.firefoxOutDir, browser: 'firefox' }),
  ]);
  // Handled here so that a failed build waits, unreported, until the services have started or failed.
  builds.catch(() => undefined);
  try {
    const firestore = await startFirestore(options.firestoreBackend ?? 'dev-server', ports.firestore, dataDir);
    started.push(firestore);
    const auth = await startAuthEmulator({
      port: ports.auth,
      projectId: LOCAL_PROJECT_ID,
      ...(dataDir ? { dataDir: join(dataDir, 'auth') } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    started.push(auth);
    await ensureDemoAccounts(auth.url, LOCAL_PROJECT_ID).catch((error: unknown) => {
      throw new Error(`Could not create the demo accounts in the Auth emulator (${auth.describe()})`, { cause: error });
    });
    const store = await startDemoStore({ ports: ports.stores });
    started.push(store);

    const [chromeBuild] = await builds;
    return {
      auth,
      firestore,
      store,
      extensionDir: options.outDir,
      ...(options.firefoxOutDir === undefined ? {} : { firefoxExtensionDir: options.firefoxOutDir }),
      reusedBuild: chromeBuild.reused,
      close: stopAll,
    };
  } catch (error) {
    await builds.catch(() => undefined);
    await stopAll();
    throw error;
  }
}

/**
 * The emulator's first request that the rules judge is slow (it readies the rules engine): on a
 * busy machine it outlasted the web SDK's 10 seconds to a first answer, which then reports "Could
 * not reach Cloud Firestore backend", and a new account's first list showed only after about 15 s
 * (tests/e2e/store-access.test.ts, alone in the e2e-rules project). One refused read, made here,
 * pays that before any browser connects.
 */
async function warmUpRules(url: string): Promise<void> {
  await fetch(`${url}/v1/projects/${LOCAL_PROJECT_ID}/databases/(default)/documents/lists/warm-up`).then((response) => response.body?.cancel());
}

async function startFirestore(backend: FirestoreBackend, port: number, dataDir: string | undefined): Promise<RunningFirestore> {
  if (backend === 'dev-server') {
    const server = await startFirestoreServer({ port, ...(dataDir ? { dataDir: join(dataDir, 'firestore') } : {}) });
    return { backend, url: server.url, host: server.host, port: server.port, close: () => server.close() };
  }
  const location = locateFirestoreEmulator();
  if (!location.found) throw new Error(describeMissing(location.missing));
  const emulator = await startOfficialEmulator({ java: location.java, jar: location.jar, port, rulesFile: RULES_FILE });
  await warmUpRules(emulator.url);
  return { backend, url: emulator.url, host: emulator.host, port: emulator.port, close: () => emulator.close() };
}

/** What a build for the local stack is configured with besides the emulators' addresses. */
export interface LocalBuildOptions {
  /** `firefox` builds the event-page variant (vite's firefox mode). */
  browser?: 'chrome' | 'firefox';
  /** Shortens the re-check politeness interval (CARTWATCH_RECHECK_POLITENESS_MS): tests only. */
  recheckPolitenessMs?: number;
}

/**
 * Builds the extension for the local emulators, whatever a .env file says about a hosted project.
 * The build runs in its own process, so the caller's environment and handles stay untouched. An
 * unchanged build (same sources, same configuration, still in `outDir`) is kept: `reused` says so.
 */
export async function buildExtensionFor(
  target: { authUrl: string; firestoreHost: string; outDir: string } & LocalBuildOptions,
): Promise<{ reused: boolean }> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const configuration: Record<string, string> = {
    // A test runner's NODE_ENV=test would make Vite bundle React's development build: the
    // extension under test is the one shoppers get.
    NODE_ENV: 'production',
    VITE_FIREBASE_API_KEY: '',
    [LOCAL_BUILD_FLAG]: '1',
    VITE_AUTH_EMULATOR_URL: target.authUrl,
    VITE_FIRESTORE_EMULATOR_HOST: target.firestoreHost,
    ...(target.recheckPolitenessMs === undefined ? {} : { [POLITENESS_ENV]: String(target.recheckPolitenessMs) }),
  };
  const mode = target.browser === 'firefox' ? ['--mode', 'firefox'] : [];
  // What the build reads from its environment (vite.config.ts loads these): Vite's variables, the
  // local-build flag and the politeness interval. Test-runner settings do not make it another build.
  const readByBuild = (key: string) => key.startsWith('VITE_') || key === LOCAL_BUILD_FLAG || key === POLITENESS_ENV;
  const inherited = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => readByBuild(entry[0]) && entry[1] !== undefined));
  const stamp = buildStamp(root, { ...inherited, ...configuration, mode: mode.join(' '), outDir: target.outDir });
  if (isBuildCurrent(root, target.outDir, stamp)) return { reused: true };

  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', ...mode, '--outDir', target.outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'pipe'],
    env: { ...process.env, ...configuration },
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The extension did not build (vite exited with ${code}):\n${errors.trim()}`);
  recordBuild(root, target.outDir, stamp);
  return { reused: false };
}
