import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { FIREFOX_PATH } from './browser-paths';

const STARTUP_TIMEOUT_MS = 30_000;
const COMMAND_TIMEOUT_MS = 15_000;
const SESSION_START_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const STDERR_LINES_KEPT = 40;

/**
 * Startup prefs for a machine with no network but loopback. The remote agent applies its own
 * recommended prefs (updates, telemetry, safe browsing) once it runs; these cover what happens before.
 */
const QUIET_PREFS: Record<string, string | number | boolean> = {
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.startup.page': 0,
  'startup.homepage_welcome_url': 'about:blank',
  'app.update.disabledForTesting': true,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
  'messaging-system.rsexperimentloader.enabled': false,
};

export function assertFirefoxInstalled(): void {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(
      `Firefox not found at ${FIREFOX_PATH}: install it with "apt-get install -y firefox-esr" or set FIREFOX_PATH.`,
    );
  }
}

interface BidiSuccess {
  type: 'success';
  id: number;
  result: unknown;
}

interface BidiError {
  type: 'error';
  id: number | null;
  error: string;
  message: string;
}

interface PendingCommand {
  method: string;
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** A WebDriver BiDi connection: commands carry an id and resolve with the matching answer. */
export class BidiConnection {
  private nextId = 1;
  private readonly pending = new Map<number, PendingCommand>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => this.receive(data));
    socket.on('close', () => this.rejectAll(new Error('The WebDriver BiDi connection closed.')));
    socket.on('error', (error) => this.rejectAll(error));
  }

  static async connect(url: string): Promise<BidiConnection> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolveOpen, reject) => {
      socket.once('open', () => resolveOpen());
      socket.once('error', reject);
    });
    return new BidiConnection(socket);
  }

  send<Result>(method: string, params: object = {}, timeoutMs = COMMAND_TIMEOUT_MS): Promise<Result> {
    if (this.socket.readyState !== WebSocket.OPEN) {
      return Promise.reject(new Error(`WebDriver BiDi command ${method}: the connection is closed.`));
    }
    const id = this.nextId++;
    return new Promise<Result>((resolveCommand, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`WebDriver BiDi command ${method} got no answer within ${timeoutMs} ms.`));
      }, timeoutMs);
      this.pending.set(id, { method, resolve: (result) => resolveCommand(result as Result), reject, timer });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close(): void {
    this.socket.close();
  }

  private receive(data: WebSocket.RawData): void {
    const message = JSON.parse(textOf(data)) as BidiSuccess | BidiError | { type: 'event' };
    if (message.type === 'event' || message.id === null) return;
    const command = this.pending.get(message.id);
    if (command === undefined) return;
    this.pending.delete(message.id);
    clearTimeout(command.timer);
    if (message.type === 'success') command.resolve(message.result);
    else command.reject(new Error(`${command.method} failed: ${message.error}: ${message.message}`));
  }

  private rejectAll(error: Error): void {
    for (const command of this.pending.values()) {
      clearTimeout(command.timer);
      command.reject(error);
    }
    this.pending.clear();
  }
}

function textOf(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return data instanceof ArrayBuffer ? Buffer.from(data).toString('utf8') : data.toString('utf8');
}

export interface FirefoxSession {
  bidi: BidiConnection;
  /** What Firefox wrote to stderr lately, for failure messages. */
  recentStderr(): string;
  close(): Promise<void>;
}

/** Starts headless Firefox in a fresh profile and opens a WebDriver BiDi session on it. */
export async function launchFirefox(prefs: Record<string, string | number | boolean> = {}): Promise<FirefoxSession> {
  assertFirefoxInstalled();
  const profile = mkdtempSync(join(tmpdir(), 'cartwatch-firefox-'));
  writeFileSync(join(profile, 'user.js'), userJs({ ...QUIET_PREFS, ...prefs }));
  const firefox = spawnFirefox(profile);
  const stderr = keepRecentLines(firefox);

  const stop = async (bidi?: BidiConnection): Promise<void> => {
    await stopFirefox(firefox, bidi);
    rmSync(profile, { recursive: true, force: true });
  };

  let bidi: BidiConnection | undefined;
  try {
    bidi = await BidiConnection.connect(`${await bidiAddress(firefox, stderr)}/session`);
    // A browser still starting up (a loaded machine) answers its first command late.
    await bidi.send('session.new', { capabilities: {} }, SESSION_START_TIMEOUT_MS);
    const session = bidi;
    return { bidi: session, recentStderr: stderr, close: () => stop(session) };
  } catch (error) {
    bidi?.close();
    await stop();
    throw error;
  }
}

