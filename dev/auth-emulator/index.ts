import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitForHttp } from '../support/wait-for-http';

export interface AuthEmulatorOptions {
  port: number;
  projectId: string;
  /** Keep accounts here across restarts (imported at start, exported at stop). */
  dataDir?: string;
  log?: (line: string) => void;
}

export interface RunningAuthEmulator {
  url: string;
  /** The emulator's last lines of output and whether it has exited, for an error that needs them. */
  describe(): string;
  close(): Promise<void>;
}

const FIREBASE_BIN = resolve('node_modules', '.bin', 'firebase');
/**
 * A bound for a hang, not a speed target: firebase-tools spends about 16 CPU seconds starting the
 * Auth emulator (12 s on a quiet 2-core machine), and under npm test's full load it once took over 60 s.
 */
const READY_TIMEOUT_MS = 150_000;

/**
 * Starts the Firebase Auth emulator from firebase-tools (it runs offline and needs no Java), with
 * its UI and every other emulator off.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  const configDir = mkdtempSync(join(tmpdir(), 'cartwatch-auth-'));
  writeFileSync(
    join(configDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: options.port },
        hub: { host: '127.0.0.1', port: 0 },
        logging: { host: '127.0.0.1', port: 0 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', join(configDir, 'firebase.json')];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    args.push('--import', options.dataDir, '--export-on-exit', options.dataDir);
  }
  const child = spawn(FIREBASE_BIN, args, {
    cwd: configDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: emulatorEnvironment(configDir),
    detached: true,
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      output.push(line);
      options.log?.(line);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));

  const url = `http://127.0.0.1:${options.port}`;
  const ready = await Promise.race([
    waitForHttp(url, READY_TIMEOUT_MS).then(() => true),
    exited.then(() => false),
  ]);
  if (!ready) {
    rmSync(configDir, { recursive: true, force: true });
    throw new Error(`The Auth emulator did not start on port ${options.port}:\n${output.slice(-15).join('\n')}`);
  }

  return {
    url,
    describe: () => `${child.exitCode === null ? 'running' : `exited with ${child.exitCode}`}; its last output:\n${output.slice(-15).join('\n')}`,
    async close() {
      if (child.exitCode === null && child.pid !== undefined) {
        // The whole process group: firebase-tools starts the emulator in child processes.
        process.kill(-child.pid, 'SIGINT');
        const stopped = await Promise.race([exited.then(() => true), delay(20_000).then(() => false)]);
        if (!stopped) process.kill(-child.pid, 'SIGKILL');
      }
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

/**
 * firebase-tools skips --export-on-exit when it believes it runs under a test runner (NODE_ENV,
 * TEST and friends, which Vitest sets), so accounts would not survive a restart: drop those.
 */
const TEST_RUNNER_VARIABLES = /^(NODE_ENV|TEST|VITEST.*|MODE|DEV|PROD|SSR|BASE_URL)$/;

/**
 * firebase-tools finds a running emulator hub through a file in the temp folder named after the
 * project: a private temp folder keeps two emulators of the same project (e.g. the tests' and
 * `npm start`'s) from exporting each other's accounts.
 */
function emulatorEnvironment(privateTmp: string): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !TEST_RUNNER_VARIABLES.test(name));
  return {
    ...Object.fromEntries(inherited),
    TMPDIR: privateTmp,
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    CI: 'true',
  };
}

/** A delay that does not keep the process alive by itself. */
function delay(ms: number): Promise<void> {
  return new Promise((resolveDelay) => setTimeout(resolveDelay, ms).unref());
}
