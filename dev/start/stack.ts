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
    await ensureDemoAccounts(auth.url, LOCAL_PROJECT_ID);
    const store = await startDemoStore({ ports: ports.stores });
    started.push(store);

    await buildExtensionFor({ authUrl: auth.url, firestoreHost: `${firestore.host}:${firestore.port}`, outDir: options.outDir });
    return { auth, firestore, store, extensionDir: options.outDir, close: stopAll };
  } catch (error) {
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

/**
 * Builds the extension for the local emulators, whatever a .env file says about a hosted project.
 * The build runs in its own process, so the caller's environment and handles stay untouched.
 */
export async function buildExtensionFor(target: { authUrl: string; firestoreHost: string; outDir: string }): Promise<void> {
  const vite = join('node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--outDir', target.outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: ['ignore', 'inherit', 'pipe'],
    env: {
      ...process.env,
      // A test runner's NODE_ENV=test would make Vite bundle React's development build: the
      // extension under test is the one shoppers get.
      NODE_ENV: 'production',
      VITE_FIREBASE_API_KEY: '',
      [LOCAL_BUILD_FLAG]: '1',
      VITE_AUTH_EMULATOR_URL: target.authUrl,
      VITE_FIRESTORE_EMULATOR_HOST: target.firestoreHost,
    },
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The extension did not build (vite exited with ${code}):\n${errors.trim()}`);
}