function userJs(prefs: Record<string, string | number | boolean>): string {
  return Object.entries(prefs)
    .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`)
    .join('');
}

function spawnFirefox(profile: string): ChildProcess {
  // Port 0 lets Firefox pick a free port and print it, so there is no race for one.
  // System access is what allows navigating a tab to moz-extension:// URLs over BiDi.
  const args = ['--headless', '--no-remote', '--profile', profile];
  const remoteAgent = ['--remote-debugging-port', '0', '--remote-allow-system-access'];
  return spawn(FIREFOX_PATH, [...args, ...remoteAgent], { stdio: ['ignore', 'ignore', 'pipe'] });
}

function keepRecentLines(firefox: ChildProcess): () => string {
  const lines: string[] = [];
  firefox.stderr?.setEncoding('utf8');
  firefox.stderr?.on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter((line) => line.trim() !== ''));
    lines.splice(0, Math.max(0, lines.length - STDERR_LINES_KEPT));
  });
  return () => lines.join('\n');
}

function bidiAddress(firefox: ChildProcess, recentStderr: () => string): Promise<string> {
  return new Promise((resolveAddress, reject) => {
    const fail = (reason: string) => {
      cleanup();
      reject(new Error(`${reason}\nFirefox stderr:\n${recentStderr()}`));
    };
    const onData = (chunk: string) => {
      const address = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(chunk)?.[1];
      if (address === undefined) return;
      cleanup();
      resolveAddress(address);
    };
    const onExit = (code: number | null) => fail(`Firefox exited (code ${code}) before WebDriver BiDi was listening.`);
    const onError = (error: Error) => fail(`Firefox could not be started: ${error.message}`);
    const onTimeout = () => fail(`WebDriver BiDi was not listening after ${STARTUP_TIMEOUT_MS} ms.`);
    const timer = setTimeout(onTimeout, STARTUP_TIMEOUT_MS);
    const cleanup = () => {
      clearTimeout(timer);
      firefox.stderr?.off('data', onData);
      firefox.off('exit', onExit);
      firefox.off('error', onError);
    };
    firefox.stderr?.on('data', onData);
    firefox.once('exit', onExit);
    firefox.once('error', onError);
  });
}

/**
 * Asks Firefox to quit, and kills it if it has not within the shutdown timeout. Its content
 * processes exit by themselves once the parent process is gone.
 */
async function stopFirefox(firefox: ChildProcess, bidi?: BidiConnection): Promise<void> {
  if (firefox.pid === undefined || hasExited(firefox)) return;
  const exited = new Promise<void>((resolveExit) => firefox.once('exit', () => resolveExit()));
  if (bidi === undefined) {
    firefox.kill('SIGKILL');
  } else {
    await bidi.send('browser.close', {}, SHUTDOWN_TIMEOUT_MS).catch(() => undefined);
    bidi.close();
  }
  const timer = setTimeout(() => firefox.kill('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Installs an unpacked extension temporarily, as about:debugging would, and returns its id. */
export async function installExtension(bidi: BidiConnection, directory: string): Promise<string> {
  const { extension } = await bidi.send<{ extension: string }>('webExtension.install', {
    extensionData: { type: 'path', path: directory },
  });
  return extension;
}

/** Opens a new tab at the URL and returns its browsing context id once the page has loaded. */
export async function openTab(bidi: BidiConnection, url: string): Promise<string> {
  const { context } = await bidi.send<{ context: string }>('browsingContext.create', { type: 'tab' });
  await bidi.send('browsingContext.navigate', { context, url, wait: 'complete' });
  return context;
}

type EvaluateResult =
  | { type: 'success'; result: { type: string; value?: unknown } }
  | { type: 'exception'; exceptionDetails: { text: string } };

/** Evaluates an expression that yields a string in the page of a browsing context. */
export async function evaluateString(bidi: BidiConnection, context: string, expression: string): Promise<string> {
  const evaluation = await bidi.send<EvaluateResult>('script.evaluate', {
    expression,
    target: { context },
    awaitPromise: true,
  });
  if (evaluation.type === 'exception') throw new Error(`${expression} threw: ${evaluation.exceptionDetails.text}`);
  if (typeof evaluation.result.value !== 'string') throw new Error(`${expression} gave a ${evaluation.result.type}.`);
  return evaluation.result.value;
}

/**
 * Browser Console messages (errors from background scripts, manifest warnings) that mention any
 * of the needles. Background pages are not BiDi browsing contexts, so this reads the console service
 * from the parent process window, which the system access flag allows.
 */
export async function browserConsoleMessages(bidi: BidiConnection, needles: string[]): Promise<string[]> {
  const { contexts } = await bidi.send<{ contexts: { context: string }[] }>('browsingContext.getTree', {
    'moz:scope': 'chrome',
  });
  const chromeWindow = contexts[0]?.context;
  if (chromeWindow === undefined) return [];
  const messages = await evaluateString(
    bidi,
    chromeWindow,
    `JSON.stringify(Services.console.getMessageArray().map((entry) => String(entry.message ?? entry))
      .filter((text) => ${JSON.stringify(needles)}.some((needle) => text.includes(needle))))`,
  );
  return JSON.parse(messages) as string[];
}

/**
 * The errors Firefox's console service holds from Cartwatch's scripts since the last call: uncaught
 * errors and API warnings Firefox logs as errors, from its event page and its pages (popup,
 * options), whose sources are under its moz-extension:// address. Read in the parent process
 * (background pages are not BiDi contexts), then cleared, so each call hands back what is new.
 * console.error calls are not among them: Firefox keeps those in the extension process's own
 * console API storage, out of this reach.
 */
export async function extensionErrors(bidi: BidiConnection, extensionUuid: string): Promise<{ where: string; text: string }[]> {
  const { contexts } = await bidi.send<{ contexts: { context: string }[] }>('browsingContext.getTree', { 'moz:scope': 'chrome' });
  const chromeWindow = contexts[0]?.context;
  if (chromeWindow === undefined) return [];
  const origin = `moz-extension://${extensionUuid}/`;
  const found = await evaluateString(
    bidi,
    chromeWindow,
    `(() => {
      const errors = Services.console.getMessageArray()
        .filter((entry) => entry instanceof Ci.nsIScriptError && !(entry.flags & Ci.nsIScriptError.warningFlag)
          && !(entry.flags & Ci.nsIScriptError.infoFlag) && String(entry.sourceName).startsWith(${JSON.stringify(origin)}))
        .map((entry) => ({ where: String(entry.sourceName).slice(${origin.length}).split('/').slice(-2).join('/'), text: String(entry.errorMessage) + ' (' + entry.sourceName + ':' + entry.lineNumber + ')' }));
      Services.console.reset();
      return JSON.stringify(errors);
    })()`,
  );
  return JSON.parse(found) as { where: string; text: string }[];
}
