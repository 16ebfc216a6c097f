import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeMissing, locateFirestoreEmulator } from '../../dev/firestore-emulator';
import { freePort } from '../../dev/support/free-port';
import { assertPortFree } from '../../dev/support/port-check';
import { launchExtension } from './support/extension';
import { fillCredentials } from './support/options-page';
import { describeInChromium } from './support/browsers';

interface StartedCli {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function runNpmStart(args: string[]): StartedCli {
  // As package.json's "start" runs it: one Node process with tsx as its loader.
  const child = spawn(process.execPath, ['--import', 'tsx', 'dev/start/cli.ts', '--no-browser', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return { child, output: () => output, exit };
}

async function waitForOutput(cli: StartedCli, text: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cli.output().includes(text)) {
    if (cli.child.exitCode !== null) throw new Error(`npm start exited early:\n${cli.output()}`);
    if (Date.now() > deadline) throw new Error(`npm start never printed "${text}":\n${cli.output()}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
  }
}

async function signUpOrIn(
  extensionDir: string,
  email: string,
  action: 'Create account' | 'Sign in',
  password = 'correct-horse-battery',
): Promise<void> {
  const extension = await launchExtension(extensionDir);
  try {
    const options = await extension.openPage('src/pages/options/index.html');
    await fillCredentials(options, email, password);
    await options.getByRole('button', { name: action }).click();
    await options
      .getByText(`Signed in as ${email}`)
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        throw new Error(`${action} did not sign in; the page says: ${await options.innerText('body')}`, { cause: error });
      });
  } finally {
    await extension.close();
  }
}

/** Two starts with a build each; with the official emulator (started twice) 163 s on a busy 2-core machine. */
const START_TWICE_TIMEOUT_MS = 300_000;

describeInChromium('npm start', () => {
  let workDir: string;
  let ports: string[];

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'cartwatch-start-'));
    const [auth, firestore, storeA, storeB] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    ports = ['--auth-port', String(auth), '--firestore-port', String(firestore), '--store-ports', `${storeA},${storeB}`];
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('runs the whole stack, keeps accounts across a restart, and stops everything on Ctrl-C', async () => {
    const args = [...ports, '--data', join(workDir, 'data'), '--out', join(workDir, 'dist')];
    const email = `start-${Date.now()}@example.com`;

    const first = runNpmStart(args);
    await waitForOutput(first, 'Press Ctrl-C to stop everything.');
    expect(first.output()).toContain('No browser was started: started with --no-browser.');
    expect(first.output()).toContain('ana@cartwatch.test');
    // It names the Firestore it chose: the official emulator where this machine has one, else the
    // dev server, after saying what is missing.
    const location = locateFirestoreEmulator();
    if (location.found) {
      expect(first.output()).toContain('Starting the Auth emulator, the official Firestore emulator (with firestore.rules)');
      expect(first.output()).toMatch(/Firestore \(emulator\) {3}http:\/\/\S+ {2}official, enforcing firestore\.rules/);
    } else {
      expect(first.output()).toContain(`${describeMissing(location.missing)}\nUsing the Firestore dev server instead`);
      expect(first.output()).toMatch(/Firestore \(dev server\) http:\/\/\S+ {2}no security rules/);
    }
    await signUpOrIn(join(workDir, 'dist'), email, 'Create account');
    first.child.kill('SIGINT');
    await expect(first.exit).resolves.toBe(0);
    expect(first.output()).toContain('Everything Cartwatch started has stopped.');
    for (const port of ports.filter((_, index) => index % 2 === 1).flatMap((value) => value.split(','))) {
      await expect(assertPortFree(Number(port), 'any', '--x')).resolves.toBeUndefined();
    }

    const second = runNpmStart(args);
    await waitForOutput(second, 'Press Ctrl-C to stop everything.');
    // Nothing changed since the first start: its build is kept, not made again.
    expect(second.output()).toContain(`Extension build        ${join(workDir, 'dist')}  (unchanged since the last start: kept)`);
    await signUpOrIn(join(workDir, 'dist'), email, 'Sign in');
    await signUpOrIn(join(workDir, 'dist'), 'ana@cartwatch.test', 'Sign in', 'cartwatch-demo');
    second.child.kill('SIGINT');
    await expect(second.exit).resolves.toBe(0);
  }, START_TWICE_TIMEOUT_MS);

  it('fails with a clear message when a port is busy', async () => {
    const busyPort = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolveListen) => blocker.listen(busyPort, '127.0.0.1', resolveListen));
    try {
      const cli = runNpmStart([...ports.slice(2), '--auth-port', String(busyPort), '--data', join(workDir, 'busy')]);
      await expect(cli.exit).resolves.toBe(1);
      expect(cli.output()).toContain(`Port ${busyPort} (Auth emulator) is already in use.`);
      expect(cli.output()).toContain('npm start -- --auth-port <port>');
    } finally {
      await new Promise((resolveClose) => blocker.close(resolveClose));
    }
  });
});
