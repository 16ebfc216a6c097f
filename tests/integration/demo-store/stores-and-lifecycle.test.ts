import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDemoStore } from '../../../dev/demo-store/index';
import type { DemoStore } from '../../../dev/demo-store/index';
import { admin, fetchPage } from './demo-store-client';
import type { AdminProduct } from './demo-store-client';
import { text } from './dom';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const running: DemoStore[] = [];

async function start(ports?: number[]): Promise<DemoStore> {
  const demoStore = await startDemoStore(ports ? { ports } : {});
  running.push(demoStore);
  return demoStore;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((demoStore) => demoStore.close()));
});

function portOf(origin: string | undefined): number {
  return Number(new URL(origin ?? '').port);
}

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

async function freePort(): Promise<number> {
  const server = await listenOn(0);
  const { port } = server.address() as { port: number };
  await closeServer(server);
  return port;
}

describe('two stores', () => {
  it('runs two differently named shops on two ports and two host names', async () => {
    const demoStore = await start();
    const [harbor, alpenblick] = demoStore.stores;
    expect(harbor).toMatchObject({ id: 'harbor-pine', name: 'Harbor & Pine Outfitters' });
    expect(alpenblick).toMatchObject({ id: 'alpenblick', name: 'Kaufhaus Alpenblick' });
    expect(new URL(harbor?.origin ?? '').hostname).toBe('localhost');
    expect(new URL(alpenblick?.origin ?? '').hostname).toBe('127.0.0.1');
    expect(portOf(harbor?.origin)).not.toBe(portOf(alpenblick?.origin));
    expect(demoStore.adminUrl).toBe(`${harbor?.origin}/__admin`);

    const harborHome = await fetchPage(`${harbor?.origin}/`);
    const alpenblickHome = await fetchPage(`${alpenblick?.origin}/`);
    expect(text(harborHome.document, 'h1')).toBe('Harbor & Pine Outfitters');
    expect(text(alpenblickHome.document, 'h1')).toBe('Kaufhaus Alpenblick');
    expect(alpenblickHome.document.documentElement.lang).toBe('de');
  });

  it('answers on both localhost and 127.0.0.1 for each store', async () => {
    const demoStore = await start();
    for (const store of demoStore.stores) {
      expect(store.origins.map((origin) => new URL(origin).hostname).sort()).toEqual(['127.0.0.1', 'localhost']);
      for (const origin of store.origins) {
        const page = await fetchPage(`${origin}/`);
        expect(page.status, origin).toBe(200);
        expect(text(page.document, 'h1')).toBe(store.name);
      }
    }
  });

  it('keeps each catalogue to its own store', async () => {
    const demoStore = await start();
    const [harbor, alpenblick] = demoStore.stores;
    expect((await fetchPage(`${alpenblick?.origin}/produkte/taschenuhr-jura`)).status).toBe(200);
    expect((await fetchPage(`${harbor?.origin}/produkte/taschenuhr-jura`)).status).toBe(404);
    expect((await fetch(`${harbor?.origin}/images/taschenuhr.svg`)).status).toBe(404);
  });

  it('shares one state: the admin API on either origin changes the same product', async () => {
    const demoStore = await start();
    const [harbor, alpenblick] = demoStore.stores;
    await admin(`${alpenblick?.origin}/__admin`, 'POST', '/products/merino-beanie', { price: 21 });
    const page = await fetchPage(`${harbor?.origin}/products/merino-beanie`);
    expect(text(page.document, '.price--current')).toBe('£21.00');
  });

  it('starts on the ports it is given, and only the first store for a single port', async () => {
    const port = await freePort();
    const demoStore = await start([port]);
    expect(demoStore.stores.map((store) => store.origin)).toEqual([`http://localhost:${port}`]);
    const { body } = await admin<AdminProduct[]>(demoStore.adminUrl, 'GET', '/products');
    expect(new Set(body.map((product) => product.store))).toEqual(new Set(['harbor-pine']));
  });

  it.each([
    [[], /give 1 to 2 ports/],
    [[0, 0, 0], /give 1 to 2 ports/],
    [[70_000], /70000 is not a port number/],
    [[1.5], /1.5 is not a port number/],
    [[5301, 5301], /each store needs its own port/],
  ])('refuses the port list %j', async (ports, message) => {
    await expect(startDemoStore({ ports })).rejects.toThrow(message);
  });

  it('fails to start on a port that is taken', async () => {
    const blocker = await listenOn(0);
    try {
      const { port } = blocker.address() as { port: number };
      await expect(startDemoStore({ ports: [0, port] })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await closeServer(blocker);
    }
  });
});

describe('close()', () => {
  it('frees every port', async () => {
    const demoStore = await startDemoStore();
    const ports = demoStore.stores.map((store) => portOf(store.origin));
    await demoStore.close();
    for (const port of ports) await closeServer(await listenOn(port));
    await expect(fetch(demoStore.stores[0]?.origin ?? '')).rejects.toThrow();
  });

  it('does not wait for a slow page still being answered', async () => {
    const demoStore = await startDemoStore();
    // Well within the test's timeout: a close() that waited for the page would see it answered.
    await admin(demoStore.adminUrl, 'POST', '/products/camp-stove/mode', { mode: 'slow', delayMs: 20_000 });
    const pending = fetch(`${demoStore.stores[0]?.origin}/products/camp-stove`).then(
      () => 'answered',
      () => 'aborted',
    );
    await vi.waitFor(async () => {
      const { body } = await admin<{ status: number | null }[]>(demoStore.adminUrl, 'GET', '/requests');
      expect(body).toEqual([expect.objectContaining({ status: null })]);
    });
    const events: string[] = [];
    void pending.then((outcome) => events.push(outcome));
    await demoStore.close();
    events.push('closed');
    await pending;
    // The page was cut off, never answered, whichever of the two the client saw first.
    expect(events.toSorted()).toEqual(['aborted', 'closed']);
  });
});

describe('command line', () => {
  it('starts on the given ports, prints the addresses and stops on SIGTERM', async () => {
    const ports = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', 'dev/demo-store/cli.ts', '--port', String(ports[0]), '--port', String(ports[1])], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      child.stdout.setEncoding('utf8');
      for await (const chunk of child.stdout as AsyncIterable<string>) {
        output += chunk;
        if (output.includes('Admin:')) break;
      }
      expect(output).toContain(`Harbor & Pine Outfitters: http://localhost:${ports[0]}  http://127.0.0.1:${ports[0]}`);
      expect(output).toContain(`Kaufhaus Alpenblick: http://127.0.0.1:${ports[1]}  http://localhost:${ports[1]}`);
      expect(output).toContain(`Admin: http://localhost:${ports[0]}/__admin`);
      expect((await fetch(`http://127.0.0.1:${ports[1]}/`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    const [exitCode] = (await once(child, 'exit')) as [number | null];
    expect(exitCode).toBe(0);
  });

  it('exits with 1 and the usage on a bad --port', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'dev/demo-store/cli.ts', '--port', 'abc'], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (errors += chunk));
    const [exitCode] = (await once(child, 'exit')) as [number | null];
    expect(exitCode).toBe(1);
    expect(errors).toContain('--port abc is not a port number');
    expect(errors).toContain('Usage: npm run dev:store');
  });
});
