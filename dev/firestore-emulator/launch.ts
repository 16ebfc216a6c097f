import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { waitForHttp } from '../support/wait-for-http';
import type { JavaFound } from './locate-java';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LINES_KEPT = 40;
const BIND_FAILURE = /BindException|Address already in use|AbstractChannel\.bind/;
/**
 * The emulator serves one developer or one test run, not a data centre: Java's quick compiler alone
 * and a single-threaded collector spare the CPU that the optimising compiler and parallel collector
 * spend on a warm-up such a short run never repays (the rules tests: 152-163 CPU s with Java's
 * defaults, 110-132 with these, on 2 cores).
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Besides ours, the emulator binds three ports it picks itself while starting, and another process
 * (often a second emulator starting in parallel) can take one of them first: a race worth retrying.
 */
class EmulatorPortTaken extends Error {}
const START_ATTEMPTS = 3;

export interface OfficialEmulatorOptions {
  java: JavaFound;
  jar: string;
  port: number;
  /** firestore.rules or another rules file; without one the emulator allows every request. */
  rulesFile?: string;
}

export interface OfficialEmulator {
  url: string;
  host: string;
  port: number;
  /** Milliseconds from spawning Java to the first HTTP answer. */
  startMs: number;
  /** Deletes every document of the project's default database. */
  reset(projectId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the official Cloud Firestore emulator on 127.0.0.1:port with Java directly (the Cloud
 * CLI's shell wrapper does not pass a stop signal on to Java) and waits until it answers. A port
 * taken while Java started is a race, not a fault, so that start is tried again.
 */
export async function startOfficialEmulator(options: OfficialEmulatorOptions): Promise<OfficialEmulator> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof EmulatorPortTaken) || attempt >= START_ATTEMPTS) throw error;
    }
  }
}

async function startOnce(options: OfficialEmulatorOptions): Promise<OfficialEmulator> {
  const host = '127.0.0.1';
  const args = [...JVM_OPTIONS, '-Duser.language=en', '-cp', options.jar, MAIN_CLASS, 'start', '--host', host, '--port', String(options.port)];
  if (options.rulesFile) args.push('--rules', options.rulesFile);
  const started = Date.now();
  const child = spawn(options.java.path, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  // Read the output all along (a full pipe would stall Java), keeping the tail for error messages.
  const collect = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter((line) => line.trim() !== ''));
    output.splice(0, output.length - OUTPUT_LINES_KEPT);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit').then(() => undefined);

  const url = `http://${host}:${options.port}`;
  const ready = await Promise.race([waitForHttp(url, READY_TIMEOUT_MS).then(() => true, () => false), exited.then(() => false)]);
  if (!ready) {
    child.kill('SIGKILL');
    const cause = output.filter((line) => /Exception|Error|already in use/.test(line)).slice(0, 5);
    const message = `The Firestore emulator did not start on port ${options.port}:\n${[...cause, ...output.slice(-8)].join('\n')}`;
    throw output.some((line) => BIND_FAILURE.test(line)) ? new EmulatorPortTaken(message) : new Error(message);
  }
  const startMs = Date.now() - started;

  return {
    url,
    host,
    port: options.port,
    startMs,
    async reset(projectId) {
      const response = await fetch(`${url}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`The Firestore emulator did not empty ${projectId}: HTTP ${response.status}`);
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
