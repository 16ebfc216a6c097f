// `npm start`: Cartwatch end to end on this machine, with local Firebase and the demo store.
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PortInUseError } from '../support/port-check';
import { banner } from './banner';
import { launchChromium, planBrowser } from './browser';
import { describeMissing, locateFirestoreEmulator } from '../firestore-emulator';
import { DEFAULT_PORTS, startStack, type FirestoreBackend, type RunningStack } from './stack';

const USAGE = `Usage: npm start -- [--auth-port N] [--firestore-port N] [--store-ports N,N] [--data DIR] [--no-browser] [--firestore official|dev-server]`;

function parsePort(text: string, flag: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${flag} needs a port number from 0 to 65535, not "${text}".\n${USAGE}`);
  return port;
}

function parseBackend(text: string): FirestoreBackend {
  if (text === 'official' || text === 'dev-server') return text;
  throw new Error(`--firestore is "official" or "dev-server", not "${text}".\n${USAGE}`);
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      'auth-port': { type: 'string', default: String(DEFAULT_PORTS.auth) },
      'firestore-port': { type: 'string', default: String(DEFAULT_PORTS.firestore) },
      'store-ports': { type: 'string', default: DEFAULT_PORTS.stores.join(',') },
      data: { type: 'string', default: '.cartwatch-data' },
      out: { type: 'string', default: 'dist' },
      'no-browser': { type: 'boolean', default: false },
      firestore: { type: 'string' },
    },
  });
  return {
    ports: {
      auth: parsePort(values['auth-port'], '--auth-port'),
      firestore: parsePort(values['firestore-port'], '--firestore-port'),
      stores: values['store-ports'].split(',').map((port) => parsePort(port.trim(), '--store-ports')),
    },
    dataDir: resolve(values.data),
    outDir: resolve(values.out),
    browser: !values['no-browser'],
    firestoreBackend: values.firestore === undefined ? undefined : parseBackend(values.firestore),
  };
}

/** The official emulator with firestore.rules where Java 21+ and the emulator are found, else the dev server. */
function chooseFirestore(asked: FirestoreBackend | undefined): FirestoreBackend {
  if (asked) return asked;
  const location = locateFirestoreEmulator();
  if (location.found) return 'official';
  console.log(`${describeMissing(location.missing)}\nUsing the Firestore dev server instead, which does not evaluate firestore.rules.\n`);
  return 'dev-server';
}

async function main(): Promise<void> {
  const options = readOptions();
  const firestoreBackend = chooseFirestore(options.firestoreBackend);
  const firestoreName = firestoreBackend === 'official' ? 'the official Firestore emulator (with firestore.rules)' : 'the Firestore dev server (no rules)';
  console.log(`Starting the Auth emulator, ${firestoreName} and the demo store, then building Cartwatch…`);
  const stack: RunningStack = await startStack({
    ...options,
    firestoreBackend,
    // The Auth emulator "sends" emails by printing their links: pass those on, nothing else.
    log: (line) => {
      if (/https?:\/\/\S+oobCode=/.test(line)) console.log(`  [email] ${line.trim()}`);
    },
  });
  const plan = planBrowser(options.browser);
  let chromium: ChildProcess | undefined;
  if (plan.kind === 'launch') {
    const firstProduct = `${stack.store.stores[0]?.origin ?? ''}/`;
    chromium = launchChromium(stack.extensionDir, resolve(options.dataDir, 'chromium-profile'), firstProduct);
  }
  console.log(banner(stack, plan, options.dataDir));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping…');
    chromium?.kill('SIGTERM');
    await stack.close();
    console.log('Everything Cartwatch started has stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) console.error(`\n${error.message}\n`);
  else console.error('\nnpm start failed:', error instanceof Error ? error.message : error, '\n');
  process.exit(1);
});
